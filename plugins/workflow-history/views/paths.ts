/** The history route's paths. */
export const HISTORY_ROUTE = '/workflow/:id/history';
export const HISTORY_VERSION_ROUTE = '/workflow/:id/history/:versionId';

/** The history of a workflow, with a version selected when given. */
export function historyPath(workflowId: string, versionId?: string): string {
  const base = `/workflow/${encodeURIComponent(workflowId)}/history`;
  return versionId === undefined ? base : `${base}/${encodeURIComponent(versionId)}`;
}
