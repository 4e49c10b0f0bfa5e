/**
 * The `this` of a node's `webhook()` ({@link IWebhookFunctions}), its webhook setup methods
 * ({@link IHookFunctions}) and `trigger()` ({@link ITriggerFunctions}), built outside an
 * execution: parameters with the type's defaults, expressions resolved against the workflow
 * with no input items, credentials and helpers from the engine services acting for the
 * workflow's owner.
 */
import type { ServerResponse } from 'node:http';
import { createExpressionContextFactory, resolveParameterValue } from '@sdk/expressions';
import type { INode, INodeExecutionData, IRunData } from '@sdk/workflow';
import { normalizeItems, parametersWithDefaults, returnJsonArray } from '../engine/execute-context';
import type {
  IFunctionsBase,
  IGetNodeParameterOptions,
  IHookFunctions,
  INodeType,
  IPollFunctions,
  ITriggerFunctions,
  IWebhookFunctions,
  IWebhookRequest,
  NodeParameterReturn,
} from '../engine/node-interface';
import { NodeOperationError } from '../engine/node-errors';
import { getParameterPath } from '../engine/parameter-path';
import type { EngineServices, RunnableWorkflow } from '../engine/run-types';
import { webhookInputConnectionData } from './webhook-supply';

/** What every context here is built from. */
export interface NodeContextInput {
  workflow: RunnableWorkflow;
  node: INode;
  nodeType: INodeType;
  services: EngineServices;
  mode: 'manual' | 'webhook' | 'trigger';
  signal?: AbortSignal;
  /** What `$json` and `$('Node')` read (a waiting Form node: its input and the run so far); none by default. */
  inputItems?: INodeExecutionData[];
  runData?: IRunData;
}

const noop = () => undefined;
/** The signal of a context with no execution to cancel: nothing ever aborts it. */
const NEVER_ABORTED = new AbortController().signal;

// Filling defaults walks the type's description; a registered webhook's node object is the
// same on every call, so its filled parameters are kept (a saved change makes a new object).
const filled = new WeakMap<INode, ReturnType<typeof parametersWithDefaults>>();

function parametersOf(node: INode, nodeType: INodeType): ReturnType<typeof parametersWithDefaults> {
  let parameters = filled.get(node);
  if (parameters === undefined) filled.set(node, (parameters = parametersWithDefaults(node, nodeType)));
  return parameters;
}

function containsExpression(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith('=');
  if (Array.isArray(value)) return value.some(containsExpression);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsExpression);
  return false;
}

function timezoneOf(input: NodeContextInput): string {
  const configured = input.workflow.settings?.timezone;
  return configured && configured !== 'DEFAULT' ? configured : input.services.timezone;
}

function base(input: NodeContextInput) {
  const { workflow, node, services } = input;
  const parameters = parametersOf(node, input.nodeType);
  // Built on first use: most webhook parameters are plain values.
  let factory: ReturnType<typeof createExpressionContextFactory> | undefined;
  const contextFactory = () =>
    (factory ??= createExpressionContextFactory({
      workflow,
      activeNodeName: node.name,
      inputItems: input.inputItems ?? [],
      ...(input.runData !== undefined ? { runData: input.runData } : {}),
      mode: 'execution',
      execution: { mode: input.mode === 'manual' ? 'test' : 'production' },
      webhookWaitingBaseUrl: services.webhookWaitingBaseUrl,
      timezone: timezoneOf(input),
    }));
  function getNodeParameter(name: string, fallback?: unknown, options?: IGetNodeParameterOptions): NodeParameterReturn {
    const raw = getParameterPath(parameters, name);
    if (raw === undefined) {
      if (arguments.length >= 2) return fallback as NodeParameterReturn;
      throw new NodeOperationError(node, `Could not get parameter "${name}"`);
    }
    if (options?.rawExpressions || !containsExpression(raw)) return raw as NodeParameterReturn;
    try {
      return resolveParameterValue(raw, contextFactory().forItem(0), { lenient: true, timezone: timezoneOf(input) }) as NodeParameterReturn;
    } catch (error) {
      throw new NodeOperationError(node, error as Error);
    }
  }
  const { common, helpers } = sharedParts(input);
  return { common, getNodeParameter, helpers };
}

/** The parts of a context that depend on the node and the workflow only, not on the call. */
type SharedParts = { common: IFunctionsBase; helpers: ReturnType<typeof buildSharedParts>['helpers'] };

// A production webhook builds a context on every call for the same node, workflow, services
// and mode, with no execution signal: those calls share these parts (two dozen closures).
const sharedByNode = new WeakMap<INode, { input: NodeContextInput; parts: SharedParts }>();

