/**
 * The resource list of one locator, as the dropdown sees it: the cache entry for the
 * current request key (node, method, the other parameters with expressions resolved,
 * credentials, filter), loaded while `enabled`, the next page on demand. Re-enabling
 * (reopening) retries a key that failed.
 *
 * @module
 */
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { IRestApi, type INodePropertyMode } from '@sdk';
import { useService } from '@sdk/react';
import { listSearchQuery, resolveParameters, withoutPath, type ListNode } from '../model/list-request';
import { requestKey, ResourceListCache, type ResourceListEntry, type ResourcePage } from '../model/resource-list-cache';

/** What the hook gives the dropdown. */
export interface ResourceList {
  readonly entry: ResourceListEntry;
  loadMore(): void;
}

/** Options of {@link useResourceList}. */
export interface ResourceListOptions {
  readonly node: ListNode;
  /** The locator's path in the node parameters. */
  readonly path: string;
  readonly mode: INodePropertyMode | undefined;
  readonly filter: string;
  /** Loads only while true (the dropdown is open and no required filter is empty). */
  readonly enabled: boolean;
  readonly getContext: () => object | undefined;
}

/** The hook. */
export function useResourceList({ node, path, mode, filter, enabled, getContext }: ResourceListOptions): ResourceList {
  const rest = useService(IRestApi);
  const [cache] = useState(() => new ResourceListCache());
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => cache.subscribe(changed), [cache]);

  const resolved = useMemo(
    () => resolveParameters(node.parameters, getContext()) as Record<string, unknown>,
    [node.parameters, getContext],
  );
  const method = mode?.typeOptions?.searchListMethod ?? JSON.stringify(mode?.typeOptions?.searchList ?? null);
  const key = useMemo(
    () =>
      requestKey({
        nodeType: node.type,
        version: node.typeVersion,
        method,
        parameters: withoutPath(resolved, path),
        credentials: node.credentials,
        filter,
      }),
    [node.type, node.typeVersion, method, resolved, path, node.credentials, filter],
  );
  const fetchPage = useCallback(
    (token: unknown) =>
      mode
        ? rest.get<ResourcePage>('/nodes-list-search', { query: listSearchQuery(node, path, mode, resolved, filter, token) })
        : Promise.resolve({ results: [] }),
    // the key stands for everything the request sends
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rest, key],
  );

  useEffect(() => {
    if (enabled) void cache.load(key, fetchPage);
  }, [enabled, key, cache, fetchPage]);

  const loadMore = useCallback(() => void cache.loadMore(key, fetchPage), [cache, key, fetchPage]);
  return { entry: cache.get(key), loadMore };
}
