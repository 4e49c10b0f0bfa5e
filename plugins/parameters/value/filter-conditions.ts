/**
 * The value of n8n's `filter` parameter type (the conditions of If 2+, Filter 2+ and the
 * rules of Switch 3+), as the editor builds it: the operator catalogue grouped by type,
 * and edits that keep n8n's stored shape
 * `{conditions: [{id, leftValue, rightValue, operator: {type, operation, name,
 * singleValue?, rightType?}}], combinator, options: {caseSensitive, leftValue,
 * typeValidation, version?}}`. Every function returns a new value; inputs are never mutated.
 *
 * @module
 */
import { evaluateExpression } from '@sdk/expressions';

/** The value types an operator works on. */
export type FilterOperatorType = 'string' | 'number' | 'dateTime' | 'boolean' | 'array' | 'object' | 'any';

/** An operator as the filter value stores it. */
export interface FilterOperatorValue {
  readonly type: FilterOperatorType;
  readonly operation: string;
  /** n8n's i18n key of the operator, stored with it (`filter.operator.equals`). */
  readonly name?: string;
  /** Set on operators that compare the left value alone (exists, is empty, is true …). */
  readonly singleValue?: boolean;
  /** The right value's type where it differs from the left's (array contains, length). */
  readonly rightType?: FilterOperatorType;
}

/** One condition. */
export interface FilterConditionValue {
  readonly id: string;
  readonly leftValue: unknown;
  readonly rightValue: unknown;
  readonly operator: FilterOperatorValue;
}

/** The options every filter value carries. */
export interface FilterOptionsValue {
  readonly caseSensitive: boolean;
  readonly leftValue: string;
  readonly typeValidation: 'strict' | 'loose';
  readonly version?: number;
}

/** A whole filter value. */
export interface FilterValue {
  readonly conditions: readonly FilterConditionValue[];
  readonly combinator: 'and' | 'or';
  readonly options: FilterOptionsValue;
}

/** One entry of the operator picker. */
export interface FilterOperatorChoice {
  /** `type:operation`, the picker's value. */
  readonly id: string;
  readonly label: string;
  readonly operator: FilterOperatorValue;
}

/** The picker's groups, one per type, in n8n's order. */
export interface FilterOperatorGroup {
  readonly type: FilterOperatorType;
  readonly label: string;
  readonly choices: readonly FilterOperatorChoice[];
}

type Entry = readonly [operation: string, label: string, extra?: Pick<FilterOperatorValue, 'singleValue' | 'rightType'>];

const SINGLE = { singleValue: true } as const;
const PRESENCE: readonly Entry[] = [
  ['exists', 'exists', SINGLE],
  ['notExists', 'does not exist', SINGLE],
  ['empty', 'is empty', SINGLE],
  ['notEmpty', 'is not empty', SINGLE],
];
const EQUALITY: readonly Entry[] = [
  ['equals', 'is equal to'],
  ['notEquals', 'is not equal to'],
];
const LENGTH = { rightType: 'number' } as const;

const CATALOGUE: ReadonlyArray<readonly [FilterOperatorType, string, readonly Entry[]]> = [
  [
    'string',
    'String',
    [
      ...PRESENCE,
      ...EQUALITY,
      ['contains', 'contains'],
      ['notContains', 'does not contain'],
      ['startsWith', 'starts with'],
      ['notStartsWith', 'does not start with'],
      ['endsWith', 'ends with'],
      ['notEndsWith', 'does not end with'],
      ['regex', 'matches regex'],
      ['notRegex', 'does not match regex'],
    ],
  ],
  [
    'number',
    'Number',
    [
      ...PRESENCE,
      ...EQUALITY,
      ['gt', 'is greater than'],
      ['lt', 'is less than'],
      ['gte', 'is greater than or equal to'],
      ['lte', 'is less than or equal to'],
    ],
  ],
  [
    'dateTime',
    'Date & Time',
    [
      ...PRESENCE,
      ...EQUALITY,
      ['after', 'is after'],
      ['before', 'is before'],
      ['afterOrEquals', 'is after or equal to'],
      ['beforeOrEquals', 'is before or equal to'],
    ],
  ],
  ['boolean', 'Boolean', [...PRESENCE, ['true', 'is true', SINGLE], ['false', 'is false', SINGLE], ...EQUALITY]],
  [
    'array',
    'Array',
    [
      ...PRESENCE,
      ['contains', 'contains', { rightType: 'any' }],
      ['notContains', 'does not contain', { rightType: 'any' }],
      ['lengthEquals', 'length equal to', LENGTH],
      ['lengthNotEquals', 'length not equal to', LENGTH],
      ['lengthGt', 'length greater than', LENGTH],
      ['lengthLt', 'length less than', LENGTH],
      ['lengthGte', 'length greater than or equal to', LENGTH],
      ['lengthLte', 'length less than or equal to', LENGTH],
    ],
  ],
  ['object', 'Object', PRESENCE],
];

