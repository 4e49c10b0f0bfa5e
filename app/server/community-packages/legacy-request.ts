/**
 * `this.helpers.request`: the anchor product's legacy request-library call that older
 * packages still make (`uri`, `qs`, `body`, `json`, `form`, `resolveWithFullResponse`,
 * `encoding: null`, `simple: false`), mapped onto the engine's `httpRequest`
 * (engine/legacy-request-options.ts) so the outbound policy applies to it like to every other
 * request.
 */
import type { IN8nHttpFullResponse, IRequestHelpers } from '../engine/node-interface';
import { fromLegacyOptions, type LegacyRequestOptions } from '../engine/legacy-request-options';

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
