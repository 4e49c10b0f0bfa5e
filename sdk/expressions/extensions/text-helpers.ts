/**
 * Text transformations behind the string extensions: title, sentence and
 * snake case, markdown and tag removal, e-mail/URL/domain patterns, base64
 * over UTF-8. Pure functions, browser and Node alike.
 *
 * @module
 */

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'en',
  'for',
  'if',
  'in',
  'nor',
  'of',
  'on',
  'or',
  'per',
  'the',
  'to',
  'up',
  'v',
  'vs',
  'via',
]);

/**
 * Title case: each word capitalized, small words (of, the, and ...) kept
 * lower case unless first or last, words with inner capitals left as they are.
 *
 * @param text - the text
 * @returns the title-cased text
 */
export function toTitleCase(text: string): string {
  const words = text.split(/(\s+)/);
  const lastWord = words.length - 1 - [...words].reverse().findIndex((w) => w.trim() !== '');
  return words
    .map((word, index) => {
      if (word.trim() === '') return word;
      if (/[A-Z]/.test(word.slice(1))) return word;
      if (index !== 0 && index !== lastWord && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      return word.replace(/(^|[-–—/])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
    })
    .join('');
}

/**
 * Sentence case: lower case, with the first letter of the text and of each
 * sentence (after `.`, `!` or `?`) capitalized.
 *
 * @param text - the text
 * @returns the sentence-cased text
 */
export function toSentenceCase(text: string): string {
  return text.toLowerCase().replace(/(^\s*|[.!?]\s+)(\p{L})/gu, (_m, lead: string, ch: string) => lead + ch.toUpperCase());
}

/**
 * Snake case: lower-case words joined by underscores.
 *
 * @param text - the text
 * @returns e.g. `hello_world`
 */
export function toSnakeCase(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .join('_');
}

/**
 * Removes markdown formatting, keeping the text.
 *
 * @param text - markdown
 * @returns plain text
 */
export function removeMarkdown(text: string): string {
  return text
    .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/^\s*\d+\.\s+/gm, '')
    .replace(/^\s*([-*_]\s*){3,}$/gm, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .replace(/~~(.*?)~~/g, '$1')
    .replace(/`([^`]*)`/g, '$1');
}

/**
 * Removes HTML/XML tags, keeping the text between them.
 *
 * @param text - markup
 * @returns text without tags
 */
export function removeTags(text: string): string {
  return text.replace(/<[^>]*>?/g, '');
}

/** An e-mail address inside text. */
export const EMAIL_PATTERN = /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,}/u;

/** An http(s) URL inside text. */
export const URL_PATTERN = /https?:\/\/(?:www\.)?[-\p{L}\p{N}@:%._+~#=]{1,256}(?:\.[\p{L}\p{N}()]{1,6})?\b[-\p{L}\p{N}()@:%_+.~#?&/=]*/u;

/** A domain name: labels separated by dots and a top-level domain of two letters or more. */
export const DOMAIN_PATTERN = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/**
 * Whether text is a whole http(s) URL.
 *
 * @param text - candidate
 * @returns true for `http://...` and `https://...` URLs with a host
 */
export function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Encodes text as base64 over its UTF-8 bytes.
 *
 * @param text - text
 * @returns base64
 */
export function base64Encode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Decodes base64 to UTF-8 text.
 *
 * @param text - base64
 * @returns the decoded text
 */
export function base64Decode(text: string): string {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}
