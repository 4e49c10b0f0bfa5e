/**
 * `GET /executions` (filter, firstId/lastId/limit; `{count, results, estimated}`),
 * `GET /executions/{id}` (with the workflow as it ran and the run data) and
 * `POST /executions/delete` (ids, or a filter and/or deleteBefore). Only executions of
 * workflows the user may read are listed or shown, and only those of workflows they may
 * delete (and their own unsaved runs) are deleted; others are 404 (by id) or left out
 * (lists, deletes).
 */
import type { FastifyInstance } from 'fastify';
import type { IBinaryKeyData, IRunData } from '@sdk/workflow';
import { currentUser, requireUser } from '../../auth';
import type { UserRecord } from '../../db';
import type { ExecutionFilter } from '../../db/repositories/execution-repository';
import { HttpError } from '../errors';
import { parseInput } from '../validation';
import { isInstanceOwner } from '../../permissions/workflow-permissions';
import { executionNotFound, loadVisibleSummary, visibility } from './access';
import { deleteBody, executionIdParams, listQuery, type ExecutionFilterInput } from './schemas';

function toFilter(app: FastifyInstance, user: UserRecord, input: ExecutionFilterInput | undefined): ExecutionFilter {
  const filter: ExecutionFilter = { ...visibility(app, user) };
  if (input?.status !== undefined) filter.status = Array.isArray(input.status) ? input.status : [input.status];
  if (input?.workflowId !== undefined) filter.workflowId = input.workflowId;
  if (input?.startedAfter !== undefined) filter.startedAfter = input.startedAfter;
  if (input?.startedBefore !== undefined) filter.startedBefore = input.startedBefore;
  if (input?.metadata !== undefined) filter.metadata = input.metadata;
  return filter;
}

/** Binary ids referenced by run data (to delete their files with the execution). */
export function binaryIdsOf(runData: IRunData): string[] {
  const ids: string[] = [];
  for (const runs of Object.values(runData)) {
    for (const run of runs) {
      for (const output of run.data?.main ?? []) {
        for (const item of output ?? []) {
          for (const entry of Object.values(item.binary ?? ({} as IBinaryKeyData))) if (entry.id) ids.push(entry.id);
        }
      }
    }
  }
  return ids;
}

/** Registers the list, read and delete routes. */
export function registerExecutionListRoutes(app: FastifyInstance, rest: string): void {
  const repository = () => app.switchyard.executions.repository;

  app.get(`${rest}/executions`, { preHandler: requireUser }, async (request) => {
    const query = parseInput(listQuery, request.query);
    const filter = toFilter(app, currentUser(request), query.filter);
    const page = {
      limit: query.limit,
      ...(query.firstId ? { firstId: query.firstId } : {}),
      ...(query.lastId ? { lastId: query.lastId } : {}),
    };
    const { count, estimated, results } = await repository().list(filter, page);
    return { data: { count, estimated, results } };
  });

  app.get(`${rest}/executions/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(executionIdParams, request.params);
    await loadVisibleSummary(app, currentUser(request), id);
    const execution = await repository().get(id);
    if (!execution) throw executionNotFound(id);
    return { data: execution };
  });

  app.post(`${rest}/executions/delete`, { preHandler: requireUser }, async (request) => {
    const body = parseInput(deleteBody, request.body);
    const user = currentUser(request);
    const filter = toFilter(app, user, body.filters);
    // Deleting needs the workflow's `delete` (its owner, the instance owner), as in the
    // public API: a sharee may read a workflow's executions but not remove them.
    if (!isInstanceOwner(user)) filter.deletableByUserId = user.id;
    if (body.ids !== undefined) filter.ids = body.ids;
    if (body.deleteBefore !== undefined) filter.startedBefore = body.deleteBefore;
    const ids = await repository().ids(filter);
    const running = ids.filter((id) => app.switchyard.executions.active.get(id));
    if (running.length > 0) throw new HttpError(400, `Running executions cannot be deleted; stop them first (${running.join(', ')}).`);
    const binaryIds: string[] = [];
    for (const id of ids) {
      const execution = await repository().get(id);
      if (execution) binaryIds.push(...binaryIdsOf(execution.data.resultData.runData));
    }
    const deleted = await repository().delete(ids);
    await app.switchyard.executions.binary.remove(binaryIds);
    return { data: { deleted } };
  });
}
