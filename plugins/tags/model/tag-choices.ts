import type { TagRef } from '../api';

/** Longest tag name the server accepts (`POST /tags`, `PATCH /tags/:id`). */
export const TAG_NAME_MAX_LENGTH = 24;

/** Why a tag cannot be named `name`, or null when it can. */
export function tagNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'A tag needs a name.';
  if (trimmed.length > TAG_NAME_MAX_LENGTH) return `A tag name can be at most ${TAG_NAME_MAX_LENGTH} characters long.`;
  return null;
}

/** One entry of the tag list under the field: an existing tag, or "Create tag" for the typed text. */
export type TagChoice = { readonly kind: 'existing'; readonly tag: TagRef } | { readonly kind: 'create'; readonly name: string };

/**
 * The choices for what is typed: the tags not chosen yet whose names contain it (any case),
 * sorted by name, after a "Create tag" entry when no tag has exactly that name, so Enter
 * creates what was typed, as in n8n's tag field.
 */
export function tagChoices(all: readonly TagRef[], chosen: readonly TagRef[], query: string): TagChoice[] {
  const typed = query.trim();
  const needle = typed.toLowerCase();
  const chosenIds = new Set(chosen.map((t) => t.id));
  const matches = all
    .filter((t) => !chosenIds.has(t.id) && t.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((tag): TagChoice => ({ kind: 'existing', tag }));
  const exact = [...all, ...chosen].some((t) => t.name.toLowerCase() === needle);
  return typed !== '' && !exact ? [{ kind: 'create', name: typed }, ...matches] : matches;
}

/** The tags with one more at the end (unchanged when it is there already). */
export function withTag(tags: readonly TagRef[], tag: TagRef): readonly TagRef[] {
  return tags.some((t) => t.id === tag.id) ? tags : [...tags, tag];
}

/** The tags without the one with id `id`. */
export function withoutTag(tags: readonly TagRef[], id: string): readonly TagRef[] {
  return tags.filter((t) => t.id !== id);
}

/** Whether two tag lists name the same tags in the same order. */
export function sameTags(a: readonly TagRef[], b: readonly TagRef[]): boolean {
  return a.length === b.length && a.every((t, i) => t.id === b[i]!.id);
}

/** The confirm text for deleting a tag, naming how many workflows use it. */
export function deleteTagMessage(tag: { readonly name: string; readonly usageCount?: number }): string {
  const count = tag.usageCount ?? 0;
  const use =
    count === 0
      ? 'No workflow uses it.'
      : `${count} workflow${count === 1 ? ' uses' : 's use'} it; ${count === 1 ? 'it loses' : 'they lose'} the tag.`;
  return `Delete the tag "${tag.name}"? ${use}`;
}

/** Why the user cannot delete tags (only the owner, or the default user before set-up, may), or null. */
export function tagDeleteRefusal(role: string | undefined): string | null {
  return role === undefined || role === 'owner' || role === 'default' ? null : 'Only the instance owner can delete tags.';
}
