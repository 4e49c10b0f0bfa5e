/**
 * Splitting an expression value into text and `{{ }}` code segments.
 *
 * A parameter value is an expression when it is a string starting with '=';
 * the rest is a template: plain text with code
 * between `{{` and `}}`. The splitting is compatible with n8n's: `\{{` in
 * text does not open a segment (the backslash is kept), `\}}` inside code
 * does not close it (and becomes `}}`), and a `{{` that is never closed runs
 * to the end of the text. Unlike a plain search for the first `}}`, braces
 * and quotes inside the code are tracked, so `{{ {a: {b: 1}} }}` and
 * `{{ "}}" }}` work; when that tracking finds no end, the first `}}` closes
 * the segment, as in n8n.
 *
 * @module
 */

/** A run of plain text in a template. Offsets are into the template text. */
export interface TextSegment {
  /** Segment kind. */
  kind: 'text';
  /** The text itself. */
  text: string;
  /** Offset of the first character. */
  from: number;
  /** Offset after the last character. */
  to: number;
}

/** A `{{ }}` segment. `from`/`to` include the braces; `codeFrom` is where `code` starts. */
export interface CodeSegment {
  /** Segment kind. */
  kind: 'code';
  /** The code between the braces (with `\}}` unescaped). */
  code: string;
  /** Offset of the opening `{{`. */
  from: number;
  /** Offset after the closing `}}` (or the end of the text when unclosed). */
  to: number;
  /** Offset of the first character of the code. */
  codeFrom: number;
  /** Whether the segment has its closing `}}`. */
  closed: boolean;
}

/** One piece of a template. */
export type TemplateSegment = TextSegment | CodeSegment;

/**
 * Whether a parameter value is an expression: a string starting with '='.
 *
 * @param value - any parameter value
 * @returns true for '=…' strings
 */
export function isExpression(value: unknown): value is string {
  return typeof value === 'string' && value.charCodeAt(0) === 61; // '='
}

/**
 * The template text of an expression value: the value without its leading
 * '='. Strings without the prefix are returned unchanged.
 *
 * @param value - an expression value such as `={{ $json.a }}`
 * @returns the template text such as `{{ $json.a }}`
 */
export function stripExpressionPrefix(value: string): string {
  return isExpression(value) ? value.slice(1) : value;
}

/**
 * Splits template text (without the leading '=') into text and code
 * segments. Empty text runs are omitted.
 *
 * @param text - the template text
 * @returns the segments in order
 */
export function parseTemplate(text: string): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  let textStart = 0;
  let index = 0;
  while (index < text.length) {
    const open = findOpening(text, index);
    if (open < 0) break;
    if (open > textStart) segments.push({ kind: 'text', text: text.slice(textStart, open), from: textStart, to: open });
    const codeFrom = open + 2;
    const close = findClosing(text, codeFrom);
    if (close < 0) {
      segments.push({ kind: 'code', code: unescapeCode(text.slice(codeFrom)), from: open, to: text.length, codeFrom, closed: false });
      return segments;
    }
    segments.push({ kind: 'code', code: unescapeCode(text.slice(codeFrom, close)), from: open, to: close + 2, codeFrom, closed: true });
    index = close + 2;
    textStart = index;
  }
  if (textStart < text.length) segments.push({ kind: 'text', text: text.slice(textStart), from: textStart, to: text.length });
  return segments;
}

/**
 * Whether a template has at least one `{{ }}` segment.
 *
 * @param text - template text
 * @returns true when code is present
 */
export function hasCodeSegments(text: string): boolean {
  return findOpening(text, 0) >= 0;
}

function findOpening(text: string, from: number): number {
  let at = text.indexOf('{{', from);
  while (at > 0 && text.charCodeAt(at - 1) === 92) at = text.indexOf('{{', at + 2); // '\{{' stays text
  return at;
}

function unescapeCode(code: string): string {
  return code.includes('\\}}') ? code.replace(/\\\}\}/g, '}}') : code;
}

/** Offset of the `}}` closing code that starts at `from`, or -1. */
function findClosing(text: string, from: number): number {
  const tracked = scanCode(text, from);
  return tracked >= 0 ? tracked : firstUnescapedClose(text, from);
}

function firstUnescapedClose(text: string, from: number): number {
  let at = text.indexOf('}}', from);
  while (at > 0 && text.charCodeAt(at - 1) === 92) at = text.indexOf('}}', at + 2);
  return at;
}

/**
 * Walks code tracking string literals, template literals and brace depth;
 * returns the offset of the first `}}` at depth 0 outside strings, or -1.
 */
function scanCode(text: string, from: number): number {
  // Stack of brace depths: one entry per open template-literal substitution.
  const templateDepths: number[] = [];
  let depth = 0;
  let i = from;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') {
      if (text.startsWith('\\}}', i)) return -1; // escaped close: let the n8n rule decide
      i += 2;
      continue;
    }
    if (ch === '"' || ch === "'") {
      i = skipQuoted(text, i, ch);
      if (i < 0) return -1;
      continue;
    }
    if (ch === '`') {
      const next = skipTemplateChunk(text, i + 1);
      if (next < 0) return -1;
      if (text.startsWith('${', next - 2)) {
        templateDepths.push(depth);
        depth += 1;
      }
      i = next;
      continue;
    }
    if (ch === '{') depth += 1;
    else if (ch === '}') {
      if (depth <= 0 && text[i + 1] === '}') return i;
      depth -= 1;
      if (templateDepths.length > 0 && depth === templateDepths[templateDepths.length - 1]) {
        templateDepths.pop();
        const next = skipTemplateChunk(text, i + 1);
        if (next < 0) return -1;
        if (text.startsWith('${', next - 2)) {
          templateDepths.push(depth);
          depth += 1;
        }
        i = next;
        continue;
      }
    }
    i += 1;
  }
  return -1;
}

function skipQuoted(text: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') i += 2;
    else if (ch === quote) return i + 1;
    else if (ch === '\n') return -1;
    else i += 1;
  }
  return -1;
}

/** Skips template-literal text; returns the offset after the closing backtick or after a `${`. */
function skipTemplateChunk(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') i += 2;
    else if (ch === '`') return i + 1;
    else if (ch === '$' && text[i + 1] === '{') return i + 2;
    else i += 1;
  }
  return -1;
}
