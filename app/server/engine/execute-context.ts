/**
 * The `this` of a node's `execute`: input items, parameters resolved per item through the
 * sdk expression language (one context factory per node run, so a parameter used for
 * 100,000 items compiles once), credentials, helpers and execution state.
 */
import { deduplicationHelpers } from './deduplication';
import { createExpressionContextFactory, resolveParameterValue, type ExpressionContextFactory } from '@sdk/expressions';
import { getNodeParametersWithDefaults } from '@sdk/nodes';
import type { IDataObject, INode, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import type { IExecuteFunctions, IGetNodeParameterOptions, INodeType, NodeParameterReturn } from './node-interface';
import { NodeOperationError } from './node-errors';
import { containsExpression, getParameterPath } from './parameter-path';
import { prepareParameter, type PreparedValue } from './parameter-resolver';
import { pairedItemOf } from './paired-item';
import { WorkflowGraph } from './graph';
import { inputConnectionData } from './sub-nodes';
import type { ExecutionState, NodeRunInput } from './execution-state';
import { ensureType } from './ensure-type';

const noop = () => undefined;

/** Fills defaults per the node type description, as n8n's engine does before running. */
export function parametersWithDefaults(node: INode, nodeType: INodeType): INodeParameters {
  // Filling defaults walks the type's whole description; the runs of an active workflow
  // (every webhook call) share node objects, so the result is kept while the node's
  // parameters object, type and version stay the same. Nodes only read it.
  const cached = filledParameters.get(node);
  if (cached !== undefined && cached.source === node.parameters && cached.nodeType === nodeType && cached.typeVersion === node.typeVersion)
    return cached.filled;
  let filled: INodeParameters;
  try {
    filled = getNodeParametersWithDefaults(nodeType.description, node);
  } catch {
    filled = node.parameters;
  }
  filledParameters.set(node, { source: node.parameters, nodeType, typeVersion: node.typeVersion, filled });
  return filled;
}

const filledParameters = new WeakMap<
  INode,
  { source: INodeParameters; nodeType: INodeType; typeVersion: number; filled: INodeParameters }
>();

/** Builds the context of one node run. */
export function createExecuteContext(state: ExecutionState, run: NodeRunInput): IExecuteFunctions {
  const { input } = state;
  const { node, inputData, runIndex } = run;
  const parameters = parametersWithDefaults(node, run.nodeType);
  const factories = new Map<number, ExpressionContextFactory>();
  // Per-run cache of parameter lookups: nodes read the same names once per item.
  const lookups = new Map<string, { raw: unknown; dynamic: boolean; prepared: PreparedValue | undefined }>();
  const mainInputs = inputData.main ?? [];
  const factoryFor = (inputIndex = 0): ExpressionContextFactory => {
    let factory = factories.get(inputIndex);
    if (!factory) {
      factory = createExpressionContextFactory({
        workflow: { ...input.workflow, pinData: input.pinData },
        activeNodeName: node.name,
        runData: state.runExecutionData.resultData.runData,
        inputItems: mainInputs[inputIndex] ?? [],
        inputSource: run.source[inputIndex] ?? null,
        runIndex,
        mode: 'execution',
        execution: {
          id: input.executionId,
          mode: input.mode === 'manual' ? 'test' : 'production',
          resumeUrl: `${input.services.webhookWaitingBaseUrl}/${input.executionId}`,
          customData: state.customData,
        },
        webhookWaitingBaseUrl: input.services.webhookWaitingBaseUrl,
        nodeContext: (name) => state.contexts.nodes.get(name),
        timezone: timezone(),
        ...(run.additionalKeys ? { additionalKeys: run.additionalKeys } : {}),
      });
      factories.set(inputIndex, factory);
    }
    return factory;
  };
  const timezone = () => {
    const configured = input.workflow.settings?.timezone;
    return configured && configured !== 'DEFAULT' ? configured : input.services.timezone;
  };
  const evaluateOptions = { lenient: true, timezone: timezone() };
  const evaluate = (value: unknown, itemIndex: number): unknown =>
    resolveParameterValue(value, factoryFor(0).forItem(itemIndex), { lenient: true, timezone: timezone() });
  const signal = input.signal;
  const helpers = input.services.requestHelpers(node, signal);
  const binary = input.services.binary;

  const context: IExecuteFunctions = {
    getNode: () => node,
    getParentNodes: (nodeName) => {
      const graph = new WorkflowGraph(input.workflow.nodes, input.workflow.connections);
      const names = graph.ancestorsAndSelf(nodeName);
      names.delete(nodeName);
      return [...names].map((name) => graph.nodes.get(name)!).filter(Boolean);
    },
    getWorkflow: () => ({ id: input.workflow.id, name: input.workflow.name, active: input.workflow.active ?? false }),
    getMode: () => input.mode,
    getExecutionId: () => input.executionId,
    getCredentials: async <T extends object>(type: string) => (await input.services.getCredentials(node, type)) as T,
    getWorkflowStaticData: (type) => {
      state.staticDataChanged = true;
      if (type === 'global') return ((state.staticData.global as IDataObject | undefined) ??= {});
      const key = `node:${node.name}`;
      return ((state.staticData[key] as IDataObject | undefined) ??= {});
    },
    getTimezone: timezone,
    getRestApiUrl: () => input.services.restApiUrl,
    getInstanceBaseUrl: () => input.services.instanceBaseUrl,
    getWorkflowSettings: () => input.workflow.settings ?? {},
    getExecutionCancelSignal: () => signal,
    logger: { debug: noop, info: noop, warn: noop, error: noop },
    getInputData: (inputIndex = 0, connectionType = 'main') => inputData[connectionType]?.[inputIndex] ?? [],
    getInputSourceData: (inputIndex = 0) => run.source[inputIndex] ?? null,
    getNodeParameter(name: string, itemIndex: number, fallback?: unknown, options?: IGetNodeParameterOptions): NodeParameterReturn {
      let lookup = lookups.get(name);
      if (!lookup) {
        const found = getParameterPath(parameters, name);
        const dynamic = containsExpression(found);
        lookup = { raw: found, dynamic, prepared: dynamic ? prepareParameter(found) : undefined };
        lookups.set(name, lookup);
      }
      const raw = lookup.raw;
      if (raw === undefined) {
        if (arguments.length >= 3) return fallback as NodeParameterReturn;
        throw new NodeOperationError(node, `Could not get parameter "${name}"`, { itemIndex });
      }
      if (options?.rawExpressions) return raw as NodeParameterReturn;
      let value: unknown;
      try {
        // Values without expressions are the same for every item: no walk, no copy.
        value = lookup.prepared ? lookup.prepared(factoryFor(0).forItem(itemIndex), evaluateOptions) : raw;
      } catch (error) {
        throw new NodeOperationError(node, error as Error, { itemIndex, description: (error as { description?: string }).description });
      }
      if (options?.extractValue && value !== null && typeof value === 'object' && '__rl' in value) {
        value = (value as unknown as { value: unknown }).value;
      }
      if (options?.ensureType) {
        try {
          value = ensureType(options.ensureType, value, name);
        } catch (error) {
          throw new NodeOperationError(node, error as Error, { itemIndex });
        }
      }
      return value as NodeParameterReturn;
    },
    evaluateExpression: (expression, itemIndex) =>
      evaluate(expression.startsWith('=') ? expression : `=${expression}`, itemIndex) as NodeParameterReturn,
    continueOnFail: () =>
      node.continueOnFail === true || node.onError === 'continueRegularOutput' || node.onError === 'continueErrorOutput',
    getContext: (type) => {
      if (type === 'flow') return state.contexts.flow;
      let nodeContext = state.contexts.nodes.get(node.name);
      if (!nodeContext) state.contexts.nodes.set(node.name, (nodeContext = {}));
      return nodeContext;
    },
    executeWorkflow: (info, items) =>
      input.services.executeWorkflow(info, items, { executionId: input.executionId, workflow: input.workflow }),
    putExecutionToWait: async (waitTill) => {
      state.waitTill = waitTill;
    },
    getInProcessWaitLimit: () => input.services.waitInProcessMs ?? 65_000,
    sendMessageToUI: (message) => input.hooks?.sendMessageToUI?.(node.name, message),
    getRunIndex: () => runIndex,
    getRunExecutionData: () => state.runExecutionData,
    customData: {
      set: (key, value) => void (state.customData[String(key)] = String(value)),
      setAll: (values) => void Object.assign(state.customData, values),
      get: (key) => state.customData[key],
      getAll: () => ({ ...state.customData }),
    },
    getResumeUrl: () => `${input.services.webhookWaitingBaseUrl}/${input.executionId}`,
    getSignedResumeUrl: (query) => {
      const signer = input.services.resumeSigner;
      if (signer === undefined) throw new NodeOperationError(node, 'Signed resume links are only available in the server');
      const search = new URLSearchParams({ ...query, signature: signer.sign(input.executionId, node.id) });
      return `${input.services.webhookWaitingBaseUrl}/${input.executionId}/${encodeURIComponent(node.id)}?${search.toString()}`;
    },
    getCodeSandbox: () => input.services.codeSandbox,
    saveOAuth2Token: (credentialId, tokenData) => input.services.saveOAuth2Token(credentialId, tokenData),
    sendWebhookResponse: (response) => input.services.webhookResponses.send(input.executionId, response),
    getInputConnectionData: inputConnectionData(state, run, createExecuteContext),
    getChatMemoryStore: () => {
      if (!input.services.chatMemory) throw new NodeOperationError(node, 'Chat memories are not available here');
      return input.services.chatMemory;
    },
    getVectorMemory: () => {
      if (!input.services.vectorMemory) throw new NodeOperationError(node, 'Simple Vector Stores are not available here');
      return input.services.vectorMemory;
    },
    helpers: {
      ...helpers,
      ...deduplicationHelpers(input.services.deduplication, input.workflow.id, node),
      allowedFileFolders: () => input.services.fileAccess.allowedFileFolders(),
      resolveFilePath: (file, access) => input.services.fileAccess.resolveFilePath(file, access),
      returnJsonArray,
      constructExecutionMetaData: (items, { itemData }) => items.map((item) => ({ ...item, pairedItem: itemData })),
      normalizeItems,
      prepareBinaryData: (data, fileName, mimeType) => binary.store(data, fileName, mimeType),
      assertBinaryData: (itemIndex, propertyName, inputIndex = 0) => {
        const entry = mainInputs[inputIndex]?.[itemIndex]?.binary?.[propertyName];
        if (!entry) throw new NodeOperationError(node, `No binary data property "${propertyName}" exists on item!`, { itemIndex });
        return entry;
      },
      getBinaryDataBuffer: async (itemIndex, propertyName, inputIndex = 0) => {
        const entry = mainInputs[inputIndex]?.[itemIndex]?.binary?.[propertyName];
        if (!entry) throw new NodeOperationError(node, `No binary data property "${propertyName}" exists on item!`, { itemIndex });
        return binary.toBuffer(entry);
      },
      binaryToBuffer: (entry) => binary.toBuffer(entry),
    },
  };
  return context;
}

/** Wraps plain objects as items. */
export function returnJsonArray(data: IDataObject | IDataObject[]): INodeExecutionData[] {
  return (Array.isArray(data) ? data : [data]).map((json) => ({ json }));
}

/** Makes sure every element is an item (`{json}`). */
export function normalizeItems(items: INodeExecutionData | INodeExecutionData[] | IDataObject | IDataObject[]): INodeExecutionData[] {
  const list = (Array.isArray(items) ? items : [items]) as Array<INodeExecutionData | IDataObject>;
  return list.map((item) =>
    typeof item.json === 'object' && item.json !== null && !Array.isArray(item.json)
      ? (item as INodeExecutionData)
      : { json: item as IDataObject },
  );
}

/** Paired items for outputs that lack them (n8n's automatic assignment). */
export function assignPairedItems(
  outputs: Array<INodeExecutionData[] | null>,
  inputItems: readonly INodeExecutionData[] | undefined,
): void {
  const inputCount = inputItems?.length ?? 0;
  for (const output of outputs) {
    if (!output) continue;
    for (let i = 0; i < output.length; i++) {
      const item = output[i]!;
      if (item.pairedItem !== undefined) continue;
      if (inputCount === 1) item.pairedItem = pairedItemOf(0);
      else if (output.length === inputCount) item.pairedItem = pairedItemOf(i);
    }
  }
}
