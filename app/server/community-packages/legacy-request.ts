/**
 * `this.helpers.request`: the anchor product's legacy request-library call that older
 * packages still make (`uri`, `qs`, `body`, `json`, `form`, `resolveWithFullResponse`,
 * `encoding: null`, `simple: false`), mapped onto the engine's `httpRequest` so the
 * outbound policy applies to it like to every other request.
 */
import type { IDataObject } from '@sdk/workflow';
import type { IHttpRequestFullOptions, IN8nHttpFullResponse, IRequestHelpers } from '../engine/node-interface';

/** The legacy options (a subset: what community packages use). */
export type LegacyRequestOptions = IDataObject & { uri?: string; url?: string };

/** Maps legacy options to `httpRequest` options. */
export function fromLegacyOptions(legacy: LegacyRequestOptions): IHttpRequestFullOptions {
  const headers = { ...((legacy.headers as IDataObject | undefined) ?? {}) };
  let body: unknown = legacy.body;
  if (legacy.form !== undefined) {
    body = new URLSearchParams(legacy.form as Record<string, string>).toString();
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
  }
  const options: IHttpRequestFullOptions = {
    url: String(legacy.uri ?? legacy.url ?? ''),
    method: ((legacy.method as string | undefined)?.toUpperCase() ?? 'GET') as IHttpRequestFullOptions['method'],
    headers,
    qs: legacy.qs as IDataObject | undefined,
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

/** `helpers.request(uri | options, options?)`. */
export function legacyRequest(helpers: Pick<IRequestHelpers, 'httpRequest'>) {
  return async (first: string | LegacyRequestOptions, second?: LegacyRequestOptions): Promise<unknown> => {
    const legacy = typeof first === 'string' ? { ...(second ?? {}), uri: first } : first;
    const result = await helpers.httpRequest(fromLegacyOptions(legacy));
    if (legacy.resolveWithFullResponse === true) {
      const full = result as IN8nHttpFullResponse;
      return { ...full, statusMessage: full.statusMessage ?? '' };
    }
    return result;
  };
}
