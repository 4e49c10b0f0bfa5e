/**
 * URL helpers of the REST client: joining paths and serialising queries.
 *
 * @module
 */

/** A query value: scalars, dates, objects (sent as JSON) and lists (repeated). */
export type QueryValue = string | number | boolean | null | undefined | Date | object | readonly unknown[];

/** Query parameters of a request. */
export type QueryParams = Record<string, QueryValue>;

function serialiseValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/**
 * Serialises query parameters: `undefined` and `null` are skipped, strings,
 * numbers and booleans are sent as text, dates as ISO strings, objects as
 * JSON strings, and arrays repeat the key once per element
 * (`ids=1&ids=2`).
 *
 * @param query - The parameters.
 * @returns The encoded query string without a leading `?` (may be empty).
 */
export function serializeQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const element of value) {
        const text = serialiseValue(element);
        if (text !== undefined) params.append(key, text);
      }
      continue;
    }
    const text = serialiseValue(value);
    if (text !== undefined) params.append(key, text);
  }
  return params.toString();
}

/**
 * Joins a base URL and a path with exactly one slash between them and adds
 * the query string.
 *
 * @param baseUrl - e.g. `/rest` or `http://127.0.0.1:5678/rest`.
 * @param path - e.g. `/workflows` or `types/nodes.json`.
 * @param query - Query parameters.
 * @returns The URL (relative if `baseUrl` is).
 */
export function joinUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, '');
  const tail = path === '' ? '' : `/${path.replace(/^\/+/, '')}`;
  const url = `${base}${tail}`;
  const qs = serializeQuery(query);
  if (qs === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

/** Options of {@link buildBinaryDataUrl}. */
export interface BinaryDataUrlOptions {
  /** `view` to show inline, `download` to download. */
  mode: 'view' | 'download' | (string & {});
  /** File name to serve the data as. */
  fileName?: string;
  /** MIME type to serve the data as. */
  mimeType?: string;
}

/**
 * The URL of stored binary data: REST base + `/data/{id}` with the query
 * parameters `mode`, `fileName` and `mimeType` (the last two when given).
 *
 * @param baseUrl - The REST base, e.g. `/rest`.
 * @param id - The binary data id (`mode:identifier`).
 * @param options - Mode, file name and MIME type.
 * @returns The URL.
 */
export function buildBinaryDataUrl(baseUrl: string, id: string, options: BinaryDataUrlOptions): string {
  return joinUrl(baseUrl, `/data/${encodeURIComponent(id)}`, {
    mode: options.mode,
    fileName: options.fileName,
    mimeType: options.mimeType,
  });
}