/** Every operator the editor offers, grouped by type. */
export const FILTER_OPERATOR_GROUPS: readonly FilterOperatorGroup[] = CATALOGUE.map(([type, label, entries]) => ({
  type,
  label,
  choices: entries.map(([operation, text, extra]) => ({
    id: `${type}:${operation}`,
    label: text,
    operator: { type, operation, name: `filter.operator.${operation}`, ...extra },
  })),
}));

const BY_ID = new Map(FILTER_OPERATOR_GROUPS.flatMap((group) => group.choices.map((choice) => [choice.id, choice] as const)));

/** The operator a new condition starts with (String: is equal to). */
export const DEFAULT_FILTER_OPERATOR: FilterOperatorValue = BY_ID.get('string:equals')!.operator;

/** The picker value of a stored operator (`number:gt`). */
export function filterOperatorId(operator: Pick<FilterOperatorValue, 'type' | 'operation'>): string {
  return `${operator.type}:${operator.operation}`;
}

/** The catalogue entry of a picker value or stored operator; undefined for one the editor does not know. */
export function filterOperatorChoice(
  idOrOperator: string | Pick<FilterOperatorValue, 'type' | 'operation'>,
): FilterOperatorChoice | undefined {
  return BY_ID.get(typeof idOrOperator === 'string' ? idOrOperator : filterOperatorId(idOrOperator));
}

/** Whether the operator compares the left value alone, so no right value is shown. */
export function isSingleValueOperator(operator: Pick<FilterOperatorValue, 'type' | 'operation' | 'singleValue'>): boolean {
  return operator.singleValue === true || filterOperatorChoice(operator)?.operator.singleValue === true;
}

/** The parameter type the right value is edited with: numbers and lengths as numbers, booleans as a switch. */
export function rightValueParameterType(operator: FilterOperatorValue): 'string' | 'number' | 'boolean' {
  const type = operator.rightType ?? filterOperatorChoice(operator)?.operator.rightType ?? operator.type;
  return type === 'number' ? 'number' : type === 'boolean' ? 'boolean' : 'string';
}

/** The options the node gives its filter (its `typeOptions.filter`, resolved). */
export interface FilterTypeOptions {
  readonly caseSensitive: boolean;
  readonly typeValidation: 'strict' | 'loose';
  readonly version?: number;
  /** The most conditions the list takes (n8n: 10 unless the node says otherwise; -1: no limit). */
  readonly maxConditions: number;
}

const DEFAULT_MAX_CONDITIONS = 10;

function resolve(raw: unknown, context: object): unknown {
  if (typeof raw !== 'string' || !raw.startsWith('=')) return raw;
  try {
    return evaluateExpression(raw, context);
  } catch {
    return undefined;
  }
}

/**
 * The parameter's `typeOptions.filter` read for the edited node: its values may be
 * expressions over `$parameter` (the node's parameters) and `$nodeVersion`, as If's
 * `caseSensitive: '={{!$parameter.options.ignoreCase}}'` is.
 */
export function resolveFilterTypeOptions(
  raw: unknown,
  parameters: Readonly<Record<string, unknown>>,
  nodeVersion: number,
): FilterTypeOptions {
  const options = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const context = { $parameter: parameters, $nodeVersion: nodeVersion };
  const caseSensitive = resolve(options['caseSensitive'], context);
  const typeValidation = resolve(options['typeValidation'], context);
  const version = resolve(options['version'], context);
  const max = resolve(options['maxConditions'], context);
  return {
    caseSensitive: caseSensitive !== false,
    typeValidation: typeValidation === 'loose' ? 'loose' : 'strict',
    ...(typeof version === 'number' ? { version } : {}),
    maxConditions: typeof max === 'number' ? max : DEFAULT_MAX_CONDITIONS,
  };
}

