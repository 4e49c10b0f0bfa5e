/**
 * Runs executions for the server: records each in the database, runs it through the
 * engine with a timeout and a stop handle, pushes progress to the editor tab that started
 * it, keeps or deletes it per the save settings, and runs the error workflow when a
 * production execution fails. Webhooks, triggers and the run route all start runs here.
 */
import { ResumeSigner } from './resume-signature';
import type { ExecutionStatus, IDataObject, IExecutionSummary, INode, IWorkflowBase, WorkflowExecuteMode } from '@sdk/workflow';
import type { ServerConfig } from '../config';
import type { Repositories } from '../db';
import type { ExecutionRepository } from '../db/repositories/execution-repository';
import type { PushMessage, PushTarget } from '../push';
import { UserActivation } from './user-activation';
import { ActiveExecutions } from './active-executions';
import type { IExecutionStarter, RunAs, StartExecution, StartedExecution } from './execution-starter';
import { BinaryDataStore } from './binary-data';
import { createEngineServices } from './engine-services';
import { runErrorWorkflow } from './error-workflow';
import { ExecutionCancelledError, serializeError } from './node-errors';
import { outputMaxDepth } from '../config/limits';
import type { NodeTypeRegistry } from './node-type-registry';
import type { EngineServices, IWebhookResponseChannel, RunHooks, RunLimits, RunnableWorkflow, RunResult } from './run-types';
import type { ICodeSandbox } from '../sandbox/types';
import { OAUTH_TOKEN_DATA_KEY } from '../credentials/redaction';
import { executionTimeoutMs, shouldSaveExecution } from './save-settings';
import { createSubWorkflowRunner } from './sub-workflow';
import { runWorkflow } from './workflow-execute';
import type { CredentialService, CredentialTypeRegistry } from '../credentials';
import { mayUseCredential } from '../permissions/credential-use';
import { getWorkflowPermissions, isInstanceOwner } from '../permissions/workflow-permissions';
import { createVectorMemory } from './vector-memory';
import type { IEventSink } from '../eventbus/event-bus';
import { saveWithRetry } from './save-retry';
import type { SaveRetryPolicy } from './save-retry';

export type { IExecutionStarter, RunAs, StartExecution, StartedExecution } from './execution-starter';

/** `runAs` as the subject of the permission functions. */
export function runAsSubject(runAs: RunAs): { id: string; role: 'owner' | 'member' } {
  return { id: runAs.userId ?? '', role: runAs.isInstanceOwner ? 'owner' : 'member' };
}

/** What the service needs from the server. */
export interface ExecutionServiceDeps {
  config: ServerConfig;
  repositories: Repositories;
  executions: ExecutionRepository;
  /** Where progress for editor tabs goes (the server's push streams, or Redis on a worker). */
  push: IPushSender;
  nodeTypes: NodeTypeRegistry;
  credentials: { service: CredentialService; types: CredentialTypeRegistry; formWaitingKey?: Buffer };
  urls(): { restApiUrl: string; instanceBaseUrl: string; webhookWaitingBaseUrl: string };
  /** Where failures outside any request are logged (the server's logger). */
  logger?: ExecutionLogger;
  /** Where the server's Code nodes run their JavaScript. */
  codeSandbox: ICodeSandbox;
  /** Where Respond to Webhook nodes hand their answer to the waiting webhook call. */
  webhookResponses: IWebhookResponseChannel;
  /** Where workflow and node events go (log streaming); none when left out. */
  events?: IEventSink;
  /** Queue mode (mains and webhook processes): takes the runs this process does not run itself. */
  queue?: IExecutionQueue | undefined;
  /** Queue mode: keeps the runs this process carries out itself known, so a crash is noticed. */
  localRuns?: ILocalRuns | undefined;
  /** Queue-mode workers: how a save is retried while the database is unreachable; once when left out. */
  saveRetry?: SaveRetryPolicy | undefined;
}

