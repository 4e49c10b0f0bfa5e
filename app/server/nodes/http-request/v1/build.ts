/**
 * The request of one item for HTTP Request v1/v2, from n8n's older parameters:
 *
 * - "JSON/RAW Parameters" off: `queryParametersUi` / `headerParametersUi` /
 *   `bodyParametersUi` rows (a query name given twice becomes an array, header names are
 *   lower-cased, the last body row of a name wins);
 * - on: `queryParametersJson` / `headerParametersJson` / `bodyParametersJson` as JSON (an
 *   empty field is left out; the body stays text with "RAW/Custom"), or with "Send Binary
 *   File" the item's file as the raw body, or as form-data parts
 *   (`sendKey1:binaryProperty1,sendKey2:binaryProperty2`, one property alone is `file`);
 * - `options.bodyContentType` sends the body of PATCH, POST and PUT as form-data or
 *   form-urlencoded; DELETE sends it as JSON; "MIME Type" sets the Content-Type.
 *
 * The query and a form body are written as n8n's request helper writes them
 * (engine/wire-encoding.ts): query arrays as `a[0]=1&a[1]=2`, or `a=1&a=2` with "Use Querystring";
 * a form body's arrays as `a[0]=`, or repeated with "Use Querystring" when "MIME Type" is
 * exactly `application/x-www-form-urlencoded` (any other MIME Type is replaced by that one).
 */
import type { BinaryLoader, MultipartPart, ParameterReader, RequestBody, RequestSpec } from '../build-request';
import { parseRequestUrl, RequestBuildError } from '../build-request';

/** The options collection of v1/v2. */
export interface V1Options {
  batchInterval?: number;
  batchSize?: number;
  bodyContentType?: string;
  bodyContentCustomMimeType?: string;
  fullResponse?: boolean;
  followAllRedirects?: boolean;
  followRedirect?: boolean;
  ignoreResponseCode?: boolean;
  proxy?: string;
  splitIntoItems?: boolean;
  timeout?: number;
  useQueryString?: boolean;
}

const BODY_METHODS = ['PATCH', 'POST', 'PUT'];

interface Row {
  name?: unknown;
  value?: unknown;
}

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value as string);

function rowsOf(collection: unknown): Row[] | undefined {
  if (collection === null || typeof collection !== 'object') return undefined;
  const rows = (collection as { parameter?: unknown }).parameter;
  return Array.isArray(rows) ? (rows as Row[]) : undefined;
}

const DISPLAY: Record<string, string> = {
  bodyParametersJson: 'Body Parameters',
  headerParametersJson: 'Headers',
  queryParametersJson: 'Query Parameters',
};

/** A `*Json` field: undefined when empty, parsed unless the body is sent raw. */
function jsonField(read: ParameterReader, name: string, raw: boolean): unknown {
  const value = read(name, '');
  if (value === '' || value === undefined || value === null) return undefined;
  if (typeof value === 'object' || raw) return value;
  try {
    return JSON.parse(String(value)) as unknown;
  } catch {
    throw new RequestBuildError(
      `The data in "${DISPLAY[name] ?? name}" is no valid JSON. Set Body Content Type to "RAW/Custom" for XML or other types of payloads`,
    );
  }
}

async function binaryParts(read: ParameterReader, loadBinary: BinaryLoader): Promise<MultipartPart[]> {
  const names = text(read('binaryPropertyName', 'data'))
    .split(',')
    .map((name) => name.trim());
  const parts: MultipartPart[] = [];
  for (const entry of names) {
    let field = 'file';
    let property = entry;
    if (entry.includes(':')) [field = 'file', property = ''] = entry.split(':');
    else if (names.length > 1)
      throw new RequestBuildError(
        'If more than one property should be send it is needed to define the in the format:<code>"sendKey1:binaryProperty1,sendKey2:binaryProperty2"</code>',
      );
    const binary = await loadBinary(property);
    parts.push({ name: field, data: binary.data, fileName: binary.fileName, mimeType: binary.mimeType });
  }
  return parts;
}

interface Collected {
  qs?: Record<string, unknown>;
  headers: Record<string, string>;
  body?: unknown;
  binaryBody?: RequestBody;
}

