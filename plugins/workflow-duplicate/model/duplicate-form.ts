import { DUPLICATE_SUFFIX, WORKFLOW_NAME_MAX_LENGTH } from '@sdk';

/** A tag as `GET /tags` lists it. */
export interface TagRef {
  readonly id: string;
  readonly name: string;
}

/** The dialog's values: the copy's name and its tags, in the order chosen. */
export interface DuplicateFormValues {
  readonly name: string;
  readonly tags: readonly TagRef[];
}

/** Longest tag name the server accepts (`POST /tags`). */
export const TAG_NAME_MAX_LENGTH = 24;

/**
 * The name a copy is offered, as n8n's dialog offers it: the original plus ' copy'. When that
 * would reach 128 characters, n8n offers the original name unchanged (so the copy is still
 * a valid name) rather than cutting it.
 */
export function copyName(original: string): string {
  const name = original.trim();
  return name.length + DUPLICATE_SUFFIX.length >= WORKFLOW_NAME_MAX_LENGTH ? name : `${name}${DUPLICATE_SUFFIX}`;
}

/** The dialog's starting values: the copy name and the workflow's own tags. */
export function initialDuplicateForm(data: { name?: string; tags?: readonly TagRef[] } | undefined): DuplicateFormValues {
  return { name: copyName(data?.name ?? ''), tags: [...(data?.tags ?? [])] };
}

/** Why the form cannot be saved, or null when it can. */
export function duplicateFormProblem(values: DuplicateFormValues): string | null {
  const name = values.name.trim();
  if (name === '') return 'The workflow name cannot be empty.';
  if (name.length > WORKFLOW_NAME_MAX_LENGTH) return `The workflow name can be at most ${WORKFLOW_NAME_MAX_LENGTH} characters long.`;
  return null;
}

/** Why a new tag cannot be created under `name`, or null when it can. */
export function newTagProblem(name: string): string | null {
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

/** Adds a tag once, at the end. */
export function withTag(values: DuplicateFormValues, tag: TagRef): DuplicateFormValues {
  return values.tags.some((t) => t.id === tag.id) ? values : { ...values, tags: [...values.tags, tag] };
}

/** Removes a tag. */
export function withoutTag(values: DuplicateFormValues, id: string): DuplicateFormValues {
  return { ...values, tags: values.tags.filter((t) => t.id !== id) };
}

/** What the editor service saves: the trimmed name and the tag ids. */
export function duplicateRequest(values: DuplicateFormValues): { name: string; tagIds: string[] } {
  return { name: values.name.trim(), tagIds: values.tags.map((t) => t.id) };
}