/**
 * The runs a queue-mode process carries out itself, outside the queue (see
 * scaling/local-runs.ts): another process marks them crashed if this one dies.
 */
export interface ILocalRuns {
  /** Records that this process runs the execution; the returned call says it ended. */
  track(executionId: string): () => void;
}

/** Sends a message to an editor tab (see push/push-service.ts). */
export interface IPushSender {
  send(target: PushTarget, message: PushMessage): unknown;
}

/**
 * Hands executions to other processes (queue mode, see scaling/execution-queue.ts): the
 * service records each run, then asks the queue whether it takes it.
 */
export interface IExecutionQueue {
  /** Whether `request` runs through the queue rather than in this process. */
  accepts(request: StartExecution): boolean;
  /** Queues the recorded execution; `done` settles once a worker finished it. */
  enqueue(executionId: string, request: StartExecution): Promise<StartedExecution>;
  /** Stops a queued or running execution wherever it is; undefined when there is none. */
  stop(executionId: string): Promise<RunResult | undefined>;
}

/** The part of the server's logger (pino's signature) the execution service writes to. */
export interface ExecutionLogger {
  error(details: object, message: string): void;
}

/** Starts, tracks and stops executions. */
export class ExecutionService implements IExecutionStarter {
  readonly active = new ActiveExecutions();

  /** Binary data on disk in the user folder. */
  readonly binary: BinaryDataStore;

  /**
   * How deep each running sub-workflow execution is nested. Kept here, not in a runner,
   * because a nested run may be handed fresh engine services: only a map shared by every
   * run of this server sees the whole chain.
   */
  readonly subWorkflowDepth = new Map<string, number>();
  private readonly servicesByRunAs = new WeakMap<RunAs, { urls: object; services: EngineServices }>();
  /** The Simple Vector Stores of every workflow this service runs. */
  private readonly vectorMemory = createVectorMemory();
  /** The workflow as recorded with its executions, per workflow object (see start). */
  private readonly recordedWorkflows = new WeakMap<RunnableWorkflow, IWorkflowBase>();
  /** Each workflow's nodes by name, for node events (an active workflow's runs share one). */
  private readonly nodesByName = new WeakMap<RunnableWorkflow, Map<string, RunnableWorkflow['nodes'][number]>>();

  /** What each run may use (docs/security.md "Resource limits"). */
  readonly runLimits: RunLimits;

  /** Told of every run saved as waiting (see {@link onWaiting}). */
  private readonly waitingListeners = new Set<(executionId: string, waitTill: Date) => void>();

  /** Marks a workflow's owner activated after its first successful production run. */
  private readonly userActivation: UserActivation;

  constructor(private readonly deps: ExecutionServiceDeps) {
    this.binary = new BinaryDataStore(deps.config.userFolder);
    this.userActivation = new UserActivation(deps.repositories);
    const { limits } = deps.config;
    this.runLimits = { maxNodeRuns: limits.maxNodeRuns, maxDataSize: limits.executionDataMaxBytes, maxOutputDepth: outputMaxDepth(limits) };
  }

  /** The server's limits (`jsonMaxDepth` also bounds webhook bodies). */
  get limits(): ServerConfig['limits'] {
    return this.deps.config.limits;
  }

  /** Logs a failure that has no request to answer. */
  logError(error: unknown, message: string, details: object = {}): void {
    try {
      this.deps.logger?.error({ ...details, err: error }, message);
    } catch {
      // A logger that throws must not take the execution with it.
    }
  }

