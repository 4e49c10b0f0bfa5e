/**
 * Executions paused by a Wait node (status `waiting`, `waitTill` stored): they continue
 * at their time, also after a restart (the stored ones are read at start and every
 * {@link WAIT_POLL_MS} or SWITCHYARD_WAIT_POLL_MS, and those due before the next poll get a
 * timer; a run that starts waiting between two polls gets its timer when it is saved, so a
 * webhook wait's time limit shorter than the poll interval ends at its time), or when
 * `$execution.resumeUrl` (`/webhook-waiting/<executionId>[/suffix]`) is called, in which
 * case the call becomes the Wait node's output and is answered like a webhook call.
 *
 * Resuming runs the nodes after the Wait node, and whatever else was still to run when it
 * paused (other branches, inputs a Merge waited for: the engine state stored with the
 * execution), with the stored run data, under the same execution id, and stores the
 * outcome per the save settings.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { INodeExecutionData, IRunData, IWorkflowBase } from '@sdk/workflow';
import type { ServerConfig } from '../config';
import type { ExecutionService, StartedExecution } from '../engine/execution-service';
import { ExecutionCancelledError, serializeError } from '../engine/node-errors';
import type { NodeTypeRegistry } from '../engine/node-type-registry';
import type { RunnableWorkflow, RunResult } from '../engine/run-types';
import { executionTimeoutMs, shouldSaveExecution } from '../engine/save-settings';
import type { ResumeSigner } from '../engine/resume-signature';
import { runWorkflow } from '../engine/workflow-execute';
import { errorResponse, writeResponse } from './respond';
import { handleWebhookCall, WebhookCallRefused } from './webhook-call';
import { normalizePath, webhookMethodsOf } from './webhook-paths';

/** How often stored waiting executions are looked at. */
export const WAIT_POLL_MS = 60_000;
/** Executions due within this window get a timer at each poll. */
export const WAIT_LOOKAHEAD_MS = 70_000;

function toRunnable(data: IWorkflowBase): RunnableWorkflow {
  return {
    id: data.id,
    name: data.name,
    active: data.active,
    nodes: data.nodes,
    connections: data.connections,
    settings: data.settings,
    pinData: data.pinData ?? undefined,
  };
}

