/**
 * The inline preview of an expression, part by part, and hints for references that resolve to
 * nothing: `Hello {{ $json.nmae }}!` previews as "Hello ", a marked [undefined], "!", with the
 * hint that `nmae` is not a field of the item and which fields it has.
 *
 * @module
 */
import { evaluateCode, formatValue, parseTemplate } from '../../expressions';

/** One part of the preview: literal text, a resolved value, nothing (undefined), or an error. */
export interface PreviewPart {
  readonly kind: 'text' | 'value' | 'undefined' | 'error';
  readonly text: string;
}

/** A reference that resolved to nothing, with the keys that do exist where it looked. */
export interface MissingReference {
  /** The code inside the braces, e.g. `$json.nmae`. */
  readonly code: string;
  /** The key that is not there, e.g. `nmae`. */
  readonly key: string;
  /** Where it was looked up, e.g. `$json`. */
  readonly parent: string;
  /** The keys the parent has. */
  readonly available: readonly string[];
}

const PATH =
  /^\s*(\$json|\$input\.item\.json|\$\(\s*(['"`])[^'"`]+\2\s*\)\.item\.json|\$node\[\s*(['"])[^'"]+\3\s*\]\.json)((?:\s*(?:\.\s*[A-Za-z_$][\w$]*|\[\s*(?:'[^']*'|"[^"]*"|\d+)\s*\]))+)\s*$/;
const STEP = /\.\s*([A-Za-z_$][\w$]*)|\[\s*(?:'([^']*)'|"([^"]*)"|(\d+))\s*\]/g;

/** The parts of the preview of `text` (an expression without its leading '='). */
export function previewParts(text: string, context: object | undefined): PreviewPart[] {
  return parseTemplate(text).map((segment): PreviewPart => {
    if (segment.kind === 'text') return { kind: 'text', text: segment.text };
    if (context === undefined) return { kind: 'value', text: '[filled at execution time]' };
    if (!segment.closed || segment.code.trim() === '') return { kind: 'error', text: '[invalid expression]' };
    try {
      const value = evaluateCode(segment.code, context);
      if (value === undefined) return { kind: 'undefined', text: '[undefined]' };
      return { kind: 'value', text: typeof value === 'string' ? value : formatValue(value) };
    } catch (error) {
      return { kind: 'error', text: `[ERROR: ${error instanceof Error ? error.message : String(error)}]` };
    }
  });
}

function keysOf(value: unknown): string[] {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
}

/**
 * The data references (`$json.a.b`, `$json["a"]`, `$('Node').item.json.a`, `$node["Node"].json.a`)
 * of `text` that resolve to undefined because a key is missing, each with the keys that exist.
 */
export function missingReferences(text: string, context: object | undefined): MissingReference[] {
  if (context === undefined) return [];
  const found: MissingReference[] = [];
  for (const segment of parseTemplate(text)) {
    if (segment.kind !== 'code' || !segment.closed) continue;
    const match = PATH.exec(segment.code);
    if (!match) continue;
    const root = match[1] as string;
    const steps = [...(match[4] as string).matchAll(STEP)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4]) as string);
    let current: unknown;
    try {
      current = evaluateCode(root, context);
    } catch {
      continue;
    }
    let parent = root.replace(/\s+/g, '');
    for (const key of steps) {
      if (current === null || typeof current !== 'object') break;
      if (!(key in (current as object))) {
        found.push({ code: segment.code.trim(), key, parent, available: keysOf(current) });
        break;
      }
      current = (current as Record<string, unknown>)[key];
      parent = /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
    }
  }
  return found;
}

/** The hint for one missing reference: names the missing key and the keys that exist. */
export function missingReferenceHint(missing: MissingReference): string {
  const list =
    missing.available.length === 0
      ? `${missing.parent} has no fields`
      : `${missing.parent} has: ${missing.available.slice(0, 12).join(', ')}${missing.available.length > 12 ? ', …' : ''}`;
  return `“${missing.key}” is not in ${missing.parent}, so it resolves to nothing. ${list}.`;
}