  /**
   * Saves a finished run with `save`. An error while saving (a value JSON cannot write, a
   * database failure) is logged and the execution is recorded as failed with that error,
   * without its run data; the returned result is then that failure. Never throws.
   */
  async saveResult(executionId: string, result: RunResult, save: () => Promise<void>): Promise<RunResult> {
    try {
      await saveWithRetry(`Execution ${executionId}`, save, this.deps.saveRetry);
      if (result.status === 'waiting' && result.waitTill) this.notifyWaiting(executionId, result.waitTill);
      return result;
    } catch (error) {
      this.logError(error, `Execution ${executionId} could not be saved`, { executionId });
      const reason = error instanceof Error ? error.message : String(error);
      const failed: RunResult = {
        ...result,
        status: 'error',
        finished: false,
        waitTill: undefined,
        data: {
          resultData: {
            runData: {},
            lastNodeExecuted: result.data.resultData.lastNodeExecuted,
            error: { name: 'ExecutionSaveError', message: `The execution could not be saved: ${reason}`, timestamp: Date.now() },
          },
        },
      };
      try {
        await this.deps.executions.finish(executionId, {
          status: 'error',
          finished: false,
          stoppedAt: result.stoppedAt,
          waitTill: null,
          data: failed.data,
        });
      } catch (second) {
        this.logError(second, `Execution ${executionId} could not be marked as failed`, { executionId });
      }
      return failed;
    }
  }

  /**
   * Calls `listener` each time a run is saved as waiting, with its resume time, so a wait
   * due before the next look at the stored ones still resumes on time. Returns the disposer.
   */
  onWaiting(listener: (executionId: string, waitTill: Date) => void): () => void {
    this.waitingListeners.add(listener);
    return () => this.waitingListeners.delete(listener);
  }

  private notifyWaiting(executionId: string, waitTill: Date): void {
    for (const listener of this.waitingListeners) {
      try {
        listener(executionId, waitTill);
      } catch (error) {
        this.logError(error, `Execution ${executionId}: a waiting listener failed`, { executionId });
      }
    }
  }

  /** The execution repository. */
  get repository(): ExecutionRepository {
    return this.deps.executions;
  }

  /** Marks executions a crashed process left running (call once at start-up). */
  async recoverCrashed(): Promise<number> {
    return this.deps.executions.markCrashed();
  }

  /** Engine services acting for `runAs`. */
  engineServices(runAs: RunAs): EngineServices {
    const urls = this.deps.urls();
    // A production webhook hands the same RunAs object on every call: its services are
    // built once (while the server's URLs stay the same object, i.e. once it listens).
    const cached = this.servicesByRunAs.get(runAs);
    if (cached !== undefined && cached.urls === urls) return cached.services;
    const services = this.buildEngineServices(runAs, urls);
    this.servicesByRunAs.set(runAs, { urls, services });
    return services;
  }

  private buildEngineServices(runAs: RunAs, urls: ReturnType<ExecutionServiceDeps['urls']>): EngineServices {
    const { config, credentials, repositories } = this.deps;
    return createEngineServices({
      nodeTypes: this.deps.nodeTypes,
      userFolder: config.userFolder,
      fileAccessFolders: config.fileAccessFolders,
      timezone: config.timezone,
      waitInProcessMs: config.waitInProcessMs,
      ...urls,
      ...(credentials.formWaitingKey ? { resumeSigner: new ResumeSigner(credentials.formWaitingKey) } : {}),
      // Every credential use is checked for the identity the run acts as (owner or sharee):
      // a workflow names credentials by id, and its nodes may have been edited by others.
      loadCredential: async (id) => {
        const key = String(id);
        if (!(await mayUseCredential(repositories.credentials, runAsSubject(runAs), key, credentials.service.sharingEnabled)))
          return undefined;
        return credentials.service.decryptedData(key);
      },
      credentialType: (name) => credentials.types.get(name),
      deduplication: repositories.processedData,
      chatMemory: repositories.chatMemory,
      // One memory for every run this service starts, whoever runs it: n8n's stores are per process.
      vectorMemory: this.vectorMemory,
      codeSandbox: this.deps.codeSandbox,
      webhookResponses: this.deps.webhookResponses,
      // A refreshed token replaces the stored one, so the next run does not refresh again.
      saveOAuth2Token: (credentialId, tokenData) =>
        credentials.service.changeStoredData(credentialId, (data) => ({ ...data, [OAUTH_TOKEN_DATA_KEY]: tokenData })),
      executeWorkflow: createSubWorkflowRunner(this, runAs),
    });
  }