function sharedParts(input: NodeContextInput): SharedParts {
  if (input.signal !== undefined) return buildSharedParts(input);
  const cached = sharedByNode.get(input.node);
  const same =
    cached !== undefined &&
    cached.input.workflow === input.workflow &&
    cached.input.services === input.services &&
    cached.input.mode === input.mode &&
    cached.input.nodeType === input.nodeType;
  if (same) return cached.parts;
  // Only what the parts may depend on: the closures must not keep this call's request.
  const key: NodeContextInput = {
    workflow: input.workflow,
    node: input.node,
    nodeType: input.nodeType,
    services: input.services,
    mode: input.mode,
  };
  const parts = buildSharedParts(key);
  sharedByNode.set(input.node, { input: key, parts });
  return parts;
}

function buildSharedParts(input: NodeContextInput) {
  const { workflow, node, services } = input;
  const common: IFunctionsBase = {
    getNode: () => node,
    getWorkflow: () => ({ id: workflow.id, name: workflow.name, active: workflow.active ?? false }),
    getMode: () => input.mode,
    getExecutionId: () => '',
    getCredentials: async <T extends object>(type: string) => (await services.getCredentials(node, type)) as T,
    getWorkflowStaticData: (type) => {
      const data = (workflow.staticData ??= {});
      if (type === 'global') return ((data['global'] as Record<string, never> | undefined) ??= {});
      return ((data[`node:${node.name}`] as Record<string, never> | undefined) ??= {});
    },
    getTimezone: () => timezoneOf(input),
    getRestApiUrl: () => services.restApiUrl,
    getInstanceBaseUrl: () => services.instanceBaseUrl,
    getWorkflowSettings: () => workflow.settings ?? {},
    getExecutionCancelSignal: () => input.signal,
    logger: { debug: noop, info: noop, warn: noop, error: noop },
  };
  const helpers = {
    ...services.requestHelpers(node, input.signal ?? NEVER_ABORTED),
    prepareBinaryData: (data: Buffer | Uint8Array, fileName?: string, mimeType?: string) => services.binary.store(data, fileName, mimeType),
    returnJsonArray,
    normalizeItems,
    constructExecutionMetaData: (items: Parameters<typeof normalizeItems>[0] & object[], options: { itemData: never }) =>
      normalizeItems(items).map((item) => ({ ...item, pairedItem: options.itemData })),
  };
  return { common, helpers };
}

/** The context of `webhook()` for one call. */
export function createWebhookContext(
  input: NodeContextInput & {
    request: IWebhookRequest;
    response: ServerResponse;
    webhookUrl: string;
    webhookName?: string;
    waitingChat?(sessionId: string): Promise<string | undefined>;
  },
): IWebhookFunctions {
  const { common, getNodeParameter, helpers } = base(input);
  return {
    ...common,
    getBodyData: () => (input.request.body !== null && typeof input.request.body === 'object' ? (input.request.body as never) : {}),
    getHeaderData: () => input.request.headers,
    getQueryData: () => input.request.query,
    getParamsData: () => input.request.params,
    getRequestObject: () => input.request,
    getResponseObject: () => input.response,
    getNodeParameter,
    getNodeWebhookUrl: () => input.webhookUrl,
    getWebhookName: () => input.webhookName ?? 'default',
    getInputConnectionData: webhookInputConnectionData(input, input.signal ?? NEVER_ABORTED),
    findWaitingChatExecution: async (sessionId) => input.waitingChat?.(sessionId),
    helpers,
  };
}

/** The context of a webhook setup method (`checkExists`, `create`, `delete`) of the webhook `webhookName`. */
export function createHookContext(
  input: NodeContextInput & {
    activation: ReturnType<IHookFunctions['getActivationMode']>;
    webhookName: string;
    webhookUrl(name: string): string | undefined;
  },
): IHookFunctions {
  const { common, getNodeParameter, helpers } = base(input);
  return {
    ...common,
    getNodeParameter,
    getNodeWebhookUrl: input.webhookUrl,
    getWebhookName: () => input.webhookName,
    getWebhookDescription: (name) => input.nodeType.description.webhooks?.find((webhook) => webhook.name === name),
    getActivationMode: () => input.activation,
    helpers,
  };
}

/** The context of `trigger()`: `emit` starts executions, `emitError` reports a failure. */
export function createTriggerContext(
  input: NodeContextInput & {
    activation: ReturnType<ITriggerFunctions['getActivationMode']>;
    emit: ITriggerFunctions['emit'];
    emitError: ITriggerFunctions['emitError'];
  },
): ITriggerFunctions {
  const { common, getNodeParameter, helpers } = base(input);
  return { ...common, emit: input.emit, emitError: input.emitError, getNodeParameter, getActivationMode: () => input.activation, helpers };
}

/** The context of `poll()`: the poll's result starts the execution, `__emit` too (n8n's API). */
export function createPollContext(
  input: NodeContextInput & { activation: ReturnType<IPollFunctions['getActivationMode']>; emit: IPollFunctions['__emit'] },
): IPollFunctions {
  const { common, getNodeParameter, helpers } = base(input);
  return { ...common, __emit: input.emit, getNodeParameter, getActivationMode: () => input.activation, helpers };
}
