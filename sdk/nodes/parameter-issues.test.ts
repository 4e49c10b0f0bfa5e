import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '../workflow/parameter-types';
import { getNodeParametersIssues, isEmptyRequiredValue, mergeIssues, requiredParameterMessage } from './parameter-issues';
import type { NodeLike } from './types';

const PROPS: INodeProperties[] = [
  { displayName: 'URL', name: 'url', type: 'string', default: '', required: true },
  { displayName: 'Method', name: 'method', type: 'options', options: [{ name: 'GET', value: 'GET' }], default: 'GET', required: true },
  { displayName: 'Body', name: 'body', type: 'string', default: '', required: true, displayOptions: { show: { method: ['POST'] } } },
  {
    displayName: 'Document',
    name: 'documentId',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    modes: [
      { displayName: 'List', name: 'list', type: 'list' },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [{ type: 'regex', properties: { regex: '[0-9]+', errorMessage: 'Not a valid ID' } }],
      },
    ],
  },
  { displayName: 'Fields', name: 'fields', type: 'multiOptions', options: [], default: [], required: true },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    options: [{ displayName: 'Proxy', name: 'proxy', type: 'string', default: '', required: true }],
  },
  {
    displayName: 'Headers',
    name: 'headers',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    options: [
      {
        name: 'header',
        displayName: 'Header',
        values: [{ displayName: 'Header Name', name: 'name', type: 'string', default: '', required: true }],
      },
    ],
  },
];

const node = (parameters: Record<string, unknown>, extra: Partial<NodeLike> = {}): NodeLike => ({
  name: 'HTTP',
  type: 't',
  typeVersion: 1,
  parameters,
  ...extra,
});
const complete = { url: 'https://x', method: 'GET', documentId: { __rl: true, mode: 'id', value: '42' }, fields: ['a'] };

describe('getNodeParametersIssues', () => {
  it('reports required parameters left empty with the exact message', () => {
    expect(requiredParameterMessage('URL')).toBe('Parameter "URL" is required.');
    const issues = getNodeParametersIssues(PROPS, node({ method: 'GET', fields: [] }));
    expect(issues?.parameters).toEqual({
      url: ['Parameter "URL" is required.'],
      documentId: ['Parameter "Document" is required.'],
      fields: ['Parameter "Fields" is required.'],
    });
  });

  it('has no issues for a complete node, a disabled node or a pinned node', () => {
    expect(getNodeParametersIssues(PROPS, node(complete))).toBeNull();
    expect(getNodeParametersIssues(PROPS, node({}, { disabled: true }))).toBeNull();
    expect(getNodeParametersIssues(PROPS, node({}), ['HTTP'])).toBeNull();
  });

  it('ignores required parameters that are not displayed', () => {
    expect(getNodeParametersIssues(PROPS, node({ ...complete, method: 'GET' }))?.parameters?.['body']).toBeUndefined();
    expect(getNodeParametersIssues(PROPS, node({ ...complete, method: 'POST' }))?.parameters?.['body']).toEqual([
      'Parameter "Body" is required.',
    ]);
  });

  it("validates a resource locator value against its mode's regex, skipping expressions", () => {
    const bad = { ...complete, documentId: { __rl: true, mode: 'id', value: 'abc' } };
    expect(getNodeParametersIssues(PROPS, node(bad))?.parameters).toEqual({ documentId: ['Not a valid ID'] });
    expect(
      getNodeParametersIssues(PROPS, node({ ...complete, documentId: { __rl: true, mode: 'id', value: '={{ $json.id }}' } })),
    ).toBeNull();
  });

  it('checks nested required parameters only once their parent is set', () => {
    expect(getNodeParametersIssues(PROPS, node({ ...complete, options: {} }))).toBeNull();
    expect(getNodeParametersIssues(PROPS, node({ ...complete, options: { proxy: '' } }))?.parameters).toEqual({
      proxy: ['Parameter "Proxy" is required.'],
    });
    expect(getNodeParametersIssues(PROPS, node({ ...complete, headers: { header: [{ name: 'A' }, { name: '' }] } }))?.parameters).toEqual({
      name: ['Parameter "Header Name" is required.'],
    });
  });

  it('knows what empty means per type', () => {
    const of = (type: INodeProperties['type']) => ({ displayName: 'X', name: 'x', type, default: '' }) as INodeProperties;
    expect(isEmptyRequiredValue(of('string'), '')).toBe(true);
    expect(isEmptyRequiredValue(of('options'), undefined)).toBe(true);
    expect(isEmptyRequiredValue(of('dateTime'), '')).toBe(false);
    expect(isEmptyRequiredValue(of('resourceLocator'), { value: 0 })).toBe(false);
    expect(isEmptyRequiredValue(of('resourceLocator'), null)).toBe(true);
    expect(isEmptyRequiredValue(of('number'), undefined)).toBe(false);
  });
});

describe('mergeIssues', () => {
  it('appends messages per key and carries the flags over', () => {
    const into = { parameters: { a: ['one'] } };
    mergeIssues(into, { parameters: { a: ['two'], b: ['three'] }, credentials: { c: ['four'] }, execution: true, typeUnknown: true });
    expect(into).toEqual({
      parameters: { a: ['one', 'two'], b: ['three'] },
      credentials: { c: ['four'] },
      execution: true,
      typeUnknown: true,
    });
    mergeIssues(into, null);
  });
});
