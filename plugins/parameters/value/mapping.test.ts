import { describe, expect, it } from 'vitest';
import { mappingTelemetry, valueAfterDrop } from './mapping';

const name = { expression: '$json.name', path: 'name' };
const spaced = { expression: '$json["Readable date"]', path: 'Readable date' };

describe('dropping mapped data', () => {
  it('turns a fixed value into an expression', () => {
    expect(valueAfterDrop('', name, { type: 'string' })).toBe('={{ $json.name }}');
    expect(valueAfterDrop('old', spaced, { type: 'string' })).toBe('={{ $json["Readable date"] }}');
    expect(valueAfterDrop(5, name, { type: 'number' })).toBe('={{ $json.name }}');
  });
  it('appends a second drop', () => {
    const once = valueAfterDrop('', name, { type: 'string' });
    expect(valueAfterDrop(once, spaced, { type: 'string' })).toBe('={{ $json.name }} {{ $json["Readable date"] }}');
  });
  it('gives field-name parameters a plain path', () => {
    expect(valueAfterDrop('', name, { type: 'string', requiresDataPath: 'single' })).toBe('name');
    expect(valueAfterDrop('id', name, { type: 'string', requiresDataPath: 'multiple' })).toBe('id, name');
  });
  it('switches a resource locator in list mode to id, or the first non-list mode', () => {
    const modes = [
      { name: 'list', displayName: 'List', type: 'list' as const },
      { name: 'url', displayName: 'URL', type: 'string' as const },
      { name: 'id', displayName: 'ID', type: 'string' as const },
    ];
    expect(valueAfterDrop({ __rl: true, value: 'x', mode: 'list' }, name, { type: 'resourceLocator', modes })).toEqual({
      __rl: true,
      value: '={{ $json.name }}',
      mode: 'id',
    });
    expect(valueAfterDrop({ __rl: true, value: 'x', mode: 'list' }, name, { type: 'resourceLocator', modes: modes.slice(0, 2) })).toEqual({
      __rl: true,
      value: '={{ $json.name }}',
      mode: 'url',
    });
    expect(valueAfterDrop({ __rl: true, value: 'u', mode: 'url' }, name, { type: 'resourceLocator', modes })).toEqual({
      __rl: true,
      value: '={{ $json.name }}',
      mode: 'url',
    });
  });
  it('reports the telemetry fields', () => {
    expect(mappingTelemetry('n8n-nodes-base.set', { name: 'value' }, '')).toEqual({
      dest_node_type: 'n8n-nodes-base.set',
      dest_parameter: 'value',
      dest_mode: 'fixed',
      is_empty: true,
      has_mapping: false,
    });
    expect(mappingTelemetry('t', { name: 'v' }, '={{ $json.a }}')).toMatchObject({
      dest_mode: 'expression',
      is_empty: false,
      has_mapping: true,
    });
  });
});
