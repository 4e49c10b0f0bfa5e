import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { getCompletionOptions, isCompletableName } from './completions';
import { buildExpressionContext } from './context/build-context';
import { resolveParameterValue, resolveParameters } from './context/resolve-parameters';
import { ExpressionError } from './errors';
import { evaluateForDisplay, formatExpressionResult, formatValue } from './format-result';
import { expressionMarkers } from './markers';

const ctx = { $json: { name: 'alice', n: 1, '1st': 'x', 'a-b': 'y', _ok: 1, address: { city: 'Lisbon' }, list: [1, 2] } };

describe('formatExpressionResult', () => {
  it('shows placeholders for empty, undefined and null', () => {
    expect(formatExpressionResult({ ok: true, value: '' })).toBe('[empty]');
    expect(formatExpressionResult({ ok: true, value: undefined })).toBe('[undefined]');
    expect(formatExpressionResult({ ok: true, value: null })).toBe('[null]');
  });

  it('shows errors as the word for error and the message, in brackets or inline', () => {
    const result = evaluateForDisplay('={{ $json.nope.x }}', ctx);
    expect(formatExpressionResult(result)).toBe("[ERROR: Cannot read properties of undefined (reading 'x')]");
    expect(formatExpressionResult(result, { errorStyle: 'inline' })).toBe("ERROR: Cannot read properties of undefined (reading 'x')");
    expect(formatExpressionResult({ ok: false, error: new ExpressionError('boom') }, { errorWord: 'Fehler' })).toBe('[Fehler: boom]');
    expect(formatExpressionResult(evaluateForDisplay('={{ $json. }}', ctx))).toBe('[ERROR: Failed to parse expression]');
  });

  it('shows objects as JSON with their type, and dates as ISO text', () => {
    expect(formatValue({ a: 1, b: 'x' })).toBe('[Object: {"a": 1, "b": "x"}]');
    expect(formatValue([1, 2])).toBe('[Array: [1,2]]');
    expect(formatValue(DateTime.fromISO('2024-01-02T03:04:05.000Z', { zone: 'UTC' }))).toBe('[DateTime: 2024-01-02T03:04:05.000Z]');
    expect(formatValue(new Date(0))).toBe('[Date: 1970-01-01T00:00:00.000Z]');
    expect(formatValue(12)).toBe('12');
    expect(formatValue('text')).toBe('text');
    expect(formatExpressionResult(evaluateForDisplay('=Hi {{ $json.name }}', ctx))).toBe('Hi alice');
  });
});

describe('expressionMarkers', () => {
  it('marks an empty {{ }} with offsets into the value', () => {
    expect(expressionMarkers('=a {{ }} b')).toEqual([
      { kind: 'empty', from: 3, to: 8, message: expect.stringContaining('Empty expression') },
    ]);
  });

  it('marks a function name that is not called', () => {
    const [marker] = expressionMarkers('={{ $json.name.toUpperCase }}');
    expect(marker).toMatchObject({ kind: 'uncalled-function', from: 15, to: 26 });
    expect(expressionMarkers('={{ $json.name.toUpperCase() }}')).toEqual([]);
    expect(expressionMarkers('={{ $json.list.map(x => x).first }}', ctx).map((m) => m.kind)).toEqual(['uncalled-function']);
  });

  it('does not mark data fields that share a method name, when a context shows they are data', () => {
    expect(expressionMarkers('={{ $json.first }}', { $json: { first: 'Ann' } })).toEqual([]);
  });

  it('marks undefined results and unparseable code', () => {
    expect(expressionMarkers('={{ $json.missing }}', ctx).map((m) => m.kind)).toEqual(['undefined']);
    expect(expressionMarkers('={{ $json.name }}', ctx)).toEqual([]);
    expect(expressionMarkers('={{ 1 + }}').map((m) => m.kind)).toEqual(['syntax']);
  });
});

describe('getCompletionOptions', () => {
  const context = buildExpressionContext({
    workflow: { nodes: [{ id: '1', name: 'Set', type: 'x', typeVersion: 1, position: [0, 0], parameters: {} }], connections: {} },
    activeNodeName: 'Set',
    inputItems: [{ json: ctx.$json }],
    mode: 'editor',
  });
  const labels = (path: string, c: object | undefined = context): string[] => getCompletionOptions(c, path).map((o) => o.label);

  it('lists variables and globals at the start', () => {
    const root = labels('');
    expect(root).toEqual(expect.arrayContaining(['$json', '$input', '$', '$now', '$execution', 'DateTime', 'Math']));
    expect(root).not.toContain('constructor');
  });

  it('lists the keys of real data, without names starting with a digit or with special characters', () => {
    const keys = labels('$json.');
    expect(keys).toEqual(expect.arrayContaining(['name', 'n', '_ok', 'address', 'isEmpty', 'keys']));
    expect(keys).not.toContain('1st');
    expect(keys).not.toContain('a-b');
    expect(labels('$json.address')).toContain('city');
  });

  it('lists extension functions and native methods by type', () => {
    expect(labels('$json.name')).toEqual(expect.arrayContaining(['toTitleCase', 'extractEmail', 'toUpperCase', 'length']));
    expect(labels('$json.list')).toEqual(expect.arrayContaining(['sum', 'pluck', 'map', 'filter']));
    expect(labels('$json.n')).toEqual(expect.arrayContaining(['round', 'format', 'toFixed']));
    expect(labels('$now')).toEqual(expect.arrayContaining(['format', 'plus', 'toISO', 'year', 'setZone']));
    expect(labels('DateTime')).toEqual(expect.arrayContaining(['now', 'fromISO']));
    expect(labels('$input')).toEqual(expect.arrayContaining(['item', 'all', 'first', 'last']));
    const sum = getCompletionOptions(context, '$json.list').find((o) => o.label === 'sum');
    expect(sum).toMatchObject({ kind: 'method', detail: '(): number' });
  });

  it('returns no suggestions when the path fails', () => {
    expect(getCompletionOptions(context, '$json.nope.deeper')).toEqual([]);
    expect(getCompletionOptions(context, 'process')).toEqual([]);
    expect(getCompletionOptions(undefined, '$json')).toEqual([]);
  });

  it('filters names', () => {
    expect([isCompletableName('a1'), isCompletableName('1a'), isCompletableName('a b'), isCompletableName('__proto__')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('resolveParameterValue', () => {
  it('evaluates expressions deep inside parameters and keeps everything else', () => {
    const params = {
      text: '=Hi {{ $json.name }}',
      fixed: 'plain',
      n: 3,
      list: ['={{ $json.n + 1 }}', 'x'],
      rl: { __rl: true, mode: 'id', value: '={{ $json.address.city }}' },
    };
    expect(resolveParameters(params, ctx)).toEqual({
      text: 'Hi alice',
      fixed: 'plain',
      n: 3,
      list: [2, 'x'],
      rl: { __rl: true, mode: 'id', value: 'Lisbon' },
    });
    expect(resolveParameterValue('={{ $json.nope.x }}', ctx, { lenient: true })).toBeUndefined();
  });
});
