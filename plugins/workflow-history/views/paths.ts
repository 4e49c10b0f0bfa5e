/** The history route's paths. */
export const HISTORY_ROUTE = '/workflow/:id/history';
export const HISTORY_VERSION_ROUTE = '/workflow/:id/history/:versionId';

/** What a selected version is compared with. */
export type CompareWith = 'previous' | 'current';

/** The history of a workflow, with a version selected when given (and compared with the current workflow when asked). */
export function historyPath(workflowId: string, versionId?: string, compareWith: CompareWith = 'previous'): string {
  const base = `/workflow/${encodeURIComponent(workflowId)}/history`;
  const path = versionId === undefined ? base : `${base}/${encodeURIComponent(versionId)}`;
  return compareWith === 'current' ? `${path}?compare=current` : path;
}

/** The comparison a location asks for (`?compare=current`), previous otherwise. */
export function compareWithOf(location: string): CompareWith {
  const query = location.includes('?') ? location.slice(location.indexOf('?') + 1) : '';
  return new URLSearchParams(query).get('compare') === 'current' ? 'current' : 'previous';
}