  /** Starts an execution; resolves once it is recorded and running (or queued). */
  async start(request: StartExecution): Promise<StartedExecution> {
    const { workflow, mode } = request;
    const startedAt = new Date();
    const workflowData = this.recordedWorkflow(workflow, request.pinData);
    const filedUnder = request.saved && workflow.id ? workflow.id : null;
    const queue = this.deps.queue?.accepts(request) === true ? this.deps.queue : undefined;
    const executionId = await this.deps.executions.create({
      workflowId: filedUnder,
      workflowName: workflow.name ?? null,
      mode,
      // A queued run is 'new' until a worker takes it.
      ...(queue !== undefined ? { status: 'new' as const } : {}),
      startedAt,
      retryOf: request.retryOf ?? null,
      workflowData,
      // A run not filed under a saved workflow belongs to whoever it acts as.
      startedBy: filedUnder === null ? (request.runAs.userId ?? null) : null,
    });
    if (queue !== undefined) return queue.enqueue(executionId, request);
    const started = this.run(executionId, request, startedAt);
    const ended = this.trackLocalRun(executionId);
    void started.done.finally(ended);
    return started;
  }

  /**
   * Records that this process runs `executionId` outside the queue (in queue mode; nothing in
   * regular mode, whose start-up marks what a crash left running); call the result when it ends.
   * A worker's jobs are not recorded: BullMQ notices when their worker dies.
   */
  trackLocalRun(executionId: string): () => void {
    return this.deps.localRuns?.track(executionId) ?? (() => undefined);
  }

  /**
   * Runs an execution recorded before (by this process, or by the main process that queued
   * it for this worker); resolves once it is running.
   */
  run(executionId: string, request: StartExecution, startedAt = new Date()): StartedExecution {
    const { workflow, mode } = request;
    const filedUnder = request.saved && workflow.id ? workflow.id : null;
    const controller = new AbortController();
    const summary: IExecutionSummary = {
      id: executionId,
      mode,
      status: 'running',
      startedAt: startedAt.toISOString(),
      workflowId: workflow.id ?? '',
      workflowName: workflow.name,
      retryOf: request.retryOf ?? null,
      finished: false,
    };
    const push = this.pusher(request.pushRef, executionId);
    push('executionStarted', {
      executionId,
      mode,
      startedAt: summary.startedAt,
      workflowId: summary.workflowId,
      workflowName: workflow.name,
      retryOf: request.retryOf,
    });
    const about = { executionId, workflowId: summary.workflowId, workflowName: workflow.name, isManual: mode === 'manual', mode };
    this.deps.events?.emit('n8n.workflow.started', about);
    const timeout = executionTimeoutMs(workflow.settings, this.deps.config);
    const timer =
      timeout === undefined ? undefined : setTimeout(() => controller.abort(new ExecutionCancelledError(executionId, 'timeout')), timeout);
    timer?.unref();
    // Recorded before the engine starts: the run may reach its own Execute Workflow node
    // before the caller sees the id.
    if (request.subWorkflowDepth !== undefined) this.subWorkflowDepth.set(executionId, request.subWorkflowDepth);
    const done = (async () => {
      let result: RunResult;
      try {
        result = await this.runEngine(request, executionId, controller.signal, push);
      } finally {
        if (timer) clearTimeout(timer);
        this.subWorkflowDepth.delete(executionId);
      }
      const ran = result;
      result = await this.saveResult(executionId, ran, () => this.persist(request, executionId, ran));
      this.emitFinished(about, result);
      push('executionFinished', {
        executionId,
        data: {
          data: result.data,
          mode,
          startedAt: result.startedAt,
          stoppedAt: result.stoppedAt,
          status: result.status,
          finished: result.finished,
          waitTill: result.waitTill,
        },
        retryOf: request.retryOf,
      });
      await this.userActivation.afterRun(filedUnder, mode, result.status).catch((error: unknown) => {
        this.logError(error, `Execution ${executionId}: the owner could not be marked activated`, { executionId });
      });
      if (result.status === 'error' && mode !== 'manual') {
        await runErrorWorkflow(this, { executionId, workflow, mode, result, retryOf: request.retryOf, runAs: request.runAs }).catch(
          () => undefined,
        );
      }
      return result;
    })().catch((error: unknown): RunResult => {
      // Nothing above should throw; if it does, the run ends as failed, never as an
      // unhandled rejection (which would end the process).
      this.logError(error, `Execution ${executionId} failed outside the engine`, { executionId });
      const now = new Date();
      return {
        data: { resultData: { runData: {}, error: serializeError(error) } },
        status: 'error',
        finished: false,
        mode,
        startedAt,
        stoppedAt: now,
        staticDataChanged: false,
      };
    });
    this.active.add({ summary, controller, done });
    return { executionId, done };
  }

