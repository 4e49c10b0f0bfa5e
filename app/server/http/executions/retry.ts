/**
 * `POST /executions/{id}/retry` `{loadWorkflow?}`: runs a failed execution again from the
 * node that failed, reusing the run data of the nodes before it, with the workflow as it
 * ran (or, with `loadWorkflow: true`, as it is saved now). Mode `retry`; the new
 * execution records `retryOf`, and a successful one marks the original's
 * `retrySuccessId`. Waits for the retry and answers `{data: finished}`.
 */
import type { FastifyInstance } from 'fastify';
import type { IRunData } from '@sdk/workflow';
import type { RunnableWorkflow } from '../../engine/run-types';
import { currentUser, requireUser } from '../../auth';
import { isInstanceOwner } from '../../permissions/workflow-permissions';
import { HttpError } from '../errors';
import { parseInput } from '../validation';
import { executionNotFound, loadVisibleSummary } from './access';
import { executionIdParams, retryBody } from './schemas';

/** Registers the retry route. */
export function registerRetryRoute(app: FastifyInstance, rest: string): void {
  app.post(`${rest}/executions/:id/retry`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(executionIdParams, request.params);
    const body = parseInput(retryBody, request.body ?? undefined);
    const user = currentUser(request);
    await loadVisibleSummary(app, user, id);
    const { executions } = app.switchyard;
    const stored = await executions.repository.get(id);
    if (!stored) throw executionNotFound(id);
    if (stored.status === 'success' || stored.finished) throw new HttpError(400, 'The execution succeeded, so it cannot be retried.');
    if (stored.status === 'running' || stored.status === 'waiting')
      throw new HttpError(400, `The execution is ${stored.status}, so it cannot be retried.`);
    const ran = stored.workflowData;
    let workflow: RunnableWorkflow = {
      id: ran.id,
      name: ran.name,
      active: ran.active,
      nodes: ran.nodes,
      connections: ran.connections,
      settings: ran.settings ?? undefined,
    };
    // Filed under the workflow again only for a user who may change it (as for runs).
    let saved = false;
    if (stored.workflowId !== '') {
      const access = await app.switchyard.repositories.workflowSharing.accessOfOne(stored.workflowId);
      saved = app.switchyard.workflows.permissionsOf(user, access).save;
    }
    if (body?.loadWorkflow) {
      if (!stored.workflowId) throw new HttpError(400, 'The workflow of this execution was never saved, so it cannot be loaded.');
      await app.switchyard.workflows.load(user, stored.workflowId, 'read');
      const current = await executions.loadWorkflow(stored.workflowId);
      if (!current) throw new HttpError(404, 'The workflow of this execution does not exist any more.');
      workflow = current;
    }
    const runData: IRunData = { ...stored.data.resultData.runData };
    const failed = stored.data.resultData.lastNodeExecuted;
    const failedRuns = failed ? runData[failed] : undefined;
    if (failed && failedRuns?.[failedRuns.length - 1]?.error) {
      runData[failed] = failedRuns.slice(0, -1);
      if (runData[failed]!.length === 0) delete runData[failed];
    }
    const canResume = failed !== undefined && Object.keys(runData).length > 0 && workflow.nodes.some((n) => n.name === failed);
    const started = await executions.start({
      workflow: { ...workflow, id: stored.workflowId || undefined },
      saved,
      mode: 'retry',
      runAs: { userId: user.id, isInstanceOwner: isInstanceOwner(user) },
      retryOf: id,
      pinData: stored.data.resultData.pinData,
      ...(canResume ? { startNodes: [failed], runData } : {}),
    });
    const result = await started.done;
    return { data: result.finished };
  });
}
