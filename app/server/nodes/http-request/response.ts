/**
 * Turns an HTTP answer into output items as n8n's HTTP Request v3 does:
 *
 * - `autodetect`: JSON content types are parsed, binary-looking types (images, PDFs,
 *   archives, octet-stream ...) become a file, everything else text;
 * - `json`: parsed (a body that is not JSON fails the item);
 * - `text`: the text in `outputPropertyName` (default `data`);
 * - `file`: a binary property `outputPropertyName` with the body;
 * - a JSON array becomes one item per element (unless the full response is asked for);
 * - `fullResponse` wraps it as `{body, headers, statusCode, statusMessage}`.
 */
import type { IBinaryData, IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { SentResponse } from './send';

/** What the node asked for in `options.response.response`. */
export interface ResponseOptions {
  fullResponse: boolean;
  neverError: boolean;
  responseFormat: 'autodetect' | 'file' | 'json' | 'text';
  outputPropertyName: string;
}

/** Stores binary content (the engine's `prepareBinaryData`). */
export type BinaryStore = (data: Buffer, fileName: string | undefined, mimeType: string) => Promise<IBinaryData>;

/** The body is not what `responseFormat: json` promised. */
export class ResponseFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResponseFormatError';
  }
}

const BINARY_TYPES = [
  'image/',
  'audio/',
  'video/',
  'font/',
  'application/octet-stream',
  'application/gzip',
  'application/zip',
  'application/x-zip',
  'application/vnd.rar',
  'application/x-7z',
  'application/x-tar',
  'application/x-bzip',
  'application/pdf',
  'application/msword',
  'application/vnd.ms-',
  'application/vnd.openxmlformats',
  'application/vnd.oasis',
  'application/epub+zip',
  'application/wasm',
];

/** Whether `contentType` names content that is not text. */
export function isBinaryContentType(contentType: string): boolean {
  const type = contentType.toLowerCase();
  return BINARY_TYPES.some((prefix) => type.startsWith(prefix));
}

function isJsonType(contentType: string): boolean {
  const type = contentType.toLowerCase().split(';')[0]?.trim() ?? '';
  return type === 'application/json' || type.endsWith('+json') || type === 'text/json';
}

function fileNameOf(response: SentResponse): string | undefined {
  const disposition = response.headers['content-disposition'];
  const match = disposition === undefined ? null : /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (match?.[1] !== undefined) return decodeURIComponent(match[1]);
  const last = response.url.pathname.split('/').pop();
  return last === undefined || last === '' ? undefined : decodeURIComponent(last);
}

/** The parsed body for pagination expressions and error messages. */
export function parsedBody(response: SentResponse): unknown {
  const contentType = response.headers['content-type'] ?? '';
  if (isBinaryContentType(contentType)) return response.body;
  const text = response.body.toString('utf8');
  if (isJsonType(contentType) || /^\s*[[{]/.test(text)) {
    try {
      return text === '' ? '' : (JSON.parse(text) as unknown);
    } catch {
      return text;
    }
  }
  return text;
}

function wrap(value: unknown): IDataObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as IDataObject)
    : { data: value as IDataObject[string] };
}

/** Output items for one response of item `itemIndex`. */
export async function responseItems(
  response: SentResponse,
  options: ResponseOptions,
  itemIndex: number,
  storeBinary: BinaryStore,
): Promise<INodeExecutionData[]> {
  const contentType = response.headers['content-type'] ?? '';
  let format = options.responseFormat;
  if (format === 'autodetect') format = isJsonType(contentType) ? 'json' : isBinaryContentType(contentType) ? 'file' : 'text';
  const meta = { headers: response.headers, statusCode: response.statusCode, statusMessage: response.statusMessage };
  const pairedItem = { item: itemIndex };

  if (format === 'file') {
    const mimeType = contentType.split(';')[0]?.trim() || 'application/octet-stream';
    const binary = await storeBinary(response.body, fileNameOf(response), mimeType);
    const json: IDataObject = options.fullResponse ? (meta as unknown as IDataObject) : {};
    return [{ json, binary: { [options.outputPropertyName]: binary }, pairedItem }];
  }

  const text = response.body.toString('utf8');
  if (format === 'text') {
    const json: IDataObject = { [options.outputPropertyName]: text };
    return [{ json: options.fullResponse ? ({ body: text, ...meta } as unknown as IDataObject) : json, pairedItem }];
  }

  let body: unknown;
  if (text.trim() === '') body = options.responseFormat === 'json' ? {} : '';
  else {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      if (options.responseFormat === 'json')
        throw new ResponseFormatError('Response body is not valid JSON. Change "Response Format" to "Text"');
      body = text;
    }
  }
  if (options.fullResponse) return [{ json: { body, ...meta } as unknown as IDataObject, pairedItem }];
  if (Array.isArray(body)) return body.map((entry) => ({ json: wrap(entry), pairedItem }));
  return [{ json: wrap(body), pairedItem }];
}
