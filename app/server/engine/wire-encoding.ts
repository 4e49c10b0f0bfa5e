/**
 * Query strings and form-urlencoded bodies written as n8n's request helpers write them, so a
 * workflow sends the same bytes here as in n8n.
 *
 * - The legacy `request` helper (the HTTP Request node, v1 to v4.x; core turns it into an axios
 *   call in packages/core/.../utils/parse-request-object.ts) writes a `form` object with the
 *   `qs` library's `stringify` and its defaults: every byte but `A-Z a-z 0-9 - . _ ~`
 *   percent-encoded as UTF-8 (a space is `%20`), keys too (`a[0]` is `a%5B0%5D`), nested
 *   objects as `a[b]=`, arrays as `a[0]=`, null as `a=`, undefined left out.
 * - Both that helper and `helpers.httpRequest` hand the `qs` object to axios `params`, written
 *   by `qs.stringify` with the request's array format when it names one, else by n8n's global
 *   axios serializer, `qs.stringify(params, { arrayFormat: 'indices' })`
 *   (request-helpers/axios-config.ts). Axios appends it to the URL after its own query with `&`
 *   (or `?` when it has none).
 */
import { stringify } from 'qs';

/** How arrays are written: `a[0]=1` (n8n's default), `a[]=1`, `a=1` repeated, or `a=1,2`. */
export type ArrayFormat = 'indices' | 'brackets' | 'repeat' | 'comma';

/** Fields as n8n's `qs` and `form` objects hold them (a JSON array's entries are keyed by index). */
export type Fields = Record<string, unknown> | unknown[];

/** The array format of an option value; anything else is n8n's default. */
export function arrayFormatOf(value: unknown): ArrayFormat {
  return value === 'brackets' || value === 'repeat' ? value : 'indices';
}

/** `fields` as `k=v&k2=v2`, written as n8n's helper writes a query or a form body. */
export function encodeFields(fields: Fields, arrayFormat: ArrayFormat = 'indices'): string {
  return stringify(fields, { arrayFormat });
}

/**
 * `url` with `fields` appended to its query as axios appends params: the URL's own query
 * stays as typed (only normalized by the URL parser), the fields follow after `&`.
 */
export function withQuery(url: URL, fields: Fields | undefined, arrayFormat: ArrayFormat = 'indices'): URL {
  const query = fields === undefined ? '' : encodeFields(fields, arrayFormat);
  if (query === '') return url;
  const out = new URL(url);
  // The encoded fields hold only characters the URL parser keeps as they are.
  out.search = out.search === '' ? query : `${out.search.slice(1)}&${query}`;
  return out;
}
