/**
 * The e-mail pattern: a local part (dotted atoms or a quoted
 * string), '@', then an IP literal in brackets or a domain whose top-level
 * label has at least two letters. Shared by the forms and the server so both
 * accept exactly the same addresses.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** Whether `value` is an e-mail address by {@link EMAIL_PATTERN}; surrounding spaces are ignored. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
