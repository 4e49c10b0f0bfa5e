/**
 * Applies the node's credential to a request, reusing the credential code of
 * app/server/credentials (templates, Digest, OAuth 1.0a signing, OAuth 2 token calls):
 *
 * - generic types: httpBasicAuth, httpHeaderAuth, httpQueryAuth, httpCustomAuth (its JSON
 *   of headers/qs/body), httpDigestAuth (answers the server's 401 challenge), oAuth1Api
 *   (HMAC-signed Authorization header), oAuth2Api (bearer token);
 * - predefined types: OAuth 1/2 descendants as above, others through the type's
 *   `authenticate` (generic templates or a function).
 *
 * OAuth 2: a client-credentials credential without a token gets one first; a 401 with a
 * refresh token (or a client-credentials grant) refreshes once and retries. The new
 * token is handed to the credential's `saveToken` (the server keeps it on the stored
 * credential) so later runs reuse it.
 */
import type { ICredentialDataDecryptedObject, ICredentialType, IDataObject } from '@sdk/workflow';
import { OAUTH_TOKEN_DATA_KEY } from '../../credentials/redaction';
import { digestAuthorization, findDigestChallenge } from '../../credentials/connect/digest';
import { oauth1Header, signOAuth1 } from '../../credentials/connect/oauth1';
import type { OAuth1SignatureMethod } from '../../credentials/connect/oauth1';
import { renewOAuth2Token } from '../../credentials/connect/oauth2';
import { resolveTemplate, resolveTemplateObject } from '../../credentials/connect/template';
import { CredentialTypeRegistry } from '../../credentials/types';
import type { RequestSpec } from './build-request';
import { requestUrl } from './build-request';
import { encodeFields } from '../../engine/wire-encoding';
import type { SentResponse } from './send';

const registry = new CredentialTypeRegistry();

/** How a request is authenticated: before sending, and optionally once more after a 401. */
export interface Authenticator {
  apply(spec: RequestSpec): Promise<RequestSpec>;
  /** A second attempt after `response` (401), or undefined to keep the answer. */
  retry?(spec: RequestSpec, response: SentResponse): Promise<RequestSpec | undefined>;
}

/** The credential the node has for a type: its data and stored id. */
export interface NodeCredential {
  type: string;
  id: string | undefined;
  data: ICredentialDataDecryptedObject;
  /** Keeps a refreshed OAuth 2 token on the stored credential (left out: the token lasts for this run). */
  saveToken?(tokenData: IDataObject): Promise<void>;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value as number);

function withHeader(spec: RequestSpec, name: string, value: string): RequestSpec {
  return { ...spec, headers: { ...spec.headers, [name]: value } };
}

function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

function generic(type: ICredentialType | undefined, data: ICredentialDataDecryptedObject): Authenticator {
  return {
    async apply(spec) {
      const authenticate = type?.authenticate;
      if (authenticate === undefined) return spec;
      if (typeof authenticate === 'function') {
        // The function gets and gives the request's query as n8n's `qs` object, written when sent.
        const options = await authenticate(data, {
          url: spec.url.toString(),
          headers: { ...spec.headers },
          method: spec.method as never,
          qs: { ...spec.qs } as IDataObject,
        });
        const url = new URL(options.url ?? spec.url.toString());
        const headers = { ...spec.headers, ...(options.headers as Record<string, string>) };
        if (options.auth) headers['authorization'] = basic(options.auth.username, options.auth.password);
        return { ...spec, url, qs: (options.qs as Record<string, unknown> | undefined) ?? spec.qs, headers };
      }
      const { headers, qs, body, auth } = authenticate.properties;
      const out: RequestSpec = {
        ...spec,
        qs: { ...spec.qs, ...resolveTemplateObject(qs, data) },
        headers: { ...spec.headers, ...resolveTemplateObject(headers, data) },
      };
      if (auth !== undefined)
        out.headers['authorization'] = basic(resolveTemplate(auth.username, data), resolveTemplate(auth.password, data));
      if (body !== undefined && spec.body.kind === 'json' && typeof spec.body.value === 'object') {
        out.body = { kind: 'json', value: { ...(spec.body.value as object), ...resolveTemplateObject(body, data) } };
      }
      return out;
    },
  };
}

