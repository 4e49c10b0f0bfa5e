/**
 * The node implementation contract, shaped like n8n's community node interface
 * (`INodeType`, `IExecuteFunctions`, ...) so n8n node packages can run here later.
 *
 * HOW TO ADD A NODE (other helpers): create `app/server/nodes/<kebab-name>/` with a
 * `description.ts` (an `INodeTypeDescription` with n8n's type name, versions and parameter
 * names) and an `index.ts` exporting `const xxxNode: INodeType = { description, execute }`
 * (or `webhook`/`trigger`/`poll`), then add ONE import line and ONE list entry in
 * `app/server/nodes/index.ts`. Inside `execute`, `this` is an {@link IExecuteFunctions}:
 * read items with `this.getInputData()`, parameters with `this.getNodeParameter(name, i)`
 * (expressions already resolved for item i), fail with `NodeOperationError`/`NodeApiError`
 * and return one array of items per output.
 */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type {
  ExecutionStatus,
  IBinaryData,
  ICredentialDataDecryptedObject,
  ICredentialsDecrypted,
  IDataObject,
  IHttpRequestOptions,
  INode,
  INodeExecutionData,
  INodeInputConfiguration,
  INodeListSearchResult,
  INodePropertyOptions,
  INodeTypeDescription,
  IPairedItemData,
  IRunExecutionData,
  ISourceData,
  IWebhookDescription,
  IWorkflowSettings,
  NodeConnectionType,
  NodeParameterValueType,
  ResourceMapperFields,
  WorkflowExecuteMode,
} from '@sdk/workflow';
import type { EnsureType } from './ensure-type';
import type { ChatMemoryStore } from './chat-memory';
import type { VectorMemory } from './vector-memory';
import type { IDeduplicationHelpers } from './deduplication';
import type { IFileAccessHelpers } from './file-access';
import type { ICodeSandbox } from '../sandbox/types';

export { NodeApiError, NodeOperationError, WorkflowOperationError, ExecutionCancelledError } from './node-errors';
export type { DeduplicationScope, ICheckProcessedOptions, IDeduplicationHelpers, IDeduplicationOutput } from './deduplication';

/** What `getNodeParameter` may return; node code casts it (`as string`) as in n8n. */
export type NodeParameterReturn = NodeParameterValueType | object;

/** Options of `getNodeParameter`. */
export interface IGetNodeParameterOptions {
  /** For resource locators: return the value, with the mode's `extractValue` applied. */
  extractValue?: boolean;
  /** Return expressions unevaluated. */
  rawExpressions?: boolean;
  /** Convert the value (JSON text parsed for `json` / `object` / `array`), see ensure-type.ts. */
  ensureType?: EnsureType;
}

/** `getWorkflow()`: the running workflow's identity. */
export interface IWorkflowMetadata {
  id?: string;
  name?: string;
  active: boolean;
}

/** Node- or workflow-level static data persisted with the workflow (`getWorkflowStaticData`). */
export type IStaticData = IDataObject;

/** A full HTTP request for `helpers.httpRequest` (n8n's `IHttpRequestOptions` plus response options). */
export interface IHttpRequestFullOptions extends Omit<IHttpRequestOptions, 'method'> {
  method?: IHttpRequestOptions['method'] | 'OPTIONS';
  /** Resolve with `{body, headers, statusCode, statusMessage}` instead of the body. */
  returnFullResponse?: boolean;
  /** Do not reject on 4xx/5xx. */
  ignoreHttpStatusErrors?: boolean;
  /** `arraybuffer` gives a Buffer body; `text` a string; `json` parses. */
  encoding?: 'arraybuffer' | 'json' | 'text' | 'stream';
  /** Maximum redirects to follow (0: none). */
  maxRedirects?: number;
  /** Do not follow redirects. */
  disableFollowRedirect?: boolean;
}

/** A full HTTP response (`returnFullResponse`). */
export interface IN8nHttpFullResponse {
  body: unknown;
  headers: Record<string, string>;
  statusCode: number;
  statusMessage?: string;
}

