/**
 * The query of `GET /rest/nodes-list-search`: the node type and
 * version, the parameter path, the search method (or declarative searchList), the node's
 * parameters with expressions resolved, its credentials, the filter and the pagination
 * token.
 *
 * @module
 */
import type { IDataObject, INodeCredentials, INodePropertyMode } from '@sdk';
import { deepCopy, unsetPath } from '@sdk';
import { evaluateExpression } from '@sdk/expressions';

/** The node the list is for. */
export interface ListNode {
  readonly type: string;
  readonly typeVersion: number;
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly credentials?: INodeCredentials;
}

/**
 * The parameters with every expression ('=…' strings, also inside resource locators and
 * collections) replaced by its value for `context`. Without a context, or when an
 * expression fails, the expression is sent as it is (the server reads it raw).
 */
export function resolveParameters(parameters: unknown, context: object | undefined): unknown {
  if (typeof parameters === 'string') {
    if (!parameters.startsWith('=') || context === undefined) return parameters;
    try {
      return evaluateExpression(parameters, context);
    } catch {
      return parameters;
    }
  }
  if (Array.isArray(parameters)) return parameters.map((p) => resolveParameters(p, context));
  if (parameters !== null && typeof parameters === 'object') {
    return Object.fromEntries(Object.entries(parameters).map(([k, v]) => [k, resolveParameters(v, context)]));
  }
  return parameters;
}

/** The parameters without the value at `path` (the locator's own value must not change its request key). */
export function withoutPath(parameters: Readonly<Record<string, unknown>>, path: string): Record<string, unknown> {
  const copy = deepCopy(parameters) as Record<string, unknown>;
  unsetPath(copy as IDataObject, path);
  return copy;
}

/** The query object (the REST client JSON-encodes objects). */
export function listSearchQuery(
  node: ListNode,
  path: string,
  mode: INodePropertyMode,
  resolvedParameters: unknown,
  filter: string,
  paginationToken: unknown,
): Record<string, string | object> {
  const query: Record<string, string | object> = {
    nodeTypeAndVersion: { name: node.type, version: node.typeVersion },
    path: `parameters.${path}`,
    currentNodeParameters: (resolvedParameters ?? {}) as object,
  };
  if (mode.typeOptions?.searchListMethod) query['methodName'] = mode.typeOptions.searchListMethod;
  if (mode.typeOptions?.searchList) query['searchList'] = mode.typeOptions.searchList;
  if (node.credentials) query['credentials'] = node.credentials;
  if (filter !== '') query['filter'] = filter;
  if (paginationToken !== undefined && paginationToken !== null)
    query['paginationToken'] = typeof paginationToken === 'string' ? paginationToken : JSON.stringify(paginationToken);
  return query;
}
