/**
 * The HTML of a template description, sanitised with DOMPurify: the markdown comes from a
 * templates host, which may be any server, so only text formatting, lists, code, tables and
 * links (opening in a new tab) survive.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'code',
  'pre',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'del',
];

/** Safe HTML for a description rendered from markdown. */
export function sanitizeDescription(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#|\/)/i,
    RETURN_TRUSTED_TYPE: false,
  });
  // Links leave the editor in a new tab, without handing it a reference.
  return clean.replace(/<a /g, '<a target="_blank" rel="noopener noreferrer" ');
}
