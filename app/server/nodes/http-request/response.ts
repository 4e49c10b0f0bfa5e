/**
 * Turns an HTTP answer into output items as n8n's HTTP Request v3/v4 does:
 *
 * - `autodetect`: a Content-Type containing `application/json` is parsed (an empty body is
 *   `{}`; a body that is not JSON fails the item, or gives `{}` with "Never Error"), binary
 *   types (images, PDFs, archives, octet-stream ...) become a file, everything else text;
 * - `json`: parsed (a body that is not JSON fails the item);
 * - `text`: the text in `outputPropertyName` (default `data`), with the full response
 *   beside it when asked;
 * - `file`: a binary property `outputPropertyName` next to the input item's JSON and files;
 * - a JSON array becomes one item per element (unless the full response is asked for);
 * - `fullResponse` wraps it as `{body, headers, statusCode, statusMessage}`.
 *
 * Text is decoded with the Content-Type's charset (decode-text.ts).
 */
import type { IBinaryData, IDataObject, INodeExecutionData } from '@sdk/workflow';
import { dispositionFileName } from './content-disposition';
import { decodeBody } from './decode-text';
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

/** The content types n8n's "Autodetect" treats as files (matched anywhere in the Content-Type). */
const BINARY_TYPES = [
  'image/',
  'audio/',
  'video/',
  'application/octet-stream',
  'application/gzip',
  'application/zip',
  'application/vnd.rar',
  'application/epub+zip',
  'application/x-bzip',
  'application/x-bzip2',
  'application/x-cdf',
  'application/vnd.amazon.ebook',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-fontobject',
  'application/vnd.oasis.opendocument.presentation',
  'application/pdf',
  'application/x-tar',
  'application/vnd.visio',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-7z-compressed',
];

/** Whether `contentType` names content that is not text. */
export function isBinaryContentType(contentType: string): boolean {
  const type = contentType.toLowerCase();
  return BINARY_TYPES.some((prefix) => type.includes(prefix));
}

function isJsonType(contentType: string): boolean {
  return contentType.toLowerCase().includes('application/json');
}

/** The MIME type of a Content-Type (its first word, without parameters). */
export function mimeTypeOf(contentType: string): string {
  return contentType.split(' ')[0]?.split(';')[0]?.trim() || 'application/octet-stream';
}

/**
 * Stores a file answer as n8n names it: the Content-Disposition file name, else the
 * answering URL's path (its folder as `directory`), else (with `fallbackName`, v3+)
 * `<fallbackName>.<extension of the MIME type>`.
 */
export async function storeResponseFile(
  response: SentResponse,
  storeBinary: BinaryStore,
  fallbackName: string | undefined,
): Promise<IBinaryData> {
  const contentType = response.headers['content-type'] ?? '';
  const path = dispositionFileName(response.headers['content-disposition']) ?? response.url.pathname.slice(1);
  const slash = path.lastIndexOf('/');
  const base = slash === -1 ? path : path.slice(slash + 1);
  const entry = await storeBinary(response.body, base === '' ? undefined : base, mimeTypeOf(contentType));
  if (slash > 0 && base !== '') entry.directory = path.slice(0, slash);
  if (entry.fileName === undefined && fallbackName !== undefined && entry.fileExtension)
    entry.fileName = `${fallbackName}.${entry.fileExtension}`;
  return entry;
}

/** The parsed body for pagination expressions and error messages. */
export function parsedBody(response: SentResponse): unknown {
  const contentType = response.headers['content-type'] ?? '';
  if (isBinaryContentType(contentType)) return response.body;
  const text = decodeBody(response.body, contentType);
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

function jsonBody(text: string, options: ResponseOptions, autodetected: boolean): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (autodetected && options.neverError) return {};
    throw new ResponseFormatError(
      autodetected ? 'Invalid JSON in response body' : 'Response body is not valid JSON. Change "Response Format" to "Text"',
    );
  }
}

/** Output items for one response of item `itemIndex` (whose input is `input`). */
export async function responseItems(
  response: SentResponse,
  options: ResponseOptions,
  itemIndex: number,
  storeBinary: BinaryStore,
  input: INodeExecutionData,
): Promise<INodeExecutionData[]> {
  const contentType = response.headers['content-type'] ?? '';
  let format = options.responseFormat;
  if (format === 'autodetect') format = isJsonType(contentType) ? 'json' : isBinaryContentType(contentType) ? 'file' : 'text';
  const meta = { headers: response.headers, statusCode: response.statusCode, statusMessage: response.statusMessage };
  const pairedItem = { item: itemIndex };

  if (format === 'file') {
    const binary = await storeResponseFile(response, storeBinary, options.outputPropertyName);
    const json: IDataObject = options.fullResponse ? (meta as unknown as IDataObject) : input.json;
    return [{ json, binary: { ...(input.binary ?? {}), [options.outputPropertyName]: binary }, pairedItem }];
  }

  const text = decodeBody(response.body, contentType);
  if (format === 'text') {
    const json: IDataObject = { [options.outputPropertyName]: text };
    return [{ json: options.fullResponse ? ({ ...json, ...meta } as unknown as IDataObject) : json, pairedItem }];
  }

  const body = jsonBody(text, options, options.responseFormat === 'autodetect');
  if (options.fullResponse) return [{ json: { body, ...meta } as unknown as IDataObject, pairedItem }];
  if (Array.isArray(body)) return body.map((entry) => ({ json: wrap(entry), pairedItem }));
  return [{ json: wrap(body), pairedItem }];
}
