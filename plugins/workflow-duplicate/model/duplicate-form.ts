import { DUPLICATE_SUFFIX, WORKFLOW_NAME_MAX_LENGTH } from '@sdk';
import type { TagRef } from '@plugins/tags/api';

/** The dialog's values: the copy's name and its tags, in the order chosen. */
export interface DuplicateFormValues {
  readonly name: string;
  readonly tags: readonly TagRef[];
}

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

/** What the editor service saves: the trimmed name and the tag ids. */
export function duplicateRequest(values: DuplicateFormValues): { name: string; tagIds: string[] } {
  return { name: values.name.trim(), tagIds: values.tags.map((t) => t.id) };
}
