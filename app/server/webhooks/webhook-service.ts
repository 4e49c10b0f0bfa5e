/**
 * Routes webhook calls: production webhooks (`/<endpointWebhook>/...`, registered by the
 * active workflows) and test webhooks (`/<endpointWebhookTest>/...`, registered for one
 * call when the editor runs a workflow that starts with a webhook; they expire after
 * {@link TEST_WEBHOOK_TIMEOUT_MS}). A test call runs in manual mode, pushes
 * `testWebhookReceived` to the editor tab and then its progress like any editor run.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { INode, IWebhookDescription } from '@sdk/workflow';
import type { ExecutionService, RunAs, StartExecution } from '../engine/execution-service';
import type { INodeType } from '../engine/node-interface';
import type { NodeTypeRegistry } from '../engine/node-type-registry';
import type { RunnableWorkflow } from '../engine/run-types';
import { WorkflowGraph } from '../engine/graph';
import { rootNodeOf } from '../engine/sub-nodes';
import type { PushService } from '../push';
import { formPathParameter, isFormType } from './form-answer';
import { errorResponse, writeResponse } from './respond';
import type { ChatReplies } from './chat-replies';
import { handleWebhookCall, type WebhookCallTarget } from './webhook-call';
import { normalizePath, webhookMethodsOf, webhookPathOf, WebhookPathError } from './webhook-paths';
import { registerRemoteWebhooks, type RemoteWebhookInput, type RemoteWebhooks } from './remote-webhooks';
import { WebhookRegistry } from './webhook-registry';
import type { RegisteredWebhook, WebhookSurface } from './webhook-registry';

/** The path segments forms are served under (n8n's, not configurable). */
export const FORM_ENDPOINTS = { production: 'form', test: 'form-test', waiting: 'form-waiting' } as const;

/** How long a test webhook waits for its call. */
export const TEST_WEBHOOK_TIMEOUT_MS = 120_000;

/** A production webhook's workflow, as it was activated. */
export interface ActiveWebhookTarget {
  workflow: RunnableWorkflow & { id: string };
  runAs: RunAs;
}

interface TestSession {
  key: string;
  run: StartExecution;
  dispose(): void;
  timer: NodeJS.Timeout;
  /** Registrations with app triggers' services, removed when the listen ends. */
  remote?: RemoteWebhooks;
}

/** Whether `type` starts workflows through webhooks (Webhook node, app triggers; not Wait). */
export function isWebhookTrigger(type: INodeType | undefined): type is INodeType & Required<Pick<INodeType, 'webhook'>> {
  return type?.webhook !== undefined && type.description.group.includes('trigger');
}

/**
 * The webhooks a description lists with a fixed method and relative path (Chat Trigger:
 * GET and POST on `chat`), one per method; expression-valued ones are not for this.
 */
function fixedWebhooksOf(webhooks: readonly IWebhookDescription[] | undefined): Array<{ method: string; path: string; name: string }> {
  const out = new Map<string, { method: string; path: string; name: string }>();
  for (const webhook of webhooks ?? []) {
    if (webhook.isFullPath === true || webhook.path.startsWith('=') || webhook.httpMethod.startsWith('=')) continue;
    const method = webhook.httpMethod.toUpperCase();
    out.set(method, { method, path: webhook.path, name: webhook.name });
  }
  return [...out.values()];
}

/** Production and test webhooks. */
export class WebhookService {
  readonly production = new WebhookRegistry();
  private readonly test = new WebhookRegistry();
  private readonly targets = new Map<string, ActiveWebhookTarget>();
  private readonly sessions = new Map<string, TestSession>();

  constructor(
    private readonly deps: {
      executions: ExecutionService;
      nodeTypes: NodeTypeRegistry;
      push: PushService;
      endpoints: { webhook: string; webhookTest: string };
      webhookBase(): string;
      /** The signed path of a multi-page form's waiting execution. */
      formWaitingPath(executionId: string): string;
      /** Chat replies that resume a waiting Respond to Chat node. */
      chatReplies?: ChatReplies;
    },
  ) {}

