/**
 * Parameter issues of a node (the generic node-parameter check, after the
 * input-specific ones): required parameters that are displayed but
 * empty, resource locator values that fail their mode's regex, and resource mapper fields
 * that are required but empty.
 * Ported in behaviour from n8n's `getNodeParametersIssues`.
 *
 * @module
 */
import type { INodeIssues } from '../workflow/node-types';
import type { INodeProperties, INodePropertyCollection } from '../workflow/parameter-types';
import { displayParameterPath } from './display-parameter';
import { getNodeParameters } from './node-parameters';
import { getParameterValueAtPath, isPlainObject } from '../values';
import type { NodeLike, ParameterValues } from './types';
import { resourceMapperIssues } from './resource-mapper-value';

/** The message of a required parameter left empty. */
export const requiredParameterMessage = (displayName: string): string => `Parameter "${displayName}" is required.`;

function addParameterIssue(issues: INodeIssues, key: string, message: string): void {
  issues.parameters ??= {};
  (issues.parameters[key] ??= []).push(message);
}

/** Whether a resource locator value (or plain value) holds something. */
export function isValidResourceLocatorValue(value: unknown): boolean {
  if (value !== null && typeof value === 'object') {
    const inner = (value as { value?: unknown }).value;
    return typeof inner === 'number' || !!inner;
  }
  return !!value;
}

/** Whether `value` counts as empty for a required parameter of the property's type. */
export function isEmptyRequiredValue(property: INodeProperties, value: unknown): boolean {
  switch (property.type) {
    case 'string':
    case 'options':
      return value === '' || value === undefined;
    case 'multiOptions':
      return Array.isArray(value) && value.length === 0;
    case 'dateTime':
      return value === undefined;
    case 'resourceLocator':
      return !isValidResourceLocatorValue(value);
    default:
      return false;
  }
}

function resourceLocatorIssues(property: INodeProperties, value: unknown): string[] {
  if (!isPlainObject(value) || !('mode' in value) || !('value' in value)) return [];
  const text = value['value'] === null || value['value'] === undefined ? '' : String(value['value']);
  if (text.startsWith('=')) return [];
  const mode = property.modes?.find((m) => m.name === value['mode']);
  const errors: string[] = [];
  for (const validation of mode?.validation ?? []) {
    if (typeof validation !== 'object' || validation.type !== 'regex') continue;
    const { regex, errorMessage } = validation.properties as { regex: string; errorMessage: string };
    try {
      if (!new RegExp(`^${regex}$`).test(text)) errors.push(errorMessage);
    } catch {
      // An invalid pattern in a node description is not the user's issue.
    }
  }
  return errors;
}

/**
 * Issues of one property at `path` inside the parameters (`''` for the top
 * level). Nested properties are checked only where their parent is set:
 * `required` on a nested property means "required once the parent is added"
 * (for a collection: once that option is added).
 */
export function getParameterIssues(property: INodeProperties, parameters: ParameterValues, path: string, node: NodeLike): INodeIssues {
  const issues: INodeIssues = {};
  const shown = displayParameterPath(parameters, property, path, node, null);
  const valuePath = path ? `${path}.${property.name}` : property.name;
  const value = shown ? getParameterValueAtPath(parameters, valuePath) : undefined;
  if (property.required === true && shown) {
    if (property.typeOptions?.multipleValues !== undefined) {
      if (Array.isArray(value)) {
        for (const single of value)
          if (isEmptyRequiredValue(property, single))
            addParameterIssue(issues, property.name, requiredParameterMessage(property.displayName));
      }
    } else if (isEmptyRequiredValue(property, value)) {
      addParameterIssue(issues, property.name, requiredParameterMessage(property.displayName));
    }
  }
  if (property.type === 'resourceLocator' && shown) {
    for (const error of resourceLocatorIssues(property, value)) addParameterIssue(issues, property.name, error);
  }
  if (property.type === 'resourceMapper' && shown) {
    for (const error of resourceMapperIssues(property, value)) addParameterIssue(issues, property.name, error);
  }
  if (!property.options) return issues;

  const children: Array<{ basePath: string; property: INodeProperties }> = [];
  if (property.type === 'collection') {
    // Options of a collection are picked one by one: only those added are checked.
    const base = path ? `${path}.${property.name}` : property.name;
    const added = getParameterValueAtPath(parameters, base);
    if (isPlainObject(added)) {
      for (const option of property.options as INodeProperties[]) {
        if (added[option.name] !== undefined) children.push({ basePath: base, property: option });
      }
    }
  } else if (property.type === 'fixedCollection') {
    const base = path ? `${path}.${property.name}` : property.name;
    for (const group of property.options as INodePropertyCollection[]) {
      const groupValue = getParameterValueAtPath(parameters, `${base}.${group.name}`);
      if (groupValue === undefined) continue;
      if (property.typeOptions?.multipleValues !== undefined) {
        if (!Array.isArray(groupValue)) continue;
        groupValue.forEach((_item, index) => {
          for (const child of group.values) children.push({ basePath: `${base}.${group.name}[${index}]`, property: child });
        });
      } else {
        for (const child of group.values) children.push({ basePath: `${base}.${group.name}`, property: child });
      }
    }
  } else {
    return issues;
  }
  for (const child of children) mergeIssues(issues, getParameterIssues(child.property, parameters, child.basePath, node));
  return issues;
}

/**
 * Merges `source` into `destination` (mutating it): parameter, credential and
 * input messages are appended per key; `execution` and `typeUnknown` flags
 * carry over.
 */
export function mergeIssues(destination: INodeIssues, source: INodeIssues | null): void {
  if (source === null) return;
  if (source.execution === true) destination.execution = true;
  for (const kind of ['parameters', 'credentials', 'input'] as const) {
    const from = source[kind];
    if (from === undefined) continue;
    const to = (destination[kind] ??= {});
    for (const [key, messages] of Object.entries(from)) (to[key] ??= []).push(...messages);
  }
  if (source.typeUnknown === true) destination.typeUnknown = true;
}

/**
 * Parameter issues of the node for its type's properties; null when there
 * are none. Missing values count with their defaults. Disabled nodes and
 * nodes with pinned data have none.
 */
export function getNodeParametersIssues(
  properties: readonly INodeProperties[],
  node: NodeLike,
  pinnedNodeNames: readonly string[] = [],
): INodeIssues | null {
  if (node.disabled === true || pinnedNodeNames.includes(node.name)) return null;
  // Stored parameters omit defaults: check the values the node actually has.
  const parameters = getNodeParameters(properties, node.parameters, true, false, node);
  const found: INodeIssues = {};
  for (const property of properties) mergeIssues(found, getParameterIssues(property, parameters, '', node));
  return Object.keys(found).length === 0 ? null : found;
}
