/**
 * Cluster nodes: a root node (AI Agent, Basic LLM Chain) asks, while it runs, for what the
 * sub-nodes connected to one of its typed inputs supply (`getInputConnectionData`). Sub-nodes
 * are never steps of the main flow (the graph follows `main` connections only, and a node
 * whose outputs are all typed is neither a trigger nor a start node): each call of a
 * sub-node's `supplyData` runs with the root node's input item, and whatever the supplied
 * object does (a model call, a memory read, a tool call) is logged through
 * `addInputData` / `addOutputData` as a run of the sub-node in the run data, with `source`
 * naming the root node's run, so the editor can show the steps an agent took.
 */
import type { IDataObject, INode, INodeExecutionData, INodeInputConfiguration, ITaskData, NodeConnectionType } from '@sdk/workflow';
import type { ExecutionState, NodeRunInput } from './execution-state';
import { NodeOperationError, serializeError } from './node-errors';
import type { AiConnectionType, IExecuteFunctions, INodeType, ISupplyDataFunctions } from './node-interface';
import type { RunnableWorkflow } from './run-types';

/**
 * The root node a sub-node (or a chain of them: a parser's own model) supplies, or the
 * node itself when it is not a sub-node. Running "up to" a sub-node runs its root, as n8n
 * does, since a sub-node runs only when its root asks.
 */
export function rootNodeOf(workflow: Pick<RunnableWorkflow, 'connections'>, name: string): string {
  const seen = new Set<string>([name]);
  let current = name;
  for (;;) {
    const types = workflow.connections[current] ?? {};
    const target = Object.entries(types)
      .filter(([type]) => type !== 'main')
      .flatMap(([, outputs]) => outputs.flatMap((targets) => targets ?? []))[0]?.node;
    if (target === undefined || seen.has(target) || (types['main'] ?? []).some((targets) => (targets ?? []).length > 0)) return current;
    seen.add(target);
    current = target;
  }
}

/** The enabled nodes connected to `rootName`'s `type` input, in connection order. */
export function subNodesOf(state: ExecutionState, rootName: string, type: AiConnectionType): INode[] {
  const { nodes, connections } = state.input.workflow;
  const byName = new Map(nodes.map((node) => [node.name, node]));
  const found: INode[] = [];
  for (const [source, types] of Object.entries(connections)) {
    const node = byName.get(source);
    if (!node || node.disabled) continue;
    const connected = (types[type] ?? []).some((targets) => (targets ?? []).some((target) => target.node === rootName));
    if (connected) found.push(node);
  }
  return found;
}

/** The root node's declared input of `type` (computed inputs through the type's `inputsOf`). */
export function inputConfigOf(nodeType: INodeType, node: INode, type: AiConnectionType): INodeInputConfiguration | undefined {
  const declared = nodeType.inputsOf?.(node) ?? (Array.isArray(nodeType.description.inputs) ? nodeType.description.inputs : []);
  for (const input of declared) {
    if (typeof input !== 'string' && input.type === type) return input;
  }
  return undefined;
}

/** Readable slot names for inputs a type does not label. */
const SLOT_NAMES: Partial<Record<NodeConnectionType, string>> = {
  ai_languageModel: 'Chat Model',
  ai_memory: 'Memory',
  ai_tool: 'Tool',
  ai_outputParser: 'Output Parser',
};

/** Builds an execute context for a node run (execute-context.ts's factory, passed in to keep the modules acyclic). */
export type ContextFactory = (state: ExecutionState, run: NodeRunInput) => IExecuteFunctions;

/**
 * `getInputConnectionData` of the run `run` (a root node, or a sub-node that has sub-nodes
 * of its own): supplies each connected sub-node for `itemIndex`.
 */
