/**
 * Parameter values against their definitions, ported in behaviour from n8n's
 * `getNodeParameters`: either every value with defaults filled in (what the
 * editor and engine read) or only the values that differ from their
 * defaults (what a save stores). Values of parameters that are not displayed
 * are removed unless asked for.
 *
 * @module
 */
import type { INodeTypeDescription } from '../workflow/node-type-description';
import type { INodeParameters } from '../workflow/node-types';
import type { INodeProperties, INodePropertyCollection } from '../workflow/parameter-types';
import { displayParameter } from './display-parameter';
import { deepCopy, deepEqual, isPlainObject, toPath } from '../values';
import type { NodeVersionLike, ParameterValues } from './types';

/** Further options of {@link getNodeParameters}. */
export interface GetNodeParametersOptions {
  /** Only resolve simple (non-collection) parameters. */
  readonly onlySimpleTypes?: boolean;
  /** The values are already complete, so display checks read the result being built. */
  readonly dataIsResolved?: boolean;
  /** The node's top-level values, for `'/'` display keys of nested parameters. */
  readonly root?: ParameterValues;
  /** Type of the collection the properties belong to (`collection` or `fixedCollection`). */
  readonly parentType?: string;
  /** The node type, for `@tool` display keys. */
  readonly nodeTypeDescription?: Pick<INodeTypeDescription, 'name'> | null;
}

/** Same-level parameter names a property's display options depend on. */
function dependencies(property: INodeProperties): string[] {
  const out = new Set<string>();
  const options = property.displayOptions;
  for (const rule of [options?.show, options?.hide]) {
    for (const key of Object.keys(rule ?? {})) {
      if (key.startsWith('@') || key.startsWith('/')) continue;
      const first = toPath(key)[0];
      if (first !== undefined && first !== property.name) out.add(first);
    }
  }
  return [...out];
}

/**
 * The order to resolve properties in: a property comes after every property
 * (of any duplicate) its display options read. Cycles fall back to the
 * declared order instead of failing.
 */
export function getParameterResolveOrder(properties: readonly INodeProperties[]): INodeProperties[] {
  const pending = new Map<string, number>();
  for (const p of properties) pending.set(p.name, (pending.get(p.name) ?? 0) + 1);
  const deps = properties.map(dependencies);
  let remaining = properties.map((_, index) => index);
  const order: INodeProperties[] = [];
  const place = (index: number) => {
    const property = properties[index] as INodeProperties;
    order.push(property);
    pending.set(property.name, (pending.get(property.name) ?? 1) - 1);
  };
  while (remaining.length > 0) {
    const ready = remaining.filter((index) => (deps[index] ?? []).every((d) => (pending.get(d) ?? 0) === 0));
    if (ready.length === 0) {
      const first = remaining[0] as number;
      place(first);
      remaining = remaining.slice(1);
      continue;
    }
    // Place ready ones one by one so a later one may become ready in the same sweep.
    const placed = new Set<number>();
    for (const index of remaining) {
      if ((deps[index] ?? []).every((d) => (pending.get(d) ?? 0) === 0)) {
        place(index);
        placed.add(index);
      }
    }
    remaining = remaining.filter((index) => !placed.has(index));
  }
  return order;
}

const SIMPLE_DEFAULT_TYPES = new Set(['boolean', 'number', 'options']);

/**
 * The parameter values of a node for its property definitions.
 *
 * - `returnDefaults`: fill in defaults for missing values (booleans, numbers
 *   and options keep `false`/`0`; a resource locator default gets `__rl`);
 *   otherwise keep only values that differ from their default (inside a
 *   `collection` every set value is kept).
 * - `returnNoneDisplayed`: also keep values of parameters whose display
 *   conditions fail; otherwise hidden parameters lose their values.
 *
 * Collections recurse; `multipleValues` collections are kept as lists;
 * fixedCollections recurse per group (and per item with `multipleValues`).
 */
