/** What a page says when a failed call brought no message of its own. */
export const FAILURE_FALLBACK = 'Something went wrong. Please try again.';

/** The message to show for a failed call: the server's own, or a fallback. */
export function failureMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message !== '') {
    return error.message;
  }
  return FAILURE_FALLBACK;
}
