/**
 * The client side of HTTP Digest authentication (RFC 7616, and RFC 2617's form without
 * qop): reads a server's `WWW-Authenticate: Digest ...` challenge and builds the
 * `Authorization` answer with node:crypto. Algorithms MD5, MD5-sess, SHA-256 and
 * SHA-256-sess; qop `auth` (`auth-int` alone is refused).
 */
import { createHash, randomBytes } from 'node:crypto';

/** The parameters of one Digest challenge. */
export interface DigestChallenge {
  realm: string;
  nonce: string;
  qop?: string[];
  opaque?: string;
  algorithm: string;
  /** Other parameters as sent (domain, stale, charset, userhash ...). */
  [key: string]: string | string[] | undefined;
}

/** What the answer is computed from. */
export interface DigestInput {
  username: string;
  password: string;
  method: string;
  /** The request target: path and query, e.g. `/dir/index.html?x=1`. */
  uri: string;
  /** Client nonce; random when omitted (fixed values are for tests). */
  cnonce?: string;
  /** Nonce count; 1 when omitted. */
  nc?: number;
}

/** A challenge this client cannot answer. */
export class DigestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DigestError';
  }
}

/**
 * Splits a `WWW-Authenticate` value into challenges: `[{scheme, params}]`. Handles
 * several challenges in one header (`Basic realm="a", Digest realm="b", nonce="c"`),
 * quoted strings with escapes and commas.
 */
export function parseAuthenticateHeader(header: string): { scheme: string; params: Record<string, string> }[] {
  const challenges: { scheme: string; params: Record<string, string> }[] = [];
  let i = 0;
  const n = header.length;
  const skipSpace = () => {
    while (i < n && (header[i] === ' ' || header[i] === '\t' || header[i] === ',')) i++;
  };
  const readToken = () => {
    const start = i;
    while (i < n && /[!#$%&'*+\-.^_`|~0-9A-Za-z]/.test(header[i] ?? '')) i++;
    return header.slice(start, i);
  };
  let current: { scheme: string; params: Record<string, string> } | undefined;
  while (i < n) {
    skipSpace();
    const token = readToken();
    if (token === '') {
      i++;
      continue;
    }
    let j = i;
    while (j < n && (header[j] === ' ' || header[j] === '\t')) j++;
    if (header[j] === '=' && current !== undefined) {
      // auth-param: name = token / quoted-string
      i = j + 1;
      while (i < n && (header[i] === ' ' || header[i] === '\t')) i++;
      let value = '';
      if (header[i] === '"') {
        i++;
        while (i < n && header[i] !== '"') {
          if (header[i] === '\\' && i + 1 < n) i++;
          value += header[i];
          i++;
        }
        i++;
      } else {
        const start = i;
        while (i < n && header[i] !== ',' && header[i] !== ' ' && header[i] !== '\t') i++;
        value = header.slice(start, i);
      }
      current.params[token.toLowerCase()] = value;
    } else {
      // A new scheme (a token68 after it, as in `Negotiate abc==`, is skipped).
      current = { scheme: token, params: {} };
      challenges.push(current);
    }
  }
  return challenges;
}

/** The Digest challenge in a `WWW-Authenticate` value, or undefined when there is none. */
export function findDigestChallenge(header: string | undefined): DigestChallenge | undefined {
  if (header === undefined) return undefined;
  const digest = parseAuthenticateHeader(header).find((c) => c.scheme.toLowerCase() === 'digest');
  if (digest === undefined) return undefined;
  const { realm, nonce, qop, opaque, algorithm, ...rest } = digest.params;
  if (realm === undefined || nonce === undefined) throw new DigestError('The Digest challenge has no realm or nonce.');
  const challenge: DigestChallenge = { ...rest, realm, nonce, algorithm: algorithm ?? 'MD5' };
  if (qop !== undefined)
    challenge.qop = qop
      .split(',')
      .map((q) => q.trim().toLowerCase())
      .filter(Boolean);
  if (opaque !== undefined) challenge.opaque = opaque;
  return challenge;
}

function hashFor(algorithm: string): (text: string) => string {
  const base = algorithm.toUpperCase().replace(/-SESS$/, '');
  const name = base === 'MD5' ? 'md5' : base === 'SHA-256' ? 'sha256' : base === 'SHA-512-256' ? 'sha512-256' : undefined;
  if (name === undefined) throw new DigestError(`The Digest algorithm ${algorithm} is not supported.`);
  return (text) => createHash(name).update(text, 'utf8').digest('hex');
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The `Authorization` header value answering `challenge`. */
export function digestAuthorization(challenge: DigestChallenge, input: DigestInput): string {
  const hash = hashFor(challenge.algorithm);
  const sess = /-sess$/i.test(challenge.algorithm);
  const cnonce = input.cnonce ?? randomBytes(8).toString('hex');
  const nc = (input.nc ?? 1).toString(16).padStart(8, '0');

  let qop: string | undefined;
  if (challenge.qop !== undefined && challenge.qop.length > 0) {
    if (!challenge.qop.includes('auth')) {
      throw new DigestError(`The server asks for Digest qop "${challenge.qop.join(', ')}", which is not supported.`);
    }
    qop = 'auth';
  }

  let ha1 = hash(`${input.username}:${challenge.realm}:${input.password}`);
  if (sess) ha1 = hash(`${ha1}:${challenge.nonce}:${cnonce}`);
  const ha2 = hash(`${input.method.toUpperCase()}:${input.uri}`);
  const response =
    qop === undefined ? hash(`${ha1}:${challenge.nonce}:${ha2}`) : hash(`${ha1}:${challenge.nonce}:${nc}:${cnonce}:${qop}:${ha2}`);

  const parts = [
    `username=${quote(input.username)}`,
    `realm=${quote(challenge.realm)}`,
    `nonce=${quote(challenge.nonce)}`,
    `uri=${quote(input.uri)}`,
    `algorithm=${challenge.algorithm}`,
    `response=${quote(response)}`,
  ];
  if (qop !== undefined) parts.push(`qop=${qop}`, `nc=${nc}`, `cnonce=${quote(cnonce)}`);
  if (challenge.opaque !== undefined) parts.push(`opaque=${quote(challenge.opaque)}`);
  return `Digest ${parts.join(', ')}`;
}
