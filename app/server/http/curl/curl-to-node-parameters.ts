/**
 * Turns a parsed curl command into HTTP Request node (v3+) parameters, in the shape n8n's
 * `POST /rest/curl-to-json` answers: `url` without its query (the query goes to
 * `queryParameters`), `method`, `authentication: 'none'`, `sendQuery`/`sendHeaders`/
 * `sendBody` with their parameter lists, `contentType` (json, form-urlencoded,
 * multipart-form-data, raw with `rawContentType`, binaryData) and `options` (redirect,
 * response, proxy, timeout, allowUnauthorizedCerts).
 *
 * The Content-Type header is left out of the headers when `contentType` already says
 * it, as n8n does; `-u` becomes an `authorization` header and `-b` a `Cookie` header.
 */
import type { ParsedCurl } from './parse-curl';
import { CurlParseError } from './parse-curl';

/** One name/value row of a fixedCollection `parameters` list. */
export interface NodeParameterRow {
  name: string;
  value: string;
  type?: 'formData' | 'formBinaryData';
  inputDataFieldName?: string;
}

/** The HTTP Request node parameters `curl-to-json` answers. */
export interface HttpNodeParameters {
  url: string;
  method: string;
  authentication: 'none';
  sendQuery: boolean;
  queryParameters?: { parameters: NodeParameterRow[] };
  sendHeaders: boolean;
  headerParameters?: { parameters: NodeParameterRow[] };
  sendBody: boolean;
  contentType?: 'json' | 'form-urlencoded' | 'multipart-form-data' | 'raw' | 'binaryData';
  rawContentType?: string;
  specifyBody?: 'keypair' | 'json';
  jsonBody?: string;
  body?: string;
  bodyParameters?: { parameters: NodeParameterRow[] };
  inputDataFieldName?: string;
  options: {
    redirect?: { redirect: { followRedirects?: boolean; maxRedirects?: string } };
    response?: { response: { fullResponse?: boolean; responseFormat?: string; outputPropertyName?: string } };
    proxy?: string;
    timeout?: number;
    allowUnauthorizedCerts?: boolean;
  };
}

const FORM_URLENCODED = 'application/x-www-form-urlencoded';

function rows(entries: Iterable<[string, string]>): NodeParameterRow[] {
  return [...entries].map(([name, value]) => ({ name, value }));
}

/** The data parts joined as curl sends them (`&` between parts). */
function joinedData(parsed: ParsedCurl): string {
  return parsed.data
    .map((part) => {
      if (part.kind !== 'urlencode') return part.value;
      // --data-urlencode name=value encodes only the value; a bare value is encoded whole.
      const eq = part.value.indexOf('=');
      if (eq < 0) return encodeURIComponent(part.value);
      return `${part.value.slice(0, eq)}=${encodeURIComponent(part.value.slice(eq + 1))}`;
    })
    .join('&');
}

function withScheme(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
}

function isPrimitiveRecord(value: unknown): value is Record<string, string | number | boolean | null> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))
  );
}

function jsonBody(params: HttpNodeParameters, text: string): void {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    params.specifyBody = 'json';
    params.jsonBody = text;
    return;
  }
  if (isPrimitiveRecord(value)) {
    params.specifyBody = 'keypair';
    params.bodyParameters = { parameters: Object.entries(value).map(([name, v]) => ({ name, value: v === null ? '' : String(v) })) };
  } else {
    params.specifyBody = 'json';
    params.jsonBody = JSON.stringify(value, null, 2);
  }
}