  /** The webhooks a workflow's enabled trigger nodes listen on. */
  webhooksOf(workflow: RunnableWorkflow & { id: string }, include: (node: INode) => boolean = () => true): RegisteredWebhook[] {
    const out: RegisteredWebhook[] = [];
    for (const node of workflow.nodes) {
      if (node.disabled === true || !include(node)) continue;
      const type = this.deps.nodeTypes.getClosest(node.type, node.typeVersion);
      if (!isWebhookTrigger(type)) continue;
      // A form answers its page on GET and takes submissions on POST, under /form.
      if (isFormType(type)) {
        const path = webhookPathOf(node, formPathParameter(node.parameters));
        for (const method of ['GET', 'POST']) out.push({ workflowId: workflow.id, nodeName: node.name, method, path, surface: 'form' });
        continue;
      }
      // Nodes without a path parameter (Chat Trigger) listen where their description says, under their webhook id.
      const declared = node.parameters['path'] === undefined ? fixedWebhooksOf(type!.description.webhooks) : [];
      if (declared.length > 0) {
        if (typeof node.webhookId !== 'string' || node.webhookId === '')
          throw new WebhookPathError(`The node "${node.name}" has no webhook id.`);
        for (const webhook of declared) {
          const path = webhookPathOf(node, `${node.webhookId}/${webhook.path}`);
          out.push({
            workflowId: workflow.id,
            nodeName: node.name,
            method: webhook.method,
            path,
            surface: 'webhook',
            webhookName: webhook.name,
          });
        }
        continue;
      }
      const path = webhookPathOf(node, node.parameters['path']);
      for (const method of webhookMethodsOf(node.parameters))
        out.push({ workflowId: workflow.id, nodeName: node.name, method, path, surface: 'webhook', webhookName: 'default' });
    }
    return out;
  }

  /** The full URL a registered webhook is called at. */
  urlOf(webhook: RegisteredWebhook, kind: 'production' | 'test'): string {
    const endpoint =
      webhook.surface === 'form'
        ? kind === 'production'
          ? FORM_ENDPOINTS.production
          : FORM_ENDPOINTS.test
        : kind === 'production'
          ? this.deps.endpoints.webhook
          : this.deps.endpoints.webhookTest;
    return `${this.deps.webhookBase()}${endpoint}/${webhook.path.path}`;
  }

  /** The production URL and method of each webhook of `workflow` (none when a path is invalid). */
  productionUrls(workflow: RunnableWorkflow & { id: string }): Array<{ nodeName: string; method: string; url: string }> {
    let webhooks: RegisteredWebhook[];
    try {
      webhooks = this.webhooksOf(workflow);
    } catch {
      return [];
    }
    return webhooks.map((webhook) => ({ nodeName: webhook.nodeName, method: webhook.method, url: this.urlOf(webhook, 'production') }));
  }

  /** Registers the production webhooks of an active workflow; returns a disposer. */
  registerProduction(target: ActiveWebhookTarget): () => void {
    const dispose = this.production.addAll(this.webhooksOf(target.workflow));
    this.targets.set(target.workflow.id, target);
    return () => {
      dispose();
      if (this.targets.get(target.workflow.id) === target) this.targets.delete(target.workflow.id);
    };
  }

  /**
   * Asks the services of the workflow's app triggers (those with `webhookMethods`) to call
   * its production webhooks; `remove` of the answer undoes it on deactivation.
   */
  registerRemoteProduction(target: ActiveWebhookTarget, activation: RemoteWebhookInput['activation']): Promise<RemoteWebhooks> {
    const { executions } = this.deps;
    return registerRemoteWebhooks({
      workflow: target.workflow,
      webhooks: this.webhooksOf(target.workflow),
      nodeTypeOf: (node) => this.deps.nodeTypes.getClosest(node.type, node.typeVersion),
      services: executions.engineServices(target.runAs),
      mode: 'trigger',
      activation,
      urlOf: (webhook) => this.urlOf(webhook, 'production'),
      saveStaticData: (data) => executions.saveStaticData(target.workflow.id, data),
    });
  }

