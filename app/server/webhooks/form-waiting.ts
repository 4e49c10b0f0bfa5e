/**
 * The pages of a multi-page form at `/form-waiting/<executionId>`: the execution waits at
 * a Form node (the URL carries its signature, ./form-waiting-signature.ts); GET answers that node's page (or its ending), POST submits the page and
 * resumes the execution with the submission as the node's output (then the browser goes
 * on to the next page, or sees the completion). An ending resumes the execution once its
 * screen was shown. The Form node's expressions read its input and the run so far.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IWorkflowBase } from '@sdk/workflow';
import type { ExecutionService } from '../engine/execution-service';
import { ExecutionCancelledError } from '../engine/node-errors';
import type { NodeTypeRegistry } from '../engine/node-type-registry';
import { FORM_NODE_TYPE, formGoneResponse } from './form-answer';
import type { FormWaitingSigner } from './form-waiting-signature';
import { writeResponse } from './respond';
import type { WaitingExecutions } from './waiting-executions';
import { handleWebhookCall } from './webhook-call';

/** What the handler works with. */
export interface FormWaitingDeps {
  executions: ExecutionService;
  nodeTypes: NodeTypeRegistry;
  waiting: WaitingExecutions;
  signer: FormWaitingSigner;
  webhookBase(): string;
}

function runnable(data: IWorkflowBase) {
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

/** Answers a call to `/form-waiting/<executionId>`. */
export async function handleFormWaiting(deps: FormWaitingDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const executionId = (request.params as { id?: string }).id ?? '';
  const method = request.method;
  const gone = () => {
    reply.hijack();
    writeResponse(reply.raw, method, formGoneResponse());
  };
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(executionId)) return gone();
  // Without the signature of the URL the browser was sent to, nothing waits here.
  if (!deps.signer.verify(executionId, (request.query as Record<string, unknown> | undefined)?.['signature'])) return gone();
  const stored = await deps.executions.repository.get(executionId);
  if (stored === undefined || stored.status !== 'waiting') return gone();
  const workflow = runnable(stored.workflowData);
  const runData = stored.data.resultData.runData;
  const node = workflow.nodes.find((n) => n.name === stored.data.resultData.lastNodeExecuted);
  const nodeType = node && deps.nodeTypes.getClosest(node.type, node.typeVersion);
  if (node === undefined || node.type !== FORM_NODE_TYPE || nodeType?.webhook === undefined) return gone();
  const runs = runData[node.name] ?? [];
  const inputItems = runs[runs.length - 1]?.data?.['main']?.[0] ?? [];
  const runAs = await deps.executions.runAsOfExecution(executionId);
  await handleWebhookCall(
    {
      workflow,
      node,
      nodeType,
      mode: stored.mode === 'manual' ? 'manual' : 'webhook',
      params: {},
      webhookUrl: `${deps.webhookBase()}form-waiting/${executionId}`,
      services: deps.executions.engineServices(runAs),
      maxBodyDepth: deps.executions.limits.jsonMaxDepth,
      inputItems,
      runData,
      formWaitingPath: (id) => deps.signer.path(id),
      start: async (data) => {
        const started = await deps.waiting.resume(executionId, data);
        if (started === undefined) throw new ExecutionCancelledError(executionId);
        return started;
      },
    },
    request,
    reply,
  );
  // An ending was shown: the execution goes on past it, with its input as its output.
  if (node.parameters['operation'] === 'completion' && method === 'GET') {
    const started = await deps.waiting.resume(executionId);
    void started?.done.catch(() => undefined);
  }
}
