/**
 * Pagination (`options.pagination.pagination`), as n8n's HTTP Request v4 offers it:
 * after each page the parameters are evaluated with `$response` ({body, headers,
 * statusCode, statusMessage}), `$pageCount` (pages fetched so far) and `$request`, plus the
 * item's `$json`:
 *
 * - `updateAParameterInEachRequest`: the listed query / body / header parameters are set
 *   on the next request (a body parameter of a form-data body replaces that text field;
 *   the files are sent with every page);
 * - `responseContainsNextURL`: `nextURL` is the next request's URL (the node's query
 *   parameters are still appended to it, as n8n merges the next URL into the first request);
 * - complete when the response is empty, a listed status code comes back (that response is
 *   not kept), or `completeExpression` is true; at most `maxRequests` pages when
 *   `limitPagesFetched`, never more than {@link MAX_PAGES} in any case.
 */
import { evaluateExpression } from '@sdk/expressions';
import type { IDataObject } from '@sdk/workflow';
import type { RequestSpec } from './build-request';
import { parseRequestUrl } from './build-request';
import { parsedBody } from './response';
import type { SentResponse } from './send';

/** Hard limit on pages per item, so a completion rule that never fires cannot loop forever. */
export const MAX_PAGES = 10_000;

/** The pagination settings (expressions unevaluated). */
export interface PaginationSettings {
  paginationMode?: string;
  nextURL?: string;
  parameters?: { parameters?: Array<{ type?: string; name?: string; value?: unknown }> };
  paginationCompleteWhen?: string;
  statusCodesWhenComplete?: string;
  completeExpression?: string;
  limitPagesFetched?: boolean;
  maxRequests?: number;
  requestInterval?: number;
}

/** Pagination asked for something it cannot do. */
export class PaginationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaginationError';
  }
}

/** Fetches one page. */
export type PageFetcher = (spec: RequestSpec) => Promise<SentResponse>;

function evaluate(value: unknown, scope: IDataObject): unknown {
  if (typeof value !== 'string' || !value.startsWith('=')) return value;
  try {
    return evaluateExpression(value, scope);
  } catch (error) {
    throw new PaginationError(`Pagination expression ${value.slice(0, 120)} failed: ${(error as Error).message}`);
  }
}

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null) return true;
  if (typeof body === 'string') return body.trim() === '';
  if (Buffer.isBuffer(body)) return body.length === 0;
  if (Array.isArray(body)) return body.length === 0;
  if (typeof body === 'object') return Object.keys(body).length === 0;
  return false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function nextSpec(settings: PaginationSettings, spec: RequestSpec, scope: IDataObject): RequestSpec {
  if (settings.paginationMode === 'responseContainsNextURL') {
    const next = evaluate(settings.nextURL ?? '', scope);
    if (typeof next !== 'string' || next === '') throw new PaginationError('The "Next URL" expression gave no URL.');
    return { ...spec, url: parseRequestUrl(new URL(next, spec.url).toString()) };
  }
  const out: RequestSpec = { ...spec, headers: { ...spec.headers } };
  for (const row of settings.parameters?.parameters ?? []) {
    const name = String(evaluate(row.name ?? '', scope) ?? '');
    if (name === '') continue;
    const value = evaluate(row.value ?? '', scope);
    if (row.type === 'headers') out.headers[name.toLowerCase()] = String(value);
    else if (row.type === 'body') {
      if (out.body.kind === 'json' && typeof out.body.value === 'object')
        out.body = { kind: 'json', value: { ...(out.body.value as object), [name]: value } };
      else if (out.body.kind === 'form-urlencoded') out.body = { ...out.body, value: { ...out.body.value, [name]: value } };
      else if (out.body.kind === 'multipart') {
        // The named text field is replaced (or added); files and other fields are sent again.
        const parts = out.body.parts.filter((part) => part.name !== name);
        out.body = { kind: 'multipart', parts: [...parts, { name, value: typeof value === 'string' ? value : JSON.stringify(value) }] };
      } else if (out.body.kind === 'none') out.body = { kind: 'json', value: { [name]: value } };
      else throw new PaginationError('Pagination can set body parameters only on JSON, form-urlencoded or form-data bodies.');
    } else out.qs = { ...out.qs, [name]: value };
  }
  return out;
}

/** Fetches every page; returns the responses to turn into items. */
export async function fetchPages(
  first: RequestSpec,
  settings: PaginationSettings,
  json: IDataObject,
  fetchPage: PageFetcher,
): Promise<SentResponse[]> {
  const kept: SentResponse[] = [];
  const limit = settings.limitPagesFetched === true ? Math.min(Math.max(1, settings.maxRequests ?? 100), MAX_PAGES) : MAX_PAGES;
  const completeCodes = (settings.statusCodesWhenComplete ?? '')
    .split(',')
    .map((code) => Number(code.trim()))
    .filter((code) => Number.isInteger(code));
  let spec = first;
  for (let pageCount = 0; pageCount < limit;) {
    if (pageCount > 0 && (settings.requestInterval ?? 0) > 0) await sleep(settings.requestInterval ?? 0);
    const response = await fetchPage(spec);
    pageCount++;
    const body = parsedBody(response);
    const $response = { body, headers: response.headers, statusCode: response.statusCode, statusMessage: response.statusMessage };
    const $request = {
      method: spec.method,
      url: spec.url.toString(),
      headers: spec.headers,
      qs: spec.qs ?? {},
    };
    const scope = { $response, $pageCount: pageCount, $request, $json: json } as unknown as IDataObject;
    const when = settings.paginationCompleteWhen ?? 'responseIsEmpty';
    if (when === 'receiveSpecificStatusCodes' && completeCodes.includes(response.statusCode)) break;
    if (when === 'responseIsEmpty' && isEmptyBody(body)) break;
    kept.push(response);
    if (when === 'other' && evaluate(settings.completeExpression ?? '', scope) === true) break;
    if (response.statusCode >= 400) break;
    spec = nextSpec(settings, spec, scope);
  }
  return kept;
}
