/**
 * Node types for the editor:
 * - `GET /types/nodes.json`: every node type description (a plain array, outside the REST
 *   base, public like n8n's static file: descriptions hold no secrets);
 * - `POST /rest/node-types` `{nodeInfos: [{name, version}]}`: those descriptions (unknown
 *   ones left out, as n8n does);
 * - `GET /rest/node-translation-headers`: `{}` (no translation bundles are shipped);
 * - `GET /rest/node-parameter-options` and `GET /rest/nodes-list-search`: run the node's
 *   `methods.loadOptions` / `methods.listSearch` for the signed-in user (or, without a method
 *   name, the declarative `typeOptions.loadOptions.routing` of the parameter at `path`);
 * - `GET /rest/dynamic-node-parameters/resource-mapper-fields` and
 *   `.../local-resource-mapper-fields`: a resourceMapper parameter's fields from the node's
 *   `methods.resourceMapping` / `methods.localResourceMapping` (`{data: {fields}}`).
 * An unknown node type or method is 404, a method that fails is 400 with its message.
 */
import type { FastifyInstance } from 'fastify';
import type { INode, INodeCredentials, ResourceMapperFields } from '@sdk/workflow';
import { currentUser, requireUser } from '../../auth';
import { createRequestHelpers } from '../../engine/http-helpers';
import { createLoadOptionsContext } from '../../engine/load-options-context';
import { searchWorkflows } from '../../engine/workflow-search';
import { HttpError } from '../errors';
import { DomainError } from '../../domain-error';
import { parseInput } from '../validation';
import { listSearchQuery, nodeInfosBody, parameterOptionsQuery, resourceMapperQuery } from './schemas';
import type { UserRecord } from '../../db';
import { boundPort, resolvePublicUrls } from '../../urls';
import { ownEntry } from '@sdk/values';
import { loadOptionsByRouting, loadOptionsRoutingAt } from '../../community-packages/routing/load-options-routing';

