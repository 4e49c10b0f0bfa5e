/**
 * The edits a user makes in the resource mapper, as pure functions from one stored value
 * to the next: taking newly loaded fields into the schema (keeping what the user removed
 * and matched on), removing and adding fields, switching the mapping mode, choosing the
 * fields to match on. The widget writes each result as one parameter change.
 *
 * @module
 */
import { asksForMatching, deepEqual, type ResourceMapperField, type ResourceMapperTypeOptions, type ResourceMapperValue } from '@sdk';

const ids = (fields: readonly ResourceMapperField[]): Set<string> => new Set(fields.map((f) => f.id));

/** The values of `value` for the fields in `keep` only. */
function valuesFor(value: ResourceMapperValue['value'], keep: Set<string>): ResourceMapperValue['value'] {
  if (value === null) return null;
  return Object.fromEntries(Object.entries(value).filter(([id]) => keep.has(id)));
}

/** The fields that may be matched on. */
export function matchableFields(value: ResourceMapperValue): ResourceMapperField[] {
  return value.schema.filter((field) => field.canBeUsedToMatch !== false && field.display !== false);
}

/**
 * `value` after loading `fields`: a field seen before keeps its removed state; a new one is
 * listed when the mapper adds all fields, when it is required or when it already holds a
 * value; values of fields that no longer exist are dropped (the node would refuse them);
 * matching keeps the fields still matchable, else takes the fields marked as default match.
 */
export function withLoadedFields(
  value: ResourceMapperValue,
  fields: readonly ResourceMapperField[],
  options: ResourceMapperTypeOptions,
): ResourceMapperValue {
  const before = new Map(value.schema.map((f) => [f.id, f]));
  const schema = fields.map((field): ResourceMapperField => {
    const known = before.get(field.id);
    const hasValue = value.value !== null && value.value[field.id] !== undefined;
    const removed = known ? known.removed === true : !(options.addAllFields === true || field.required || hasValue);
    return { ...field, removed: removed && !field.required };
  });
  const next: ResourceMapperValue = { ...value, schema, value: valuesFor(value.value, ids(schema)) };
  if (!asksForMatching(options)) return next;
  const matchable = ids(matchableFields(next));
  let matchingColumns = value.matchingColumns.filter((id) => matchable.has(id));
  if (matchingColumns.length === 0) {
    const defaults = schema.filter((f) => f.defaultMatch && matchable.has(f.id)).map((f) => f.id);
    matchingColumns = options.multiKeyMatch === true ? defaults : defaults.slice(0, 1);
  }
  return { ...next, matchingColumns };
}

/** Whether taking `loaded` would change what is stored (no write, no undo step, when not). */
export function loadChangesValue(stored: unknown, loaded: ResourceMapperValue): boolean {
  const before = (stored ?? {}) as Partial<ResourceMapperValue>;
  return (
    !deepEqual(before.schema, loaded.schema) ||
    !deepEqual(before.matchingColumns ?? [], loaded.matchingColumns) ||
    !deepEqual(before.value ?? null, loaded.value)
  );
}

/** `value` with the fields `remove` taken out of the mapping (and their values dropped). */
export function removeFields(
  value: ResourceMapperValue,
  remove: readonly string[],
  options: ResourceMapperTypeOptions,
): ResourceMapperValue {
  // Required fields and fields matched on cannot be left out: the node needs them.
  const locked = new Set(
    value.schema.filter((f) => f.required || (asksForMatching(options) && value.matchingColumns.includes(f.id))).map((f) => f.id),
  );
  const gone = new Set(remove.filter((id) => !locked.has(id)));
  const schema = value.schema.map((f) => (gone.has(f.id) ? { ...f, removed: true } : f));
  const kept = ids(schema.filter((f) => !gone.has(f.id)));
  return { ...value, schema, value: valuesFor(value.value, kept) };
}

/** `value` with the fields `add` listed again. */
export function addFields(value: ResourceMapperValue, add: readonly string[]): ResourceMapperValue {
  const wanted = new Set(add);
  return { ...value, schema: value.schema.map((f) => (wanted.has(f.id) ? { ...f, removed: false } : f)) };
}

/** The fields that can be added back (listed in the "Add" menu). */
export function addableFields(value: ResourceMapperValue): ResourceMapperField[] {
  return value.schema.filter((f) => f.display !== false && f.removed === true && f.readOnly !== true);
}

/** `value` matching on `columns`; a field matched on is listed (it needs a value). */
export function setMatchingColumns(value: ResourceMapperValue, columns: readonly string[]): ResourceMapperValue {
  const matching = [...new Set(columns)];
  return { ...addFields(value, matching), matchingColumns: matching };
}

/** `value` in mapping mode `mode`. */
export function setMappingMode(value: ResourceMapperValue, mode: ResourceMapperValue['mappingMode']): ResourceMapperValue {
  return { ...value, mappingMode: mode };
}