  /** Whether executions of this process go through a queue. */
  get queued(): boolean {
    return this.deps.queue !== undefined;
  }

  /**
   * The workflow data an execution records. An active workflow's runs (webhook calls,
   * triggers) all pass the same workflow object, so they share one recorded object, which
   * the repository packs once; runs with their own pinned data get their own.
   */
  private recordedWorkflow(workflow: RunnableWorkflow, pinData: StartExecution['pinData']): IWorkflowBase {
    const shared = pinData === undefined || pinData === workflow.pinData;
    const cached = shared ? this.recordedWorkflows.get(workflow) : undefined;
    if (cached !== undefined) return cached;
    const data = {
      id: workflow.id,
      name: workflow.name ?? '',
      active: workflow.active ?? false,
      nodes: workflow.nodes,
      connections: workflow.connections,
      settings: workflow.settings,
      pinData: pinData ?? workflow.pinData,
      ...(typeof workflow.versionId === 'string' ? { versionId: workflow.versionId } : {}),
    } as IWorkflowBase;
    if (shared) this.recordedWorkflows.set(workflow, data);
    return data;
  }

  /** `n8n.workflow.success`, or `n8n.workflow.failed` for a run that failed, crashed or was stopped; nothing while it waits. */
  private emitFinished(about: Record<string, unknown>, result: RunResult): void {
    if (this.deps.events === undefined || result.status === 'waiting' || result.status === 'running' || result.status === 'new') return;
    const error = result.data.resultData.error;
    const success = result.status === 'success';
    this.deps.events.emit(success ? 'n8n.workflow.success' : 'n8n.workflow.failed', {
      ...about,
      success,
      status: result.status,
      lastNodeExecuted: result.data.resultData.lastNodeExecuted,
      errorMessage: success ? undefined : error?.message,
    });
  }

  private emitNode(
    name: 'n8n.node.started' | 'n8n.node.finished',
    workflow: RunnableWorkflow,
    executionId: string,
    nodeName: string,
  ): void {
    if (this.deps.events === undefined) return;
    let byName = this.nodesByName.get(workflow);
    if (byName === undefined) {
      byName = new Map(workflow.nodes.map((candidate) => [candidate.name, candidate]));
      this.nodesByName.set(workflow, byName);
    }
    const node = byName.get(nodeName);
    this.deps.events.emit(name, {
      executionId,
      workflowId: workflow.id,
      workflowName: workflow.name,
      nodeName,
      nodeId: node?.id,
      nodeType: node?.type,
    });
  }

  /** Sends a message to the tab `pushRef` (none without one); progress a tab misses is logged, never fails a run. */
  pusher(pushRef: string | undefined, executionId: string): (type: string, data: unknown) => void {
    return (type, data) => {
      if (!pushRef) return;
      try {
        this.deps.push.send(pushRef, { type, data });
      } catch (error) {
        this.logError(error, `Execution ${executionId}: a push message could not be sent`, { executionId, type });
      }
    };
  }