/** Registers the node-type routes. */
export function registerNodeTypeRoutes(app: FastifyInstance, rest: string): void {
  const ctx = () => app.switchyard;

  app.get('/types/nodes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ctx().nodeTypes.descriptions();
  });

  app.post(`${rest}/node-types`, { preHandler: requireUser }, async (request) => {
    const { nodeInfos } = parseInput(nodeInfosBody, request.body);
    const data = nodeInfos.map((info) => ctx().nodeTypes.describe(info.name, info.version)).filter((d) => d !== undefined);
    return { data };
  });

  app.get(`${rest}/node-translation-headers`, { preHandler: requireUser }, async () => ({ data: {} }));

  /** The node type and the `this` its method runs with, from a loader's query (every loader sends the same fields). */
  const contextFor = (
    user: UserRecord,
    query: {
      nodeTypeAndVersion: { name: string; version: number };
      currentNodeParameters?: Record<string, unknown> | undefined;
      credentials?: Record<string, { id?: string | null; name?: string }> | undefined;
      path?: string | undefined;
    },
  ) => {
    const type = query.nodeTypeAndVersion;
    const parameters = query.currentNodeParameters;
    const credentials = toCredentials(query.credentials);
    const implementation = ctx().nodeTypes.get(type.name, type.version);
    if (!implementation) throw new HttpError(404, `Unknown node type "${type.name}" version ${type.version}.`);
    const node: INode = {
      id: 'load-options',
      name: implementation.description.defaults.name ?? type.name,
      type: type.name,
      typeVersion: type.version,
      position: [0, 0],
      parameters: (parameters ?? {}) as INode['parameters'],
      credentials,
    };
    // Use, not read: a loader sends the credential where the node's parameters say (a
    // database, an API), so only those who may put it on a node may load with it.
    const loadCredential = async (id: string) => {
      const { record } = await ctx().credentials.service.load(user, id, 'use');
      return ctx().credentials.service.decrypt(record);
    };
    const helpers = createRequestHelpers({
      loadCredentials: async (credentialType) => {
        const id = credentials?.[credentialType]?.id;
        if (!id) throw new HttpError(400, `No credential of type "${credentialType}" is selected.`);
        return loadCredential(id);
      },
      credentialType: (name) => ctx().credentials.types.get(name),
    });
    const urls = resolvePublicUrls(ctx().config, boundPort(app.server));
    const context = createLoadOptionsContext({
      node,
      credentials,
      loadCredential,
      searchWorkflows: (filter, token) => searchWorkflows(ctx().workflows, user, filter, token),
      readWorkflow: async (workflowId) => {
        const { workflow } = await ctx().workflows.load(user, workflowId, 'read');
        return { id: workflow.id, name: workflow.name, nodes: workflow.nodes };
      },
      helpers,
      timezone: ctx().config.timezone,
      restApiUrl: `${urls.editorBase}/${ctx().config.endpointRest}`,
      instanceBaseUrl: urls.editorBase,
      path: query.path,
    });
    return { implementation, context };
  };

  const runMethod = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError || error instanceof DomainError) throw error;
      throw new HttpError(400, `Could not load the options: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  app.get(`${rest}/node-parameter-options`, { preHandler: requireUser }, async (request) => {
    const query = parseInput(parameterOptionsQuery, request.query);
    const { implementation, context } = contextFor(currentUser(request), query);
    if (query.methodName === undefined) {
      // The description's own routing for the parameter at `path`, never the query's `loadOptions`.
      const routing = loadOptionsRoutingAt(implementation.description, query.path);
      if (routing === undefined)
        throw new HttpError(400, 'methodName is required, or path must name a parameter that loads its options by routing.');
      return { data: await runMethod(() => loadOptionsByRouting(context, implementation.description, routing)) };
    }
    const method = ownEntry(implementation.methods?.loadOptions, query.methodName);
    if (!method)
      throw new HttpError(404, `The node type "${query.nodeTypeAndVersion.name}" has no loadOptions method "${query.methodName}".`);
    return { data: await runMethod(() => method.call(context)) };
  });

  app.get(`${rest}/nodes-list-search`, { preHandler: requireUser }, async (request) => {
    const query = parseInput(listSearchQuery, request.query);
    const { implementation, context } = contextFor(currentUser(request), query);
    const method = ownEntry(implementation.methods?.listSearch, query.methodName);
    if (!method)
      throw new HttpError(404, `The node type "${query.nodeTypeAndVersion.name}" has no listSearch method "${query.methodName}".`);
    return { data: await runMethod(() => method.call(context, query.filter, query.paginationToken)) };
  });

  for (const [route, kind] of [
    ['resource-mapper-fields', 'resourceMapping'],
    ['local-resource-mapper-fields', 'localResourceMapping'],
  ] as const) {
    app.get(`${rest}/dynamic-node-parameters/${route}`, { preHandler: requireUser }, async (request) => {
      const query = parseInput(resourceMapperQuery, request.query);
      const { implementation, context } = contextFor(currentUser(request), query);
      const method = ownEntry(implementation.methods?.[kind], query.methodName);
      if (!method)
        throw new HttpError(404, `The node type "${query.nodeTypeAndVersion.name}" has no ${kind} method "${query.methodName}".`);
      return { data: mapperFields(await runMethod(() => method.call(context))) };
    });
  }
}

/** The fields answer: the method's fields, with only the documented keys kept (a node may return more). */
function mapperFields(result: ResourceMapperFields): ResourceMapperFields {
  const fields = Array.isArray(result?.fields) ? result.fields : [];
  return {
    fields: fields.map((field) => ({
      id: String(field.id),
      displayName: String(field.displayName ?? field.id),
      required: field.required === true,
      defaultMatch: field.defaultMatch === true,
      display: field.display !== false,
      ...(field.canBeUsedToMatch !== undefined ? { canBeUsedToMatch: field.canBeUsedToMatch === true } : {}),
      ...(field.type !== undefined ? { type: field.type } : {}),
      ...(field.options !== undefined ? { options: field.options } : {}),
      ...(field.readOnly !== undefined ? { readOnly: field.readOnly === true } : {}),
      ...(field.removed !== undefined ? { removed: field.removed === true } : {}),
      ...(field.defaultValue !== undefined ? { defaultValue: field.defaultValue } : {}),
    })),
    ...(typeof result?.emptyFieldsNotice === 'string' ? { emptyFieldsNotice: result.emptyFieldsNotice } : {}),
  };
}

function toCredentials(input: Record<string, { id?: string | null; name?: string }> | undefined): INodeCredentials | undefined {
  if (!input) return undefined;
  const out: INodeCredentials = {};
  for (const [type, value] of Object.entries(input)) out[type] = { id: value.id ?? null, name: value.name ?? '' };
  return out;
}
