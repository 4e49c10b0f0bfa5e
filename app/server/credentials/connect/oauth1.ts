/**
 * OAuth 1.0a request signing (RFC 5849 §3) by the `oauth-1.0a` package, with node:crypto's
 * HMAC-SHA1, HMAC-SHA256 or HMAC-SHA512 over the signature base string, sent in an
 * `Authorization: OAuth ...` header. Used for the request-token and access-token calls of
 * the connect flow and by the HTTP Request node's OAuth1 authentication.
 */
import { createHmac, randomBytes } from 'node:crypto';
import OAuth from 'oauth-1.0a';

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

const library = (signatureMethod: OAuth1SignatureMethod, consumerKey = '', consumerSecret = ''): OAuth =>
  new OAuth({
    consumer: { key: consumerKey, secret: consumerSecret },
    signature_method: signatureMethod,
    hash_function: (base, key) => createHmac(HMAC_ALGORITHMS[signatureMethod], key).update(base).digest('base64'),
  });

const HMAC_ALGORITHMS: Record<OAuth1SignatureMethod, string> = {
  'HMAC-SHA1': 'sha1',
  'HMAC-SHA256': 'sha256',
  'HMAC-SHA512': 'sha512',
};

/** RFC 3986 percent-encoding as RFC 5849 §3.6 requires. */
export function percentEncode(value: string): string {
  return library('HMAC-SHA1').percentEncode(value);
}

/**
 * `scheme://host[:port]/path` with the default port left out (§3.4.1.2). The library takes
 * the URL as given; the normalisation is the server's, so `HTTP://Example.COM:80/` signs as
 * `http://example.com/`.
 */
export function baseStringUri(url: URL): string {
  const defaultPort = (url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443');
  const port = url.port === '' || defaultPort ? '' : `:${url.port}`;
  return `${url.protocol.toLowerCase()}//${url.hostname.toLowerCase()}${port}${url.pathname}`;
}

/**
 * The query and form parameters, repeated names as arrays. The query is read as
 * `application/x-www-form-urlencoded` (`+` is a space), as §3.4.1.3.1 says; the library
 * would read it with `decodeURIComponent` only.
 */
function requestParams(url: URL, body: Record<string, string> | undefined): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of [...url.searchParams.entries(), ...Object.entries(body ?? {})]) {
    const seen = params[key];
    params[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return params;
}

/** The `oauth_*` parameters including `oauth_signature`, signed by the `oauth-1.0a` package. */
export function signOAuth1(input: OAuth1SignInput): Record<string, string> {
  if (HMAC_ALGORITHMS[input.signatureMethod] === undefined)
    throw new Error(`Unsupported OAuth1 signature method ${String(input.signatureMethod)}.`);
  const oauth: Record<string, string> = {
    oauth_consumer_key: input.consumerKey,
    oauth_nonce: input.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: input.signatureMethod,
    oauth_timestamp: input.timestamp ?? String(Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...input.oauthParams,
  };
  if (input.token !== undefined) oauth['oauth_token'] = input.token;
  const signer = library(input.signatureMethod, input.consumerKey, input.consumerSecret);
  // The library merges the request's parameters into the object it is given: hand it a copy.
  const request = { method: input.method, url: baseStringUri(input.url), data: requestParams(input.url, input.bodyParams) };
  const signature = signer.getSignature(request, input.tokenSecret ?? '', { ...oauth } as unknown as OAuth.Data);
  return { ...oauth, oauth_signature: signature };
}

/** The `Authorization` header value for signed `oauth_*` parameters. */
export function oauth1Header(oauthParams: Record<string, string>): string {
  return library('HMAC-SHA1').toHeader(oauthParams as unknown as OAuth.Authorization).Authorization;
}