  /** The hooks that report a run's node progress to a tab (`pushRef`) and to the event bus; none when neither listens. */
  progressHooks(
    workflow: RunnableWorkflow,
    executionId: string,
    pushRef: string | undefined,
    push = this.pusher(pushRef, executionId),
  ): RunHooks | undefined {
    if (!pushRef && !this.deps.events) return undefined;
    return {
      nodeExecuteBefore: (nodeName) => {
        push('nodeExecuteBefore', { executionId, nodeName });
        this.emitNode('n8n.node.started', workflow, executionId, nodeName);
      },
      nodeExecuteAfter: (nodeName, data) => {
        push('nodeExecuteAfter', { executionId, nodeName, data });
        this.emitNode('n8n.node.finished', workflow, executionId, nodeName);
      },
      sendMessageToUI: (source, message) => push('sendConsoleMessage', { source: `[Node: "${source}"]`, messages: [message] }),
    };
  }

  private async runEngine(
    request: StartExecution,
    executionId: string,
    signal: AbortSignal,
    push: (type: string, data: unknown) => void,
  ): Promise<RunResult> {
    try {
      return await runWorkflow({
        workflow: request.workflow,
        mode: request.mode,
        executionId,
        startNodes: request.startNodes,
        destinationNode: request.destinationNode,
        runData: request.runData,
        pinData: request.pinData,
        triggerOutput: request.triggerOutput,
        customData: request.customData,
        signal,
        limits: this.runLimits,
        services: this.engineServices(request.runAs),
        hooks: this.progressHooks(request.workflow, executionId, request.pushRef, push),
      });
    } catch (error) {
      // The engine reports node failures in its result; anything thrown here is a bug or a
      // broken workflow, recorded as the execution's error rather than lost.
      const now = new Date();
      return {
        data: { resultData: { runData: {}, error: serializeError(error) } },
        status: 'error',
        finished: false,
        mode: request.mode,
        startedAt: now,
        stoppedAt: now,
        staticDataChanged: false,
      };
    }
  }

  private async persist(request: StartExecution, executionId: string, result: RunResult): Promise<void> {
    const keep = shouldSaveExecution(request.mode, result.status, request.workflow.settings, this.deps.config);
    if (!keep) {
      await this.deps.executions.delete([executionId]);
      return;
    }
    await this.deps.executions.finish(executionId, {
      status: result.status,
      finished: result.finished,
      stoppedAt: result.stoppedAt,
      waitTill: result.waitTill ?? null,
      data: result.data,
    });
    if (request.retryOf && result.status === 'success') await this.deps.executions.setRetrySuccess(request.retryOf, executionId);
    if (result.staticDataChanged && request.saved && request.workflow.id && request.mode !== 'manual') {
      await this.deps.executions.saveStaticData(request.workflow.id, result.staticData ?? {});
    }
  }

  /**
   * Saves what a workflow's trigger or polling nodes remember between runs, when it
   * changed outside an execution (a poll that found nothing new still moves its marker).
   */
  async saveStaticData(workflowId: string, data: IDataObject): Promise<void> {
    await this.deps.executions.saveStaticData(workflowId, data);
  }

  /** Stops a running (or waiting) execution; undefined when there is none. */
  async stop(
    id: string,
  ): Promise<{ mode: WorkflowExecuteMode; startedAt: string; stoppedAt: string; finished: boolean; status: ExecutionStatus } | undefined> {
    const result = (await this.active.stop(id)) ?? (await this.deps.queue?.stop(id));
    if (result)
      return {
        mode: result.mode,
        startedAt: result.startedAt.toISOString(),
        stoppedAt: result.stoppedAt.toISOString(),
        finished: result.finished,
        status: result.status,
      };
    const stored = await this.deps.executions.get(id);
    if (!stored || stored.status !== 'waiting') return undefined;
    const stoppedAt = new Date();
    stored.data.resultData.error = serializeError(new ExecutionCancelledError(id));
    await this.deps.executions.finish(id, { status: 'canceled', finished: false, stoppedAt, waitTill: null, data: stored.data });
    return { mode: stored.mode, startedAt: stored.startedAt, stoppedAt: stoppedAt.toISOString(), finished: false, status: 'canceled' };
  }