/** The helpers every function context offers. */
export interface IRequestHelpers {
  /** HTTP request without credentials (blocked protocols such as ftp, ldap or smtp refused). */
  httpRequest(options: IHttpRequestFullOptions): Promise<unknown>;
  /** HTTP request authenticated with the node's credential of `credentialsType`. */
  httpRequestWithAuthentication(
    credentialsType: string,
    options: IHttpRequestFullOptions,
    additional?: { credentialsDecrypted?: ICredentialsDecrypted },
  ): Promise<unknown>;
  /** n8n's legacy request-style call (`uri`, `qs`, `body`, `json`), authenticated. */
  requestWithAuthentication(
    credentialsType: string,
    options: IDataObject & { uri?: string; url?: string },
    additional?: { credentialsDecrypted?: ICredentialsDecrypted },
    itemIndex?: number,
  ): Promise<unknown>;
}

/** Binary data helpers (content kept on disk in the user folder, never in run data). */
export interface IBinaryHelpers {
  /** Stores `data` and returns the item binary entry that references it. */
  prepareBinaryData(data: Buffer | Uint8Array, fileName?: string, mimeType?: string): Promise<IBinaryData>;
  /** The content of an item's binary property. */
  getBinaryDataBuffer(itemIndex: number, propertyName: string, inputIndex?: number): Promise<Buffer>;
  /** The binary property of an item; throws a NodeOperationError when missing. */
  assertBinaryData(itemIndex: number, propertyName: string, inputIndex?: number): IBinaryData;
  /** The content behind a binary entry (by id or inline base64). */
  binaryToBuffer(binary: IBinaryData): Promise<Buffer>;
}

/** Helpers for building output items. */
export interface IItemHelpers {
  /** Wraps objects as `{json}` items. */
  returnJsonArray(data: IDataObject | IDataObject[]): INodeExecutionData[];
  /** Adds `pairedItem` to items (n8n's `constructExecutionMetaData`). */
  constructExecutionMetaData(items: INodeExecutionData[], options: { itemData: IPairedItemData | IPairedItemData[] }): INodeExecutionData[];
  /** Items as-is but shallow-copied json (n8n's `copyInputItems` on whole items). */
  normalizeItems(items: INodeExecutionData | INodeExecutionData[] | IDataObject | IDataObject[]): INodeExecutionData[];
}

/** Everything a node may call while it runs. */
export interface IExecuteHelpers extends IRequestHelpers, IBinaryHelpers, IItemHelpers, IDeduplicationHelpers, IFileAccessHelpers {}

/** What every function context has. */
export interface IFunctionsBase {
  /** The node being run. */
  getNode(): INode;
  /** The workflow's id, name and active flag. */
  getWorkflow(): IWorkflowMetadata;
  /** What started the execution. */
  getMode(): WorkflowExecuteMode;
  /** The execution id ('' outside executions). */
  getExecutionId(): string;
  /** Decrypted data of the node's credential of `type` (the owner must be allowed to use it). */
  getCredentials<T extends object = ICredentialDataDecryptedObject>(type: string, itemIndex?: number): Promise<T>;
  /** Static data persisted with the workflow: 'global' or per 'node'. */
  getWorkflowStaticData(type: 'global' | 'node'): IStaticData;
  /** The workflow's timezone (settings, else the instance's). */
  getTimezone(): string;
  /** Base URL of the REST API, e.g. `http://host:5678/rest`. */
  getRestApiUrl(): string;
  /** Base URL of the editor/instance. */
  getInstanceBaseUrl(): string;
  /** The workflow's settings. */
  getWorkflowSettings(): IWorkflowSettings;
  /** A signal that aborts when the execution is stopped or times out. */
  getExecutionCancelSignal(): AbortSignal | undefined;
  /** Log lines (server log). */
  logger: {
    debug(message: string, meta?: object): void;
    info(message: string, meta?: object): void;
    warn(message: string, meta?: object): void;
    error(message: string, meta?: object): void;
  };
}

