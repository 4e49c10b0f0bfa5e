/**
 * `POST /rest/credentials/test`: tries a credential for real and answers
 * `{status: 'OK' | 'Error', message}` (n8n's `INodeCredentialTestResult`).
 *
 * - Types with a declarative `test` (basic, header, query, digest auth, switchyardApi and
 *   types added later): the test request is sent with the credential applied through the
 *   type's `authenticate` (digest answers the server's challenge); a 2xx answer passes,
 *   unless one of the type's rules says otherwise.
 * - `oAuth2Api` and the types extending it: with the client-credentials grant a token is
 *   requested from the token endpoint; with an authorization-code (or PKCE) grant the
 *   credential passes only when an account is connected (an access token is stored).
 * - `oAuth1Api` and its descendants: passes when an account is connected.
 * - Database types (`postgres`): a real connection is opened (`connection-tests.ts`).
 *
 * Nothing is stored by a test.
 */
import type { ICredentialDataDecryptedObject, ICredentialTestRequest, ICredentialType, IDataObject } from '@sdk/workflow';
import { OAUTH_TOKEN_DATA_KEY } from '../redaction';
import type { CredentialTypeRegistry } from '../types';
import { TEST_URL_PROPERTY } from '../types';
import { CONNECTION_TESTS } from './connection-tests';
import { digestAuthorization, DigestError, findDigestChallenge } from './digest';
import { headerValue, parseHttpUrl, RequestFailedError, sendRequest } from './http-client';
import type { IncomingResponse, OutgoingRequest } from './http-client';
import { OAuthTokenError, requestToken, splitScopes } from './oauth2';
import { resolveTemplate, resolveTemplateObject, UnsupportedTemplateError } from './template';

/** The answer of a credential test. */
export interface CredentialTestResult {
  status: 'OK' | 'Error';
  message: string;
}

/** What a test needs besides the credential. */
export interface CredentialTestContext {
  types: CredentialTypeRegistry;
  /** This instance's public API base (`http://host:5678/api/v1`), for `switchyardApi` without a Base URL. */
  instanceApiBaseUrl: string;
}

/** Message of a passing request test (n8n's). */
export const TEST_OK_MESSAGE = 'Connection successful!';

const ok = (message = TEST_OK_MESSAGE): CredentialTestResult => ({ status: 'OK', message });
const fail = (message: string): CredentialTestResult => ({ status: 'Error', message });

