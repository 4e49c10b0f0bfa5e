/**
 * The fields of a resource mapper, loaded from `GET /rest/dynamic-node-parameters/
 * (local-)resource-mapper-fields` with the node's parameters and credentials: waiting
 * (a parameter the fields depend on is empty), loading, loaded, or failed with the server's
 * message. Reloaded when the credentials or a parameter in `loadOptionsDependsOn` changes,
 * and on demand (refresh, retry).
 *
 * @module
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { IRestApi, getParameterValueAtPath, type INodeProperties, type ResourceMapperFields, type ResourceMapperTypeOptions } from '@sdk';
import { useService, type EditedNode } from '@sdk/react';

/** Where the load stands. */
export type MapperFieldsState =
  | { readonly status: 'waiting' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly result: ResourceMapperFields }
  | { readonly status: 'failed'; readonly message: string };

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The values the fields depend on, and whether every one of them is set. */
function dependencies(parameter: INodeProperties, node: EditedNode): { key: string; ready: boolean } {
  const paths = (parameter.typeOptions?.loadOptionsDependsOn ?? []).map((p) => p.replace(/^parameters\./, ''));
  const values = paths.map((p) => getParameterValueAtPath(node.parameters, p) ?? null);
  return { key: JSON.stringify([node.credentials ?? null, values]), ready: values.every((v) => !isEmpty(v)) };
}

/** The hook; `reload` fetches again with the same inputs. */
export function useMapperFields(
  parameter: INodeProperties,
  path: string,
  node: EditedNode,
  options: ResourceMapperTypeOptions,
): { state: MapperFieldsState; reload(): void } {
  const rest = useService(IRestApi);
  const { key, ready } = useMemo(() => dependencies(parameter, node), [parameter, node]);
  const [state, setState] = useState<MapperFieldsState>({ status: ready ? 'loading' : 'waiting' });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const local = options.localResourceMapperMethod !== undefined;
  const methodName = options.localResourceMapperMethod ?? options.resourceMapperMethod;

  useEffect(() => {
    if (!ready || methodName === undefined) {
      setState({ status: 'waiting' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    rest
      .get<ResourceMapperFields>(`/dynamic-node-parameters/${local ? 'local-' : ''}resource-mapper-fields`, {
        query: {
          nodeTypeAndVersion: { name: node.type, version: node.typeVersion },
          path: `parameters.${path}`,
          methodName,
          currentNodeParameters: JSON.parse(JSON.stringify(node.parameters)) as object,
          credentials: node.credentials,
        },
      })
      .then(
        (result) =>
          !cancelled && setState({ status: 'loaded', result: { ...result, fields: Array.isArray(result?.fields) ? result.fields : [] } }),
        (error: unknown) => !cancelled && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      cancelled = true;
    };
    // the key stands for the node values the fields depend on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready, generation, rest, methodName, local, path]);

  return { state, reload };
}