/** Description of a workflow to call from a node (Execute Workflow). */
export interface IExecuteWorkflowInfo {
  /** Workflow id in the database. */
  id?: string;
  /** Workflow JSON to run instead. */
  code?: { nodes: INode[]; connections: object; settings?: IWorkflowSettings; name?: string; id?: string; pinData?: object };
}

/** Result of a sub-workflow run. */
export interface IExecuteWorkflowResult {
  /** The sub-execution id (when saved). */
  executionId?: string;
  /** Output of the sub-workflow's last node, per output. */
  data: INodeExecutionData[][];
}

/** The `this` of `INodeType.execute`. */
export interface IExecuteFunctions extends IFunctionsBase {
  /** The items on main input `inputIndex` (default 0). */
  getInputData(inputIndex?: number, connectionType?: string): INodeExecutionData[];
  /** Where input `inputIndex` came from. */
  getInputSourceData(inputIndex?: number): ISourceData | null;
  /** Every node upstream of `nodeName` (its parents, their parents, ...), as n8n's getParentNodes. */
  getParentNodes(nodeName: string): INode[];
  /** A parameter for item `itemIndex`, expressions resolved; `fallback` when unset. */
  getNodeParameter(name: string, itemIndex: number, fallback?: unknown, options?: IGetNodeParameterOptions): NodeParameterReturn;
  /** Evaluates an expression (with or without '=') for an item. */
  evaluateExpression(expression: string, itemIndex: number): NodeParameterReturn;
  /** Whether the node is set to continue on error (`continueOnFail` / `onError`). */
  continueOnFail(): boolean;
  /** Per-node ('node') or workflow ('flow') state kept for the rest of the execution. */
  getContext(type: 'node' | 'flow'): IDataObject;
  /** Runs another workflow with `inputData` and returns its last node's output. */
  executeWorkflow(
    info: IExecuteWorkflowInfo,
    inputData: INodeExecutionData[],
    options?: { doNotWaitToFinish?: boolean },
  ): Promise<IExecuteWorkflowResult>;
  /** Puts the execution to wait until `waitTill` (Wait node). */
  putExecutionToWait(waitTill: Date): Promise<void>;
  /** Waits shorter than this (ms) are slept in process rather than saved (server setting). */
  getInProcessWaitLimit?(): number;
  /** Sends a message to the editor's browser console (manual runs). */
  sendMessageToUI?(message: unknown): void;
  /** This node's run index (loops). */
  getRunIndex(): number;
  /** The execution's run data so far (read-only). */
  getRunExecutionData(): IRunExecutionData;
  /** Custom execution metadata (`$execution.customData`). */
  customData: {
    set(key: string, value: string): void;
    setAll(values: Record<string, string>): void;
    get(key: string): string | undefined;
    getAll(): Record<string, string>;
  };
  /** URL that resumes this execution when it waits. */
  getResumeUrl(): string;
  /** n8n's signed resume link of this node: `<resumeUrl>/<nodeId>?<query>&signature=...`. */
  getSignedResumeUrl(query: Record<string, string>): string;
  helpers: IExecuteHelpers;
  /** The sandbox user JavaScript runs in (Code, Function, Sort by code): the server's, set up from its settings. */
  getCodeSandbox(): ICodeSandbox;
  /** Keeps a refreshed OAuth2 token on the stored credential `credentialId`, so later runs reuse it. */
  saveOAuth2Token(credentialId: string, tokenData: IDataObject): Promise<void>;
  /** Answers the webhook call that started this execution (Respond to Webhook). */
  sendWebhookResponse(response: WebhookResponse): void;
  /**
   * What the sub-nodes connected to this (root) node's `type` input supply for item
   * `itemIndex` (cluster nodes: a chat model, a memory, tools, an output parser). Inputs
   * that take one connection give the one value (undefined when none is connected and the
   * input is optional); others (tools) give a list. A required input with nothing connected
   * fails with "A <slot> sub-node must be connected".
   */
  getInputConnectionData(type: AiConnectionType, itemIndex: number): Promise<unknown>;
  /** Where chat memories keep conversations (Switchyard: the database's `chat_memory`). */
  getChatMemoryStore(): ChatMemoryStore;
  /** Where the Simple Vector Store keeps documents (the server's memory). */
  getVectorMemory(): VectorMemory;
}

