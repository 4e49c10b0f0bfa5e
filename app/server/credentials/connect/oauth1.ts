/**
 * OAuth 1.0a request signing (RFC 5849 §3) with node:crypto: HMAC-SHA1, HMAC-SHA256 or
 * HMAC-SHA512 over the signature base string, sent in an `Authorization: OAuth ...`
 * header. Used for the request-token and access-token calls of the connect flow.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** Signature methods of n8n's `oAuth1Api`. */
export type OAuth1SignatureMethod = 'HMAC-SHA1' | 'HMAC-SHA256' | 'HMAC-SHA512';

/** What a signature is made from. */
export interface OAuth1SignInput {
  method: string;
  url: URL;
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
  signatureMethod: OAuth1SignatureMethod;
  /** Extra `oauth_*` parameters (oauth_callback, oauth_verifier). */
  oauthParams?: Record<string, string>;
  /** Parameters of an `application/x-www-form-urlencoded` body. */
  bodyParams?: Record<string, string>;
  /** Fixed nonce and timestamp (tests); random and now when omitted. */
  nonce?: string;
  timestamp?: string;
}

/** RFC 3986 percent-encoding as RFC 5849 §3.6 requires. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `scheme://host[:port]/path` with the default port left out (§3.4.1.2). */
export function baseStringUri(url: URL): string {
  const defaultPort = (url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443');
  const port = url.port === '' || defaultPort ? '' : `:${url.port}`;
  return `${url.protocol.toLowerCase()}//${url.hostname.toLowerCase()}${port}${url.pathname}`;
}

/** The signature base string (§3.4.1). */
export function signatureBaseString(method: string, url: URL, params: [string, string][]): string {
  const normalized = params
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return [method.toUpperCase(), percentEncode(baseStringUri(url)), percentEncode(normalized)].join('&');
}

const HMAC_ALGORITHMS: Record<OAuth1SignatureMethod, string> = {
  'HMAC-SHA1': 'sha1',
  'HMAC-SHA256': 'sha256',
  'HMAC-SHA512': 'sha512',
};

/** The `oauth_*` parameters including `oauth_signature`. */
export function signOAuth1(input: OAuth1SignInput): Record<string, string> {
  const oauth: Record<string, string> = {
    oauth_consumer_key: input.consumerKey,
    oauth_nonce: input.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: input.signatureMethod,
    oauth_timestamp: input.timestamp ?? String(Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...input.oauthParams,
  };
  if (input.token !== undefined) oauth['oauth_token'] = input.token;
  const params: [string, string][] = [
    ...Object.entries(oauth),
    ...[...input.url.searchParams.entries()],
    ...Object.entries(input.bodyParams ?? {}),
  ];
  const base = signatureBaseString(input.method, input.url, params);
  const key = `${percentEncode(input.consumerSecret)}&${percentEncode(input.tokenSecret ?? '')}`;
  const algorithm = HMAC_ALGORITHMS[input.signatureMethod];
  if (algorithm === undefined) throw new Error(`Unsupported OAuth1 signature method ${String(input.signatureMethod)}.`);
  oauth['oauth_signature'] = createHmac(algorithm, key).update(base).digest('base64');
  return oauth;
}

/** The `Authorization` header value for signed `oauth_*` parameters. */
export function oauth1Header(oauthParams: Record<string, string>): string {
  const parts = Object.entries(oauthParams)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${percentEncode(k)}="${percentEncode(v)}"`);
  return `OAuth ${parts.join(', ')}`;
}
