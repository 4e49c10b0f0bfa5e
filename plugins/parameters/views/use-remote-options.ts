/**
 * Remote options of an options / multiOptions parameter: loaded
 * from `GET /rest/node-parameter-options`; loading, then loaded or failed
 * with the server's message; reloaded when the node's credentials or a
 * parameter listed in `loadOptionsDependsOn` changes.
 *
 * @module
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { IRestApi, getParameterValueAtPath, type INodeProperties, type INodePropertyOptions } from '@sdk';
import { useService } from '@sdk/react';
import type { EditedNode, RemoteOptionsState } from '@sdk/react';

/** Whether a parameter loads its options from the server. */
export function hasRemoteOptions(parameter: INodeProperties): boolean {
  return parameter.typeOptions?.loadOptionsMethod !== undefined || parameter.typeOptions?.loadOptions !== undefined;
}

/** The values a reload depends on, as one key: credentials and the listed parameters. */
export function remoteOptionsKey(parameter: INodeProperties, node: EditedNode): string {
  const dependsOn = parameter.typeOptions?.loadOptionsDependsOn ?? [];
  return JSON.stringify([
    node.credentials ?? null,
    dependsOn.map((path) => getParameterValueAtPath(node.parameters, path.replace(/^parameters\./, '')) ?? null),
  ]);
}

/** The hook; undefined for parameters without remote options. */
export function useRemoteOptions(parameter: INodeProperties, path: string, node: EditedNode): RemoteOptionsState | undefined {
  const rest = useService(IRestApi);
  const remote = hasRemoteOptions(parameter);
  const key = useMemo(() => (remote ? remoteOptionsKey(parameter, node) : ''), [remote, parameter, node]);
  const [state, setState] = useState<{ loading: boolean; error: string | null; options: INodePropertyOptions[] | undefined }>({
    loading: remote,
    error: null,
    options: undefined,
  });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const nodeRef = useMemo(() => ({ name: node.type, version: node.typeVersion }), [node.type, node.typeVersion]);

  useEffect(() => {
    if (!remote) return;
    let cancelled = false;
    setState((s) => ({ ...s, loading: true, error: null }));
    rest
      .get<INodePropertyOptions[]>('/node-parameter-options', {
        query: {
          nodeTypeAndVersion: nodeRef,
          path: `parameters.${path}`,
          methodName: parameter.typeOptions?.loadOptionsMethod,
          loadOptions: parameter.typeOptions?.loadOptions,
          currentNodeParameters: JSON.parse(JSON.stringify(node.parameters)) as object,
          credentials: node.credentials,
        },
      })
      .then(
        (options) => !cancelled && setState({ loading: false, error: null, options: Array.isArray(options) ? options : [] }),
        (error: unknown) =>
          !cancelled && setState({ loading: false, error: error instanceof Error ? error.message : String(error), options: undefined }),
      );
    return () => {
      cancelled = true;
    };
    // the key stands for the node values a reload depends on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, key, generation, rest, nodeRef, path, parameter]);

  return remote ? { ...state, reload } : undefined;
}
