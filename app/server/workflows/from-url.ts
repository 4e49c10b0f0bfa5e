/**
 * `GET /workflows/from-url?url=`: the server fetches workflow JSON for the editor's
 * "Import from URL" (the browser could not, because of CORS).
 *
 * - Only `http:` and `https:` are fetched, through the server's outbound HTTP client
 *   (app/server/outbound/http-client.ts). The protocols it refuses for every outbound use
 *   (ftp, ftps, dict, imap, ..., tftp) and every other scheme (file:, javascript:, data:
 *   ...) are refused with a 400 naming the protocol; redirects are followed (at most
 *   {@link ImportLimits.maxRedirects}) and each target is checked the same way.
 * - The whole exchange must finish within {@link ImportLimits.timeoutMs} (10 s) and the
 *   body may be at most {@link ImportLimits.maxBytes} (16 MiB); it is read as a stream
 *   and cut off at the limit.
 * - The body must read as a workflow (`readWorkflowJson`: an object with a `nodes` list
 *   of named, typed nodes); otherwise 400. The parsed JSON is returned as it came, for
 *   the editor's own import to normalise.
 *
 * - Connections obey the client's outbound policy (app/server/outbound/ssrf.ts, docs/security.md
 *   "Outbound requests (SSRF)"): private, loopback and link-local addresses are refused
 *   unless SWITCHYARD_SSRF_ALLOWED_HOSTS allows them, on the first request and after every
 *   redirect. What comes back is only passed on when it parses as workflow JSON, and
 *   failures say little about the target.
 */
import { readWorkflowJson, WorkflowImportError } from '@sdk/workflow/import-read';
import { DomainError } from '../domain-error';
import { BLOCKED_URL_PROTOCOLS, blockedProtocolOf, isHttpUrl, OutboundRequestError, sendOutbound } from '../outbound/http-client';

/** The protocols refused for import, as for every outbound request. */
export { BLOCKED_URL_PROTOCOLS };

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
  if (blockedProtocolOf(url.href) !== undefined) {
    throw new DomainError('invalid', `The ${protocol}: protocol is blocked for importing workflows.`, { hint: ALLOWED });
  }
  if (!isHttpUrl(url)) {
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

function describeFailure(error: OutboundRequestError): string {
  if (error.code === 'ESSRF' || error.code === undefined) return error.message;
  return error.code;
}

async function fetchBody(url: URL, limits: ImportLimits): Promise<string> {
  const response = await sendOutbound({
    method: 'GET',
    url,
    headers: { accept: 'application/json, text/plain;q=0.9, */*;q=0.1' },
    timeoutMs: limits.timeoutMs,
    maxRedirects: limits.maxRedirects,
    // Each redirect's target is checked as the first URL was (the DomainError reaches the caller).
    checkRedirect: (next) => checkImportUrl(next.href),
    maxBodyBytes: limits.maxBytes,
  });
  if (isRedirect(response.status)) {
    const location = response.headers['location'];
    if (location === undefined) throw new DomainError('invalid', `The URL answered with HTTP ${response.status} but no Location.`);
    try {
      new URL(location, response.url);
    } catch {
      throw new DomainError('invalid', 'The URL redirected to an invalid address.');
    }
    throw new DomainError('invalid', `The URL redirected more than ${limits.maxRedirects} times.`);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new DomainError('invalid', `The URL answered with HTTP ${response.status}; no workflow could be read from it.`);
  }
  if (response.truncated)
    throw new DomainError('invalid', `The file at the URL is larger than the limit of ${mebibytes(limits.maxBytes)}.`);
  return response.body.toString('utf8');
}

/**
 * Fetches `rawUrl` and returns the workflow JSON it holds. Every failure is an
 * {@link DomainError} ('invalid') with a message for the user.
 */
export async function fetchWorkflowFromUrl(rawUrl: string, limits: ImportLimits = DEFAULT_IMPORT_LIMITS): Promise<Record<string, unknown>> {
  const url = checkImportUrl(rawUrl);
  let text: string;
  try {
    text = await fetchBody(url, limits);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof OutboundRequestError && error.code === 'ETIMEDOUT') {
      throw new DomainError('invalid', `The URL did not deliver the file within ${limits.timeoutMs / 1000} seconds.`);
    }
    if (!(error instanceof OutboundRequestError)) throw error;
    throw new DomainError('invalid', `The URL could not be fetched (${describeFailure(error)}).`, {
      hint: 'Check that the address is right and reachable from the server.',
    });
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
