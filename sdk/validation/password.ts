/** Shortest password the policy accepts. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password the policy accepts. */
export const PASSWORD_MAX_LENGTH = 64;

/** The policy's messages, shown as-is by the forms and returned by the server. */
export const PASSWORD_RULE_MESSAGES = {
  length: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
  number: 'Password must contain at least 1 number.',
  uppercase: 'Password must contain at least 1 uppercase letter.',
} as const;

/**
 * Checks a password against the policy and returns every broken rule's
 * message (empty when the password is acceptable), so a form can list them
 * all at once instead of one per attempt.
 */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_RULE_MESSAGES.length);
  if (!/\d/.test(password)) problems.push(PASSWORD_RULE_MESSAGES.number);
  if (!/\p{Lu}/u.test(password)) problems.push(PASSWORD_RULE_MESSAGES.uppercase);
  return problems;
}
