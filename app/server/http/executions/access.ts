/**
 * Who may see which executions: exactly who may read the workflow (app/server/permissions).
 * Executions of unsaved workflows belong to the instance owner. Without the sharing
 * feature every user reads every workflow, and so every execution.
 */
import type { IExecutionSummary } from '@sdk/workflow';
import type { FastifyInstance } from 'fastify';
import type { UserRecord } from '../../db';
import type { ExecutionFilter } from '../../db/repositories/execution-repository';
import { isInstanceOwner } from '../../permissions/workflow-permissions';
import { HttpError } from '../errors';

/** The list filter part that limits it to what `user` may read. */
export function visibility(app: FastifyInstance, user: UserRecord): Pick<ExecutionFilter, 'visibleToUserId'> {
  const { workflows } = app.switchyard;
  if (!workflows.sharingEnabled || isInstanceOwner(user)) return {};
  return { visibleToUserId: user.id };
}

/** Whether `user` may read executions of `workflowId` ('' for unsaved workflows). */
export async function canReadWorkflowExecutions(app: FastifyInstance, user: UserRecord, workflowId: string): Promise<boolean> {
  const { workflows, repositories } = app.switchyard;
  if (!workflows.sharingEnabled || isInstanceOwner(user)) return true;
  if (workflowId === '') return false;
  const access = await repositories.workflowSharing.accessOfOne(workflowId);
  return workflows.permissionsOf(user, access).read;
}

/** 404 for an execution that does not exist or that the user may not see. */
export function executionNotFound(id: string): HttpError {
  return new HttpError(404, `Execution with id "${id}" could not be found.`);
}

/** The summary of an execution the user may read, or 404. */
export async function loadVisibleSummary(app: FastifyInstance, user: UserRecord, id: string): Promise<IExecutionSummary> {
  const summary = await app.switchyard.executions.repository.getSummary(id);
  if (!summary || !(await canReadWorkflowExecutions(app, user, summary.workflowId))) throw executionNotFound(id);
  return summary;
}
