/**
 * The `this` of a node's `methods.loadOptions` / `methods.listSearch`, for the editor's
 * remote option and resource-list loads: the node's current parameters (as the editor
 * sent them, expressions already resolved there), credentials the requesting user may
 * read, and a permission-filtered workflow search and read.
 */
import type { ICredentialDataDecryptedObject, IDataObject, INode, INodeCredentials, IWorkflowSettings } from '@sdk/workflow';
import type { ILoadOptionsFunctions, IRequestHelpers, IWorkflowSearchPage, NodeParameterReturn } from './node-interface';
import { NodeOperationError } from './node-errors';
import { getParameterPath } from './parameter-path';

/** What the route provides to build the context. */
export interface LoadOptionsContextInput {
  node: INode;
  /** The credentials selected on the node. */
  credentials: INodeCredentials | undefined;
  /** Loads a credential's decrypted data when the user may use it (throws otherwise). */
  loadCredential(id: string, type: string): Promise<ICredentialDataDecryptedObject>;
  searchWorkflows(filter: string | undefined, paginationToken: string | undefined): Promise<IWorkflowSearchPage>;
  /** A workflow the user may read (throws "not found" otherwise). */
  readWorkflow(workflowId: string): Promise<{ id: string; name: string; nodes: INode[] }>;
  helpers: IRequestHelpers;
  timezone: string;
  restApiUrl: string;
  instanceBaseUrl: string;
  /** The path of the parameter being loaded (`parameters.propertiesUi.propertyValues[0].selectValue`), for `&` names. */
  path?: string | undefined;
}

/**
 * n8n's `&name` in getCurrentNodeParameter: a sibling of the parameter being loaded, such
 * as the property key chosen in the same fixed-collection entry (`&key`).
 */
function siblingPath(path: string | undefined, name: string): string {
  const relative = (path ?? '').replace(/^parameters\./, '');
  const cut = relative.lastIndexOf('.');
  return cut < 0 ? name.slice(1) : `${relative.slice(0, cut)}.${name.slice(1)}`;
}

/** Builds the context a load-options or list-search method runs with. */
export function createLoadOptionsContext(input: LoadOptionsContextInput): ILoadOptionsFunctions {
  const { node } = input;
  const parameter = (name: string, fallback?: unknown): NodeParameterReturn => {
    const value = getParameterPath(node.parameters, name);
    return (value === undefined ? fallback : value) as NodeParameterReturn;
  };
  const noop = () => undefined;
  return {
    getNode: () => node,
    getWorkflow: () => ({ active: false }),
    getMode: () => 'manual',
    getExecutionId: () => '',
    async getCredentials<T extends object = ICredentialDataDecryptedObject>(type: string): Promise<T> {
      const selected = input.credentials?.[type];
      if (!selected?.id) throw new NodeOperationError(node, `Node "${node.name}" does not have any credentials of type "${type}" set`);
      return (await input.loadCredential(selected.id, type)) as T;
    },
    getWorkflowStaticData: () => ({}),
    getTimezone: () => input.timezone,
    getRestApiUrl: () => input.restApiUrl,
    getInstanceBaseUrl: () => input.instanceBaseUrl,
    getWorkflowSettings: (): IWorkflowSettings => ({}),
    logger: { debug: noop, info: noop, warn: noop, error: noop },
    getNodeParameter: (name, fallback) => parameter(name, fallback),
    getCurrentNodeParameter: (name) => parameter(name.startsWith('&') ? siblingPath(input.path, name) : name),
    getCurrentNodeParameters: () => node.parameters as IDataObject,
    searchWorkflows: (filter, token) => input.searchWorkflows(filter, token),
    readWorkflow: (workflowId) => input.readWorkflow(workflowId),
    helpers: input.helpers,
  };
}