/** Resumes waiting executions by time and by webhook call. */
export class WaitingExecutions {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly resuming = new Set<string>();
  private poller: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly deps: {
      executions: ExecutionService;
      nodeTypes: NodeTypeRegistry;
      config: ServerConfig;
      webhookBase(): string;
      /** Checks the signatures of send-and-wait resume links. */
      resumeSigner?: ResumeSigner;
    },
  ) {}

  /** The poll interval: the server setting, else {@link WAIT_POLL_MS}. */
  private get pollMs(): number {
    return this.deps.config.waitPollMs ?? WAIT_POLL_MS;
  }

  /** Starts watching the stored waiting executions. */
  async start(): Promise<void> {
    this.stopListening = this.deps.executions.onWaiting((id, waitTill) => this.schedule(id, waitTill.getTime()));
    await this.poll();
    this.poller = setInterval(() => void this.poll().catch(() => undefined), this.pollMs);
    this.poller.unref();
  }

  /** Stops the timers (shutdown). */
  close(): void {
    if (this.poller !== undefined) clearInterval(this.poller);
    this.stopListening?.();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Looks for waiting executions due soon and sets their timers. */
  async poll(): Promise<void> {
    const { results } = await this.deps.executions.repository.list({ status: ['waiting'] }, { limit: 1000 });
    for (const execution of results) {
      const at = execution.waitTill ? Date.parse(execution.waitTill) : NaN;
      this.schedule(execution.id, at);
    }
  }

  /** Sets a timer resuming `executionId` at `at` when that comes before the next poll (else the poll does). */
  private schedule(executionId: string, at: number): void {
    const horizon = Date.now() + this.pollMs + (WAIT_LOOKAHEAD_MS - WAIT_POLL_MS);
    if (!Number.isFinite(at) || at > horizon || this.timers.has(executionId)) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(executionId);
        void this.resume(executionId)
          .then((started) => started?.done)
          .catch(() => undefined);
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    this.timers.set(executionId, timer);
  }

  /**
   * Continues `executionId` after its Wait node; `output` (a webhook call) replaces the
   * Wait node's output, or `message` (a chat reply) becomes it through the node's `onMessage`.
   * `pushRef` names the editor tab that follows the run's progress. Undefined when the
   * execution is not waiting (any more).
   */
  async resume(
    executionId: string,
    output?: INodeExecutionData[][],
    options: { message?: INodeExecutionData; pushRef?: string } = {},
  ): Promise<StartedExecution | undefined> {
    if (this.resuming.has(executionId)) return undefined;
    this.resuming.add(executionId);
    try {
      const { executions, config } = this.deps;
      const stored = await executions.repository.get(executionId);
      if (stored === undefined || stored.status !== 'waiting') return undefined;
      if (!(await executions.repository.claimWaiting(executionId))) return undefined;
      // From here this process runs it: if it dies, another marks the execution crashed.
      const ended = executions.trackLocalRun(executionId);
      const timer = this.timers.get(executionId);
      if (timer !== undefined) clearTimeout(timer);
      this.timers.delete(executionId);
      const workflow = toRunnable(stored.workflowData);
      const waitNode = stored.data.resultData.lastNodeExecuted ?? '';
      const runData: IRunData = structuredClone(stored.data.resultData.runData);
      const runs = runData[waitNode];
      const lastRun = runs?.[runs.length - 1];
      if (output !== undefined && lastRun !== undefined) lastRun.data = { main: output };
      const runAs = await executions.runAsOfExecution(executionId);
      const controller = new AbortController();
      const startedAt = new Date();
      const runNodeFilter = stored.data.startData?.runNodeFilter;
      // The workflow's timeout counts again from the resumption, as for a new run.
      const timeout = executionTimeoutMs(workflow.settings, config);
      const timeoutTimer =
        timeout === undefined
          ? undefined
          : setTimeout(() => controller.abort(new ExecutionCancelledError(executionId, 'timeout')), timeout);
      timeoutTimer?.unref();
      const push = executions.pusher(options.pushRef, executionId);
      const done = (async (): Promise<RunResult> => {
        const result: RunResult = await runWorkflow({
          workflow,
          mode: stored.mode,
          executionId,
          runData,
          pinData: workflow.pinData,
          signal: controller.signal,
          services: executions.engineServices(runAs),
          limits: executions.runLimits,
          hooks: executions.progressHooks(workflow, executionId, options.pushRef, push),
          resume: {
            nodeName: waitNode,
            executionData: stored.data.executionData,
            ...(runNodeFilter ? { runNodeFilter } : {}),
            ...(options.message ? { message: options.message } : {}),
          },
          ...(stored.data.resultData.metadata ? { customData: stored.data.resultData.metadata as Record<string, string> } : {}),
        }).catch((error: unknown) => ({
          data: { resultData: { runData, error: serializeError(error) } },
          status: 'error' as const,
          finished: false,
          mode: stored.mode,
          startedAt,
          stoppedAt: new Date(),
          staticDataChanged: false,
        }));
        if (timeoutTimer) clearTimeout(timeoutTimer);
        delete result.data.waitTill;
        if (!result.waitTill) result.data.waitTill = undefined;
        // An error while saving marks the execution failed (and is logged), never rejects.
        const saved = await executions.saveResult(executionId, result, async () => {
          if (shouldSaveExecution(stored.mode, result.status, workflow.settings, config)) {
            await executions.repository.finish(executionId, {
              status: result.status,
              finished: result.finished,
              stoppedAt: result.stoppedAt,
              waitTill: result.waitTill ?? null,
              data: result.data,
            });
          } else {
            await executions.repository.delete([executionId]);
          }
        });
        push('executionFinished', {
          executionId,
          data: { data: saved.data, mode: stored.mode, startedAt: saved.startedAt, stoppedAt: saved.stoppedAt, status: saved.status },
        });
        return saved;
      })();
      executions.active.add({
        summary: {
          id: executionId,
          mode: stored.mode,
          status: 'running',
          startedAt: stored.startedAt,
          workflowId: workflow.id ?? '',
          workflowName: workflow.name,
          finished: false,
          retryOf: null,
        },
        controller,
        done,
      });
      void done
        .finally(() => {
          this.resuming.delete(executionId);
          ended();
        })
        .catch(() => undefined);
      return { executionId, done };
    } catch (error) {
      this.resuming.delete(executionId);
      throw error;
    }
  }

  /** Answers a call to `/webhook-waiting/<executionId>[/suffix]`. */
  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const params = request.params as { id?: string; '*'?: string };
    const executionId = params.id ?? '';
    const suffix = normalizePath(params['*'] ?? '');
    const method = request.method;
    const notFound = (message: string, status = 404) => {
      reply.hijack();
      writeResponse(reply.raw, method, errorResponse(status, message));
    };
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(executionId)) return notFound(`The execution "${executionId.slice(0, 64)}" does not exist.`);
    const stored = await this.deps.executions.repository.get(executionId);
    if (stored === undefined) return notFound(`The execution "${executionId}" does not exist.`);
    if (stored.status !== 'waiting') return notFound(`The execution "${executionId}" is not waiting.`, 409);
    const workflow = toRunnable(stored.workflowData);
    const node = workflow.nodes.find((n) => n.name === stored.data.resultData.lastNodeExecuted);
    const nodeType = node && this.deps.nodeTypes.getClosest(node.type, node.typeVersion);
    const sendAndWait = node?.parameters['operation'] === 'sendAndWait';
    if (node === undefined || nodeType?.webhook === undefined || (node.parameters['resume'] !== 'webhook' && !sendAndWait)) {
      return notFound(`The execution "${executionId}" is not waiting for a webhook call.`, 409);
    }
    // A send-and-wait node is resumed by the signed link it sent: `<executionId>/<nodeId>?...&signature=`.
    const wantedSuffix = sendAndWait
      ? normalizePath(node.id)
      : normalizePath(String((node.parameters['options'] as { webhookSuffix?: string } | undefined)?.webhookSuffix ?? ''));
    const methods = sendAndWait ? ['GET', 'POST'] : webhookMethodsOf(node.parameters);
    const signed =
      !sendAndWait ||
      this.deps.resumeSigner?.verify(executionId, node.id, (request.query as Record<string, unknown> | undefined)?.['signature']) === true;
    if (suffix !== wantedSuffix || !methods.includes(method === 'HEAD' ? 'GET' : method) || !signed) {
      return notFound(`The requested webhook "${method} ${executionId}${suffix ? `/${suffix}` : ''}" is not registered.`);
    }
    const runAs = await this.deps.executions.runAsOfExecution(executionId);
    return handleWebhookCall(
      {
        workflow,
        node,
        nodeType,
        mode: stored.mode === 'manual' ? 'manual' : 'webhook',
        params: {},
        webhookUrl: `${this.deps.webhookBase()}webhook-waiting/${executionId}`,
        services: this.deps.executions.engineServices(runAs),
        maxBodyDepth: this.deps.executions.limits.jsonMaxDepth,
        start: async (data) => {
          const started = await this.resume(executionId, data);
          // Resumed meanwhile by another call (on this process or another one), or stopped.
          if (started === undefined) throw new WebhookCallRefused(409, `The execution "${executionId}" is not waiting.`);
          return started;
        },
      },
      request,
      reply,
    );
  }
}
