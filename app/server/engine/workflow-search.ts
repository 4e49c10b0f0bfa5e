/**
 * The workflow picker behind Execute Workflow's list mode: workflows the user may read,
 * filtered by name, a page at a time (the token is the offset of the next page).
 */
import type { UserRecord } from '../db';
import type { WorkflowService } from '../workflows/workflow-service';
import type { IWorkflowSearchPage } from './node-interface';

/** Workflows per page. */
export const WORKFLOW_SEARCH_PAGE_SIZE = 50;

/** One page of the workflows `user` may read whose name contains `filter`. */
export async function searchWorkflows(
  service: WorkflowService,
  user: UserRecord,
  filter: string | undefined,
  paginationToken: string | undefined,
  pageSize = WORKFLOW_SEARCH_PAGE_SIZE,
): Promise<IWorkflowSearchPage> {
  const offset = paginationToken !== undefined && /^\d+$/.test(paginationToken) ? Number(paginationToken) : 0;
  const name = filter?.trim();
  const { count, data } = await service.list(user, {
    filter: name ? { name } : {},
    select: ['id', 'name'],
    skip: offset,
    take: pageSize,
  });
  const next = offset + data.length;
  return {
    results: data.map((w) => ({ id: w.id, name: String(w.name) })),
    nextToken: next < count ? String(next) : undefined,
  };
}