function customAuth(data: ICredentialDataDecryptedObject): Authenticator {
  let parsed: { headers?: IDataObject; qs?: IDataObject; body?: IDataObject } = {};
  try {
    parsed = JSON.parse(text(data['json']) || '{}') as typeof parsed;
  } catch {
    throw new Error('The Custom Auth credential is not valid JSON.');
  }
  return {
    async apply(spec) {
      const headers = { ...spec.headers };
      for (const [key, value] of Object.entries(parsed.headers ?? {})) headers[key] = text(value);
      let body = spec.body;
      if (parsed.body !== undefined && body.kind === 'json' && typeof body.value === 'object')
        body = { kind: 'json', value: { ...(body.value as object), ...parsed.body } };
      return { ...spec, qs: { ...spec.qs, ...parsed.qs }, headers, body };
    },
  };
}

function digest(data: ICredentialDataDecryptedObject): Authenticator {
  return {
    apply: async (spec) => spec,
    async retry(spec, response) {
      const challenge = findDigestChallenge(response.headers['www-authenticate']);
      if (challenge === undefined) return undefined;
      const sent = requestUrl(spec);
      const value = digestAuthorization(challenge, {
        username: text(data['user']),
        password: text(data['password']),
        method: spec.method,
        uri: `${sent.pathname}${sent.search}`,
      });
      return withHeader(spec, 'authorization', value);
    },
  };
}

function oauth1(data: ICredentialDataDecryptedObject): Authenticator {
  return {
    async apply(spec) {
      const token = (data[OAUTH_TOKEN_DATA_KEY] ?? {}) as IDataObject;
      // The form's fields as they go on the wire, read back as name/value pairs.
      const bodyParams =
        spec.body.kind === 'form-urlencoded' ? Object.fromEntries(new URLSearchParams(encodeFields(spec.body.value))) : undefined;
      const signed = signOAuth1({
        method: spec.method,
        url: requestUrl(spec),
        consumerKey: text(data['consumerKey']),
        consumerSecret: text(data['consumerSecret']),
        ...(typeof token['oauth_token'] === 'string' ? { token: token['oauth_token'] } : {}),
        ...(typeof token['oauth_token_secret'] === 'string' ? { tokenSecret: token['oauth_token_secret'] } : {}),
        signatureMethod: (text(data['signatureMethod']) || 'HMAC-SHA1') as OAuth1SignatureMethod,
        ...(bodyParams !== undefined ? { bodyParams } : {}),
      });
      return withHeader(spec, 'authorization', oauth1Header(signed));
    },
  };
}

function oauth2(credential: NodeCredential): Authenticator {
  const data = credential.data;
  let token = (data[OAUTH_TOKEN_DATA_KEY] ?? undefined) as IDataObject | undefined;
  const fetchToken = async (): Promise<IDataObject> => {
    token = await renewOAuth2Token(data, token);
    await credential.saveToken?.(token);
    return token;
  };
  const bearer = (spec: RequestSpec) => withHeader(spec, 'authorization', `Bearer ${text(token?.['access_token'])}`);
  return {
    async apply(spec) {
      if (typeof token?.['access_token'] !== 'string') {
        if (data['grantType'] !== 'clientCredentials') {
          throw new Error('The OAuth2 credential is not connected: connect the account in the credential first.');
        }
        await fetchToken();
      }
      return bearer(spec);
    },
    async retry(spec) {
      const canRefresh = typeof token?.['refresh_token'] === 'string' || data['grantType'] === 'clientCredentials';
      if (!canRefresh) return undefined;
      await fetchToken();
      return bearer(spec);
    },
  };
}

/** The authenticator for a credential of `credential.type`. */
export function authenticatorFor(credential: NodeCredential): Authenticator {
  const { type, data } = credential;
  if (registry.has(type)) {
    if (registry.extendsType(type, 'oAuth2Api')) return oauth2(credential);
    if (registry.extendsType(type, 'oAuth1Api')) return oauth1(data);
    if (registry.extendsType(type, 'httpDigestAuth')) return digest(data);
  }
  if (type === 'httpCustomAuth') return customAuth(data);
  if (type === 'httpBasicAuth') {
    return { apply: async (spec) => withHeader(spec, 'authorization', basic(text(data['user']), text(data['password']))) };
  }
  const typeDescription = registry.get(type);
  if (typeDescription === undefined) throw new Error(`The credential type "${type}" is not known.`);
  // Walk up `extends` for the nearest `authenticate`.
  for (const name of registry.lineage(type)) {
    const candidate = registry.get(name);
    if (candidate?.authenticate !== undefined) return generic(candidate, data);
  }
  return generic(typeDescription, data);
}
