import { describe, expect, it } from 'vitest';
import {
  addFilterCondition,
  FILTER_OPERATOR_GROUPS,
  filterValueOf,
  isSingleValueOperator,
  removeFilterCondition,
  resolveFilterTypeOptions,
  rightValueParameterType,
  withFilterCombinator,
  withFilterCondition,
  withFilterOperator,
} from './filter-conditions';

const STRICT = { caseSensitive: true, typeValidation: 'strict' as const, version: 2 };
const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};
const labels = (type: string) => FILTER_OPERATOR_GROUPS.find((g) => g.type === type)?.choices.map((c) => c.label);

describe('the operator catalogue', () => {
  it('offers n8n’s groups in n8n’s order, each with its operators', () => {
    expect(FILTER_OPERATOR_GROUPS.map((g) => g.label)).toEqual(['String', 'Number', 'Date & Time', 'Boolean', 'Array', 'Object']);
    expect(labels('string')).toEqual([
      'exists',
      'does not exist',
      'is empty',
      'is not empty',
      'is equal to',
      'is not equal to',
      'contains',
      'does not contain',
      'starts with',
      'does not start with',
      'ends with',
      'does not end with',
      'matches regex',
      'does not match regex',
    ]);
    expect(labels('number')).toEqual([
      'exists',
      'does not exist',
      'is empty',
      'is not empty',
      'is equal to',
      'is not equal to',
      'is greater than',
      'is less than',
      'is greater than or equal to',
      'is less than or equal to',
    ]);
    expect(labels('dateTime')?.slice(4)).toEqual([
      'is equal to',
      'is not equal to',
      'is after',
      'is before',
      'is after or equal to',
      'is before or equal to',
    ]);
    expect(labels('boolean')?.slice(4)).toEqual(['is true', 'is false', 'is equal to', 'is not equal to']);
    expect(labels('array')?.slice(4)).toEqual([
      'contains',
      'does not contain',
      'length equal to',
      'length not equal to',
      'length greater than',
      'length less than',
      'length greater than or equal to',
      'length less than or equal to',
    ]);
    expect(labels('object')).toEqual(['exists', 'does not exist', 'is empty', 'is not empty']);
  });

  it('marks exactly the operators that compare the left value alone as single-value', () => {
    const single = FILTER_OPERATOR_GROUPS.flatMap((g) => g.choices.filter((c) => c.operator.singleValue === true).map((c) => c.id));
    expect(single.filter((id) => id.startsWith('boolean:'))).toEqual([
      'boolean:exists',
      'boolean:notExists',
      'boolean:empty',
      'boolean:notEmpty',
      'boolean:true',
      'boolean:false',
    ]);
    expect(single).toHaveLength(6 * 4 + 2);
    expect(isSingleValueOperator({ type: 'string', operation: 'exists' })).toBe(true);
    expect(isSingleValueOperator({ type: 'number', operation: 'gt' })).toBe(false);
  });

  it('edits numbers and array lengths as numbers and boolean comparisons as a switch', () => {
    expect(rightValueParameterType({ type: 'number', operation: 'gt' })).toBe('number');
    expect(rightValueParameterType({ type: 'array', operation: 'lengthGt' })).toBe('number');
    expect(rightValueParameterType({ type: 'array', operation: 'contains' })).toBe('string');
    expect(rightValueParameterType({ type: 'boolean', operation: 'equals' })).toBe('boolean');
    expect(rightValueParameterType({ type: 'dateTime', operation: 'after' })).toBe('string');
  });
});

