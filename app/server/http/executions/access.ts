/**
 * Who may see which executions: who may read the workflow an execution is filed under
 * (app/server/permissions), and for a run not filed under a saved workflow, the user who
 * started it. The instance owner sees every execution. Without the sharing feature a
 * member reads their own workflows only, and so only their executions.
 */
import type { IExecutionSummary } from '@sdk/workflow';
import type { FastifyInstance } from 'fastify';
import type { UserRecord } from '../../db';
import type { ExecutionFilter } from '../../db/repositories/execution-repository';
import { isInstanceOwner } from '../../permissions/workflow-permissions';
import { HttpError } from '../errors';

/** The list filter part that limits it to what `user` may read. */
export function visibility(_app: FastifyInstance, user: UserRecord): Pick<ExecutionFilter, 'visibleToUserId'> {
  if (isInstanceOwner(user)) return {};
  return { visibleToUserId: user.id };
}

/**
 * Whether `user` may read execution `executionId`, filed under `workflowId` ('' for a run
 * not filed under a saved workflow).
 */
export async function canReadExecution(app: FastifyInstance, user: UserRecord, workflowId: string, executionId: string): Promise<boolean> {
  const { workflows, repositories, executions } = app.switchyard;
  if (isInstanceOwner(user)) return true;
  if (workflowId === '') return (await executions.repository.startedBy(executionId)) === user.id;
  const access = await repositories.workflowSharing.accessOfOne(workflowId);
  return workflows.permissionsOf(user, access).read;
}

/**
 * Whether `user` may read execution `id` as stored (who started it and what it is filed
 * under are read from the database, not from the running workflow's JSON).
 */
export async function canReadStoredExecution(app: FastifyInstance, user: UserRecord, id: string): Promise<boolean> {
  if (isInstanceOwner(user)) return true;
  const summary = await app.switchyard.executions.repository.getSummary(id);
  return summary !== undefined && (await canReadExecution(app, user, summary.workflowId, summary.id));
}

/** 404 for an execution that does not exist or that the user may not see. */
export function executionNotFound(id: string): HttpError {
  return new HttpError(404, `Execution with id "${id}" could not be found.`);
}

/** The summary of an execution the user may read, or 404. */
export async function loadVisibleSummary(app: FastifyInstance, user: UserRecord, id: string): Promise<IExecutionSummary> {
  const summary = await app.switchyard.executions.repository.getSummary(id);
  if (!summary || !(await canReadExecution(app, user, summary.workflowId, summary.id))) throw executionNotFound(id);
  return summary;
}
