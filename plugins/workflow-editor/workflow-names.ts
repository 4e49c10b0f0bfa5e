import { DEFAULT_WORKFLOW_NAME, WORKFLOW_NAME_MAX_LENGTH } from '@sdk';

/**
 * A name as a save stores it (trimmed), or an error message for a
 * name the server would refuse (empty, longer than 128 characters).
 */
export function normaliseWorkflowName(name: string): { name: string } | { error: string } {
  const trimmed = name.trim();
  if (trimmed === '') return { error: 'The workflow name cannot be empty.' };
  if (trimmed.length > WORKFLOW_NAME_MAX_LENGTH) {
    return { error: `The workflow name can be at most ${WORKFLOW_NAME_MAX_LENGTH} characters long.` };
  }
  return { name: trimmed };
}

/** The name a new workflow gets when the server cannot suggest one. */
export function fallbackWorkflowName(given?: string): string {
  const trimmed = given?.trim();
  return trimmed ? trimmed : DEFAULT_WORKFLOW_NAME;
}
