import { BUILT_IN_TEMPLATES_PATH } from '../config/types';
import type { PublicUrls } from '../urls';

/** The built-in templates host's base URL, with a trailing slash, as the editor calls it. */
export function builtInTemplatesHost(urls: PublicUrls): string {
  return `${urls.editorBase}/${BUILT_IN_TEMPLATES_PATH}/`;
}