/** The connection types a sub-node supplies a root node through. */
export type AiConnectionType = Exclude<NodeConnectionType, 'main'>;

/** What a sub-node supplies: a LangChain object (model, memory, tool, parser). */
export interface SupplyData {
  response: unknown;
}

/**
 * The `this` of `INodeType.supplyData`: a sub-node's parameters resolve against the root
 * node's input item, and what the sub-node does is logged as runs of the sub-node
 * (`addInputData` opens one, `addOutputData` closes it) so the run data shows each step.
 */
export interface ISupplyDataFunctions extends Omit<IExecuteFunctions, 'getInputConnectionData'> {
  getInputConnectionData(type: AiConnectionType, itemIndex: number): Promise<unknown>;
  /** Opens a logged call of this sub-node with its input; returns the call's index. */
  addInputData(type: AiConnectionType, data: INodeExecutionData[][]): { index: number };
  /** Closes the call `index` with its output (or the error it failed with). */
  addOutputData(type: AiConnectionType, index: number, data: INodeExecutionData[][] | Error): void;
  /**
   * Runs this node's own `execute` as an agent's tool: on the root node's input item
   * `itemIndex`, with `$fromAI('key', …)` in its parameters reading the model's `args`.
   */
  executeAsTool(args: IDataObject, itemIndex: number): Promise<INodeExecutionData[][] | null>;
}

/** The answer a Respond to Webhook node built. `body` is a Buffer (binary), a string, or JSON-able data. */
export interface WebhookResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
}

/** The request a webhook node receives (parsed by the webhook server). */
export interface IWebhookRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  query: IDataObject;
  params: IDataObject;
  body: unknown;
  /** Raw body bytes, for binary payloads. */
  rawBody?: Buffer;
  /** The client address (the forwarded one when the server trusts a proxy). */
  ip?: string;
  /** The forwarded addresses the server trusts, client first. */
  ips?: string[];
  /** Files of a multipart body. */
  files?: Record<
    string,
    { data: Buffer; fileName?: string; mimeType: string } | Array<{ data: Buffer; fileName?: string; mimeType: string }>
  >;
}

/** The `this` of `INodeType.webhook`. */
export interface IWebhookFunctions extends IFunctionsBase {
  getBodyData(): IDataObject;
  getHeaderData(): IncomingHttpHeaders;
  getQueryData(): IDataObject;
  getParamsData(): IDataObject;
  getRequestObject(): IWebhookRequest;
  getResponseObject(): ServerResponse;
  /** A parameter (no item: webhooks run before items exist). */
  getNodeParameter(name: string, fallback?: unknown, options?: IGetNodeParameterOptions): NodeParameterReturn;
  /** The node's webhook URL for `name` ('default'). */
  getNodeWebhookUrl(name: string): string | undefined;
  getWebhookName(): string;
  /**
   * What the sub-nodes connected to the node's `type` input supply (the Chat Trigger's
   * memory), their expressions reading `items` as the input (`$json`).
   */
  getInputConnectionData(type: AiConnectionType, itemIndex: number, items: INodeExecutionData[]): Promise<unknown>;
  /**
   * The execution of this workflow waiting at a Respond to Chat node for the chat session's
   * next message (Switchyard's; undefined when none or where calls cannot resume runs).
   */
  findWaitingChatExecution(sessionId: string): Promise<string | undefined>;
  helpers: IRequestHelpers & Pick<IBinaryHelpers, 'prepareBinaryData'> & IItemHelpers;
}

/** What a webhook node returns. */
export interface IWebhookResponseData {
  /** Items that start the workflow (undefined: do not start). */
  workflowData?: INodeExecutionData[][];
  /** Response body when responding immediately. */
  webhookResponse?: unknown;
  /** The node answered the request itself. */
  noWebhookResponse?: boolean;
  /** How the call is answered, where the node keeps it elsewhere than a `responseMode` parameter (Chat Trigger). */
  responseMode?: 'onReceived' | 'lastNode' | 'responseNode';
  /**
   * Resume this waiting execution with `workflowData`'s first item instead of starting a new
   * one (a chat reply to a Respond to Chat node that waits for it).
   */
  resumeExecutionId?: string;
}

