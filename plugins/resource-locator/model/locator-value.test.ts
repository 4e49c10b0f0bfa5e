import { describe, expect, it } from 'vitest';
import type { INodePropertyMode } from '@sdk';
import { displayText, pickItem, resolvedUrl, switchMode, toLocatorValue, typeValue, validationIssues } from './locator-value';

const URL_REGEX = '.*/workflow/([0-9a-zA-Z]{1,})';
const MODES: INodePropertyMode[] = [
  { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'searchWorkflows', searchable: true } },
  {
    displayName: 'By URL',
    name: 'url',
    type: 'string',
    extractValue: { type: 'regex', regex: URL_REGEX },
    validation: [{ type: 'regex', properties: { regex: URL_REGEX, errorMessage: 'Not a valid Workflow URL' } }],
  },
  { displayName: 'ID', name: 'id', type: 'string', url: 'https://example.com/workflow/{{$value}}' },
];
const [list, url, id] = MODES;

describe('reading a stored value', () => {
  it('keeps a locator object and reads a plain string as an id', () => {
    expect(toLocatorValue({ __rl: true, mode: 'list', value: '7', cachedResultName: 'Seven' }, MODES)).toEqual({
      __rl: true,
      mode: 'list',
      value: '7',
      cachedResultName: 'Seven',
    });
    expect(toLocatorValue('12', MODES)).toEqual({ __rl: true, mode: 'id', value: '12' });
    expect(toLocatorValue(undefined, MODES)).toEqual({ __rl: true, mode: 'list', value: '' });
    // n8n's defaults carry no marker flag.
    expect(toLocatorValue({ mode: 'list', value: 'public' }, MODES)).toEqual({ __rl: true, mode: 'list', value: 'public' });
  });
});

describe('switching modes', () => {
  const picked = { __rl: true as const, mode: 'list', value: '7', cachedResultName: 'Seven', cachedResultUrl: 'http://host/workflow/7' };

  it('list → id keeps the value and drops the cached name', () => {
    expect(switchMode(picked, 'id', MODES)).toEqual({ __rl: true, mode: 'id', value: '7' });
  });

  it('→ url uses the cached result url and stores the mode regex', () => {
    expect(switchMode(picked, 'url', MODES)).toEqual({ __rl: true, mode: 'url', value: 'http://host/workflow/7', __regex: URL_REGEX });
  });

  it('→ url without a cached url, and id → list, clear the value', () => {
    expect(switchMode({ __rl: true, mode: 'list', value: '7' }, 'url', MODES).value).toBe('');
    expect(switchMode({ __rl: true, mode: 'id', value: '7' }, 'list', MODES)).toEqual({ __rl: true, mode: 'list', value: '' });
  });

  it('keeps an expression', () => {
    expect(switchMode({ __rl: true, mode: 'id', value: '={{ $json.id }}' }, 'url', MODES).value).toBe('={{ $json.id }}');
  });
});

describe('typing', () => {
  it('an expression in list mode switches to id, keeping the text', () => {
    expect(typeValue({ __rl: true, mode: 'list', value: '' }, '={{ $json.id }}', MODES)).toEqual({
      __rl: true,
      mode: 'id',
      value: '={{ $json.id }}',
    });
  });

  it('a url mode with regex extraction stores the regex', () => {
    expect(typeValue({ __rl: true, mode: 'url', value: '' }, 'http://x/workflow/3', MODES)).toEqual({
      __rl: true,
      mode: 'url',
      value: 'http://x/workflow/3',
      __regex: URL_REGEX,
    });
  });

  it('picking an item caches its name and url', () => {
    expect(pickItem({ name: 'Seven', value: '7', url: 'http://h/workflow/7' }, 'list')).toEqual({
      __rl: true,
      mode: 'list',
      value: '7',
      cachedResultName: 'Seven',
      cachedResultUrl: 'http://h/workflow/7',
    });
    expect(pickItem({ name: 'T', value: 't' }, 'list')).toEqual({ __rl: true, mode: 'list', value: 't', cachedResultName: 'T' });
  });
});

describe('link, display and validation', () => {
  it('resolves the url per mode', () => {
    expect(resolvedUrl({ __rl: true, mode: 'list', value: '7', cachedResultUrl: 'http://h/workflow/7' }, list)).toBe('http://h/workflow/7');
    expect(resolvedUrl({ __rl: true, mode: 'list', value: '7' }, list)).toBeNull();
    expect(resolvedUrl({ __rl: true, mode: 'id', value: 'a b' }, id)).toBe('https://example.com/workflow/a%20b');
    expect(resolvedUrl({ __rl: true, mode: 'url', value: 'http://h/workflow/9' }, url)).toBe('http://h/workflow/9');
    expect(resolvedUrl({ __rl: true, mode: 'id', value: '={{ 1 }}' }, id)).toBeNull();
  });

  it('shows the cached name in list mode', () => {
    expect(displayText({ __rl: true, mode: 'list', value: '7', cachedResultName: 'Seven' }, list)).toBe('Seven');
    expect(displayText({ __rl: true, mode: 'id', value: '7', cachedResultName: 'Seven' }, id)).toBe('7');
  });

  it('reports a value its mode rejects, not an empty one', () => {
    expect(validationIssues({ __rl: true, mode: 'url', value: 'not a url' }, url)).toEqual(['Not a valid Workflow URL']);
    expect(validationIssues({ __rl: true, mode: 'url', value: '' }, url)).toEqual([]);
    expect(validationIssues({ __rl: true, mode: 'url', value: 'http://h/workflow/4' }, url)).toEqual([]);
  });
});