/** `data` with each property's default filled in where the value is missing. */
export function withDefaults(
  types: CredentialTypeRegistry,
  typeName: string,
  data: ICredentialDataDecryptedObject,
): ICredentialDataDecryptedObject {
  const filled: ICredentialDataDecryptedObject = { ...data };
  for (const property of types.properties(typeName)) {
    const value = property.default;
    if (filled[property.name] === undefined && value !== undefined && value !== null) {
      filled[property.name] = value as ICredentialDataDecryptedObject[string];
    }
  }
  return filled;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

/** The nearest type in the lineage that defines `key`. */
function nearest<K extends keyof ICredentialType>(types: CredentialTypeRegistry, typeName: string, key: K): ICredentialType[K] | undefined {
  for (const name of types.lineage(typeName)) {
    const value = types.get(name)?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Tests a credential of `typeName` with (already merged, decrypted) `data`. */
export async function testCredential(
  context: CredentialTestContext,
  typeName: string,
  data: ICredentialDataDecryptedObject,
): Promise<CredentialTestResult> {
  const { types } = context;
  if (!types.has(typeName)) return fail(`Unknown credential type "${typeName}".`);
  const filled = withDefaults(types, typeName, data);
  try {
    // A service's own test (who am I?) comes before the generic OAuth checks.
    const connectionTest = Object.hasOwn(CONNECTION_TESTS, typeName) ? CONNECTION_TESTS[typeName] : undefined;
    if (connectionTest !== undefined) return await connectionTest(filled);
    if (types.extendsType(typeName, 'oAuth2Api')) return await testOAuth2(filled);
    if (types.extendsType(typeName, 'oAuth1Api')) return testOAuth1(filled);
    const test = nearest(types, typeName, 'test');
    if (test === undefined) return fail('This credential type cannot be tested.');
    return await testByRequest(context, typeName, test, filled);
  } catch (error) {
    if (
      error instanceof RequestFailedError ||
      error instanceof OAuthTokenError ||
      error instanceof DigestError ||
      error instanceof UnsupportedTemplateError
    ) {
      return fail(error.message);
    }
    throw error;
  }
}

function hasAccessToken(tokenData: unknown, key: string): boolean {
  return (
    tokenData !== null &&
    typeof tokenData === 'object' &&
    typeof (tokenData as IDataObject)[key] === 'string' &&
    (tokenData as IDataObject)[key] !== ''
  );
}

async function testOAuth2(data: ICredentialDataDecryptedObject): Promise<CredentialTestResult> {
  if (data['grantType'] === 'clientCredentials') {
    const scopes = splitScopes(data['scope']);
    await requestToken(
      {
        accessTokenUrl: text(data['accessTokenUrl']),
        clientId: text(data['clientId']),
        clientSecret: text(data['clientSecret']),
        authentication: data['authentication'] === 'body' ? 'body' : 'header',
        ignoreSslIssues: data['ignoreSSLIssues'] === true,
      },
      { grant_type: 'client_credentials', ...(scopes.length > 0 ? { scope: scopes.join(' ') } : {}) },
    );
    return ok();
  }
  if (hasAccessToken(data[OAUTH_TOKEN_DATA_KEY], 'access_token')) return ok('The account is connected.');
  return fail('The account is not connected yet. Connect it first (the OAuth sign-in window), then test again.');
}

function testOAuth1(data: ICredentialDataDecryptedObject): CredentialTestResult {
  if (hasAccessToken(data[OAUTH_TOKEN_DATA_KEY], 'oauth_token')) return ok('The account is connected.');
  return fail('The account is not connected yet. Connect it first (the OAuth sign-in window), then test again.');
}

function joinUrl(base: string, path: string): string {
  if (base === '') return path;
  // A test that names only its base URL calls exactly that (no slash added: APIs tell the two apart).
  if (path === '') return base;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function describeStatus(response: IncomingResponse): string {
  return `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
}

function valueAtPath(body: unknown, path: string): unknown {
  let current: unknown = body;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

async function testByRequest(
  context: CredentialTestContext,
  typeName: string,
  test: ICredentialTestRequest,
  data: ICredentialDataDecryptedObject,
): Promise<CredentialTestResult> {
  const { types } = context;
  const values = { ...data };
  if (types.extendsType(typeName, 'switchyardApi') && text(values['baseUrl']).trim() === '') {
    values['baseUrl'] = context.instanceApiBaseUrl;
  }

  const base = resolveTemplate(text(test.request.baseURL), values).trim();
  const path = resolveTemplate(text(test.request.url), values).trim();
  if (path === '' && base === '') {
    return fail(
      types.properties(typeName).some((p) => p.name === TEST_URL_PROPERTY)
        ? 'Nothing to test yet: set "Test URL" to a URL that needs this credential.'
        : 'The credential type does not say which URL to test.',
    );
  }
  const url = parseHttpUrl(joinUrl(base, path), path === '' ? 'The Base URL' : 'The test URL');
  for (const [key, value] of Object.entries(resolveTemplateObject(test.request.qs, values))) {
    url.searchParams.set(key, value);
  }
  const request: OutgoingRequest = {
    method: test.request.method ?? 'GET',
    url,
    headers: resolveTemplateObject(test.request.headers, values),
    ignoreSslIssues: test.request.skipSslCertificateValidation === true,
  };
  if (test.request.body !== undefined) {
    request.body = JSON.stringify(test.request.body);
    request.headers['content-type'] = 'application/json';
  }

  await applyAuthentication(types, typeName, request, values);
  let response = await sendRequest(request);

  if (types.extendsType(typeName, 'httpDigestAuth') && response.status === 401) {
    const challenge = findDigestChallenge(headerValue(response.headers, 'www-authenticate'));
    if (challenge !== undefined) {
      request.headers['authorization'] = digestAuthorization(challenge, {
        username: text(values['user']),
        password: text(values['password']),
        method: request.method,
        uri: `${url.pathname}${url.search}`,
      });
      response = await sendRequest(request);
    }
  }
  return judge(test, response);
}

/** A function `authenticate` (community packages' types, see adapt-credential-type.ts) applied to the test request. */
async function applyAuthenticateFunction(
  authenticate: Extract<ICredentialType['authenticate'], (...args: never[]) => unknown>,
  request: OutgoingRequest,
  values: ICredentialDataDecryptedObject,
): Promise<void> {
  const body = request.body === undefined ? undefined : (JSON.parse(request.body) as IDataObject);
  const out = await authenticate(values, {
    url: request.url.href,
    method: request.method as 'GET',
    headers: { ...request.headers },
    qs: {},
    body,
  });
  for (const [key, value] of Object.entries(out.headers ?? {})) {
    if (value !== undefined && value !== null) request.headers[key.toLowerCase()] = String(value as string);
  }
  for (const [key, value] of Object.entries(out.qs ?? {})) {
    if (value !== undefined && value !== null)
      request.url.searchParams.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value as string));
  }
  if (out.auth !== undefined) {
    request.headers['authorization'] = `Basic ${Buffer.from(`${out.auth.username}:${out.auth.password}`).toString('base64')}`;
  }
  if (out.body !== undefined && out.body !== body) {
    request.body = JSON.stringify(out.body);
    request.headers['content-type'] = 'application/json';
  }
}

async function applyAuthentication(
  types: CredentialTypeRegistry,
  typeName: string,
  request: OutgoingRequest,
  values: ICredentialDataDecryptedObject,
): Promise<void> {
  const authenticate = nearest(types, typeName, 'authenticate');
  if (typeof authenticate === 'function') return applyAuthenticateFunction(authenticate, request, values);
  if (authenticate === undefined || authenticate.type !== 'generic') return;
  const { headers, qs, body, auth } = authenticate.properties;
  Object.assign(request.headers, resolveTemplateObject(headers, values));
  for (const [key, value] of Object.entries(resolveTemplateObject(qs, values))) request.url.searchParams.set(key, value);
  if (auth !== undefined) {
    const username = resolveTemplate(auth.username, values);
    const password = resolveTemplate(auth.password, values);
    request.headers['authorization'] = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  }
  if (body !== undefined) {
    const existing = request.body === undefined ? {} : (JSON.parse(request.body) as Record<string, unknown>);
    request.body = JSON.stringify({ ...existing, ...resolveTemplateObject(body, values) });
    request.headers['content-type'] = 'application/json';
  }
}

function judge(test: ICredentialTestRequest, response: IncomingResponse): CredentialTestResult {
  let parsed: unknown;
  const body = () => {
    if (parsed === undefined) {
      try {
        parsed = JSON.parse(response.body);
      } catch {
        parsed = null;
      }
    }
    return parsed;
  };
  for (const rule of test.rules ?? []) {
    const properties = rule.properties;
    if (rule.type === 'responseCode' && response.status === Number(properties['value'])) {
      return fail(properties.message);
    }
    if (rule.type === 'responseSuccessBody' && valueAtPath(body(), String(properties['key'])) === properties['value']) {
      return fail(properties.message);
    }
  }
  if (response.status >= 200 && response.status < 300) return ok();
  if (response.status >= 300 && response.status < 400) {
    const location = headerValue(response.headers, 'location') ?? '';
    return fail(`The test URL redirects (${describeStatus(response)}) to ${location.slice(0, 200)}; use the final URL.`);
  }
  return fail(`The test request was refused: ${describeStatus(response)}.`);
}
