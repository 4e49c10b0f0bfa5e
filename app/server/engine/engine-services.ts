/**
 * Builds the services nodes reach during a run ({@link EngineServices}) from the server's
 * parts, or, for tests and benchmarks, from a node catalogue and a folder alone.
 */
import type { ICredentialType, IDataObject, INode } from '@sdk/workflow';
import path from 'node:path';
import { BinaryDataStore } from './binary-data';
import { fileAccessHelpers } from './file-access';
import { createRequestHelpers } from './http-helpers';
import { NodeOperationError } from './node-errors';
import type { NodeTypeRegistry } from './node-type-registry';
import type { EngineServices, IWebhookResponseChannel } from './run-types';
import { createInProcessChatMemory } from './chat-memory';
import { createVectorMemory } from './vector-memory';
import { CodeSandboxError } from '../sandbox/types';
import type { ICodeSandbox } from '../sandbox/types';

/** What {@link createEngineServices} needs. */
export interface EngineServiceDeps {
  nodeTypes: NodeTypeRegistry;
  userFolder: string;
  timezone: string;
  restApiUrl?: string;
  instanceBaseUrl?: string;
  webhookWaitingBaseUrl?: string;
  resumeSigner?: EngineServices['resumeSigner'];
  waitInProcessMs?: number;
  /** Decrypted data of credential `id` (undefined when missing). */
  loadCredential?(id: string): Promise<IDataObject | undefined>;
  credentialType?(name: string): ICredentialType | undefined;
  executeWorkflow?: EngineServices['executeWorkflow'];
  /** Folders nodes may read and write files in; default: the user folder's `files/`. */
  fileAccessFolders?: readonly string[];
  /** Where Remove Duplicates keeps what it saw in earlier executions. */
  deduplication?: EngineServices['deduplication'];
  /** Where Window Buffer Memory keeps conversations; without one, in the process. */
  chatMemory?: EngineServices['chatMemory'];
  /** Where the Simple Vector Store keeps documents; without one, a memory for these services. */
  vectorMemory?: EngineServices['vectorMemory'];
  /** Where user JavaScript runs; without one, Code nodes fail with a clear error. */
  codeSandbox?: ICodeSandbox;
  /** Keeps refreshed OAuth2 tokens; without it a refreshed token lasts for the run only. */
  saveOAuth2Token?: EngineServices['saveOAuth2Token'];
  /** The webhook calls waiting for Respond to Webhook; without it such answers are dropped. */
  webhookResponses?: IWebhookResponseChannel;
}

/** Where no webhook call can wait: a response is dropped, as for a run no webhook call started. */
const NO_WEBHOOK_CALLS: IWebhookResponseChannel = { send: () => undefined, await: () => () => undefined };

/** Stands in for the Code sandbox where a caller gave none. */
const NO_CODE_SANDBOX: ICodeSandbox = {
  run: () => Promise.reject(new CodeSandboxError({ kind: 'unavailable', message: 'The Code sandbox is not available here.' })),
  dispose: () => Promise.resolve(),
};

/** The engine services over `deps`. */
export function createEngineServices(deps: EngineServiceDeps): EngineServices {
  const getCredentials = async (node: INode, type: string): Promise<IDataObject> => {
    const selected = node.credentials?.[type];
    if (!selected?.id) throw new NodeOperationError(node, `Node "${node.name}" does not have any credentials set for "${type}"`);
    const data = await deps.loadCredential?.(selected.id);
    if (!data) throw new NodeOperationError(node, `Credential with ID "${selected.id}" does not exist for type "${type}".`);
    return data;
  };
  return {
    nodeTypes: deps.nodeTypes,
    binary: new BinaryDataStore(deps.userFolder),
    fileAccess: fileAccessHelpers(deps.fileAccessFolders ?? [path.join(deps.userFolder, 'files')], deps.userFolder),
    getCredentials,
    requestHelpers: (node, signal) =>
      createRequestHelpers({
        loadCredentials: (type) => getCredentials(node, type) as never,
        credentialType: (name) => deps.credentialType?.(name),
        signal,
      }),
    executeWorkflow:
      deps.executeWorkflow ??
      (async () => {
        throw new Error('Sub-workflows are not available here');
      }),
    timezone: deps.timezone,
    restApiUrl: deps.restApiUrl ?? 'http://localhost:5678/rest',
    instanceBaseUrl: deps.instanceBaseUrl ?? 'http://localhost:5678',
    webhookWaitingBaseUrl: deps.webhookWaitingBaseUrl ?? 'http://localhost:5678/webhook-waiting',
    ...(deps.waitInProcessMs !== undefined ? { waitInProcessMs: deps.waitInProcessMs } : {}),
    ...(deps.deduplication ? { deduplication: deps.deduplication } : {}),
    chatMemory: deps.chatMemory ?? createInProcessChatMemory(),
    vectorMemory: deps.vectorMemory ?? createVectorMemory(),
    ...(deps.resumeSigner ? { resumeSigner: deps.resumeSigner } : {}),
    codeSandbox: deps.codeSandbox ?? NO_CODE_SANDBOX,
    saveOAuth2Token: deps.saveOAuth2Token ?? (() => Promise.resolve()),
    webhookResponses: deps.webhookResponses ?? NO_WEBHOOK_CALLS,
  };
}
