/**
 * `GET /workflows/from-url?url=`: the server fetches workflow JSON for the editor's
 * "Import from URL" (the browser could not, because of CORS).
 *
 * - Only `http:` and `https:` are fetched. The protocols spec §5 blocks for import and
 *   HTTP use (ftp, ftps, dict, imap, ..., tftp) and every other scheme (file:,
 *   javascript:, data: ...) are refused with a 400 naming the protocol; redirects are
 *   followed by hand (at most {@link ImportLimits.maxRedirects}) and each target is
 *   checked the same way.
 * - The whole exchange must finish within {@link ImportLimits.timeoutMs} (10 s) and the
 *   body may be at most {@link ImportLimits.maxBytes} (16 MiB); it is read as a stream
 *   and cut off at the limit.
 * - The body must read as a workflow (`readWorkflowJson`: an object with a `nodes` list
 *   of named, typed nodes); otherwise 400. The parsed JSON is returned as it came, for
 *   the editor's own import to normalise.
 *
 * - Connections obey the outbound policy (app/server/outbound/ssrf.ts, docs/security.md
 *   "Outbound requests (SSRF)"): private, loopback and link-local addresses are refused
 *   unless SWITCHYARD_SSRF_ALLOWED_HOSTS allows them, on the first request and after every
 *   redirect. What comes back is only passed on when it parses as workflow JSON, and
 *   failures say little about the target.
 */
import { readWorkflowJson, WorkflowImportError } from '@sdk/workflow/import-read';
import { fetch } from 'undici';
import type { Response } from 'undici';
import { DomainError } from '../domain-error';
import { guardedAgent } from '../outbound/ssrf';

const importAgent = guardedAgent({ rejectUnauthorized: true });

/** Protocols refused for import and HTTP use (spec §5), without the colon. */
export const BLOCKED_URL_PROTOCOLS: readonly string[] = [
  'ftp',
  'ftps',
  'dict',
  'imap',
  'imaps',
  'ldap',
  'ldaps',
  'mqtt',
  'pop',
  'pop3s',
  'rtmp',
  'rtsp',
  'scp',
  'sftp',
  'smb',
  'smbs',
  'smtp',
  'smtps',
  'telnet',
  'tftp',
];

/** Limits of one import. */
export interface ImportLimits {
  /** Time for the whole exchange, redirects and body included, in ms. */
  timeoutMs: number;
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Redirects followed at most. */
  maxRedirects: number;
}

/** The defaults: 10 s, 16 MiB, 5 redirects. */
export const DEFAULT_IMPORT_LIMITS: Readonly<ImportLimits> = {
  timeoutMs: 10_000,
  maxBytes: 16 * 1024 * 1024,
  maxRedirects: 5,
};

const ALLOWED = 'Only http:// and https:// URLs can be imported.';

function mebibytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 100) / 100} MiB`;
}

/** Parses and checks an import URL; throws 400 naming what is wrong. */
export function checkImportUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DomainError('invalid', `url: "${raw.slice(0, 200)}" is not a valid URL.`, { hint: ALLOWED });
  }
  const protocol = url.protocol.slice(0, -1).toLowerCase();
  if (BLOCKED_URL_PROTOCOLS.includes(protocol)) {
    throw new DomainError('invalid', `The ${protocol}: protocol is blocked for importing workflows.`, { hint: ALLOWED });
  }
  if (protocol !== 'http' && protocol !== 'https') {
    throw new DomainError('invalid', `The ${protocol}: protocol is not supported for importing workflows.`, { hint: ALLOWED });
  }
  if (url.username !== '' || url.password !== '') {
    throw new DomainError('invalid', 'url: a URL with a user name or password cannot be imported.', {
      hint: 'Leave the credentials out of the URL.',
    });
  }
  return url;
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const tooLarge = () =>
    new DomainError('invalid', `The file at the URL is larger than the limit of ${mebibytes(maxBytes)}.`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describeFailure(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
  if (code === 'ESSRF' && cause instanceof Error) return cause.message;
  if (typeof code === 'string') return code;
  return cause instanceof Error ? cause.message : String(cause);
}

async function fetchBody(start: URL, limits: ImportLimits, signal: AbortSignal): Promise<string> {
  let url = start;
  for (let redirects = 0; ; redirects++) {
    const response = await fetch(url, {
      dispatcher: importAgent,
      redirect: 'manual',
      signal,
      headers: { accept: 'application/json, text/plain;q=0.9, */*;q=0.1' },
    });
    if (isRedirect(response.status)) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (location === null) throw new DomainError('invalid', `The URL answered with HTTP ${response.status} but no Location.`);
      if (redirects >= limits.maxRedirects) {
        throw new DomainError('invalid', `The URL redirected more than ${limits.maxRedirects} times.`);
      }
      let next: string;
      try {
        next = new URL(location, url).href;
      } catch {
        throw new DomainError('invalid', 'The URL redirected to an invalid address.');
      }
      url = checkImportUrl(next);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new DomainError('invalid', `The URL answered with HTTP ${response.status}; no workflow could be read from it.`);
    }
    return readLimited(response, limits.maxBytes);
  }
}

/**
 * Fetches `rawUrl` and returns the workflow JSON it holds. Every failure is an
 * {@link DomainError} ('invalid') with a message for the user.
 */
export async function fetchWorkflowFromUrl(
  rawUrl: string,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): Promise<Record<string, unknown>> {
  const url = checkImportUrl(rawUrl);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  let text: string;
  try {
    text = await fetchBody(url, limits, controller.signal);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (controller.signal.aborted) {
      throw new DomainError('invalid', `The URL did not deliver the file within ${limits.timeoutMs / 1000} seconds.`);
    }
    throw new DomainError('invalid', `The URL could not be fetched (${describeFailure(error)}).`, {
      hint: 'Check that the address is right and reachable from the server.',
    });
  } finally {
    clearTimeout(timer);
  }
  try {
    return { ...readWorkflowJson(text).raw };
  } catch (error) {
    if (error instanceof WorkflowImportError) {
      throw new DomainError('invalid', `The URL does not point to a valid workflow: ${error.message}.`);
    }
    throw error;
  }
}