/** The `this` of `INodeType.trigger`. */
export interface ITriggerFunctions extends IFunctionsBase {
  /** Starts an execution with `data`. */
  emit(data: INodeExecutionData[][], responsePromise?: unknown, donePromise?: unknown): void;
  /** Reports a trigger failure (activation error). */
  emitError(error: Error): void;
  getNodeParameter(name: string, fallback?: unknown, options?: IGetNodeParameterOptions): NodeParameterReturn;
  /** 'init', 'create', 'update', 'activate', 'manual'. */
  getActivationMode(): 'init' | 'create' | 'update' | 'activate' | 'manual' | 'leadershipChange';
  helpers: IRequestHelpers & Pick<IBinaryHelpers, 'prepareBinaryData'> & IItemHelpers;
}

/** What a trigger returns: how to stop it and how to fire it manually. */
export interface ITriggerResponse {
  closeFunction?: () => Promise<void>;
  manualTriggerFunction?: () => Promise<void>;
  manualTriggerResponse?: Promise<INodeExecutionData[][]>;
}

/** The `this` of `INodeType.poll`. */
export interface IPollFunctions extends IFunctionsBase {
  __emit(data: INodeExecutionData[][]): void;
  getNodeParameter(name: string, fallback?: unknown, options?: IGetNodeParameterOptions): NodeParameterReturn;
  getActivationMode(): 'init' | 'create' | 'update' | 'activate' | 'manual' | 'leadershipChange';
  helpers: IRequestHelpers & Pick<IBinaryHelpers, 'prepareBinaryData'> & IItemHelpers;
}

/** A page of workflows for pickers (Execute Workflow's list mode). */
export interface IWorkflowSearchPage {
  results: Array<{ id: string; name: string }>;
  /** Pass back to get the next page; undefined on the last one. */
  nextToken?: string;
}

/** The `this` of `methods.loadOptions` and `methods.listSearch`. */
export interface ILoadOptionsFunctions extends Omit<IFunctionsBase, 'getExecutionCancelSignal'> {
  /** A parameter of the node being edited (raw, expressions unresolved). */
  getNodeParameter(name: string, fallback?: unknown, options?: IGetNodeParameterOptions): NodeParameterReturn;
  /** Same as getNodeParameter (n8n name). */
  getCurrentNodeParameter(name: string, options?: IGetNodeParameterOptions): NodeParameterReturn | undefined;
  /** Every parameter of the node being edited. */
  getCurrentNodeParameters(): IDataObject | undefined;
  /** Workflows the requesting user may read, searchable and paginated (Switchyard extension). */
  searchWorkflows(filter: string | undefined, paginationToken: string | undefined): Promise<IWorkflowSearchPage>;
  /** A workflow the requesting user may read (Switchyard extension); fails as "not found" otherwise. */
  readWorkflow(workflowId: string): Promise<{ id: string; name: string; nodes: INode[] }>;
  helpers: IRequestHelpers;
}

/** The `this` of `methods.credentialTest`. */
export interface ICredentialTestFunctions {
  helpers: Pick<IRequestHelpers, 'httpRequest'>;
}

/** Result of a credential test. */
export interface INodeCredentialTestResult {
  status: 'OK' | 'Error';
  message: string;
}

/** Webhook lifecycle hooks for nodes that register webhooks with a remote service. */
/**
 * The `this` of a node's webhook setup methods (n8n's IHookFunctions): no request, but the
 * webhook's URL, the activation mode and the node's static data, where a node keeps the id
 * the service gave its registration.
 */
export interface IHookFunctions extends IFunctionsBase {
  getNodeParameter(name: string, fallback?: unknown, options?: IGetNodeParameterOptions): NodeParameterReturn;
  /** The URL the service is to call for the node's webhook `name` ('default'). */
  getNodeWebhookUrl(name: string): string | undefined;
  getWebhookName(): string;
  getWebhookDescription(name: string): IWebhookDescription | undefined;
  getActivationMode(): 'init' | 'create' | 'update' | 'activate' | 'manual';
  helpers: IRequestHelpers & IItemHelpers;
}

