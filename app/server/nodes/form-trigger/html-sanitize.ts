/**
 * Custom HTML for a form page (the "Custom HTML" element, n8n's `html` field type): an
 * allow-list of text and layout tags, as n8n keeps them. Other elements are unwrapped
 * (their text stays); scripts, styles, inputs, frames and embedded objects go with their
 * content; only a few attributes stay, and links and images only with http(s) or
 * relative URLs. Comments go. The page's policy forbids scripts besides.
 */
import { load } from 'cheerio';

/** The parts of a parsed node this reads (cheerio's nodes, by shape). */
interface DomNode {
  type: string;
  name: string;
  attribs: Record<string, string>;
  children: DomNode[];
}

const TAGS: ReadonlySet<string> = new Set(
  'a b blockquote br code div em h1 h2 h3 h4 h5 h6 hr i img li ol p pre span strong sub sup table tbody td tfoot th thead tr u ul'.split(
    ' ',
  ),
);

/** Removed together with everything inside them. */
const DROPPED: ReadonlySet<string> = new Set(
  'script style template noscript title textarea select option button input form iframe frame frameset object embed applet svg math audio video source link meta base head'.split(
    ' ',
  ),
);

const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan', 'scope', 'headers'],
  th: ['colspan', 'rowspan', 'scope', 'headers'],
};

const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src']);

/** An http(s) URL, or a relative one (no scheme, not protocol-relative). */
function safeUrl(value: string): boolean {
  const url = value.trim().replace(/[\s\p{Cc}]/gu, '');
  if (url.startsWith('//') || url.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return scheme === null || ['http', 'https'].includes(scheme[1]!.toLowerCase());
}

function cleanAttributes(element: DomNode): void {
  const allowed = ATTRIBUTES[element.name] ?? [];
  for (const name of Object.keys(element.attribs)) {
    const value = element.attribs[name] ?? '';
    if (!allowed.includes(name) || (URL_ATTRIBUTES.has(name) && !safeUrl(value))) delete element.attribs[name];
  }
  if (element.name === 'a' && element.attribs['target'] !== undefined) element.attribs['rel'] = 'noopener noreferrer';
}

/** `html` with only the allowed elements and attributes. */
export function sanitizeFormHtml(html: string): string {
  if (html.trim() === '') return '';
  const $ = load(html, null, false);
  const wrap = (node: DomNode) => $(node as never);
  const visit = (nodes: DomNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') continue;
      const name = node.type === 'tag' ? node.name.toLowerCase() : '';
      // Comments, directives, scripts, styles and the dropped elements go whole.
      if (name === '' || DROPPED.has(name)) {
        wrap(node).remove();
        continue;
      }
      visit([...node.children]);
      if (TAGS.has(name)) cleanAttributes(node);
      else wrap(node).replaceWith(node.children as never);
    }
  };
  visit($.root().contents().toArray() as unknown as DomNode[]);
  return $.html();
}
