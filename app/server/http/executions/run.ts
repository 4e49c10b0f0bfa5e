/**
 * `POST /workflows/run`: runs a workflow from the editor (mode `manual`). Progress goes to
 * the tab named by the session id header (`push-ref`). A saved workflow needs read access
 * (the run uses only credentials the user may use); the workflow JSON sent is what runs,
 * so unsaved changes run too. The execution is filed under the saved workflow only when
 * the user may change it; otherwise it is an unsaved run of the user's own. Answers `{data: {executionId}}` at once, or
 * `{data: {waitingForWebhook: true}}` when the start node waits for a test webhook call.
 */
import type { FastifyInstance } from 'fastify';
import type { IConnections, INode, IRunData, IWorkflowSettings } from '@sdk/workflow';
import type { StartExecution } from '../../engine/execution-service';
import type { RunnableWorkflow } from '../../engine/run-types';
import { nodeTypeProblems } from '../../engine/node-type-registry';
import { SESSION_ID_HEADER } from '@sdk/rest/rest-client';
import { currentUser, requireUser } from '../../auth';
import { isInstanceOwner } from '../../permissions/workflow-permissions';
import { HttpError } from '../errors';
import { parseInput } from '../validation';
import { runBody } from './schemas';

/** Registers the run route. */
export function registerRunRoute(app: FastifyInstance, rest: string): void {
  app.post(`${rest}/workflows/run`, { preHandler: requireUser }, async (request) => {
    const body = parseInput(runBody, request.body);
    const user = currentUser(request);
    const { executions, repositories, workflows } = app.switchyard;
    const workflowData = body.workflowData;
    let saved = false;
    let versionId: string | undefined;
    if (workflowData.id) {
      const stored = await repositories.workflows.get(workflowData.id);
      if (stored) {
        // The saved version the run started from (the editor may hold unsaved edits on top).
        versionId = stored.versionId ?? undefined;
        // Throws 404 when the user may not read it. The run is filed under the workflow
        // only for a user who may change it: a read-only sharee's run (of JSON they chose)
        // is their own, not one of the workflow's executions, and calls sub-workflows as
        // an unsaved workflow would.
        const { permissions } = await workflows.load(user, workflowData.id, 'read');
        saved = permissions.save;
      }
    }
    const header = request.headers[SESSION_ID_HEADER];
    const pushRef = typeof header === 'string' && header.length > 0 && header.length <= 256 ? header : undefined;
    if (pushRef && app.switchyard.push.heldByAnother(pushRef, user.id))
      throw new HttpError(403, 'This push connection belongs to another user.');
    const workflow: RunnableWorkflow = {
      id: workflowData.id,
      name: workflowData.name,
      active: workflowData.active ?? false,
      nodes: workflowData.nodes as unknown as INode[],
      connections: workflowData.connections as unknown as IConnections,
      settings: (workflowData.settings ?? undefined) as IWorkflowSettings | undefined,
      ...(versionId ? { versionId } : {}),
    };
    const startNodes = body.startNodes?.map((s) => (typeof s === 'string' ? s : s.name));
    for (const name of [...(startNodes ?? []), ...(body.destinationNode ? [body.destinationNode] : [])]) {
      if (!workflow.nodes.some((n) => n.name === name)) throw new HttpError(400, `The node "${name}" does not exist in the workflow.`);
    }
    const pinData = body.pinData ?? workflowData.pinData ?? undefined;
    const run: StartExecution = {
      workflow,
      saved,
      mode: 'manual',
      runAs: { userId: user.id, isInstanceOwner: isInstanceOwner(user) },
      pushRef,
      startNodes,
      destinationNode: body.destinationNode,
      runData: body.runData as IRunData | undefined,
      pinData,
    };
    // A node that cannot run here fails the run at once (naming it), not after a webhook call.
    const runnable = nodeTypeProblems(workflow.nodes, app.switchyard.nodeTypes).length === 0;
    const waiting = runnable && (await app.switchyard.webhooks.registerTest(run));
    if (waiting) return { data: { waitingForWebhook: true } };
    const started = await executions.start(run);
    return { data: { executionId: started.executionId } };
  });
}