export function inputConnectionData(state: ExecutionState, run: NodeRunInput, createContext: ContextFactory) {
  return async (type: AiConnectionType, itemIndex: number): Promise<unknown> => {
    const root = run.node;
    const config = inputConfigOf(run.nodeType, root, type);
    const subNodes = subNodesOf(state, root.name, type);
    const single = config?.maxConnections === 1 || (config === undefined && type !== 'ai_tool');
    if (subNodes.length === 0) {
      if (config?.required) {
        const slot = config.displayName ?? SLOT_NAMES[type] ?? type;
        throw new NodeOperationError(root, `A ${slot} sub-node must be connected and enabled`, {
          description: `Connect a ${slot} node to the "${slot}" input of "${root.name}" on the canvas.`,
        });
      }
      return single ? undefined : [];
    }
    if (config?.maxConnections !== undefined && subNodes.length > config.maxConnections) {
      const slot = config.displayName ?? SLOT_NAMES[type] ?? type;
      throw new NodeOperationError(root, `Only ${config.maxConnections} ${slot} sub-node can be connected to "${root.name}"`);
    }
    const supplied: unknown[] = [];
    for (const subNode of subNodes) {
      const subType = state.input.services.nodeTypes.get(subNode.type, subNode.typeVersion);
      if (!subType?.supplyData) {
        throw new NodeOperationError(root, `"${subNode.name}" (${subNode.type}) cannot be used as a ${SLOT_NAMES[type] ?? type} here`);
      }
      const context = supplyContext(state, run, subNode, subType, createContext);
      try {
        supplied.push((await subType.supplyData.call(context, itemIndex)).response);
      } catch (error) {
        // The sub-node's own run shows what went wrong, as n8n records a failed supply.
        recordFailedSupply(state, run, subNode, error);
        throw error;
      }
    }
    return single ? supplied[0] : supplied;
  };
}

/** The `this` of a sub-node's `supplyData`: the root node's input and run, the sub-node's parameters. */
function supplyContext(
  state: ExecutionState,
  root: NodeRunInput,
  node: INode,
  nodeType: INodeType,
  createContext: ContextFactory,
): ISupplyDataFunctions {
  const run: NodeRunInput = { node, nodeType, inputData: root.inputData, source: root.source, runIndex: root.runIndex };
  const base = createContext(state, run);
  const runData = state.runExecutionData.resultData.runData;
  const hooks = state.input.hooks;
  const source = [{ previousNode: root.node.name, previousNodeOutput: 0, previousNodeRun: root.runIndex }];
  return {
    ...base,
    getNode: () => node,
    addInputData(type: AiConnectionType, data: INodeExecutionData[][]) {
      const runs = (runData[node.name] ??= []);
      const task: ITaskData = {
        startTime: Date.now(),
        executionTime: 0,
        executionStatus: 'running',
        source,
        inputOverride: { [type]: data },
      };
      runs.push(task);
      hooks?.nodeExecuteBefore?.(node.name);
      return { index: runs.length - 1 };
    },
    async executeAsTool(args, itemIndex) {
      if (!nodeType.execute) throw new NodeOperationError(node, `"${node.name}" cannot run as a tool`);
      const item = root.inputData['main']?.[0]?.[itemIndex] ?? { json: {} };
      const toolRun: NodeRunInput = { ...run, inputData: { main: [[item]] }, additionalKeys: fromAiKeys(node, args) };
      return nodeType.execute.call(createContext(state, toolRun));
    },
    addOutputData(type: AiConnectionType, index: number, data: INodeExecutionData[][] | Error) {
      const task = runData[node.name]?.[index];
      if (!task) return;
      task.executionTime = Date.now() - task.startTime;
      if (data instanceof Error) {
        task.executionStatus = 'error';
        task.error = serializeError(data, node);
      } else {
        task.executionStatus = 'success';
        task.data = { [type]: data };
      }
      hooks?.nodeExecuteAfter?.(node.name, task);
    },
  };
}

/**
 * `$fromAI(key, description, type, default)` (n8n also accepts `$fromai` and `$fromAi`): the
 * model's value for `key`, else the default; a key the model did not fill and that has no
 * default fails the tool call with a message the model can act on.
 */
function fromAiKeys(node: INode, args: IDataObject): Record<string, unknown> {
  const fromAI = (key: unknown, _description?: unknown, _type?: unknown, fallback?: unknown): unknown => {
    const name = String(key);
    if (Object.hasOwn(args, name) && args[name] !== undefined) return args[name];
    if (fallback !== undefined) return fallback;
    throw new NodeOperationError(node, `No value was given for "${name}"`);
  };
  return { $fromAI: fromAI, $fromai: fromAI, $fromAi: fromAI };
}

function recordFailedSupply(state: ExecutionState, root: NodeRunInput, node: INode, error: unknown): void {
  const task: ITaskData = {
    startTime: Date.now(),
    executionTime: 0,
    executionStatus: 'error',
    source: [{ previousNode: root.node.name, previousNodeOutput: 0, previousNodeRun: root.runIndex }],
    error: serializeError(error, node),
  };
  (state.runExecutionData.resultData.runData[node.name] ??= []).push(task);
  state.input.hooks?.nodeExecuteAfter?.(node.name, task);
}
