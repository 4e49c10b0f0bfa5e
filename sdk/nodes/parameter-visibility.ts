/**
 * Whether the parameter list shows a parameter: hidden-type parameters never show; in
 * custom API call mode only authentication, resource, operation and the
 * parameters that already hold values stay (and nothing with a hide
 * condition); otherwise the display options decide, with expression-valued
 * siblings resolved first.
 *
 * @module
 */
import type { INodeTypeDescription } from '../workflow/node-type-description';
import type { INodeProperties } from '../workflow/parameter-types';
import { displayParameterPath, type ExpressionResolver } from './display-parameter';
import { getParameterValueAtPath, isPlainObject } from '../values';
import type { NodeVersionLike, ParameterValues } from './types';

/** The option value marking a node's "Custom API Call" resource or operation. */
export const CUSTOM_API_CALL_KEY = '__CUSTOM_API_CALL__';

/** Label of the custom API call option. */
export const CUSTOM_API_CALL_NAME = 'Custom API Call';

/** Parameters that stay visible in custom API call mode besides those holding values. */
export const CUSTOM_API_CALL_VISIBLE_PARAMETERS = ['authentication', 'resource', 'operation'] as const;

/** Whether the node's resource or operation is the custom API call option. */
export function isCustomApiCallSelected(parameters: ParameterValues): boolean {
  const { resource, operation } = parameters;
  return (
    (typeof resource === 'string' && resource.includes(CUSTOM_API_CALL_KEY)) ||
    (typeof operation === 'string' && operation.includes(CUSTOM_API_CALL_KEY))
  );
}

/**
 * Whether custom API call mode hides the parameter: anything with a hide
 * condition, and anything other than authentication, resource, operation and
 * the parameters listed in the current values.
 */
export function mustHideDuringCustomApiCall(
  property: Pick<INodeProperties, 'name' | 'displayOptions'>,
  parameters: ParameterValues,
): boolean {
  if (property.displayOptions?.hide) return true;
  const visible: readonly string[] = [...CUSTOM_API_CALL_VISIBLE_PARAMETERS, ...Object.keys(parameters)];
  return !visible.includes(property.name);
}

/** Inputs of {@link isParameterShown}. */
export interface ParameterVisibilityOptions {
  /** The node (for `@version`). */
  readonly node: NodeVersionLike | null;
  /** The node type (for `@tool`). */
  readonly nodeType?: Pick<INodeTypeDescription, 'name'> | null;
  /** Where the parameter sits inside the parameters (`''` for the top level). */
  readonly path?: string;
  /** Resolves expression-valued sibling parameters; default leaves them unresolved. */
  readonly resolveExpression?: ExpressionResolver;
  /** Pass limit of the sibling resolution (default 50). */
  readonly maxPasses?: number;
  /** Evaluate `disabledOptions` instead of `displayOptions`. */
  readonly displayKey?: 'displayOptions' | 'disabledOptions';
}

/**
 * Whether the parameter list shows `property` for the node's `parameters`:
 * all of them, not just the property's level, and with defaults filled in as
 * the editor holds them (see `getNodeParametersWithDefaults`).
 */
export function isParameterShown(property: INodeProperties, parameters: ParameterValues, options: ParameterVisibilityOptions): boolean {
  if (property.type === 'hidden') return false;
  if (isCustomApiCallSelected(parameters) && mustHideDuringCustomApiCall(property, parameters)) return false;
  const displayKey = options.displayKey ?? 'displayOptions';
  if (property[displayKey] === undefined) return true;
  const path = options.path ?? '';
  if (path !== '' && !isPlainObject(getParameterValueAtPath(parameters, path))) return false;
  return displayParameterPath(parameters, property, path, options.node, options.nodeType ?? null, {
    displayKey,
    ...(options.resolveExpression ? { resolveExpression: options.resolveExpression } : {}),
    ...(options.maxPasses !== undefined ? { maxPasses: options.maxPasses } : {}),
  });
}
