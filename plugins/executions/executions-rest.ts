/**
 * The execution REST calls (list, get, delete, retry, stop), typed for the views. Every
 * call goes through the shell's REST client, which unwraps `{data}` and maps server errors.
 */
import type { IExecutionResponse, IExecutionsListResponse, IExecutionSummary, IRestApi } from '@sdk';
import { pageQuery, type ExecutionQueryFilter } from './list-model';

/** One page of `GET /executions`, newest first, older than `lastId` when given. */
export function listExecutions(
  rest: IRestApi,
  filter: ExecutionQueryFilter,
  options: { lastId?: string; limit: number },
): Promise<IExecutionsListResponse> {
  return rest.get<IExecutionsListResponse>('/executions', { query: pageQuery(filter, options) });
}

/** `GET /executions/:id`: the summary plus the workflow as it ran and its run data. */
export function getExecution(rest: IRestApi, id: string): Promise<IExecutionResponse> {
  return rest.get<IExecutionResponse>(`/executions/${encodeURIComponent(id)}`);
}

/** `POST /executions/delete` by ids. */
export function deleteExecutions(rest: IRestApi, ids: readonly string[]): Promise<{ deleted: number }> {
  return rest.post<{ deleted: number }>('/executions/delete', { body: { ids } });
}

/** `POST /executions/delete` of everything the filter matches (visible to the user). */
export function deleteMatching(rest: IRestApi, filter: ExecutionQueryFilter): Promise<{ deleted: number }> {
  // "Delete all" without a filter still needs a condition: everything started before now.
  const body = Object.keys(filter).length > 0 ? { filters: filter } : { deleteBefore: new Date().toISOString() };
  return rest.post<{ deleted: number }>('/executions/delete', { body });
}

/** `POST /executions/:id/retry`; resolves whether the retry finished successfully. */
export function retryExecution(rest: IRestApi, id: string, loadWorkflow: boolean): Promise<boolean> {
  return rest.post<boolean>(`/executions/${encodeURIComponent(id)}/retry`, { body: { loadWorkflow } });
}

/** `POST /executions-current/:id/stop`. */
export function stopExecution(rest: IRestApi, id: string): Promise<Partial<IExecutionSummary>> {
  return rest.post<Partial<IExecutionSummary>>(`/executions-current/${encodeURIComponent(id)}/stop`);
}
