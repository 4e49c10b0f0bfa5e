/**
 * Credential type logic of the edit modal: the properties of a type with its 'extends'
 * parents merged in, which of them show for the current values (the sdk's display logic,
 * as for node parameters), the values to save, the default name (the type's name without
 * API, OAuth1 and OAuth2, plus 'account'), scopes, and
 * which OAuth flow a type uses.
 */
import { displayParameter, getNodeParameters, type ICredentialType, type INodeProperties } from '@sdk';

/** The redaction sentinel the server sends for a stored secret (n8n's). */
export const REDACTED_VALUE = '__n8n_BLANK_VALUE_e5362baf-c777-4d57-a609-6eaf1f9e87f6';

/** The name when nothing better is known (also when the default-name call fails). */
export const UNNAMED_CREDENTIAL = 'Unnamed credential';

/** Looks a type up by name. */
export type TypeLookup = (name: string) => ICredentialType | undefined;

/**
 * The names of `type` and every type it extends, nearest first (`googleOAuth2Api`,
 * `oAuth2Api`). Cycles and unknown parents are ignored.
 */
export function typeLineage(type: ICredentialType, lookup: TypeLookup): string[] {
  const out: string[] = [];
  const visit = (t: ICredentialType) => {
    if (out.includes(t.name)) return;
    out.push(t.name);
    for (const parent of t.extends ?? []) {
      const found = lookup(parent);
      if (found) visit(found);
    }
  };
  visit(type);
  return out;
}

/**
 * The type's properties with those of the types it extends: parents' first, a child's
 * property replacing the parent's of the same name in place (n8n's merge). Properties the
 * instance overwrites are left out.
 */
export function mergedProperties(type: ICredentialType, lookup: TypeLookup, seen: ReadonlySet<string> = new Set()): INodeProperties[] {
  if (seen.has(type.name)) return [];
  const chain = new Set(seen).add(type.name);
  const merged: INodeProperties[] = [];
  const put = (property: INodeProperties) => {
    const at = merged.findIndex((p) => p.name === property.name);
    if (at === -1) merged.push(property);
    else merged[at] = property;
  };
  for (const parent of type.extends ?? []) {
    const found = lookup(parent);
    if (found) mergedProperties(found, lookup, chain).forEach(put);
  }
  type.properties.forEach(put);
  const overwritten = new Set(type.__overwrittenProperties ?? []);
  return merged.filter((p) => !overwritten.has(p.name));
}

/**
 * Values with every property at its default where unset, and values of properties whose
 * display options fail removed: what the form edits and what Save sends.
 */
export function valuesWithDefaults(
  properties: readonly INodeProperties[],
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return getNodeParameters(properties, data, true, false, null) as Record<string, unknown>;
}

/** The properties the form shows for `values`: displayed and not of type hidden. */
export function visibleProperties(properties: readonly INodeProperties[], values: Readonly<Record<string, unknown>>): INodeProperties[] {
  return properties.filter((p) => p.type !== 'hidden' && displayParameter(values, p, null, null));
}

/** Whether the property holds a secret (masked, never given an edit window). */
export function isSecret(property: INodeProperties): boolean {
  return property.typeOptions?.password === true;
}

/** A scope default is split on spaces or commas. */
export function splitScopes(scope: unknown): string[] {
  if (Array.isArray(scope)) return scope.flatMap(splitScopes);
  if (typeof scope !== 'string') return [];
  return scope.split(/[\s,]+/).filter((s) => s !== '');
}

/** Which OAuth connect flow the type needs, if any. */
export type OAuthKind = 'oAuth1' | 'oAuth2' | null;

/** The OAuth flow of a type: through `oAuth1Api` / `oAuth2Api` in its lineage. */
export function oauthKind(type: ICredentialType, lookup: TypeLookup): OAuthKind {
  const lineage = typeLineage(type, lookup);
  if (lineage.includes('oAuth2Api')) return 'oAuth2';
  if (lineage.includes('oAuth1Api')) return 'oAuth1';
  return null;
}

/**
 * Whether the connect button applies to these values: OAuth1 always; OAuth2 unless the
 * grant type is client credentials (that grant needs no sign-in).
 */
export function needsConnect(kind: OAuthKind, values: Readonly<Record<string, unknown>>): boolean {
  if (kind === 'oAuth1') return true;
  if (kind === 'oAuth2') return values['grantType'] !== 'clientCredentials';
  return false;
}

/** Whether a saved credential has a connected OAuth account (the server sends its token redacted). */
export function isConnected(data: Readonly<Record<string, unknown>> | undefined): boolean {
  const token = data?.['oauthTokenData'];
  return token !== undefined && token !== null && token !== '';
}

/** The fields a save sends: displayed values only, no OAuth token (only the server writes it). */
export function dataToSave(properties: readonly INodeProperties[], values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out = valuesWithDefaults(properties, values);
  delete out['oauthTokenData'];
  return out;
}

/** The scopes a type declares (n8n's `scopes`), or those of the scope property's default. */
export function declaredScopes(type: ICredentialType, properties: readonly INodeProperties[]): string[] {
  if (type.scopes && type.scopes.length > 0) return splitScopes(type.scopes);
  const scope = properties.find((p) => p.name === 'scope' && p.type === 'hidden');
  return scope ? splitScopes(scope.default) : [];
}
