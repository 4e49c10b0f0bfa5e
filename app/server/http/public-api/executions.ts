/**
 * Public API executions (n8n's `/api/v1/executions`): list with paging and filters, get,
 * delete. Who sees an execution follows its workflow: those who may read the
 * workflow may read its executions, those who may delete the workflow may delete them.
 * An execution not filed under a saved workflow belongs to the user who started it and
 * the instance owner. One the user may not read is 404, like one that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ExecutionStatus, IExecutionSummary, IRunExecutionData } from '@sdk/workflow';
import { currentUser } from '../../auth';
import type { UserRecord } from '../../db';
import type { ExecutionFilter } from '../../db/repositories/execution-repository';
import { isInstanceOwner } from '../../permissions/workflow-permissions';
import { entityIdSchema } from '../workflows/schemas';
import { HttpError } from '../errors';
import { DomainError } from '../../domain-error';
import { errors, json, ref } from './openapi-components';
import { lastIdPage, nextLastIdCursor, pageQuery } from './pagination';
import { publicRoute } from './route-definition';
import type { PublicRoute } from './route-definition';

/** Statuses the list filters by. */
export const EXECUTION_STATUSES = ['canceled', 'crashed', 'error', 'new', 'running', 'success', 'unknown', 'waiting'] as const;

/** An execution as the public API returns it. */
export interface PublicExecution {
  id: string;
  finished: boolean;
  mode: string;
  status: ExecutionStatus;
  startedAt: string;
  stoppedAt: string | null;
  workflowId: string | null;
  retryOf: string | null;
  retrySuccessId: string | null;
  waitTill: string | null;
  /** The run data; only with `includeData=true`. */
  data?: IRunExecutionData;
}

const includeData = z
  .enum(['true', 'false'], { error: 'includeData must be "true" or "false".' })
  .describe('Add the run data (`data`).')
  .optional();
const listQuery = z.object({
  includeData,
  status: z.enum(EXECUTION_STATUSES, { error: `status must be one of ${EXECUTION_STATUSES.join(', ')}.` }).optional(),
  workflowId: entityIdSchema.optional(),
  ...pageQuery,
});
const idParams = z.object({ id: z.string().min(1).max(512).describe('The execution id (digits).') });

function executionNotFound(id: string): HttpError {
  return new HttpError(404, `Execution with ID "${id}" could not be found.`);
}

function toPublicExecution(summary: IExecutionSummary, data?: IRunExecutionData): PublicExecution {
  const execution: PublicExecution = {
    id: summary.id,
    finished: summary.finished ?? false,
    mode: summary.mode,
    status: summary.status,
    startedAt: summary.startedAt,
    stoppedAt: summary.stoppedAt ?? null,
    workflowId: summary.workflowId === '' ? null : summary.workflowId,
    retryOf: summary.retryOf ?? null,
    retrySuccessId: summary.retrySuccessId ?? null,
    waitTill: summary.waitTill ?? null,
  };
  if (data !== undefined) execution.data = data;
  return execution;
}

/** The execution routes (paths below `/api/v1`). */
export function publicExecutionRoutes(app: FastifyInstance): PublicRoute[] {
  const executions = app.switchyard.executions.repository;
  const workflows = () => app.switchyard.workflows;

  /** The execution if `user` may `permission` it: 404 when not readable, 403 when readable but not this. */
  async function load(user: UserRecord, id: string, permission: 'read' | 'delete'): Promise<IExecutionSummary> {
    // Ids are bigint serials; anything else (or out of range) names no execution.
    const summary = /^\d{1,18}$/.test(id) ? await executions.getSummary(id) : undefined;
    if (summary === undefined) throw executionNotFound(id);
    if (summary.workflowId === '') {
      // A run not filed under a saved workflow: the instance owner's and its starter's.
      if (!isInstanceOwner(user) && (await executions.startedBy(summary.id)) !== user.id) throw executionNotFound(id);
      return summary;
    }
    try {
      await workflows().load(user, summary.workflowId, permission);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not-found') throw executionNotFound(id);
      if (error instanceof DomainError && error.code === 'forbidden') {
        throw new HttpError(403, 'You can view this execution but not delete it: only the owner of its workflow can.');
      }
      throw error;
    }
    return summary;
  }

  async function withData(summary: IExecutionSummary): Promise<PublicExecution> {
    const stored = await executions.get(summary.id);
    return toPublicExecution(summary, stored?.data);
  }

  const executionAnswer = (description: string) => json(ref('Execution'), description);
  return [
    publicRoute({
      method: 'get',
      path: '/executions',
      operationId: 'listExecutions',
      tag: 'Execution',
      summary: 'List executions',
      description: 'Executions of the workflows the user may read, newest first, a page at a time.',
      query: listQuery,
      responses: { '200': json(ref('ExecutionList'), 'A page of executions.'), ...errors('BadRequest', 'Unauthorized') },
      handler: async ({ query, request }) => {
        const user = currentUser(request);
        const page = lastIdPage(query);
        const filter: ExecutionFilter = {};
        if (!isInstanceOwner(user)) filter.visibleToUserId = user.id;
        if (query.status !== undefined) filter.status = [query.status];
        if (query.workflowId !== undefined) filter.workflowId = query.workflowId;
        // One more than asked tells whether another page follows.
        const { results } = await executions.list(filter, {
          limit: page.limit + 1,
          ...(page.lastId !== undefined ? { lastId: page.lastId } : {}),
        });
        const items = results.slice(0, page.limit);
        const data = query.includeData === 'true' ? await Promise.all(items.map(withData)) : items.map((s) => toPublicExecution(s));
        return { data, nextCursor: nextLastIdCursor(items.at(-1)?.id, page.limit, results.length > page.limit) };
      },
    }),
    publicRoute({
      method: 'get',
      path: '/executions/{id}',
      operationId: 'getExecution',
      tag: 'Execution',
      summary: 'Get an execution',
      params: idParams,
      query: z.object({ includeData }),
      responses: { '200': executionAnswer('The execution.'), ...errors('Unauthorized', 'NotFound') },
      handler: async ({ params, query, request }) => {
        const summary = await load(currentUser(request), params.id, 'read');
        return query.includeData === 'true' ? withData(summary) : toPublicExecution(summary);
      },
    }),
    publicRoute({
      method: 'delete',
      path: '/executions/{id}',
      operationId: 'deleteExecution',
      tag: 'Execution',
      summary: 'Delete an execution',
      description: 'Needs `delete` on its workflow. A running execution cannot be deleted (400).',
      params: idParams,
      responses: { '200': executionAnswer('The execution as it was.'), ...errors('BadRequest', 'Unauthorized', 'Forbidden', 'NotFound') },
      handler: async ({ params, request }) => {
        const summary = await load(currentUser(request), params.id, 'delete');
        if (summary.status === 'running' || summary.status === 'new') {
          throw new HttpError(400, 'The execution is still running; stop it before deleting it.');
        }
        await executions.delete([params.id]);
        return toPublicExecution(summary);
      },
    }),
  ];
}
