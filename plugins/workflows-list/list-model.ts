import type { ISharee, ITag } from '@sdk';
import { visibleName } from '@sdk';

/** A workflow as `GET /workflows` lists it. */
export interface WorkflowSummary {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
  /** The stored version; a toggle from the list sends it with `active`. */
  readonly versionId?: string | null;
  readonly createdAt?: string;
  readonly updatedAt?: string;
  readonly tags?: readonly ITag[];
  readonly ownedBy?: ISharee | null;
}

/** Sort orders of the list. */
export type WorkflowSort = 'updatedAt' | 'createdAt' | 'nameAsc' | 'nameDesc';

/** Labels of the sort orders, in menu order. */
export const SORT_LABELS: Readonly<Record<WorkflowSort, string>> = {
  updatedAt: 'Last updated',
  createdAt: 'Last created',
  nameAsc: 'Name (A-Z)',
  nameDesc: 'Name (Z-A)',
};

const time = (value: string | undefined) => (value ? Date.parse(value) || 0 : 0);

/** Filters by search text (name or tag name, case-insensitive) and selected tags (all must be present), then sorts. */
export function visibleWorkflows(
  workflows: readonly WorkflowSummary[],
  options: { readonly search: string; readonly tagIds: readonly string[]; readonly sort: WorkflowSort },
): WorkflowSummary[] {
  const query = options.search.trim().toLowerCase();
  const filtered = workflows.filter((w) => {
    const tags = w.tags ?? [];
    if (options.tagIds.some((id) => !tags.some((t) => t.id === id))) return false;
    if (query === '') return true;
    return w.name.toLowerCase().includes(query) || tags.some((t) => t.name.toLowerCase().includes(query));
  });
  const sorted = [...filtered];
  switch (options.sort) {
    case 'updatedAt':
      return sorted.sort((a, b) => time(b.updatedAt) - time(a.updatedAt) || a.name.localeCompare(b.name));
    case 'createdAt':
      return sorted.sort((a, b) => time(b.createdAt) - time(a.createdAt) || a.name.localeCompare(b.name));
    case 'nameAsc':
      return sorted.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
    case 'nameDesc':
      return sorted.sort((a, b) => b.name.localeCompare(a.name, undefined, { sensitivity: 'base' }));
  }
}

/** Every tag used by the workflows, once, by name. */
export function tagsInUse(workflows: readonly WorkflowSummary[]): ITag[] {
  const byId = new Map<string, ITag>();
  for (const w of workflows) for (const t of w.tags ?? []) byId.set(t.id, t);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** "Olga Owner", else the e-mail address, else null. */
export function ownerName(owner: ISharee | null | undefined): string | null {
  if (!owner) return null;
  const name = [owner.firstName, owner.lastName].filter(Boolean).join(' ').trim();
  const shown = name || owner.email;
  return shown ? visibleName(shown) : null;
}
