/**
 * What keeps a form page safe when its texts come from whoever edits the workflow and
 * its submissions from anyone: every text is HTML-escaped (titles, labels, options,
 * placeholders, the submitted-text page), custom CSS cannot leave its `<style>` element,
 * a redirect goes only to http(s) URLs, and the page's own policy forbids scripts,
 * plugins, frames and a `<base>` (on top of the sandbox every workflow answer gets).
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` safe inside HTML text and quoted attribute values. */
export function escapeHtml(text: unknown): string {
  const value = typeof text === 'string' ? text : text === undefined || text === null ? '' : String(text as number);
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * `css` for a `<style>` element: `<` is written as the CSS escape `\3C ` (same meaning
 * inside CSS strings, and it can never start `</style>`), and the HTML comment markers
 * go. Style rules cannot run script; the page's policy limits what `url()` loads.
 */
export function sanitizeCss(css: unknown): string {
  if (typeof css !== 'string') return '';
  return css.replace(/<!--|-->/g, '').replace(/</g, '\\3C ');
}

/** `url` when it is an absolute http(s) URL (no `javascript:`, `data:` ...), else undefined. */
export function safeRedirectUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}

/**
 * The form page's own policy, sent as a second policy beside the workflow-answer
 * sandbox: no script at all (the page needs none), styles only inline, images and fonts
 * from https or data URLs, no plugins, no `<base>`, no framing by other sites.
 */
export const FORM_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src https: data:',
  'font-src https: data:',
  "script-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');