function fromRows(read: ParameterReader): Collected {
  const out: Collected = { headers: {} };
  const query = rowsOf(read('queryParametersUi', {}));
  if (query !== undefined) {
    const qs: Record<string, unknown> = {};
    for (const row of query) {
      const name = text(row.name);
      const before = qs[name];
      qs[name] = before === undefined ? row.value : Array.isArray(before) ? [...before, row.value] : [before, row.value];
    }
    out.qs = qs;
  }
  for (const row of rowsOf(read('headerParametersUi', {})) ?? []) out.headers[text(row.name).toLowerCase()] = text(row.value);
  const body = rowsOf(read('bodyParametersUi', {}));
  if (body !== undefined) out.body = Object.fromEntries(body.map((row) => [text(row.name), row.value]));
  return out;
}

async function fromJson(read: ParameterReader, options: V1Options, method: string, loadBinary: BinaryLoader): Promise<Collected> {
  const raw = options.bodyContentType === 'raw';
  const out: Collected = { headers: {} };
  const qs = jsonField(read, 'queryParametersJson', raw);
  if (qs !== null && typeof qs === 'object') out.qs = qs as Record<string, unknown>;
  const headers = jsonField(read, 'headerParametersJson', raw);
  if (headers !== null && typeof headers === 'object') for (const [name, value] of Object.entries(headers)) out.headers[name] = text(value);
  if (read('sendBinaryData', false) === true && BODY_METHODS.includes(method)) {
    if (options.bodyContentType === 'raw') {
      const binary = await loadBinary(text(read('binaryPropertyName', 'data')));
      out.binaryBody = { kind: 'bytes', value: binary.data, contentType: undefined };
    } else if (options.bodyContentType === 'multipart-form-data') {
      out.binaryBody = { kind: 'multipart', parts: await binaryParts(read, loadBinary) };
    } else {
      throw new RequestBuildError(
        'Sending binary data is only supported when option "Body Content Type" is set to "RAW/CUSTOM" or "FORM-DATA/MULTIPART"!',
      );
    }
    return out;
  }
  out.body = jsonField(read, 'bodyParametersJson', raw);
  return out;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

function bodyOf(collected: Collected, options: V1Options, method: string): RequestBody {
  if (collected.binaryBody !== undefined) return collected.binaryBody;
  const body = collected.body;
  if (body === undefined) return { kind: 'none' };
  const asObject = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (BODY_METHODS.includes(method) && options.bodyContentType === 'multipart-form-data')
    return { kind: 'multipart', parts: Object.entries(asObject).map(([name, value]) => ({ name, value: text(value) })) };
  if (BODY_METHODS.includes(method) && options.bodyContentType === 'form-urlencoded') {
    // n8n's helper honours "Use Querystring" for a form only when the node set exactly this type.
    const repeat = options.useQueryString === true && options.bodyContentCustomMimeType === FORM_TYPE;
    return { kind: 'form-urlencoded', value: asObject, arrayFormat: repeat ? 'repeat' : 'indices' };
  }
  if (options.bodyContentType === 'raw') return { kind: 'bytes', value: Buffer.from(text(body)), contentType: undefined };
  return { kind: 'json', value: body };
}

/** Builds one item's v1/v2 request. */
export async function buildV1Request(read: ParameterReader, options: V1Options, loadBinary: BinaryLoader): Promise<RequestSpec> {
  const method = text(read('requestMethod', 'GET')).toUpperCase() || 'GET';
  const url = parseRequestUrl(text(read('url', '')));
  const collected = read('jsonParameters', false) === true ? await fromJson(read, options, method, loadBinary) : fromRows(read);
  const headers = { ...collected.headers };
  if (options.bodyContentCustomMimeType) headers['content-type'] = options.bodyContentCustomMimeType;
  return {
    method,
    url,
    ...(collected.qs !== undefined ? { qs: collected.qs } : {}),
    qsArrayFormat: options.useQueryString === true ? 'repeat' : 'indices',
    headers,
    body: bodyOf(collected, options, method),
  };
}
