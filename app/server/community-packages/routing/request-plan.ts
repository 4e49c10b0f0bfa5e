/**
 * Builds the request a declarative node sends for one item: `requestDefaults`, then every
 * displayed property's `routing` (and the routing of the option chosen in an options
 * parameter, of the filled fields of a collection and of a fixed collection's entries):
 * `request` parts merged in, `send` putting the value into the query or the body (with its
 * `preSend` hooks), `output` collecting `postReceive` actions, and the pagination asked for.
 */
import type { IDataObject, INode, INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { displayParameter } from '@sdk';
import { setValueAtPath } from '@sdk';
import { resolveRoutingValue, type RoutingScope } from './routing-expression';

/** A request under construction (n8n's request options shape). */
export interface RoutingRequest {
  baseURL?: string;
  url: string;
  method: string;
  headers: IDataObject;
  qs: IDataObject;
  body: unknown;
  encoding?: string;
  json?: boolean;
  returnFullResponse?: boolean;
  ignoreHttpStatusErrors?: boolean;
  [key: string]: unknown;
}

/** A hook or a declared action of `postReceive`. */
export type PostReceiveAction = ((...args: unknown[]) => unknown) | { type: string; enabled?: unknown; properties?: IDataObject };

/** A postReceive action with the value of the property that declared it (its `$value`). */
export interface PlannedPostReceive {
  action: PostReceiveAction;
  value: unknown;
}

/** Everything one item's routing asks for. */
export interface RequestPlan {
  request: RoutingRequest;
  preSend: Array<(...args: unknown[]) => unknown>;
  postReceive: PlannedPostReceive[];
  paginate: boolean;
  pagination: unknown;
  maxResults: unknown;
}

/** Whether a description is declarative (routes requests instead of running code). */
export function isDeclarativeDescription(description: Partial<INodeTypeDescription> | undefined): boolean {
  if (!description) return false;
  if (description.requestDefaults) return true;
  const hasRouting = (properties: unknown): boolean =>
    Array.isArray(properties) &&
    properties.some(
      (property: Record<string, unknown>) => property.routing !== undefined || hasRouting(property.options) || hasRouting(property.values),
    );
  return hasRouting(description.properties);
}

/** Reads a parameter for the plan (undefined where the node cannot give it). */
export type ParameterReader = (name: string) => unknown;

/** The plan for one item. `scope` holds `$credentials`, `$parameter` and the like. */
export function buildRequestPlan(
  description: INodeTypeDescription,
  node: INode,
  readParameter: ParameterReader,
  scope: RoutingScope,
): RequestPlan {
  const defaults = (resolveRoutingValue(description.requestDefaults ?? {}, { ...scope, $value: undefined }) ??
    {}) as Partial<RoutingRequest>;
  const plan: RequestPlan = {
    request: {
      method: 'GET',
      url: '',
      ...defaults,
      headers: { ...(defaults.headers ?? {}) },
      qs: { ...(defaults.qs ?? {}) },
      body: defaults.body ?? {},
    },
    preSend: [],
    postReceive: [],
    paginate: false,
    pagination: undefined,
    maxResults: undefined,
  };
  const values: Record<string, unknown> = {};
  for (const property of description.properties) {
    if (!Object.hasOwn(values, property.name)) values[property.name] = readParameter(property.name) ?? property.default;
  }
  for (const property of description.properties) {
    if (!displayParameter(values as never, property as never, node, description)) continue;
    applyProperty(plan, property, values[property.name], scope);
  }
  if (isEmptyObject(plan.request.body)) plan.request.body = undefined;
  return plan;
}

function applyProperty(plan: RequestPlan, property: INodeProperties, value: unknown, scope: RoutingScope): void {
  if (property.routing) applyRouting(plan, property.routing as IDataObject, value, scope);
  const options = (property.options ?? []) as unknown as Array<Record<string, unknown>>;
  if (property.type === 'options' || property.type === 'multiOptions') {
    const chosen = Array.isArray(value) ? value : [value];
    for (const option of options) {
      if (option.routing && chosen.includes(option.value)) applyRouting(plan, option.routing as IDataObject, option.value, scope);
    }
  } else if (property.type === 'collection' && isRecord(value)) {
    for (const field of options) {
      if (field.routing && Object.hasOwn(value, field.name as string))
        applyRouting(plan, field.routing as IDataObject, value[field.name as string], scope);
    }
  } else if (property.type === 'fixedCollection' && isRecord(value)) {
    for (const group of options) {
      const entries = value[group.name as string];
      if (entries === undefined) continue;
      for (const entry of Array.isArray(entries) ? entries : [entries]) {
        if (!isRecord(entry)) continue;
        for (const field of (group.values ?? []) as Array<Record<string, unknown>>) {
          if (field.routing && Object.hasOwn(entry, field.name as string))
            applyRouting(plan, field.routing as IDataObject, entry[field.name as string], scope);
        }
      }
    }
  }
}

function applyRouting(plan: RequestPlan, routing: IDataObject, value: unknown, scope: RoutingScope): void {
  const local = { ...scope, $value: value };
  if (routing.request) {
    const part = resolveRoutingValue(routing.request, local) as Partial<RoutingRequest>;
    const { headers, qs, body, ...rest } = part;
    Object.assign(plan.request, rest);
    if (headers) Object.assign(plan.request.headers, headers);
    if (qs) Object.assign(plan.request.qs, qs);
    if (body !== undefined) plan.request.body = isRecord(body) && isRecord(plan.request.body) ? { ...plan.request.body, ...body } : body;
  }
  const send = routing.send as IDataObject | undefined;
  if (send) {
    if (Array.isArray(send.preSend)) plan.preSend.push(...(send.preSend as Array<(...args: unknown[]) => unknown>));
    if (send.paginate !== undefined) plan.paginate = Boolean(resolveRoutingValue(send.paginate, local));
    if (send.property !== undefined) {
      const property = String(resolveRoutingValue(send.property, local));
      const sent = send.value === undefined ? value : resolveRoutingValue(send.value, local);
      const target = send.type === 'body' ? 'body' : 'qs';
      const container = (isRecord(plan.request[target]) ? plan.request[target] : {}) as IDataObject;
      plan.request[target] = (
        send.propertyInDotNotation === false ? { ...container, [property]: sent } : setValueAtPath(container, property, sent)
      ) as IDataObject;
    }
  }
  const output = routing.output as IDataObject | undefined;
  if (output) {
    if (Array.isArray(output.postReceive))
      plan.postReceive.push(...(output.postReceive as PostReceiveAction[]).map((action) => ({ action, value })));
    if (output.maxResults !== undefined) plan.maxResults = resolveRoutingValue(output.maxResults, local);
  }
  const operations = routing.operations as IDataObject | undefined;
  if (operations?.pagination !== undefined) plan.pagination = operations.pagination;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmptyObject(value: unknown): boolean {
  return isRecord(value) && Object.keys(value).length === 0;
}
