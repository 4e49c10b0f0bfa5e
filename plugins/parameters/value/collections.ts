/**
 * Edits of grouped parameters: reset to default, a collection
 * option added with its default, and multiple-value lists (add, delete, move
 * up/down when sortable). Every function returns a new value; inputs are
 * never mutated.
 *
 * @module
 */
import { deepCopy, deepEqual, type INodeProperties, type INodePropertyCollection } from '@sdk';

/** Whether "Reset value" is offered: false when the value already equals the default. */
export function canResetToDefault(value: unknown, parameter: Pick<INodeProperties, 'default'>): boolean {
  return !deepEqual(value ?? null, parameter.default ?? null);
}

/** The value "Reset value" sets: a copy of the default. */
export function defaultValueOf(parameter: Pick<INodeProperties, 'default'>): unknown {
  return deepCopy(parameter.default);
}

type CollectionValue = Readonly<Record<string, unknown>>;

/**
 * A collection after an option is picked: the option is added with its
 * default. A multiple-value option appends an item instead (a fixed
 * collection keeps its object).
 */
export function addCollectionOption(collection: CollectionValue | undefined, option: INodeProperties): Record<string, unknown> {
  const current = { ...(collection ?? {}) };
  if (option.typeOptions?.multipleValues === true) {
    if (option.type === 'fixedCollection') {
      current[option.name] = current[option.name] ?? {};
    } else {
      const existing = Array.isArray(current[option.name]) ? (current[option.name] as unknown[]) : [];
      const item = Array.isArray(option.default) ? ((option.default as unknown[])[0] ?? '') : option.default;
      current[option.name] = [...existing, deepCopy(item)];
    }
  } else {
    current[option.name] = deepCopy(option.default);
  }
  return current;
}

/** A collection without one option. */
export function removeCollectionOption(collection: CollectionValue | undefined, name: string): Record<string, unknown> {
  const rest = { ...(collection ?? {}) };
  delete rest[name];
  return rest;
}

/** Options of a collection not yet added (the "Add option" list). */
export function unusedCollectionOptions(parameter: INodeProperties, collection: CollectionValue | undefined): INodeProperties[] {
  const options = (parameter.options ?? []) as INodeProperties[];
  return options.filter((o) => collection?.[o.name] === undefined || o.typeOptions?.multipleValues === true);
}

/** Default values of a fixed-collection group's fields. */
export function fixedCollectionGroupDefaults(group: INodePropertyCollection): Record<string, unknown> {
  return Object.fromEntries(group.values.map((v) => [v.name, deepCopy(v.default)]));
}

/**
 * A fixed collection after a group is added: multiple-value groups get a new
 * item appended, single groups are set once.
 */
export function addFixedCollectionGroup(
  value: CollectionValue | undefined,
  group: INodePropertyCollection,
  multipleValues: boolean,
): Record<string, unknown> {
  const current = { ...(value ?? {}) };
  const item = fixedCollectionGroupDefaults(group);
  if (multipleValues) {
    const existing = Array.isArray(current[group.name]) ? (current[group.name] as unknown[]) : [];
    current[group.name] = [...existing, item];
  } else {
    current[group.name] = item;
  }
  return current;
}

/** Appends an item to a multiple-value list. */
export function addValueItem<T>(items: readonly T[] | undefined, item: T): T[] {
  return [...(items ?? []), deepCopy(item)];
}

/** Removes the item at `index`. */
export function deleteValueItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/**
 * Moves the item at `index` one place up (-1) or down (+1). Unchanged when the
 * list is not sortable or the move would leave the list.
 */
export function moveValueItem<T>(items: readonly T[], index: number, direction: -1 | 1, sortable: boolean): T[] {
  const target = index + direction;
  if (!sortable || index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