describe('the stored value', () => {
  it('starts as one empty String "is equal to" condition with n8n’s options', () => {
    expect(filterValueOf({}, STRICT, ids())).toEqual({
      conditions: [
        { id: 'id-1', leftValue: '', rightValue: '', operator: { type: 'string', operation: 'equals', name: 'filter.operator.equals' } },
      ],
      combinator: 'and',
      options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
    });
  });

  it('builds "{{ $json.age }} is greater than 18" OR a second condition in n8n’s shape', () => {
    let value = filterValueOf(undefined, { caseSensitive: false, typeValidation: 'loose' }, ids());
    value = withFilterCondition(value, 0, { leftValue: '={{ $json.age }}' });
    value = withFilterOperator(value, 0, 'number:gt');
    value = withFilterCondition(value, 0, { rightValue: 18 });
    value = addFilterCondition(value, 'second');
    value = withFilterOperator(value, 1, 'string:notEmpty');
    value = withFilterCombinator(value, 'or');
    expect(JSON.parse(JSON.stringify(value))).toEqual({
      conditions: [
        {
          id: 'id-1',
          leftValue: '={{ $json.age }}',
          rightValue: 18,
          operator: { type: 'number', operation: 'gt', name: 'filter.operator.gt' },
        },
        {
          id: 'second',
          leftValue: '',
          rightValue: '',
          operator: { type: 'string', operation: 'notEmpty', name: 'filter.operator.notEmpty', singleValue: true },
        },
      ],
      combinator: 'or',
      options: { caseSensitive: false, leftValue: '', typeValidation: 'loose' },
    });
  });

  it('keeps an imported value’s conditions and ids, and takes case and type validation from the node', () => {
    const imported = {
      conditions: [
        {
          id: 'c1',
          leftValue: '={{ $json.tags }}',
          rightValue: 2,
          operator: { type: 'array', operation: 'lengthGte', rightType: 'number' },
        },
      ],
      combinator: 'or',
      options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 1 },
    };
    const value = filterValueOf(imported, { caseSensitive: false, typeValidation: 'loose', version: 1 }, ids());
    expect(value.conditions).toEqual(imported.conditions);
    expect(value.combinator).toBe('or');
    expect(value.options).toEqual({ caseSensitive: false, leftValue: '', typeValidation: 'loose', version: 1 });
  });

  it('clears the right value for a single-value operator and carries it over to a number where it can', () => {
    let value = filterValueOf({}, STRICT, ids());
    value = withFilterCondition(value, 0, { rightValue: '42' });
    expect(withFilterOperator(value, 0, 'number:lt').conditions[0]?.rightValue).toBe(42);
    expect(withFilterOperator(value, 0, 'string:exists').conditions[0]).toMatchObject({ rightValue: '', operator: { singleValue: true } });
    expect(withFilterOperator(value, 0, 'boolean:equals').conditions[0]?.rightValue).toBe(false);
    const expression = withFilterCondition(value, 0, { rightValue: '={{ $json.limit }}' });
    expect(withFilterOperator(expression, 0, 'number:gte').conditions[0]?.rightValue).toBe('={{ $json.limit }}');
  });

  it('removes a condition but never the last one', () => {
    const two = addFilterCondition(filterValueOf({}, STRICT, ids()), 'b');
    expect(removeFilterCondition(two, 0).conditions.map((c) => c.id)).toEqual(['b']);
    expect(removeFilterCondition(removeFilterCondition(two, 0), 0).conditions).toHaveLength(1);
  });
});

describe('the node’s filter type options', () => {
  const typeOptions = {
    caseSensitive: '={{!$parameter.options.ignoreCase}}',
    typeValidation:
      '={{ ($nodeVersion < 2.1 ? $parameter.options.looseTypeValidation : $parameter.looseTypeValidation) ? "loose" : "strict" }}',
    version: '={{ $nodeVersion >= 2.2 ? 2 : 1 }}',
  };
  it('follows the If node’s Ignore Case and Convert types switches and its version', () => {
    expect(resolveFilterTypeOptions(typeOptions, { options: {} }, 2.2)).toEqual({
      caseSensitive: true,
      typeValidation: 'strict',
      version: 2,
      maxConditions: 10,
    });
    expect(resolveFilterTypeOptions(typeOptions, { options: { ignoreCase: true }, looseTypeValidation: true }, 2.1)).toEqual({
      caseSensitive: false,
      typeValidation: 'loose',
      version: 1,
      maxConditions: 10,
    });
    expect(
      resolveFilterTypeOptions(typeOptions, { options: { looseTypeValidation: true }, looseTypeValidation: false }, 2).typeValidation,
    ).toBe('loose');
  });
  it('is case sensitive and strict when the node says nothing', () => {
    expect(resolveFilterTypeOptions(undefined, {}, 1)).toEqual({ caseSensitive: true, typeValidation: 'strict', maxConditions: 10 });
  });
});
