/**
 * Why an SSO (SAML) sign-in was refused. The server's assertion consumer sends the browser to
 * the sign-in page with `?ssoError=<code>`, and the page shows the message: a code, not text,
 * travels in the URL, so no one can put words of their own on the sign-in page.
 */
export const SSO_ERROR_MESSAGES = {
  unsigned: "The identity provider's response is not signed, or its signature does not match the identity provider's certificate.",
  expired: 'The sign-in response from the identity provider has expired. Sign in again.',
  replayed: 'This sign-in response was already used. Sign in again.',
  audience: 'The sign-in response was meant for another service (wrong audience). Check the entity ID set in the identity provider.',
  invalid: 'The response of the identity provider could not be read as a SAML sign-in.',
  'no-email': 'The identity provider sent no e-mail address for this user. Check the attribute mapping in the SSO settings.',
  account: 'This account cannot sign in with SSO. Ask the instance owner.',
  'not-enabled': 'Sign-in with SSO is not turned on.',
} as const;

/** A reason an SSO sign-in was refused. */
export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES;

/** The message of `code`, or undefined when it is not one. */
export function ssoErrorMessage(code: string | null | undefined): string | undefined {
  if (code === null || code === undefined || !Object.hasOwn(SSO_ERROR_MESSAGES, code)) return undefined;
  return SSO_ERROR_MESSAGES[code as SsoErrorCode];
}
