/**
 * Google service accounts (`googleApi`): a JWT naming the account, the scopes and the token
 * URL, signed RS256 with the account's private key, is exchanged at the token URL for an
 * access token (RFC 7523 JWT bearer grant, as Google documents for server-to-server calls).
 */
import { createSign } from 'node:crypto';
import type { IDataObject } from '@sdk/workflow';
import { OAuthTokenError, requestToken, splitScopes } from './oauth2';

/** Google's token endpoint. */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Lifetime Google allows at most (one hour). */
const ASSERTION_LIFETIME_S = 3600;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The private key as pasted: JSON-escaped newlines (`\n` as two characters) turned into real ones. */
export function normalizePrivateKey(raw: unknown): string {
  return text(raw).replace(/\\n/g, '\n');
}

/** The token URL of a Google credential (Google's when the credential names none). */
export function googleTokenUrl(data: IDataObject): string {
  return text(data['accessTokenUrl']) || GOOGLE_TOKEN_URL;
}

/** The signed assertion for `scopes`. */
export function serviceAccountAssertion(data: IDataObject, scopes: string[], nowS = Math.floor(Date.now() / 1000)): string {
  const email = text(data['email']);
  const privateKey = normalizePrivateKey(data['privateKey']);
  if (email === '' || privateKey === '') throw new OAuthTokenError('The service account needs its email and private key.');
  const delegated = data['inpersonate'] === true ? text(data['delegatedEmail']) : '';
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: 'RS256', typ: 'JWT' });
  const claims = encode({
    iss: email,
    sub: delegated || email,
    scope: scopes.join(' '),
    aud: googleTokenUrl(data),
    iat: nowS,
    exp: nowS + ASSERTION_LIFETIME_S,
  });
  let signature: string;
  try {
    signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(privateKey, 'base64url');
  } catch {
    throw new OAuthTokenError('The private key could not be read: paste the whole key, from -----BEGIN PRIVATE KEY----- to its end.');
  }
  return `${header}.${claims}.${signature}`;
}

/** An access token for the service account with `scopes`. */
export async function serviceAccountToken(data: IDataObject, scopes: string[]): Promise<string> {
  const answer = await requestToken(
    { accessTokenUrl: googleTokenUrl(data), clientId: '', clientSecret: '', authentication: 'body' },
    { grant_type: JWT_BEARER_GRANT, assertion: serviceAccountAssertion(data, scopes) },
  );
  return String(answer['access_token']);
}

/**
 * `googleApi`'s `authenticate` for the HTTP Request node: with "Set up for use in HTTP
 * Request node" on, a token for the credential's own scopes is fetched and sent as a bearer
 * token (the Google nodes fetch theirs with their scopes instead).
 */
export async function authenticateServiceAccount<T extends { headers?: IDataObject }>(data: IDataObject, options: T): Promise<T> {
  if (data['httpNode'] !== true) return options;
  const token = await serviceAccountToken(data, splitScopes(data['scopes']));
  return { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } };
}
