/**
 * `GET /executions-current` (the executions running in this process, or in queue mode on
 * any worker, that the user may see; optional `filter={"workflowId": ...}`) and `POST /executions-current/{id}/stop`
 * (stops a running or waiting execution; 404 when there is none the user may see).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IExecutionSummary } from '@sdk/workflow';
import { currentUser, requireUser } from '../../auth';
import { entityIdSchema } from '../workflows/schemas';
import { parseInput } from '../validation';
import { canReadStoredExecution, executionNotFound, loadVisibleSummary } from './access';
import { executionIdParams } from './schemas';

const currentQuery = z.object({
  filter: z
    .string()
    .max(4096)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'filter must be valid JSON.' });
        return z.NEVER;
      }
    })
    .pipe(z.object({ workflowId: entityIdSchema.optional() }).strict())
    .optional(),
});

/** Most executions `GET /executions-current` lists from the database in queue mode. */
const QUEUED_LIST_LIMIT = 500;

/**
 * What runs now: in regular mode the runs of this process; in queue mode every queued or
 * running execution of the instance, as the database has it (workers are other processes).
 */
async function runningNow(app: FastifyInstance, workflowId: string | undefined): Promise<IExecutionSummary[]> {
  const { executions } = app.switchyard;
  const local = executions.active.list();
  if (!executions.queued) return local;
  const stored = await executions.repository.list(
    { status: ['new', 'running'], ...(workflowId !== undefined ? { workflowId } : {}) },
    { limit: QUEUED_LIST_LIMIT },
  );
  const seen = new Set(local.map((summary) => summary.id));
  return [...local, ...stored.results.filter((summary) => !seen.has(summary.id))];
}

/** Registers the current-executions routes. */
export function registerCurrentExecutionRoutes(app: FastifyInstance, rest: string): void {
  app.get(`${rest}/executions-current`, { preHandler: requireUser }, async (request) => {
    const { filter } = parseInput(currentQuery, request.query);
    const user = currentUser(request);
    const visible = [];
    for (const summary of await runningNow(app, filter?.workflowId)) {
      if (filter?.workflowId !== undefined && summary.workflowId !== filter.workflowId) continue;
      if (await canReadStoredExecution(app, user, summary.id)) visible.push(summary);
    }
    return { data: visible };
  });

  app.post(`${rest}/executions-current/:id/stop`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(executionIdParams, request.params);
    const user = currentUser(request);
    const active = app.switchyard.executions.active.get(id);
    if (active) {
      if (!(await canReadStoredExecution(app, user, id))) throw executionNotFound(id);
    } else {
      await loadVisibleSummary(app, user, id);
    }
    const stopped = await app.switchyard.executions.stop(id);
    if (!stopped) throw executionNotFound(id);
    return { data: stopped };
  });
}
