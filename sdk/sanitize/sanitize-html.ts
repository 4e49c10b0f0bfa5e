/**
 * Sanitising message HTML on DOMPurify. DOMPurify needs a DOM:
 * in the browser the global `window` is used; in Node pass a window (for
 * example a jsdom one) to {@link createSanitizer}. Nothing here touches
 * `window` at module load.
 *
 * @module
 */
import DOMPurify from 'dompurify';
import type { Config, WindowLike } from 'dompurify';
import { ERROR_DETAILS_MAX_LENGTH } from '../settings/constants';

/** The tags message HTML may contain (`img` is allowed separately, see {@link isAllowedImageSrc}). */
export const ALLOWED_HTML_TAGS = ['p', 'strong', 'b', 'code', 'a', 'br', 'i', 'em', 'small'] as const;

/** The attributes message HTML may carry, besides `data-*` (and `src` on allowed images). */
export const ALLOWED_HTML_ATTRIBUTES = ['href', 'name', 'target', 'title', 'class', 'id'] as const;

/** Image extensions allowed for images served from `/static/`. */
export const STATIC_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'ico'] as const;

const STATIC_IMAGE_PATTERN = new RegExp(`^/static/[^?#]*\\.(?:${STATIC_IMAGE_EXTENSIONS.join('|')})(?:[?#].*)?$`, 'i');

/**
 * Whether an image source is allowed: an `https:` URL, or a path under
 * `/static/` ending in an image extension (query and fragment ignored).
 * Paths that climb out of `/static/` (`..`, backslashes) are refused.
 *
 * @param src - The `src` attribute value.
 */
export function isAllowedImageSrc(src: string | null | undefined): boolean {
  if (!src) return false;
  const value = src.trim();
  if (/^https:\/\/[^/\\]/i.test(value)) return true;
  if (value.includes('\\')) return false;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (path.split('/').some((segment) => segment === '..' || segment === '.' || /%2e/i.test(segment))) return false;
  return STATIC_IMAGE_PATTERN.test(value);
}

/** A configured sanitizer bound to one window. */
export interface HtmlSanitizer {
  /**
   * Sanitises message HTML: only the allowed tags and attributes stay,
   * other elements are unwrapped (their text kept; `script`, `style` and the
   * like are dropped with their content), `javascript:` and other unsafe
   * URLs are removed, and images whose source is not allowed are removed.
   *
   * @param html - Untrusted HTML.
   * @returns Safe HTML.
   */
  sanitize(html: string): string;
}

const CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_HTML_TAGS, 'img'],
  ALLOWED_ATTR: [...ALLOWED_HTML_ATTRIBUTES, 'src'],
  ALLOW_DATA_ATTR: true,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_TRUSTED_TYPE: false,
} satisfies Config;

/**
 * Creates a sanitizer bound to a window.
 *
 * @param win - The window DOMPurify works in; defaults to the global
 *   `window`. In Node, pass one (e.g. a jsdom window in tests).
 * @returns The sanitizer.
 * @throws Error when no usable window is available (rather than returning
 *   unsanitised HTML, which is what DOMPurify does without a DOM).
 */
export function createSanitizer(win?: WindowLike): HtmlSanitizer {
  const target = win ?? (typeof window === 'undefined' ? undefined : window);
  if (!target) {
    throw new Error('createSanitizer needs a window: pass one when running outside a browser.');
  }
  const purify = DOMPurify(target);
  if (!purify.isSupported) {
    throw new Error('DOMPurify cannot sanitize with the given window.');
  }

  purify.addHook('uponSanitizeAttribute', (node, data) => {
    // `src` is only for images; everything else loses it.
    if (data.attrName === 'src' && node.nodeName.toLowerCase() !== 'img') data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'img') return;
    const element = node as Element;
    if (!isAllowedImageSrc(element.getAttribute('src'))) element.remove();
  });

  return {
    sanitize(html: string): string {
      return purify.sanitize(html, CONFIG);
    },
  };
}

let defaultSanitizer: HtmlSanitizer | undefined;

/**
 * Sanitises message HTML with the global `window` (browser, or a test
 * environment that provides one). See {@link HtmlSanitizer.sanitize}.
 *
 * @param html - Untrusted HTML.
 * @returns Safe HTML.
 * @throws Error outside a browser; use {@link createSanitizer} with a window there.
 */
export function sanitizeHtml(html: string): string {
  defaultSanitizer ??= createSanitizer();
  return defaultSanitizer.sanitize(html);
}

// Canonical in sdk/settings; re-exported as the same binding (no `export *` ambiguity).
export { ERROR_DETAILS_MAX_LENGTH } from '../settings/constants';

/**
 * Truncates error details: text of at most `max` characters is returned
 * unchanged; longer text keeps its first `max` characters followed by `…`.
 * A surrogate pair is never split.
 *
 * @param text - The details.
 * @param max - The limit, 500 by default.
 * @returns The (possibly truncated) details.
 */
export function truncateErrorDetails(text: string, max: number = ERROR_DETAILS_MAX_LENGTH): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
