import { describe, expect, it } from 'vitest';
import type { INode } from '@sdk/workflow';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { evaluateCondition, type FilterOperatorType, type FilterSettings } from './filter-conditions';

const strict: FilterSettings = { caseSensitive: true, typeValidation: 'strict', version: 2 };
const loose: FilterSettings = { ...strict, typeValidation: 'loose' };
const test = (type: FilterOperatorType, operation: string, leftValue: unknown, rightValue?: unknown, settings = strict) =>
  evaluateCondition({ leftValue, rightValue, operator: { type, operation } }, 0, 0, settings);

describe('filter conditions: every operator', () => {
  const cases: Array<[FilterOperatorType, string, unknown, unknown, boolean]> = [
    ['string', 'exists', '', undefined, true],
    ['string', 'notExists', null, undefined, true],
    ['string', 'empty', '', undefined, true],
    ['string', 'notEmpty', 'a', undefined, true],
    ['string', 'equals', 'abc', 'abc', true],
    ['string', 'notEquals', 'abc', 'abd', true],
    ['string', 'contains', 'abc', 'b', true],
    ['string', 'notContains', 'abc', 'x', true],
    ['string', 'startsWith', 'abc', 'ab', true],
    ['string', 'notStartsWith', 'abc', 'b', true],
    ['string', 'endsWith', 'abc', 'bc', true],
    ['string', 'notEndsWith', 'abc', 'b', true],
    ['string', 'regex', 'abc', '^a.c$', true],
    ['string', 'notRegex', 'abc', '/^B/', true],
    ['number', 'exists', 0, undefined, true],
    ['number', 'empty', null, undefined, true],
    ['number', 'notEmpty', 0, undefined, true],
    ['number', 'equals', 2, 2, true],
    ['number', 'notEquals', 2, 3, true],
    ['number', 'gt', 3, 2, true],
    ['number', 'lt', 3, 2, false],
    ['number', 'gte', 2, 2, true],
    ['number', 'lte', 1, 2, true],
    ['dateTime', 'equals', '2024-01-01T00:00:00Z', '2024-01-01T01:00:00+01:00', true],
    ['dateTime', 'notEquals', '2024-01-01', '2024-01-02', true],
    ['dateTime', 'after', '2024-01-02', '2024-01-01', true],
    ['dateTime', 'before', '2024-01-02', '2024-01-01', false],
    ['dateTime', 'afterOrEquals', '2024-01-01', '2024-01-01', true],
    ['dateTime', 'beforeOrEquals', '2023-12-31', '2024-01-01', true],
    ['dateTime', 'empty', '', undefined, true],
    ['boolean', 'true', true, undefined, true],
    ['boolean', 'false', true, undefined, false],
    ['boolean', 'equals', false, false, true],
    ['boolean', 'notEquals', false, true, true],
    ['boolean', 'notEmpty', false, undefined, true],
    ['array', 'contains', ['a', 1], 1, true],
    ['array', 'notContains', ['a'], 'b', true],
    ['array', 'lengthEquals', [1, 2], 2, true],
    ['array', 'lengthNotEquals', [1, 2], 2, false],
    ['array', 'lengthGt', [1, 2], 1, true],
    ['array', 'lengthLt', [1, 2], 2, false],
    ['array', 'lengthGte', [1, 2], 2, true],
    ['array', 'lengthLte', [1, 2], 1, false],
    ['array', 'empty', [], undefined, true],
    ['object', 'empty', {}, undefined, true],
    ['object', 'notEmpty', { a: 1 }, undefined, true],
    ['object', 'exists', { a: 1 }, undefined, true],
    ['object', 'notExists', undefined, undefined, true],
  ];
  it.each(cases)('%s %s %j %j is %s', (type, operation, left, right, expected) => {
    expect(test(type, operation, left, right)).toBe(expected);
  });

  it('ignores case for strings, regular expressions and array entries when not case sensitive', () => {
    const ignore = { ...strict, caseSensitive: false };
    expect(test('string', 'equals', 'ABC', 'abc')).toBe(false);
    expect(test('string', 'equals', 'ABC', 'abc', ignore)).toBe(true);
    expect(test('string', 'regex', 'ABC', '^abc$', ignore)).toBe(true);
    expect(test('array', 'contains', ['ABC'], 'abc', ignore)).toBe(true);
  });
});

describe('filter conditions: type validation', () => {
  it('strict: a value of another type fails naming the value, the types, the condition and the item', () => {
    expect(() =>
      evaluateCondition({ leftValue: '10', rightValue: 5, operator: { type: 'number', operation: 'gt' } }, 1, 3, strict),
    ).toThrow("Wrong type: '10' is a string but was expecting a number [condition 1, item 3]");
    expect(() => test('boolean', 'true', 'true')).toThrow("Wrong type: 'true' is a string but was expecting a boolean");
    expect(() => test('array', 'contains', '["a"]', 'a')).toThrow('but was expecting an array');
  });

  it('loose: converts numeric strings, JSON, dates and timestamps; fails what cannot be converted', () => {
    expect(test('number', 'gt', '10', 5, loose)).toBe(true);
    expect(test('array', 'contains', '["a"]', 'a', loose)).toBe(true);
    expect(test('object', 'notEmpty', '{"a":1}', undefined, loose)).toBe(true);
    expect(test('dateTime', 'after', 1_700_000_000_000, '2020-01-01', loose)).toBe(true);
    expect(() => test('number', 'gt', 'ten', 5, loose)).toThrow("the value 'ten' cannot be converted to number");
  });

  it('loose booleans: parsed from filter version 2, by truthiness before', () => {
    expect(test('boolean', 'true', 'false', undefined, loose)).toBe(false);
    expect(test('boolean', 'true', 'false', undefined, { ...loose, version: 1 })).toBe(true);
  });

  it('an operator it does not know fails loudly', () => {
    expect(() => test('string', 'soundsLike', 'a', 'b')).toThrow(
      'The comparison "soundsLike" for type "string" is not supported [condition 0, item 0]',
    );
  });
});

describe('If 2.2 with a wrong type', () => {
  const workflow = (extra: Partial<INode> = {}) => ({
    nodes: [
      {
        id: 's',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0] as [number, number],
        parameters: {},
      },
      {
        id: 'i',
        name: 'If',
        type: 'n8n-nodes-base.if',
        typeVersion: 2.2,
        position: [200, 0] as [number, number],
        parameters: {
          conditions: {
            options: { caseSensitive: true, typeValidation: 'strict', version: 2 },
            combinator: 'and',
            conditions: [{ leftValue: '={{ "10" }}', rightValue: 5, operator: { type: 'number', operation: 'gt' } }],
          },
        },
        ...extra,
      },
    ],
    connections: { Start: { main: [[{ node: 'If', type: 'main' as const, index: 0 }]] } },
  });

  it('fails the node with the message and the hint to convert types', async () => {
    const result = await runTestWorkflow(workflow());
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toBe("Wrong type: '10' is a string but was expecting a number [condition 0, item 0]");
    expect(result.data.resultData.error?.description).toContain('Convert types where required');
  });

  it('sends the item to false when the node continues on fail', async () => {
    const result = await runTestWorkflow(workflow({ onError: 'continueRegularOutput' }));
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'If', 1)).toEqual([{}]);
    expect(outputJson(result, 'If', 0)).toEqual([]);
  });
});
