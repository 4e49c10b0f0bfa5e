/**
 * Runs one node through the real engine (`runWorkflow`) for node tests: a start node whose
 * output is given (`triggerOutput`) feeds the node under test; credentials come from the
 * test, binary data goes to a temporary folder.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IDataObject, INode, INodeExecutionData, ITaskData } from '@sdk/workflow';
import { BinaryDataStore } from '../../../engine/binary-data';
import { createRequestHelpers } from '../../../engine/http-helpers';
import type { INodeType, IVersionedNodeType } from '../../../engine/node-interface';
import { NodeTypeRegistry } from '../../../engine/node-type-registry';
import type { EngineServices, IWebhookResponseChannel, RunResult } from '../../../engine/run-types';
import { CodeSandboxError } from '../../../sandbox/types';
import { runWorkflow } from '../../../engine/workflow-execute';
import { manualTriggerNode } from '../../manual-trigger';
import { fileAccessHelpers } from '../../../engine/file-access';

/** What a test node run gives back. */
export interface NodeRun {
  result: RunResult;
  /** The node's main output 0 (undefined when it did not run or failed). */
  output: INodeExecutionData[] | undefined;
  /** The node's task data. */
  task: ITaskData | undefined;
  binary: BinaryDataStore;
}

/** Options of {@link runNode}. */
export interface RunNodeOptions {
  items?: INodeExecutionData[];
  credentials?: Record<string, IDataObject>;
  types?: ReadonlyArray<INodeType | IVersionedNodeType>;
  binary?: BinaryDataStore;
  /** Where a Respond to Webhook node's answer goes (dropped when left out). */
  webhookResponses?: IWebhookResponseChannel;
  /** Where a refreshed OAuth2 token is kept (kept nowhere when left out). */
  saveOAuth2Token?: EngineServices['saveOAuth2Token'];
}

/** Runs `node` (name "Node") on `items`. */
export async function runNode(
  node: Omit<INode, 'id' | 'name' | 'position'> & Partial<INode>,
  options: RunNodeOptions = {},
): Promise<NodeRun> {
  const binary = options.binary ?? new BinaryDataStore(await mkdtemp(path.join(tmpdir(), 'switchyard-node-')));
  const nodeTypes = new NodeTypeRegistry([manualTriggerNode, ...(options.types ?? [])]);
  const start: INode = { id: 's', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };
  const tested: INode = { id: 'n', name: 'Node', position: [200, 0], ...node };
  const credentials = options.credentials ?? {};
  const getCredentials = async (_node: INode, type: string): Promise<IDataObject> => {
    const data = credentials[type];
    if (data === undefined) throw new Error(`Node does not have credentials of type "${type}"`);
    return data;
  };
  const result = await runWorkflow({
    workflow: {
      id: 'wf',
      name: 'Test',
      nodes: [start, tested],
      connections: { Start: { main: [[{ node: 'Node', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1' },
    },
    mode: 'manual',
    executionId: 'test-execution',
    triggerOutput: { nodeName: 'Start', data: [options.items ?? [{ json: {} }]] },
    signal: new AbortController().signal,
    services: {
      nodeTypes,
      binary,
      // These runs read and write no files on disk.
      fileAccess: fileAccessHelpers([], tmpdir()),
      requestHelpers: (n, signal) =>
        createRequestHelpers({ loadCredentials: (type) => getCredentials(n, type) as never, credentialType: () => undefined, signal }),
      getCredentials,
      executeWorkflow: () => Promise.reject(new Error('not in node tests')),
      timezone: 'America/New_York',
      restApiUrl: 'http://localhost:5678/rest',
      instanceBaseUrl: 'http://localhost:5678',
      webhookWaitingBaseUrl: 'http://localhost:5678/webhook-waiting',
      codeSandbox: {
        run: () => Promise.reject(new CodeSandboxError({ kind: 'unavailable', message: 'No Code sandbox in node tests.' })),
        dispose: () => Promise.resolve(),
      },
      saveOAuth2Token: options.saveOAuth2Token ?? (() => Promise.resolve()),
      webhookResponses: options.webhookResponses ?? { send: () => undefined, await: () => () => undefined },
    },
  });
  const task = result.data.resultData.runData['Node']?.[0];
  return { result, task, output: task?.data?.['main']?.[0] ?? undefined, binary };
}