/** A new condition: empty values, String "is equal to". */
export function newFilterCondition(id: string): FilterConditionValue {
  return { id, leftValue: '', rightValue: '', operator: { ...DEFAULT_FILTER_OPERATOR } };
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The stored value as the widget shows and writes it: its conditions (one new one when
 * there are none, as n8n starts), `and` unless it says `or`, and options following the
 * node's type options (the node's own switches decide case and type validation).
 */
export function filterValueOf(value: unknown, settings: Omit<FilterTypeOptions, 'maxConditions'>, newId: () => string): FilterValue {
  const stored = isRecord(value) ? value : {};
  const list = Array.isArray(stored['conditions']) ? (stored['conditions'] as unknown[]).filter(isRecord) : [];
  const conditions = list.map((c) => ({
    ...c,
    id: typeof c['id'] === 'string' && c['id'] !== '' ? c['id'] : newId(),
    leftValue: c['leftValue'] ?? '',
    rightValue: c['rightValue'] ?? '',
    operator: isRecord(c['operator']) ? (c['operator'] as unknown as FilterOperatorValue) : { ...DEFAULT_FILTER_OPERATOR },
  }));
  return {
    ...stored,
    conditions: conditions.length > 0 ? conditions : [newFilterCondition(newId())],
    combinator: stored['combinator'] === 'or' ? 'or' : 'and',
    options: {
      ...(isRecord(stored['options']) ? stored['options'] : {}),
      caseSensitive: settings.caseSensitive,
      leftValue: '',
      typeValidation: settings.typeValidation,
      ...(settings.version !== undefined ? { version: settings.version } : {}),
    },
  };
}

/** The value with condition `index` changed by `patch`. */
export function withFilterCondition(value: FilterValue, index: number, patch: Partial<Omit<FilterConditionValue, 'id'>>): FilterValue {
  return { ...value, conditions: value.conditions.map((c, i) => (i === index ? { ...c, ...patch } : c)) };
}

function rightValueFor(operator: FilterOperatorValue, previous: unknown): unknown {
  if (isSingleValueOperator(operator)) return '';
  if (typeof previous === 'string' && previous.startsWith('=')) return previous;
  const type = rightValueParameterType(operator);
  if (type === 'number')
    return typeof previous === 'number'
      ? previous
      : typeof previous === 'string' && previous.trim() !== '' && Number.isFinite(Number(previous))
        ? Number(previous)
        : '';
  if (type === 'boolean') return typeof previous === 'boolean' ? previous : false;
  return typeof previous === 'string' ? previous : previous === undefined || previous === null ? '' : String(previous);
}

/**
 * The value with condition `index` using the operator picked as `id` (`number:gt`): the
 * operator is stored with its name and flags; a single-value operator clears the right
 * value, and the right value is carried over as the new type where it can be.
 */
export function withFilterOperator(value: FilterValue, index: number, id: string): FilterValue {
  const choice = filterOperatorChoice(id);
  const condition = value.conditions[index];
  if (!choice || !condition) return value;
  return withFilterCondition(value, index, {
    operator: { ...choice.operator },
    rightValue: rightValueFor(choice.operator, condition.rightValue),
  });
}

/** The value with a new condition at the end. */
export function addFilterCondition(value: FilterValue, id: string): FilterValue {
  return { ...value, conditions: [...value.conditions, newFilterCondition(id)] };
}

/** The value without condition `index` (the last one stays: a filter always shows one). */
export function removeFilterCondition(value: FilterValue, index: number): FilterValue {
  if (value.conditions.length <= 1) return value;
  return { ...value, conditions: value.conditions.filter((_, i) => i !== index) };
}

/** The value combining its conditions with `combinator`. */
export function withFilterCombinator(value: FilterValue, combinator: 'and' | 'or'): FilterValue {
  return { ...value, combinator };
}
