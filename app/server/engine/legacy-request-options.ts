/**
 * n8n's legacy request-library options (`uri`, `qs`, `body`, `json`, `form`,
 * `resolveWithFullResponse`, `encoding: null`, `simple: false`, `useQuerystring`,
 * `qsStringifyOptions`) as an `httpRequest` call, the way n8n's core translates them for axios
 * (parse-request-object.ts): a `form` is the body, written with qs, and replaces the Content-Type
 * a node set; query arrays repeat with `useQuerystring`, follow `qsStringifyOptions`, else
 * n8n's default (indices). Used by `requestWithAuthentication` and by community packages'
 * `helpers.request`.
 */
import type { IDataObject } from '@sdk/workflow';
import type { IHttpRequestFullOptions } from './node-interface';
import { encodeFields, type ArrayFormat } from './wire-encoding';

/** The legacy options (a subset: what nodes and community packages use). */
export type LegacyRequestOptions = IDataObject & { uri?: string; url?: string };

const FORM_TYPE = 'application/x-www-form-urlencoded';

function arrayFormatOf(legacy: LegacyRequestOptions): ArrayFormat | undefined {
  if (legacy.useQuerystring === true) return 'repeat';
  const named = (legacy.qsStringifyOptions as IDataObject | undefined)?.['arrayFormat'];
  return named === 'brackets' || named === 'repeat' || named === 'indices' ? named : undefined;
}

/** The body and headers: a form (without a body) is written with qs and sent as a form. */
function bodyOf(legacy: LegacyRequestOptions): { body: unknown; headers: IDataObject } {
  const headers = { ...((legacy.headers as IDataObject | undefined) ?? {}) };
  if (legacy.form === undefined || legacy.body !== undefined) return { body: legacy.body, headers };
  for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
  headers['content-type'] = FORM_TYPE;
  return { body: typeof legacy.form === 'string' ? legacy.form : encodeFields(legacy.form as IDataObject), headers };
}

/** Maps legacy options to `httpRequest` options. */
export function fromLegacyOptions(legacy: LegacyRequestOptions): IHttpRequestFullOptions {
  const { body, headers } = bodyOf(legacy);
  const arrayFormat = arrayFormatOf(legacy);
  const options: IHttpRequestFullOptions = {
    url: String(legacy.uri ?? legacy.url ?? ''),
    method: ((legacy.method as string | undefined)?.toUpperCase() ?? 'GET') as IHttpRequestFullOptions['method'],
    headers,
    qs: legacy.qs as IDataObject | undefined,
    ...(arrayFormat ? { arrayFormat } : {}),
    body,
    json: legacy.json === true || (typeof legacy.json === 'object' && legacy.json !== null),
    returnFullResponse: legacy.resolveWithFullResponse === true,
    ignoreHttpStatusErrors: legacy.simple === false,
  };
  if (typeof legacy.json === 'object' && legacy.json !== null) options.body = legacy.json;
  if (legacy.baseURL) options.baseURL = String(legacy.baseURL);
  if (legacy.encoding === null || legacy.encoding === 'arraybuffer') options.encoding = 'arraybuffer';
  if (typeof legacy.timeout === 'number') options.timeout = legacy.timeout;
  if (legacy.auth) options.auth = legacy.auth as IHttpRequestFullOptions['auth'];
  return options;
}