/**
 * Registration of a trigger's webhook with the service that calls it (Telegram's
 * setWebhook, a form tool's webhook list): `checkExists` first, `create` when it answers
 * false; `delete` when the workflow is deactivated or the test listen ends.
 */
export interface IWebhookSetupMethods {
  checkExists?(this: IHookFunctions): Promise<boolean>;
  create?(this: IHookFunctions): Promise<boolean>;
  delete?(this: IHookFunctions): Promise<boolean>;
}

/** A node type implementation. */
export interface INodeType {
  description: INodeTypeDescription;
  /** Regular nodes: items in, items per output out (`null`: no output). */
  execute?(this: IExecuteFunctions): Promise<INodeExecutionData[][] | null>;
  /** Sub-nodes (cluster nodes): what the node supplies its root node for item `itemIndex`. */
  supplyData?(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData>;
  /**
   * The typed inputs of `node` when the description computes them with an expression
   * (AI Agent, Basic LLM Chain: the output parser slot follows `hasOutputParser`).
   */
  inputsOf?(node: INode): Array<NodeConnectionType | INodeInputConfiguration>;
  /**
   * Main outputs of `node` when they follow its parameters (n8n's outputs expression: Switch 3+
   * has one per rule); the description's `outputs` count otherwise. An error output comes after.
   */
  mainOutputCount?(node: INode): number;
  /** Webhook nodes: answer a request, optionally start the workflow. */
  webhook?(this: IWebhookFunctions): Promise<IWebhookResponseData>;
  /**
   * Nodes that wait for a chat reply (Respond to Chat): the run resumes with the user's
   * message item, and this returns the node's output for it (n8n's `onMessage`).
   */
  onMessage?(this: IExecuteFunctions, message: INodeExecutionData): Promise<INodeExecutionData[][]>;
  /** Trigger nodes: start listening; return how to stop. */
  trigger?(this: ITriggerFunctions): Promise<ITriggerResponse | undefined>;
  /** Polling nodes: return new items or null. */
  poll?(this: IPollFunctions): Promise<INodeExecutionData[][] | null>;
  /** Remote webhook registration per webhook name ('default'). */
  webhookMethods?: { [name: string]: IWebhookSetupMethods };
  methods?: {
    loadOptions?: { [name: string]: (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]> };
    listSearch?: {
      [name: string]: (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) => Promise<INodeListSearchResult>;
    };
    credentialTest?: {
      [name: string]: (this: ICredentialTestFunctions, credential: ICredentialsDecrypted) => Promise<INodeCredentialTestResult>;
    };
    /** The fields of a resourceMapper parameter, read from the remote resource (a table's columns). */
    resourceMapping?: { [name: string]: (this: ILoadOptionsFunctions) => Promise<ResourceMapperFields> };
    /** The fields of a resourceMapper parameter, read from the instance's own data (a sub-workflow's inputs). */
    localResourceMapping?: { [name: string]: (this: ILoadOptionsFunctions) => Promise<ResourceMapperFields> };
  };
}

/** n8n's versioned node type: one implementation per version under a shared base description. */
export interface IVersionedNodeType {
  /** Implementations by version. */
  nodeVersions: { [version: number]: INodeType };
  /** Version new nodes get. */
  currentVersion: number;
  /** Shared name, display name, icon, ... */
  description: Omit<INodeTypeDescription, 'version' | 'properties' | 'inputs' | 'outputs' | 'defaults'> &
    Partial<INodeTypeDescription> & { defaultVersion?: number };
}

/** Whether a registration is a versioned node type. */
export function isVersionedNodeType(type: INodeType | IVersionedNodeType): type is IVersionedNodeType {
  return 'nodeVersions' in type;
}

/** Final statuses an execution can end with. */
export type FinishedExecutionStatus = Extract<ExecutionStatus, 'success' | 'error' | 'canceled' | 'crashed' | 'waiting'>;
