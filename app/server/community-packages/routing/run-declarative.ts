/**
 * Runs a declarative node (n8n's "routing" nodes): for each input item the request plan
 * is built (request-plan.ts), its `preSend` hooks run, the request goes out through the
 * engine's request helpers (with the node's credential when it has one, so the credential
 * type's `authenticate` applies), pages are followed when asked, and the response becomes
 * items through the `postReceive` actions.
 */
import type { IDataObject, INodeExecutionData, INodeTypeDescription } from '@sdk/workflow';
import { displayParameter } from '@sdk';
import type { IExecuteFunctions, IHttpRequestFullOptions, IN8nHttpFullResponse } from '../../engine/node-interface';
import { HttpRequestError } from '../../engine/http-helpers';
import { NodeApiError, NodeOperationError } from '../../engine/node-errors';
import { sendWithRateLimitRetry } from '../../nodes/shared/saas/rate-limit-retry';
import { buildRequestPlan, type PlannedPostReceive, type RequestPlan, type RoutingRequest } from './request-plan';
import { resolveRoutingValue, type RoutingScope } from './routing-expression';

/** Most pages one item's pagination follows. */
const MAX_PAGES = 1000;

/** The `this` of preSend, postReceive and pagination hooks (n8n's single-item context). */
type SingleItemContext = IExecuteFunctions & {
  getItemIndex(): number;
  makeRoutingRequest(request: RoutingRequest): Promise<INodeExecutionData[]>;
};

/** Runs `description`'s routing for every input item of the context's node. */
export async function runDeclarativeNode(context: IExecuteFunctions, description: INodeTypeDescription): Promise<INodeExecutionData[][]> {
  const items = context.getInputData();
  const node = context.getNode();
  const credentialType = (description.credentials ?? []).find(
    (credential) =>
      node.credentials?.[credential.name] !== undefined &&
      displayParameter(node.parameters as never, credential as never, node, description),
  )?.name;
  const credentials = credentialType ? ((await context.getCredentials(credentialType)) as IDataObject) : {};
  const out: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      const parameters = new Proxy({} as IDataObject, {
        get: (_target, key) => (typeof key === 'string' ? readParameter(context, key, itemIndex) : undefined),
      });
      const scope: RoutingScope = { $credentials: credentials, $parameter: parameters, $json: items[itemIndex]?.json ?? {}, $node: node };
      const plan = buildRequestPlan(description, node, (name) => readParameter(context, name, itemIndex), scope);
      const single = singleItemContext(context, itemIndex, plan, credentialType, scope);
      const results = await runPlan(single, plan, credentialType, scope);
      for (const result of results) out.push({ ...result, pairedItem: { item: itemIndex } });
    } catch (error) {
      if (!context.continueOnFail()) throw asNodeError(context, error, itemIndex);
      out.push({ json: { error: (error as Error).message ?? String(error) }, pairedItem: { item: itemIndex } });
    }
  }
  return [out];
}

function readParameter(context: IExecuteFunctions, name: string, itemIndex: number): unknown {
  try {
    return context.getNodeParameter(name, itemIndex, undefined);
  } catch {
    return undefined;
  }
}

function singleItemContext(
  context: IExecuteFunctions,
  itemIndex: number,
  plan: RequestPlan,
  credentialType: string | undefined,
  scope: RoutingScope,
): SingleItemContext {
  const single = Object.create(context) as SingleItemContext;
  Object.assign(single, {
    getNodeParameter: (name: string, fallback?: unknown, options?: never) => context.getNodeParameter(name, itemIndex, fallback, options),
    getInputData: () => context.getInputData()[itemIndex],
    getItemIndex: () => itemIndex,
    makeRoutingRequest: async (request: RoutingRequest) => {
      const response = await send(single, request, credentialType);
      return postReceive(single, plan.postReceive, toItems(response.body), response, scope);
    },
  });
  return single;
}

async function runPlan(
  single: SingleItemContext,
  plan: RequestPlan,
  credentialType: string | undefined,
  scope: RoutingScope,
): Promise<INodeExecutionData[]> {
  let request = plan.request;
  for (const hook of plan.preSend) request = ((await hook.call(single, request)) as RoutingRequest | undefined) ?? request;
  const maxResults = plan.maxResults === undefined ? Infinity : Number(plan.maxResults);
  const pagination = plan.paginate ? plan.pagination : undefined;
  if (typeof pagination === 'function') {
    const results = (await (pagination as (...args: unknown[]) => unknown).call(single, { options: request })) as INodeExecutionData[];
    return results.slice(0, maxResults);
  }
  const page = async (current: RoutingRequest) => {
    const response = await send(single, current, credentialType);
    return { response, items: await postReceive(single, plan.postReceive, toItems(response.body), response, scope) };
  };
  if (!isRecord(pagination)) return (await page(request)).items;

  const properties = (pagination.properties ?? {}) as IDataObject;
  const results: INodeExecutionData[] = [];
  if (pagination.type === 'offset') {
    const pageSize = Number(properties.pageSize ?? 100);
    const target = properties.type === 'body' ? 'body' : 'qs';
    for (let index = 0, offset = 0; index < MAX_PAGES && results.length < maxResults; index++, offset += pageSize) {
      const container = { ...((request[target] as IDataObject | undefined) ?? {}) };
      container[String(properties.limitParameter ?? 'limit')] = pageSize;
      container[String(properties.offsetParameter ?? 'offset')] = offset;
      const { response, items } = await page({ ...request, [target]: container });
      const rootProperty = properties.rootProperty === undefined ? undefined : String(properties.rootProperty);
      results.push(...(rootProperty && plan.postReceive.length === 0 ? items.flatMap((item) => toItems(item.json[rootProperty])) : items));
      // A short page ends it, counted on what the service sent (postReceive may filter items out).
      if (rawCount(response.body, rootProperty) < pageSize) break;
    }
    return results.slice(0, maxResults);
  }
  if (pagination.type === 'generic') {
    let current = request;
    for (let index = 0; index < MAX_PAGES && results.length < maxResults; index++) {
      const { response, items } = await page(current);
      results.push(...items);
      const pageScope = { ...scope, $response: response, $request: current };
      if (!resolveRoutingValue(properties.continue, pageScope)) break;
      const next = (resolveRoutingValue(properties.request ?? {}, pageScope) ?? {}) as Partial<RoutingRequest>;
      current = { ...current, ...next, qs: { ...current.qs, ...(next.qs ?? {}) } };
    }
    return results.slice(0, maxResults);
  }
  throw new Error(`The pagination type "${String(pagination.type)}" is not supported`);
}

