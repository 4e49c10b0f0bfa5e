/**
 * Active workflows: what activation registers and deactivation removes. For each enabled
 * node of an active workflow, its production webhooks (Webhook node, webhook-based
 * triggers), its trigger (`trigger()`: Schedule Trigger ...) and its polling
 * (`poll()`: RSS Feed Trigger ..., see poller.ts) are started; each trigger emit or poll
 * result starts an execution in mode `trigger`, run as the workflow's owner.
 *
 * Activation is all or nothing: when one part fails, what was started is stopped again and
 * the failure is kept as the workflow's activation error (`GET /rest/active/error/:id`).
 * At server start every workflow stored as active is activated the same way; one that
 * fails stays marked active with its error recorded, as in n8n.
 */
import type { IActivationError, IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { ExecutionService, RunAs } from '../engine/execution-service';
import { nodeTypeProblems, nodeTypeProblemsMessage, type NodeTypeRegistry } from '../engine/node-type-registry';
import type { RunnableWorkflow } from '../engine/run-types';
import { activationProblem, type StartsOnItsOwn } from '../workflows/activation';
import { createTriggerContext } from '../webhooks/node-contexts';
import { WebhookConflictError } from '../webhooks/webhook-registry';
import { RemoteWebhookError } from '../webhooks/remote-webhooks';
import type { WebhookService } from '../webhooks/webhook-service';
import { isWebhookTrigger } from '../webhooks/webhook-service';
import { startPoller } from './poller';

/** The node catalogue's answer to whether a node's type starts workflows on its own (trigger, poll, trigger webhook). */
export function startsOnItsOwnBy(nodeTypes: NodeTypeRegistry): StartsOnItsOwn {
  return (node) => {
    const type = nodeTypes.getClosest(node.type, node.typeVersion ?? 1);
    if (type === undefined) return undefined;
    return type.trigger !== undefined || type.poll !== undefined || isWebhookTrigger(type);
  };
}

/** An activation failure as the editor shows it, with the node that failed when known. */
export type ActivationError = IActivationError;

/** A node's trigger, poller or webhook could not start; keeps which node it was. */
class NodeStartError extends Error {
  constructor(
    message: string,
    readonly nodeName: string,
  ) {
    super(message);
    this.name = 'NodeStartError';
  }
}

/** The error as kept for `GET /active/error/:id`. */
function activationError(error: unknown, node?: string): ActivationError {
  const message = error instanceof Error ? error.message : String(error);
  const named = error instanceof NodeStartError || error instanceof WebhookConflictError || error instanceof RemoteWebhookError;
  const failed = node ?? (named ? error.nodeName : undefined);
  return { time: Date.now(), error: { message }, ...(failed !== undefined ? { node: failed } : {}) };
}

type ActivationMode = 'init' | 'create' | 'update' | 'activate';

/**
 * Why a workflow stops listening: deactivation also removes its webhooks' registrations with
 * their services; a shutdown keeps them, since the instance comes back at the same URLs.
 */
type StopReason = 'deactivate' | 'shutdown';

interface Activated {
  close(reason: StopReason): Promise<void>;
}

/** Runs a node's start; a failure names the node. */
async function startingNode<T>(nodeName: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    throw new NodeStartError(error instanceof Error ? error.message : String(error), nodeName);
  }
}

/** Registers and removes what active workflows listen on. */
export class ActiveWorkflows {
  private readonly active = new Map<string, Activated>();
  private readonly errors = new Map<string, ActivationError>();

  constructor(
    private readonly deps: {
      executions: ExecutionService;
      nodeTypes: NodeTypeRegistry;
      webhooks: WebhookService;
      listActiveIds(): Promise<string[]>;
      /**
       * Whether this process starts triggers and polling (queue mode: only the leading main;
       * webhook processes never). Webhooks are registered either way. Default: always.
       */
      runsTriggers?(): boolean;
    },
  ) {}

  /** Activates every active workflow again, e.g. once this process gained or lost leadership. */
  async reactivateAll(): Promise<void> {
    const ids = new Set([...this.active.keys(), ...(await this.deps.listActiveIds())]);
    for (const id of ids) {
      try {
        await this.activate(id, 'init');
      } catch {
        // Recorded by activate.
      }
    }
  }

  /** Ids of the workflows running in this process. */
  activeIds(): string[] {
    return [...this.active.keys()];
  }

  /** Whether `id` is running here. */
  isActive(id: string): boolean {
    return this.active.has(id);
  }

