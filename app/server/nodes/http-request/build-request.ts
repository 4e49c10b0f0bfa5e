/**
 * Builds the request of one item from the node's (already resolved) parameters: URL and
 * method, query (rows or JSON, kept as n8n's `qs` object and written when sent, arrays as
 * `queryParameterArrays` says), headers (rows or JSON), and the body by `contentType`.
 * Binary content is fetched through `loadBinary` so this stays independent of where binary
 * data lives. Query and form fields are written as n8n writes them (engine/wire-encoding.ts).
 *
 * The node's version changes how rows are read, as in n8n:
 * - a name given twice: the last row wins before 4.3; from 4.3 every value is sent as a
 *   list (query and form `a[0]=1&a[1]=2` unless the Array Format option says otherwise,
 *   headers joined with ", ");
 * - JSON body rows: flat names in v3; from v4 a dotted name (`a.b`) builds nested objects;
 * - multipart rows: one part per name before 4.2 (the last row wins); from 4.2 every row
 *   is a part, and a binary row without "Input Data Field Name" is left out.
 */
import { blockedProtocolOf } from '../../outbound/http-client';
import { arrayFormatOf, withQuery } from '../../engine/wire-encoding';
import type { ArrayFormat, Fields } from '../../engine/wire-encoding';

/** A body ready to send. */
export type RequestBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** Fields written with qs when sent (arrays as `arrayFormat` says, `a[0]=` when left out). */
  | { kind: 'form-urlencoded'; value: Fields; arrayFormat?: ArrayFormat }
  | { kind: 'multipart'; parts: MultipartPart[] }
  | { kind: 'bytes'; value: Buffer; contentType: string | undefined };

/** A multipart part: text, or a file. */
export type MultipartPart =
  { name: string; value: string } | { name: string; data: Buffer; fileName: string | undefined; mimeType: string };

/** Everything needed to send one request. */
export interface RequestSpec {
  method: string;
  /** The URL as given, its own query included. */
  url: URL;
  /** Query parameters (n8n's `qs`), appended to the URL's query when sent: see {@link requestUrl}. */
  qs?: Record<string, unknown>;
  /** How arrays in `qs` are written (`a[0]=` when left out). */
  qsArrayFormat?: ArrayFormat;
  headers: Record<string, string>;
  body: RequestBody;
}

/** Where `spec` goes: its URL with its query parameters written after the URL's own query. */
export function requestUrl(spec: RequestSpec): URL {
  return withQuery(spec.url, spec.qs, spec.qsArrayFormat);
}

/** A parameter problem the user must fix (becomes a NodeOperationError). */
export class RequestBuildError extends Error {
  constructor(
    message: string,
    readonly description?: string,
  ) {
    super(message);
    this.name = 'RequestBuildError';
  }
}

/** Reads a resolved parameter of the current item. */
export type ParameterReader = (name: string, fallback: unknown) => unknown;

/** Loads an item's binary property: content, file name, MIME type. */
export type BinaryLoader = (property: string) => Promise<{ data: Buffer; fileName: string | undefined; mimeType: string }>;

interface Row {
  name?: unknown;
  value?: unknown;
  parameterType?: unknown;
  type?: unknown;
  inputDataFieldName?: unknown;
}