  /** The first enabled node of `type`. */
  static findNode(workflow: RunnableWorkflow, type: string): INode | undefined {
    return workflow.nodes.find((n) => n.type === type && !n.disabled);
  }

  /** A saved workflow in the engine's shape, or undefined. */
  async loadWorkflow(id: string): Promise<(RunnableWorkflow & { id: string; name: string }) | undefined> {
    const record = await this.deps.repositories.workflows.get(id);
    if (!record) return undefined;
    const staticData =
      typeof record.staticData === 'string' ? (JSON.parse(record.staticData) as IDataObject) : (record.staticData ?? undefined);
    return {
      id: record.id,
      name: record.name,
      active: record.active,
      nodes: record.nodes,
      connections: record.connections,
      settings: record.settings ?? undefined,
      pinData: record.pinData ?? undefined,
      staticData,
    };
  }

  /** Whether the identity `runAs` may use (run as a sub-workflow) the saved workflow `workflowId`. */
  async mayUseWorkflow(runAs: RunAs, workflowId: string): Promise<boolean> {
    const access = await this.deps.repositories.workflowSharing.accessOfOne(workflowId);
    const facts = { ownerId: access.owner?.id ?? null, shareeIds: access.sharees.map((s) => s.id) };
    return getWorkflowPermissions(runAsSubject(runAs), facts, { sharingEnabled: this.deps.credentials.service.sharingEnabled }).use;
  }

  /**
   * The saved workflow execution `executionId` is filed under, as recorded when it started;
   * undefined for a run not filed under one. This, not the id in the workflow JSON a client
   * sent, is who the run is when it calls a sub-workflow.
   */
  async filedWorkflowId(executionId: string): Promise<string | undefined> {
    const summary = await this.deps.executions.getSummary(executionId);
    return summary === undefined || summary.workflowId === '' ? undefined : summary.workflowId;
  }

  /** Id of a workflow's owner. */
  async ownerOf(workflowId: string): Promise<string | undefined> {
    return (await this.deps.repositories.workflowSharing.accessOfOne(workflowId)).owner?.id;
  }

  /** Who production runs of a workflow act for: its owner. */
  async runAsOwnerOf(workflowId: string): Promise<RunAs> {
    const ownerId = await this.ownerOf(workflowId);
    const owner = ownerId ? await this.deps.repositories.users.findById(ownerId) : undefined;
    return { userId: ownerId, isInstanceOwner: owner !== undefined && isInstanceOwner(owner) };
  }

  /**
   * Who a stored execution acts as when it goes on (a waiting execution resumed): the owner
   * of the workflow it is filed under, else the user who started it. Never taken from the
   * workflow JSON it recorded, whose id a client chose. An old unfiled run without a
   * recorded starter acts as nobody (it can use no credential).
   */
  async runAsOfExecution(executionId: string): Promise<RunAs> {
    const filed = await this.filedWorkflowId(executionId);
    if (filed !== undefined) return this.runAsOwnerOf(filed);
    const starterId = await this.deps.executions.startedBy(executionId);
    const starter = starterId === undefined ? undefined : await this.deps.repositories.users.findById(starterId);
    if (starter === undefined || starter.disabled) return { userId: undefined, isInstanceOwner: false };
    return { userId: starter.id, isInstanceOwner: isInstanceOwner(starter) };
  }

  /** The instance's caller policy default. */
  defaultCallerPolicy(): string {
    return this.deps.config.workflowCallerPolicyDefaultOption;
  }

  /** The editor's base URL. */
  instanceBaseUrl(): string {
    return this.deps.urls().instanceBaseUrl;
  }
}