/** The node parameters for `parsed`. */
export function toHttpNodeParameters(parsed: ParsedCurl): HttpNodeParameters {
  let url: URL;
  try {
    url = new URL(withScheme(parsed.url));
  } catch {
    throw new CurlParseError(`"${parsed.url.slice(0, 200)}" is not a valid URL.`);
  }
  const query: [string, string][] = [...url.searchParams.entries()];
  // The URL as written, less its query: the query becomes editable rows.
  const baseUrl = withScheme(parsed.url).replace(/[?#].*$/, '');

  const headers = [...parsed.headers];
  if (parsed.user !== undefined) {
    headers.push(['authorization', `Basic ${Buffer.from(parsed.user.includes(':') ? parsed.user : `${parsed.user}:`).toString('base64')}`]);
  }
  if (parsed.cookie !== undefined) headers.push(['Cookie', parsed.cookie]);
  if (parsed.data.some((d) => d.kind === 'json')) {
    if (!headers.some(([n]) => n.toLowerCase() === 'content-type')) headers.push(['Content-Type', 'application/json']);
    if (!headers.some(([n]) => n.toLowerCase() === 'accept')) headers.push(['Accept', 'application/json']);
  }
  const contentTypeHeader = headers.find(([n]) => n.toLowerCase() === 'content-type')?.[1];
  const mediaType = contentTypeHeader?.split(';')[0]?.trim().toLowerCase();

  const hasData = parsed.data.length > 0;
  const data = joinedData(parsed);
  let method = parsed.method ?? (parsed.head ? 'HEAD' : hasData || parsed.form.length > 0 ? 'POST' : parsed.uploadFile ? 'PUT' : 'GET');
  if (parsed.get && parsed.method === undefined) method = parsed.head ? 'HEAD' : 'GET';
  if (parsed.get && hasData) query.push(...new URLSearchParams(data).entries());

  const params: HttpNodeParameters = {
    url: baseUrl,
    method,
    authentication: 'none',
    sendQuery: false,
    sendHeaders: false,
    sendBody: false,
    options: {},
  };

  let bodyContentType = false;
  const binaryFile =
    parsed.data.some((d) => (d.kind === 'binary' || d.kind === 'data') && d.value.startsWith('@')) || parsed.uploadFile !== undefined;
  if (parsed.form.length > 0) {
    params.sendBody = true;
    params.contentType = 'multipart-form-data';
    params.bodyParameters = {
      parameters: parsed.form.map((part) =>
        part.file
          ? { type: 'formBinaryData', name: part.name, value: '', inputDataFieldName: part.name }
          : { type: 'formData', name: part.name, value: part.value },
      ),
    };
    bodyContentType = mediaType === undefined || mediaType === 'multipart/form-data' || mediaType === 'application/json';
  } else if (binaryFile && !parsed.get) {
    params.sendBody = true;
    params.contentType = 'binaryData';
    params.inputDataFieldName = 'data';
    bodyContentType = true;
  } else if (hasData && !parsed.get) {
    params.sendBody = true;
    if (mediaType === undefined || mediaType === FORM_URLENCODED) {
      params.contentType = 'form-urlencoded';
      params.specifyBody = 'keypair';
      params.bodyParameters = { parameters: rows(new URLSearchParams(data).entries()) };
      bodyContentType = true;
    } else if (mediaType === 'application/json' || mediaType.endsWith('+json')) {
      params.contentType = 'json';
      jsonBody(params, data);
      bodyContentType = mediaType === 'application/json';
    } else {
      params.contentType = 'raw';
      params.rawContentType = contentTypeHeader ?? '';
      params.body = data;
      bodyContentType = true;
    }
  }

  const sentHeaders = bodyContentType ? headers.filter(([n]) => n.toLowerCase() !== 'content-type') : headers;
  if (sentHeaders.length > 0) {
    params.sendHeaders = true;
    params.headerParameters = { parameters: rows(sentHeaders) };
  }
  if (query.length > 0) {
    params.sendQuery = true;
    params.queryParameters = { parameters: rows(query) };
  }

  if (parsed.followRedirects) {
    params.options.redirect = { redirect: { followRedirects: true } };
    if (parsed.maxRedirects !== undefined) params.options.redirect.redirect.maxRedirects = parsed.maxRedirects;
  }
  const response: { fullResponse?: boolean; responseFormat?: string; outputPropertyName?: string } = {};
  if (parsed.includeHeaders) Object.assign(response, { fullResponse: true, responseFormat: 'autodetect' });
  if (parsed.output !== undefined || parsed.remoteName) Object.assign(response, { responseFormat: 'file', outputPropertyName: 'data' });
  if (Object.keys(response).length > 0) params.options.response = { response };
  if (parsed.proxy !== undefined) params.options.proxy = parsed.proxy;
  const timeout = parsed.connectTimeoutSeconds ?? parsed.maxTimeSeconds;
  if (timeout !== undefined) params.options.timeout = Math.round(timeout * 1000);
  if (parsed.insecure) params.options.allowUnauthorizedCerts = true;
  return params;
}