  /** The last activation error of `id`. */
  errorOf(id: string): ActivationError | undefined {
    return this.errors.get(id);
  }

  /** Activates every workflow stored as active (server start); failures are recorded. */
  async init(): Promise<void> {
    for (const id of await this.deps.listActiveIds()) {
      try {
        await this.activate(id, 'init');
      } catch {
        // Recorded by activate; the workflow stays marked active, as in n8n.
      }
    }
  }

  /**
   * (Re)activates `id` from its stored version. Throws (and records) the reason when it
   * cannot be activated; nothing of it is left running then.
   */
  async activate(id: string, mode: ActivationMode): Promise<void> {
    await this.deactivate(id);
    try {
      const workflow = await this.deps.executions.loadWorkflow(id);
      if (workflow === undefined) throw new Error(`Workflow with ID "${id}" could not be found.`);
      const problem = activationProblem(workflow.nodes, startsOnItsOwnBy(this.deps.nodeTypes));
      if (problem !== undefined) throw new Error(problem);
      const typeProblems = nodeTypeProblems(workflow.nodes, this.deps.nodeTypes);
      if (typeProblems.length > 0) throw new Error(`This workflow cannot be activated. ${nodeTypeProblemsMessage(typeProblems)}`);
      const runAs = await this.deps.executions.runAsOwnerOf(id);
      this.active.set(id, await this.start(workflow, runAs, mode));
      this.errors.delete(id);
    } catch (error) {
      this.errors.set(id, activationError(error));
      throw error;
    }
  }

  /** Stops everything `id` listens on; no-op when it is not active. */
  async deactivate(id: string, reason: StopReason = 'deactivate'): Promise<void> {
    const running = this.active.get(id);
    this.active.delete(id);
    if (running !== undefined) await running.close(reason);
  }

  /** Forgets `id` entirely (deleted workflow). */
  async remove(id: string): Promise<void> {
    await this.deactivate(id);
    this.errors.delete(id);
  }

  /** Stops everything (shutdown). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.active.keys()].map((id) => this.deactivate(id, 'shutdown')));
  }

  private async start(workflow: RunnableWorkflow & { id: string }, runAs: RunAs, mode: ActivationMode): Promise<Activated> {
    const { executions, nodeTypes, webhooks } = this.deps;
    const closers: Array<() => Promise<void> | void> = [];
    const remote: Array<() => Promise<void>> = [];
    const closeAll = async (reason: StopReason) => {
      if (reason === 'deactivate') for (const remove of remote) await remove().catch(() => undefined);
      for (const close of closers.reverse()) await Promise.resolve(close()).catch(() => undefined);
    };
    try {
      closers.push(webhooks.registerProduction({ workflow, runAs }));
      const registered = await webhooks.registerRemoteProduction({ workflow, runAs }, mode);
      remote.push(() => registered.remove());
      const services = executions.engineServices(runAs);
      const triggerNodes = this.deps.runsTriggers?.() === false ? [] : workflow.nodes;
      for (const node of triggerNodes) {
        if (node.disabled === true) continue;
        const nodeType = nodeTypes.getClosest(node.type, node.typeVersion);
        if (nodeType === undefined || isWebhookTrigger(nodeType)) continue;
        const emit = (data: INodeExecutionData[][]) => {
          void executions
            .start({ workflow, saved: true, mode: 'trigger', runAs, triggerOutput: { nodeName: node.name, data } })
            .catch(() => undefined);
        };
        const poll = nodeType.poll;
        if (poll !== undefined && nodeType.trigger === undefined) {
          const reportError = (error: Error) => this.errors.set(workflow.id, activationError(error, node.name));
          const saveStaticData = (data: IDataObject) => executions.saveStaticData(workflow.id, data);
          closers.push(
            await startingNode(node.name, () =>
              startPoller({ workflow, node, nodeType, poll, services, activation: mode, emit, saveStaticData, reportError }),
            ),
          );
          continue;
        }
        if (nodeType.trigger === undefined) continue;
        const emitError = (error: Error) => {
          this.errors.set(workflow.id, activationError(error, node.name));
          void this.deactivate(workflow.id);
        };
        const context = createTriggerContext({ workflow, node, nodeType, services, mode: 'trigger', activation: mode, emit, emitError });
        const trigger = nodeType.trigger;
        const response = await startingNode(node.name, () => trigger.call(context));
        if (response?.closeFunction) closers.push(response.closeFunction);
      }
    } catch (error) {
      await closeAll('deactivate');
      throw error;
    }
    return { close: closeAll };
  }
}