function rowsOf(collection: unknown): Row[] {
  if (collection === null || typeof collection !== 'object') return [];
  const rows = (collection as { parameters?: unknown }).parameters;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

/** Parses a JSON parameter that may already be an object (a resolved expression). */
export function jsonParameter(value: unknown, what: string): Record<string, unknown> | unknown[] {
  if (value !== null && typeof value === 'object') return value as Record<string, unknown>;
  const source = text(value).trim();
  if (source === '') return {};
  try {
    const parsed: unknown = JSON.parse(source);
    if (parsed !== null && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new RequestBuildError(`JSON parameter needs to be valid JSON`, `The ${what} is not a JSON object: ${source.slice(0, 200)}`);
}

/** Parses and checks the URL: http(s) only; a blocked protocol (ftp, ldap, smtp, ...) is named when refused. */
export function parseRequestUrl(raw: string): URL {
  const trimmed = raw.trim();
  if (trimmed === '') throw new RequestBuildError('The URL is empty', 'Set the URL parameter.');
  const scheme = blockedProtocolOf(trimmed);
  if (scheme !== undefined) {
    throw new RequestBuildError(
      `The protocol "${scheme}" is not allowed`,
      `Requests to ${scheme}: URLs are blocked for security reasons; use an http or https URL.`,
    );
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new RequestBuildError(`Invalid URL: ${trimmed.slice(0, 200)}. URL must start with "http" or "https".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RequestBuildError(`Invalid URL: ${trimmed.slice(0, 200)}. URL must start with "http" or "https".`);
  }
  return url;
}

/**
 * Rows as n8n's node reads them into its `qs` / `form` object: a row without a name is kept
 * (n8n sends it as `=value`); a name given twice keeps the last value before 4.3 and
 * collects every value in a list from 4.3.
 */
function fieldsOf(rows: Row[], version: number): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const row of rows) {
    const name = text(row.name);
    const before = Object.hasOwn(fields, name) ? fields[name] : undefined;
    let value = row.value;
    if (repeatsRows(version) && before !== undefined) value = Array.isArray(before) ? [...before, row.value] : [before, row.value];
    // Defined, not assigned: a row named `__proto__` is a field like any other.
    Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return fields;
}

function headersOf(read: ParameterReader, lowercase: boolean, version: number): Record<string, string> {
  const headers: Record<string, string> = {};
  if (read('sendHeaders', false) !== true) return headers;
  const seen = new Set<string>();
  const set = (name: string, value: unknown) => {
    if (name === '') return;
    const key = lowercase ? name.toLowerCase() : name;
    headers[key] = repeatsRows(version) && seen.has(key) ? `${headers[key]}, ${text(value)}` : text(value);
    seen.add(key);
  };
  if (read('specifyHeaders', 'keypair') === 'json') {
    for (const [name, value] of Object.entries(jsonParameter(read('jsonHeaders', ''), 'headers JSON'))) set(name, value);
  } else {
    for (const row of rowsOf(read('headerParameters', {}))) set(text(row.name), row.value);
  }
  return headers;
}

/** Whether rows with the same name all count (4.3+) or the last one wins. */
const repeatsRows = (version: number) => version >= 4.3;

/** Sets `value` at a dotted path (`a.b.c`), creating objects on the way (v4+ JSON rows). */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  keys.forEach((key, index) => {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  });
}

function jsonRows(rows: Row[], version: number): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const row of rows) {
    const name = text(row.name);
    if (name === '') continue;
    if (version >= 4) setPath(value, name, row.value ?? '');
    else value[name] = row.value ?? '';
  }
  return value;
}

/** Keeps only the last row of each name (before 4.3). */
function lastRowWins(rows: Row[]): Row[] {
  const byName = new Map<string, Row>();
  for (const row of rows) {
    byName.delete(text(row.name));
    byName.set(text(row.name), row);
  }
  return [...byName.values()];
}

async function multipartParts(rows: Row[], version: number, loadBinary: BinaryLoader): Promise<MultipartPart[]> {
  const parts: MultipartPart[] = [];
  for (const row of version >= 4.2 ? rows : lastRowWins(rows)) {
    const name = text(row.name);
    if (name === '') continue;
    if ((row.parameterType ?? row.type) === 'formBinaryData') {
      const property = text(row.inputDataFieldName) || (version >= 4.2 ? '' : name);
      if (property === '') continue;
      const binary = await loadBinary(property);
      parts.push({ name, data: binary.data, fileName: binary.fileName ?? 'file', mimeType: binary.mimeType });
    } else {
      parts.push({ name, value: text(row.value) });
    }
  }
  return parts;
}

/**
 * A typed `k=v&k2=v2` body as n8n's node reads it: parsed as a URL query (`+` is a space,
 * `%XX` decoded, a name given twice keeps its last value), then sent as fields.
 */
function formString(source: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(source));
}

async function bodyOf(read: ParameterReader, loadBinary: BinaryLoader, version: number): Promise<RequestBody> {
  if (read('sendBody', false) !== true) return { kind: 'none' };
  const contentType = read('contentType', 'json');
  const specify = read('specifyBody', 'keypair');
  switch (contentType) {
    case 'json': {
      if (specify === 'json') return { kind: 'json', value: jsonParameter(read('jsonBody', ''), 'body JSON') };
      if (specify === 'string') return { kind: 'bytes', value: Buffer.from(text(read('body', ''))), contentType: 'application/json' };
      return { kind: 'json', value: jsonRows(rowsOf(read('bodyParameters', {})), version) };
    }
    case 'form-urlencoded': {
      if (specify === 'string') return { kind: 'form-urlencoded', value: formString(text(read('body', ''))) };
      if (specify === 'json') return { kind: 'form-urlencoded', value: jsonParameter(read('jsonBody', ''), 'body JSON') };
      return { kind: 'form-urlencoded', value: fieldsOf(rowsOf(read('bodyParameters', {})), version) };
    }
    case 'multipart-form-data':
      return { kind: 'multipart', parts: await multipartParts(rowsOf(read('bodyParameters', {})), version, loadBinary) };
    case 'binaryData': {
      const property = text(read('inputDataFieldName', '')) || 'data';
      const binary = await loadBinary(property);
      return { kind: 'bytes', value: binary.data, contentType: binary.mimeType };
    }
    case 'raw': {
      const rawType = text(read('rawContentType', ''));
      return { kind: 'bytes', value: Buffer.from(text(read('body', ''))), contentType: rawType === '' ? undefined : rawType };
    }
    default:
      throw new RequestBuildError(`Unknown body content type "${text(contentType)}"`);
  }
}

/** Methods whose body n8n encodes by its content type. */
const ENCODED_METHODS = ['PATCH', 'POST', 'PUT', 'GET'];

/**
 * The body for `method`: n8n encodes form, form-data, file and raw bodies only for PATCH,
 * POST, PUT and GET; with another method (DELETE, ...) form fields (and form-data fields
 * before 4.2) go as JSON, and a raw or file body is not sent.
 */
async function bodyFor(read: ParameterReader, loadBinary: BinaryLoader, version: number, method: string): Promise<RequestBody> {
  const contentType = read('contentType', 'json');
  if (read('sendBody', false) !== true || ENCODED_METHODS.includes(method)) return bodyOf(read, loadBinary, version);
  if (contentType === 'raw' || contentType === 'binaryData') return { kind: 'none' };
  const body = await bodyOf(read, loadBinary, version);
  if (body.kind === 'form-urlencoded') return { kind: 'json', value: body.value };
  if (body.kind === 'multipart' && version < 4.2)
    return { kind: 'json', value: Object.fromEntries(body.parts.flatMap((part) => ('value' in part ? [[part.name, part.value]] : []))) };
  return body;
}

/** The query parameters: JSON, or rows read as n8n reads them. */
function queryOf(read: ParameterReader, version: number): Record<string, unknown> {
  if (read('specifyQuery', 'keypair') === 'json') return { ...jsonParameter(read('jsonQuery', ''), 'query JSON') };
  return fieldsOf(rowsOf(read('queryParameters', {})), version);
}

/** Builds one item's request for node version `version`. */
export async function buildRequest(read: ParameterReader, loadBinary: BinaryLoader, version: number): Promise<RequestSpec> {
  const url = parseRequestUrl(text(read('url', '')));
  const options = (read('options', {}) ?? {}) as { queryParameterArrays?: string; lowercaseHeaders?: boolean };
  const sendQuery = read('sendQuery', false) === true;
  const method = text(read('method', 'GET')).toUpperCase() || 'GET';
  return {
    method,
    url,
    ...(sendQuery ? { qs: queryOf(read, version) } : {}),
    // n8n passes the option on only when the query is sent; credentials' parameters follow it too.
    qsArrayFormat: arrayFormatOf(sendQuery ? options.queryParameterArrays : undefined),
    headers: headersOf(read, options.lowercaseHeaders !== false, version),
    body: await bodyFor(read, loadBinary, version, method),
  };
}
