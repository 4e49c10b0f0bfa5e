/**
 * Names for new workflows (`GET /workflows/new`): the wanted name (or 'My workflow') if
 * no workflow has it yet, else the name with the next free number: 'My workflow 2',
 * 'My workflow 3', ... (one more than the highest number in use, as n8n does). The
 * result stays within the 128-character name limit by shortening the base name.
 */
import { DEFAULT_WORKFLOW_NAME, WORKFLOW_NAME_MAX_LENGTH } from '@sdk/settings/constants';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function withNumber(base: string, n: number): string {
  const suffix = ` ${n}`;
  return `${base.slice(0, WORKFLOW_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/** A name based on `wanted` that is not in `taken`. */
export function uniqueWorkflowName(wanted: string | undefined, taken: Iterable<string>): string {
  const base = (wanted ?? '').trim().slice(0, WORKFLOW_NAME_MAX_LENGTH).trim() || DEFAULT_WORKFLOW_NAME;
  const names = new Set(taken);
  if (!names.has(base)) return base;
  const numbered = new RegExp(`^${escapeRegExp(base)} (\\d{1,9})$`);
  let highest = 1;
  for (const name of names) {
    const match = numbered.exec(name);
    if (match?.[1] !== undefined) highest = Math.max(highest, Number(match[1]));
  }
  let n = highest + 1;
  while (names.has(withNumber(base, n))) n++;
  return withNumber(base, n);
}
