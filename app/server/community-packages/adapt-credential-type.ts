/**
 * Adapts a credential type from a community package: its generic `authenticate` becomes a
 * function that evaluates the package's expressions as JavaScript, as the routing engine
 * does (routing-expression.ts says why that grants nothing the package lacks). Packages
 * write more than the plain `$credentials.name` references the built-in resolver takes:
 * `$credentials?.apiKey`, ternaries, or a whole `headers` object from one expression
 * (`={{ $credentials.authType === "token" ? { Authorization: ... } : {} }}`).
 */
import type { ICredentialDataDecryptedObject, ICredentialType, IDataObject, IHttpRequestOptions } from '@sdk/workflow';
import { resolveRoutingValue } from './routing/routing-expression';

type Generic = Extract<NonNullable<ICredentialType['authenticate']>, { type: 'generic' }>['properties'];

/** `raw` resolved to a flat object, keys and values (a whole-object expression included). */
function resolvedEntries(raw: unknown, scope: Record<string, unknown>): Array<[string, unknown]> {
  const value = resolveRoutingValue(raw, scope);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, entry]): Array<[string, unknown]> => {
    const name = key.startsWith('=') ? resolveRoutingValue(key, scope) : key;
    return typeof name === 'string' && name !== '' && entry !== undefined && entry !== null ? [[name, entry]] : [];
  });
}

/** Applies the package's generic `properties` to the request, as the anchor product does. */
async function applyGeneric(
  properties: Generic,
  credentials: ICredentialDataDecryptedObject,
  request: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
  const scope = { $credentials: credentials };
  const out: IHttpRequestOptions = { ...request, headers: { ...request.headers }, qs: { ...request.qs } };
  for (const [name, value] of resolvedEntries(properties.headers, scope)) out.headers![name] = String(value as string);
  for (const [name, value] of resolvedEntries(properties.qs, scope)) out.qs![name] = value as IDataObject[string];
  const body = resolvedEntries(properties.body, scope);
  if (body.length > 0) {
    const existing = typeof out.body === 'object' && out.body !== null && !Buffer.isBuffer(out.body) ? (out.body as IDataObject) : {};
    out.body = { ...existing, ...Object.fromEntries(body) } as IDataObject;
  }
  const auth = resolveRoutingValue(properties.auth, scope) as { username?: unknown; password?: unknown } | undefined;
  if (auth && typeof auth === 'object' && auth.username !== undefined) {
    out.auth = { username: String(auth.username as string), password: String((auth.password ?? '') as string) };
  }
  return out;
}

/** The credential type with a generic `authenticate` turned into one that evaluates the package's expressions. */
export function adaptCredentialType(type: ICredentialType): ICredentialType {
  const authenticate = type.authenticate;
  if (authenticate === undefined || typeof authenticate === 'function' || authenticate.type !== 'generic') return type;
  const { properties } = authenticate;
  const adapted = Object.assign(Object.create(Object.getPrototypeOf(type) as object) as ICredentialType, type);
  adapted.authenticate = (credentials, request) => applyGeneric(properties, credentials, request);
  return adapted;
}