  /**
   * Given a manual run whose start node is a webhook node without pinned data, registers
   * its test webhooks and answers true (the run then starts when one is called); false to
   * run now. The run route asks this before it starts an editor run.
   */
  async registerTest(run: StartExecution): Promise<boolean> {
    const hasRunData = run.runData !== undefined && Object.keys(run.runData).length > 0;
    if (hasRunData && (run.startNodes?.length ?? 0) > 0) return false;
    const key = run.workflow.id ?? `unsaved:${run.pushRef ?? ''}`;
    const workflow = { ...run.workflow, id: key };
    // Running one step (a destination node) listens only on the webhooks that lead to it,
    // as n8n does: "Test step" on a Manual Trigger must not wait for a Webhook elsewhere.
    const leadsToDestination =
      run.destinationNode === undefined
        ? undefined
        : new WorkflowGraph(run.workflow.nodes, run.workflow.connections).ancestorsAndSelf(rootNodeOf(run.workflow, run.destinationNode));
    const webhooks = this.webhooksOf(
      workflow,
      (node) => run.pinData?.[node.name] === undefined && (leadsToDestination === undefined || leadsToDestination.has(node.name)),
    );
    if (webhooks.length === 0) return false;
    this.cancelTest(key);
    const dispose = this.test.addAll(webhooks);
    let remote: RemoteWebhooks;
    try {
      // Test URLs differ from production ones: app triggers register them for this listen only.
      remote = await registerRemoteWebhooks({
        workflow,
        webhooks,
        nodeTypeOf: (node) => this.deps.nodeTypes.getClosest(node.type, node.typeVersion),
        services: this.deps.executions.engineServices(run.runAs),
        mode: 'manual',
        activation: 'manual',
        urlOf: (webhook) => this.urlOf(webhook, 'test'),
      });
    } catch (error) {
      dispose();
      throw error;
    }
    const timer = setTimeout(() => this.cancelTest(key), TEST_WEBHOOK_TIMEOUT_MS);
    timer.unref();
    this.sessions.set(key, { key, run, dispose, timer, remote });
    return true;
  }

  /** Removes a workflow's test webhooks; false when none were waiting. */
  cancelTest(workflowId: string): boolean {
    const session = this.sessions.get(workflowId);
    if (session === undefined) return false;
    clearTimeout(session.timer);
    session.dispose();
    this.sessions.delete(workflowId);
    void session.remote?.remove();
    return true;
  }

  /** Who started the test run waiting under `workflowId`. */
  testOwner(workflowId: string): string | undefined {
    return this.sessions.get(workflowId)?.run.runAs.userId;
  }

  private notRegistered(reply: FastifyReply, method: string, path: string, kind: 'production' | 'test', allowed?: string[]): void {
    reply.hijack();
    const message =
      allowed !== undefined
        ? `This webhook is not registered for ${method} requests. Did you mean to make a ${allowed.join(' or ')} request?`
        : kind === 'production'
          ? `The requested webhook "${method} ${path}" is not registered.`
          : `The requested webhook "${path}" is not registered.`;
    const hint =
      kind === 'production'
        ? 'The workflow must be active for a production URL to run successfully. You can activate the workflow using the toggle in the top-right of the editor.'
        : "Click the 'Test workflow' button on the canvas, then try again. (In test mode, the webhook only works for one call after you click this button)";
    writeResponse(reply.raw, method, errorResponse(404, message, hint));
  }

