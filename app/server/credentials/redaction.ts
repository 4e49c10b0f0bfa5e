/**
 * What of a credential's data leaves the server, and how edits coming back are merged
 * with what is stored.
 *
 * - **Secret fields** (properties with `typeOptions.password`, inherited ones included)
 *   are never sent in clear once saved: a non-empty value goes out as
 *   {@link CREDENTIAL_BLANKING_VALUE} (n8n's redaction sentinel), an empty one as `''`.
 * - **`oauthTokenData`** (the tokens of a connected OAuth account) goes out as the
 *   sentinel when present, so the editor can show "connected"; clients can never set it
 *   (only the OAuth callbacks write it) and saving keeps it.
 * - **Internal fields** of an OAuth flow in progress ({@link INTERNAL_DATA_KEYS}) are never
 *   sent and never taken from a client; saving keeps them.
 *
 * On save or test, a field whose value is the sentinel, or a secret field left out,
 * keeps its stored value; any other value (`''` included) replaces it.
 */
import type { CredentialInformation, ICredentialDataDecryptedObject } from '@sdk/workflow';

/** Stands for "the stored secret" in both directions (n8n 1.x's value). */
export const CREDENTIAL_BLANKING_VALUE = '__n8n_BLANK_VALUE_e5362baf-c777-4d57-a609-6eaf1f9e87f6';

/** Where the tokens of a connected OAuth account are kept (n8n's field name). */
export const OAUTH_TOKEN_DATA_KEY = 'oauthTokenData';

/** Server-only fields of an OAuth connection in progress. */
export const INTERNAL_DATA_KEYS: ReadonlySet<string> = new Set([
  'csrfSecret',
  'codeVerifier',
  'oauthRequestToken',
  'oauthRequestTokenSecret',
]);

/** Whether clients may neither read nor write `key` directly. */
export function isServerManagedKey(key: string): boolean {
  return key === OAUTH_TOKEN_DATA_KEY || INTERNAL_DATA_KEYS.has(key);
}

function isEmpty(value: CredentialInformation | undefined): boolean {
  return value === undefined || value === null || value === '';
}

/** The data as the credential's editors (owner, instance owner) may see it. */
export function redactData(data: ICredentialDataDecryptedObject, secretKeys: ReadonlySet<string>): ICredentialDataDecryptedObject {
  const out: ICredentialDataDecryptedObject = {};
  for (const [key, value] of Object.entries(data)) {
    if (INTERNAL_DATA_KEYS.has(key)) continue;
    if (key === OAUTH_TOKEN_DATA_KEY) {
      if (!isEmpty(value)) out[key] = CREDENTIAL_BLANKING_VALUE;
      continue;
    }
    if (secretKeys.has(key)) {
      out[key] = isEmpty(value) ? '' : CREDENTIAL_BLANKING_VALUE;
      continue;
    }
    out[key] = value;
  }
  return out;
}

/**
 * Data a client sent (create, save or test), merged with the stored data: sentinels and
 * left-out secrets take the stored value, server-managed fields come from `stored` only.
 */
export function mergeWithStored(
  incoming: ICredentialDataDecryptedObject,
  stored: ICredentialDataDecryptedObject,
  secretKeys: ReadonlySet<string>,
): ICredentialDataDecryptedObject {
  const merged: ICredentialDataDecryptedObject = {};
  for (const [key, value] of Object.entries(incoming)) {
    if (isServerManagedKey(key)) continue;
    if (value === CREDENTIAL_BLANKING_VALUE) {
      const previous = stored[key];
      if (previous !== undefined) merged[key] = previous;
      continue;
    }
    merged[key] = value;
  }
  for (const key of secretKeys) {
    const previous = stored[key];
    if (!(key in incoming) && previous !== undefined) merged[key] = previous;
  }
  for (const [key, value] of Object.entries(stored)) {
    if (isServerManagedKey(key)) merged[key] = value;
  }
  return merged;
}

/** Client-supplied data for a new credential: server-managed fields and sentinels dropped. */
export function sanitizeNewData(incoming: ICredentialDataDecryptedObject): ICredentialDataDecryptedObject {
  return mergeWithStored(incoming, {}, new Set());
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether two data objects differ in anything a client controls (key order ignored). */
export function connectionDiffers(a: ICredentialDataDecryptedObject, b: ICredentialDataDecryptedObject): boolean {
  const visible = (data: ICredentialDataDecryptedObject) =>
    Object.fromEntries(Object.entries(data).filter(([key]) => !isServerManagedKey(key)));
  return stableJson(visible(a)) !== stableJson(visible(b));
}
