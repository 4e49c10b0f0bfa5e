/**
 * Reads a webhook call's body from its bytes: JSON (an invalid one, or one nesting deeper
 * than the limit, is a 400; the depth is checked on the bytes before parsing), form-urlencoded
 * (repeated keys become lists), multipart (fields in `body`, files in `files`, parsed by
 * undici's spec-compliant FormData reader), text and XML as text. Other content types keep
 * `body` empty; the Webhook node turns the raw bytes into binary data.
 */
import { Response } from 'undici';
import { DEFAULT_JSON_MAX_DEPTH, jsonTextNestsDeeperThan } from '../data-limits';

/** A file of a multipart body. */
export interface UploadedFile {
  data: Buffer;
  fileName?: string;
  mimeType: string;
}

/** The parsed body. */
export interface ParsedBody {
  body: unknown;
  files?: Record<string, UploadedFile | UploadedFile[]>;
  rawBody: Buffer;
}

/** The body cannot be read as its content type says. */
export class BodyParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BodyParseError';
  }
}

function add<T>(target: Record<string, T | T[]>, key: string, value: T): void {
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else target[key] = [existing, value];
}

/** Options of {@link parseRequestBody}. */
export interface ParseBodyOptions {
  /** How deeply a JSON body may nest (arrays and objects); default {@link DEFAULT_JSON_MAX_DEPTH}. */
  maxDepth?: number;
}

/** Parses `raw` by `contentType`. Form and multipart bodies are flat (repeated keys become lists). */
export async function parseRequestBody(raw: Buffer, contentType: string | undefined, options: ParseBodyOptions = {}): Promise<ParsedBody> {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (raw.length === 0) return { body: {}, rawBody: raw };
  if (type === 'application/json' || type.endsWith('+json')) {
    const maxDepth = options.maxDepth ?? DEFAULT_JSON_MAX_DEPTH;
    if (jsonTextNestsDeeperThan(raw, maxDepth)) {
      throw new BodyParseError(
        `The JSON body nests deeper than ${maxDepth} levels, more than this server accepts (SWITCHYARD_JSON_MAX_DEPTH).`,
      );
    }
    try {
      return { body: JSON.parse(raw.toString('utf8')) as unknown, rawBody: raw };
    } catch (error) {
      throw new BodyParseError(`The body is not valid JSON: ${(error as Error).message}`);
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    const body: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(raw.toString('utf8'))) add(body, key, value);
    return { body, rawBody: raw };
  }
  if (type === 'multipart/form-data') {
    let form: Awaited<ReturnType<Response['formData']>>;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType ?? '' } }).formData();
    } catch (error) {
      throw new BodyParseError(`The multipart body cannot be read: ${(error as Error).message}`);
    }
    const body: Record<string, string | string[]> = {};
    const files: Record<string, UploadedFile | UploadedFile[]> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') add(body, key, value);
      else
        add(files, key, {
          data: Buffer.from(await value.arrayBuffer()),
          ...(value.name ? { fileName: value.name } : {}),
          mimeType: value.type || 'application/octet-stream',
        });
    }
    return { body, files, rawBody: raw };
  }
  if (type === '' || type.startsWith('text/') || type === 'application/xml' || type.endsWith('+xml')) {
    return { body: raw.toString('utf8'), rawBody: raw };
  }
  return { body: {}, rawBody: raw };
}