export function getNodeParameters(
  properties: readonly INodeProperties[],
  values: ParameterValues,
  returnDefaults: boolean,
  returnNoneDisplayed: boolean,
  node: NodeVersionLike | null,
  options: GetNodeParametersOptions = {},
): INodeParameters {
  const { onlySimpleTypes = false, dataIsResolved = false, parentType, nodeTypeDescription = null } = options;
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const p of properties) (seen.has(p.name) ? duplicates : seen).add(p.name);

  const out: Record<string, unknown> = {};
  const full: Record<string, unknown> = {};
  let displayCheck: ParameterValues = full;
  if (!dataIsResolved && !returnNoneDisplayed) {
    displayCheck = getNodeParameters(properties, values, true, true, node, {
      onlySimpleTypes: true,
      dataIsResolved: true,
      ...(options.root ? { root: options.root } : {}),
      ...(parentType !== undefined ? { parentType } : {}),
      nodeTypeDescription,
    });
  }
  const root = options.root ?? displayCheck;
  const shown = (p: INodeProperties) => displayParameter(displayCheck, p, node, nodeTypeDescription, { root });
  const nested = (props: readonly INodeProperties[], v: unknown, type: string) =>
    getNodeParameters(props, isPlainObject(v) ? v : {}, returnDefaults, returnNoneDisplayed, node, {
      root,
      parentType: type,
      nodeTypeDescription,
    });

  for (const property of getParameterResolveOrder(properties)) {
    const { name, type } = property;
    const value = values[name];
    if (value === undefined && (!returnDefaults || parentType === 'collection')) continue;
    if (!returnNoneDisplayed && !shown(property)) continue;

    if (type !== 'collection' && type !== 'fixedCollection') {
      if (duplicates.has(name) && !shown(property)) continue;
      if (returnDefaults) {
        if (SIMPLE_DEFAULT_TYPES.has(type)) out[name] = value !== undefined ? value : deepCopy(property.default);
        else if (type === 'resourceLocator' && isPlainObject(property.default)) {
          out[name] = value !== undefined ? value : { __rl: true, ...deepCopy(property.default) };
        } else out[name] = value ?? deepCopy(property.default);
        full[name] = out[name];
      } else if (
        (typeof value !== 'object' && value !== property.default) ||
        (typeof value === 'object' && !deepEqual(value, property.default)) ||
        (value !== undefined && parentType === 'collection')
      ) {
        out[name] = value;
        full[name] = value;
      }
      continue;
    }
    if (onlySimpleTypes) continue;

    const multiple = property.typeOptions?.multipleValues;
    if (type === 'collection') {
      if (multiple === true) {
        if (value !== undefined) out[name] = value;
        else if (returnDefaults) out[name] = Array.isArray(property.default) ? deepCopy(property.default) : [];
        if (out[name] !== undefined) full[name] = out[name];
      } else if (value !== undefined) {
        // An expression (or other non-object) in place of a collection is kept as it is.
        out[name] = isPlainObject(value) ? nested((property.options ?? []) as INodeProperties[], value, 'collection') : value;
        full[name] = out[name];
      } else if (returnDefaults) {
        out[name] = deepCopy(property.default);
        full[name] = out[name];
      }
      continue;
    }

    // fixedCollection
    let groups: unknown = value;
    if (returnDefaults && groups === undefined) groups = deepCopy(property.default);
    if (!isPlainObject(groups)) {
      if (groups !== undefined && groups !== null) out[name] = full[name] = groups;
      continue;
    }
    if (!returnDefaults && multiple === false && Object.keys(groups).length === 0) {
      // A single-value fixedCollection added without values still records that it was added.
      out[name] = full[name] = {};
      continue;
    }
    const collected: Record<string, unknown> = {};
    const groupDefs = (property.options ?? []) as INodePropertyCollection[];
    for (const [groupName, groupValue] of Object.entries(groups)) {
      const def = groupDefs.find((g) => g.name === groupName);
      if (multiple === true) {
        // A group the definition does not know (newer data) is kept untouched.
        if (!def || !Array.isArray(groupValue)) collected[groupName] = groupValue;
        else collected[groupName] = groupValue.map((item: unknown) => nested(def.values, item, 'fixedCollection'));
      } else if (def) {
        const resolved = nested(def.values, groupValue, 'fixedCollection');
        if (Object.keys(resolved).length !== 0) collected[groupName] = resolved;
      }
    }
    if (!returnDefaults && multiple === false && Object.keys(collected).length === 0 && Object.keys(groups).length !== 0) {
      out[name] = Object.fromEntries(Object.keys(groups).map((g) => [g, {}]));
    }
    if (Object.keys(collected).length !== 0 || returnDefaults) {
      out[name] = full[name] = collected;
    }
  }
  return out as INodeParameters;
}

/**
 * The node's parameters as the editor works with them: every displayed
 * parameter present, missing ones with their defaults, hidden ones removed.
 * Saved workflows store only non-default values, so display, issue and
 * credential checks run on this rather than on the stored values.
 */
export function getNodeParametersWithDefaults(
  nodeType: Pick<INodeTypeDescription, 'name' | 'properties'>,
  node: NodeVersionLike & { readonly parameters: ParameterValues },
): INodeParameters {
  return getNodeParameters(nodeType.properties, node.parameters, true, false, node, { nodeTypeDescription: nodeType });
}
