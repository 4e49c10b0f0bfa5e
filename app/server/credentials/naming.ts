/**
 * Names of new credentials: the type's display name without the words API,
 * OAuth1 and OAuth2, plus " account" ("Slack API" → "Slack account"); 'Unnamed credential'
 * when nothing is left. `GET /credentials/new` makes the name unique by appending the next
 * free number ("Slack account 2"), like n8n's `generateUniqueName`.
 */
import { DEFAULT_CREDENTIAL_NAME } from '@sdk/settings/constants';

/** Words dropped from a display name. */
export const CREDENTIAL_NAME_WORDS_TO_DROP: readonly string[] = ['API', 'OAuth1', 'OAuth2'];
/** Longest credential name. */
export const MAX_CREDENTIAL_NAME_LENGTH = 128;

/** The default name for a new credential of a type with this display name. */
export function defaultCredentialName(displayName: string | undefined): string {
  const appName = (displayName ?? '')
    .split(' ')
    .filter((word) => word !== '' && !CREDENTIAL_NAME_WORDS_TO_DROP.includes(word))
    .join(' ')
    .trim();
  return appName === '' ? DEFAULT_CREDENTIAL_NAME : `${appName} account`;
}

/**
 * `requested` if no name in `taken` equals it, else `requested` plus one more than the
 * highest number already used as `"<requested> <n>"` (at least 2). The base is shortened
 * when the result would exceed {@link MAX_CREDENTIAL_NAME_LENGTH}.
 */
export function uniqueCredentialName(requested: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  if (!names.has(requested)) return requested;
  let highest = 1;
  const prefix = `${requested} `;
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const suffix = name.slice(prefix.length);
    if (/^[1-9]\d{0,8}$/.test(suffix)) highest = Math.max(highest, Number(suffix));
  }
  const suffix = ` ${highest + 1}`;
  const base = requested.slice(0, MAX_CREDENTIAL_NAME_LENGTH - suffix.length).trimEnd();
  return `${base}${suffix}`;
}
