/**
 * Markdown to HTML, with `marked`: the one markdown library of the editor (sticky notes)
 * and the server (the Markdown node's "Markdown to HTML").
 *
 * The node converts data and keeps raw HTML as written, as n8n's does. A sticky note's
 * text is shown on the canvas: raw HTML in it is shown as text and links to scripts
 * (`javascript:`, `vbscript:`, `data:` other than images) lose their target, so what a
 * shared workflow's note says can never run.
 *
 * @module
 */
import { Marked } from 'marked';
import type { MarkedExtension, Tokens } from 'marked';

/** How markdown becomes HTML. */
export interface MarkdownOptions {
  /** GitHub-flavoured markdown (tables, strikethrough, bare URLs as links). Default true. */
  readonly gfm?: boolean;
  /** A single line break becomes `<br>`. Default false. */
  readonly breaks?: boolean;
  /** Markdown written by whoever edits a shared workflow, shown in the editor (see the module comment). */
  readonly untrusted?: boolean;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const SAFE_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp);/i;
const SCRIPT_URL = /^(?:javascript|vbscript|file|data):/i;

function safeUrl(href: string, image: boolean): string {
  // Browsers ignore control characters inside a scheme (`java\tscript:`).
  const trimmed = [...href.trim()].filter((c) => c.charCodeAt(0) > 0x1f).join('');
  if (image && SAFE_DATA_IMAGE.test(trimmed)) return href;
  return SCRIPT_URL.test(trimmed) ? '' : href;
}

const UNTRUSTED: MarkedExtension = {
  renderer: { html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text) },
  walkTokens(token) {
    if (token.type === 'link' || token.type === 'image') {
      const link = token as Tokens.Link | Tokens.Image;
      link.href = safeUrl(link.href, token.type === 'image');
    }
  },
};

const parsers = new Map<string, Marked>();

function parserFor(options: MarkdownOptions): Marked {
  const gfm = options.gfm ?? true;
  const breaks = options.breaks ?? false;
  const untrusted = options.untrusted ?? false;
  const key = `${gfm}|${breaks}|${untrusted}`;
  let parser = parsers.get(key);
  if (parser === undefined) {
    parser = new Marked({ gfm, breaks, async: false }, ...(untrusted ? [UNTRUSTED] : []));
    parsers.set(key, parser);
  }
  return parser;
}

/**
 * Renders markdown as HTML.
 *
 * @param source - the markdown
 * @param options - see {@link MarkdownOptions}
 * @returns the HTML, without trailing white space
 */
export function markdownToHtml(source: string, options: MarkdownOptions = {}): string {
  return (parserFor(options).parse(source) as string).trim();
}