/**
 * Sends one request. A 429 is waited out for its Retry-After (a few times) before the
 * answer counts, as the built-in SaaS nodes do; other refusals fail as the request's own
 * `ignoreHttpStatusErrors` says.
 */
async function send(single: SingleItemContext, request: RoutingRequest, credentialType: string | undefined): Promise<IN8nHttpFullResponse> {
  const options = { ...request, returnFullResponse: true, ignoreHttpStatusErrors: true } as unknown as IHttpRequestFullOptions;
  if (options.json === undefined) options.json = true;
  const response = await sendWithRateLimitRetry(
    async () =>
      (credentialType
        ? await single.helpers.httpRequestWithAuthentication(credentialType, options)
        : await single.helpers.httpRequest(options)) as IN8nHttpFullResponse,
    single.getExecutionCancelSignal?.(),
  );
  if (!request.ignoreHttpStatusErrors && response.statusCode >= 400)
    throw new HttpRequestError(`Request failed with status code ${response.statusCode}`, response.statusCode, response);
  return response;
}

/** How many entries a page's body holds: its array, the array at `rootProperty`, or its first array. */
function rawCount(body: unknown, rootProperty: string | undefined): number {
  if (Array.isArray(body)) return body.length;
  if (!isRecord(body)) return 0;
  const list = rootProperty ? body[rootProperty] : Object.values(body).find(Array.isArray);
  return Array.isArray(list) ? list.length : 0;
}

function toItems(body: unknown): INodeExecutionData[] {
  if (Array.isArray(body)) return body.map((entry) => ({ json: (isRecord(entry) ? entry : { value: entry }) as IDataObject }));
  if (isRecord(body)) return [{ json: body as IDataObject }];
  if (body === undefined || body === null || body === '') return [];
  return [{ json: { data: body } }];
}

async function postReceive(
  single: SingleItemContext,
  actions: readonly PlannedPostReceive[],
  initial: INodeExecutionData[],
  response: IN8nHttpFullResponse,
  scope: RoutingScope,
): Promise<INodeExecutionData[]> {
  let items = initial;
  for (const { action, value } of actions) {
    if (typeof action === 'function') {
      items = (await action.call(single, items, response)) as INodeExecutionData[];
      continue;
    }
    const local = { ...scope, $value: value, $response: response };
    if (action.enabled !== undefined && !resolveRoutingValue(action.enabled, local)) continue;
    const properties = (action.properties ?? {}) as IDataObject;
    switch (action.type) {
      case 'rootProperty':
        items = items.flatMap((item) => toItems(item.json[String(properties.property)]));
        break;
      case 'setKeyValue':
        items = items.map((item) => {
          const json: IDataObject = {};
          for (const [key, value] of Object.entries(properties))
            json[key] = resolveRoutingValue(value, { ...local, $responseItem: item.json }) as never;
          return { json };
        });
        break;
      case 'limit':
        items = items.slice(0, Number(resolveRoutingValue(properties.maxResults, local)));
        break;
      case 'sort': {
        const key = String(properties.key);
        items = [...items].sort((a, b) => String(a.json[key] ?? '').localeCompare(String(b.json[key] ?? ''), undefined, { numeric: true }));
        break;
      }
      case 'filter':
        items = items.filter((item) => Boolean(resolveRoutingValue(properties.pass, { ...local, $responseItem: item.json })));
        break;
      case 'set':
        items = toItems(resolveRoutingValue(properties.value, local));
        break;
      case 'binaryData': {
        const body = response.body;
        const data = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
        const binary = await single.helpers.prepareBinaryData(data);
        items = [{ json: {}, binary: { [String(properties.destinationProperty ?? 'data')]: binary } }];
        break;
      }
      default:
        throw new Error(`The postReceive action "${action.type}" is not supported`);
    }
  }
  return items;
}

function asNodeError(context: IExecuteFunctions, error: unknown, itemIndex: number): Error {
  if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
  const record = error as { statusCode?: unknown; httpCode?: unknown; message?: string };
  if (record && (record.statusCode !== undefined || record.httpCode !== undefined)) {
    return new NodeApiError(context.getNode(), error as Record<string, unknown>, { itemIndex });
  }
  return new NodeOperationError(context.getNode(), error instanceof Error ? error : String(error), { itemIndex });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