  /**
   * Answers a call to `/<endpoint>/<path>`: `surface` says whether it came to a webhook
   * endpoint or a form endpoint (`/form`, `/form-test`); each only reaches its own kind.
   */
  async handle(
    kind: 'production' | 'test',
    request: FastifyRequest,
    reply: FastifyReply,
    surface: WebhookSurface = 'webhook',
  ): Promise<void> {
    const path = normalizePath((request.params as { '*'?: string })['*'] ?? '');
    const method = request.method;
    const match = (kind === 'production' ? this.production : this.test).find(method, path);
    if (match.status !== 'found' || match.webhook.surface !== surface) {
      return this.notRegistered(reply, method, path, kind, match.status === 'wrong-method' ? match.allowed : undefined);
    }
    const { webhook, params } = match;
    const webhookUrl = this.urlOf(webhook, kind);

    if (kind === 'production') {
      const target = this.targets.get(webhook.workflowId);
      const node = target?.workflow.nodes.find((n) => n.name === webhook.nodeName);
      const nodeType = node && this.deps.nodeTypes.getClosest(node.type, node.typeVersion);
      if (target === undefined || node === undefined || !isWebhookTrigger(nodeType)) return this.notRegistered(reply, method, path, kind);
      const { executions } = this.deps;
      return handleWebhookCall(
        {
          workflow: target.workflow,
          node,
          nodeType,
          mode: 'webhook',
          params,
          webhookUrl,
          services: executions.engineServices(target.runAs),
          maxBodyDepth: executions.limits.jsonMaxDepth,
          formWaitingPath: this.deps.formWaitingPath,
          ...this.chatResumption(webhook.workflowId),
          start: (data) =>
            executions.start({
              workflow: target.workflow,
              saved: true,
              mode: 'webhook',
              runAs: target.runAs,
              triggerOutput: { nodeName: node.name, data },
            }),
        },
        request,
        reply,
      );
    }

    const session = this.sessions.get(webhook.workflowId);
    const node = session?.run.workflow.nodes.find((n) => n.name === webhook.nodeName);
    const nodeType = node && this.deps.nodeTypes.getClosest(node.type, node.typeVersion);
    if (session === undefined || node === undefined || !isWebhookTrigger(nodeType)) return this.notRegistered(reply, method, path, kind);
    // A test webhook answers one call. A test form's page can be opened (and reloaded), and
    // a submission it refuses (a required value missing ...) corrected, until one starts
    // the run.
    if (surface !== 'form') this.cancelTest(session.key);
    const { run } = session;
    const { executions, push } = this.deps;
    return handleWebhookCall(
      {
        workflow: run.workflow,
        node,
        nodeType,
        mode: 'manual',
        params,
        webhookUrl,
        services: executions.engineServices(run.runAs),
        maxBodyDepth: executions.limits.jsonMaxDepth,
        formWaitingPath: this.deps.formWaitingPath,
        start: (data) => {
          if (surface === 'form' && !this.cancelTest(session.key)) throw new Error('The test form was already submitted.');
          return executions.start({ ...run, startNodes: undefined, runData: undefined, triggerOutput: { nodeName: node.name, data } });
        },
        onStarted: (executionId) => {
          if (run.pushRef) push.send(run.pushRef, { type: 'testWebhookReceived', data: { workflowId: run.workflow.id, executionId } });
        },
      },
      request,
      reply,
    );
  }

  /** How a production chat message finds and resumes the run waiting for it. */
  private chatResumption(workflowId: string): Pick<WebhookCallTarget, 'waitingChat' | 'resumeChat'> {
    const replies = this.deps.chatReplies;
    if (replies === undefined) return {};
    return {
      waitingChat: (sessionId) => replies.waitingFor(workflowId, sessionId),
      resumeChat: async (executionId, message) => {
        const { sessionId, chatInput } = message.json;
        if (typeof sessionId !== 'string' || typeof chatInput !== 'string') return undefined;
        const started = await replies.reply(executionId, { sessionId, chatInput });
        return typeof started === 'string' ? undefined : started;
      },
    };
  }

  /** Drops every test webhook (shutdown). */
  close(): void {
    for (const key of [...this.sessions.keys()]) this.cancelTest(key);
  }
}
