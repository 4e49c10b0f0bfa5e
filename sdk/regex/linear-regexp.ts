/**
 * Regular expressions that run in linear time, for patterns users write (expressions,
 * Rename Keys, If/Switch "regex" conditions). JavaScript's own engine backtracks: a
 * pattern such as `^(a+)+$` against `'a'.repeat(30) + '!'` runs for minutes inside one
 * native call that nothing can interrupt, and on the server that stalls every request.
 *
 * {@link LinearRegExp} is a `RegExp` (so `instanceof RegExp`, `source`, `flags`,
 * `lastIndex`, `test`, and `String#match/matchAll/replace/replaceAll/search/split` all
 * work as usual) whose matching is done by RE2 (the re2js port, pure JavaScript): the
 * built-in methods of `RegExp.prototype` find matches through `exec`, which is overridden
 * here; `split` is overridden too so that it stays linear. The native engine only checks
 * the syntax. Patterns RE2 cannot run in linear time (backreferences, lookahead,
 * lookbehind) are refused with an {@link UnsupportedRegExpError} naming the feature.
 *
 * JavaScript syntax is translated to RE2's first (`\uXXXX`, `\u{...}`, `\cX`, `[^]`,
 * `\s` with JavaScript's whitespace set, `.` without the `s` flag not matching line
 * terminators). Differences that remain: matching is by code point (a `.` never splits a
 * surrogate pair), case folding is Unicode's simple folding, and `^`/`$` with the `m`
 * flag see only `\n` as a line break.
 *
 * @module
 */
import { RE2JS } from 're2js';
import type { Matcher } from 're2js';

/** A pattern the linear-time engine cannot run; the message names the feature. */
export class UnsupportedRegExpError extends SyntaxError {
  constructor(source: string, feature: string) {
    super(
      `Invalid regular expression: /${source.length > 100 ? `${source.slice(0, 100)}…` : source}/: ${feature} is not supported. ` +
        'Regular expressions run on a linear-time engine (RE2), which has no backreferences, lookahead or lookbehind.',
    );
    this.name = 'SyntaxError';
  }
}

// JavaScript's \s: WhiteSpace and LineTerminator code points.
const SPACE_RANGES = '\\t\\n\\x{b}\\f\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}';
// Everything else, for \S inside a class (RE2 has no nested classes).
const NON_SPACE_RANGES =
  '\\x{0}-\\x{8}\\x{e}-\\x{1f}\\x{21}-\\x{9f}\\x{a1}-\\x{167f}\\x{1681}-\\x{1fff}\\x{200b}-\\x{2027}\\x{202a}-\\x{202e}\\x{2030}-\\x{205e}\\x{2060}-\\x{2fff}\\x{3001}-\\x{fefe}\\x{ff00}-\\x{10ffff}';
const HEX4 = /^[0-9a-fA-F]{4}$/;

function hex(codePoint: number): string {
  return `\\x{${codePoint.toString(16)}}`;
}

/** JavaScript pattern syntax → RE2 syntax. */
function translate(source: string, flags: string): string {
  const unicode = flags.includes('u');
  const dotAll = flags.includes('s');
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\\') {
      const n = source[i + 1];
      if (n === undefined) throw new UnsupportedRegExpError(source, 'a trailing backslash');
      i++;
      if (n === 'u') {
        if (unicode && source[i + 1] === '{') {
          const close = source.indexOf('}', i);
          out += hex(parseInt(source.slice(i + 2, close), 16));
          i = close;
          continue;
        }
        const digits = source.slice(i + 1, i + 5);
        if (!HEX4.test(digits)) {
          out += 'u';
          continue;
        }
        let codePoint = parseInt(digits, 16);
        i += 4;
        const low = source.slice(i + 3, i + 7);
        if (codePoint >= 0xd800 && codePoint <= 0xdbff && source.startsWith('\\u', i + 1) && HEX4.test(low)) {
          const lowValue = parseInt(low, 16);
          if (lowValue >= 0xdc00 && lowValue <= 0xdfff) {
            codePoint = 0x10000 + ((codePoint - 0xd800) << 10) + (lowValue - 0xdc00);
            i += 6;
          }
        }
        out += hex(codePoint);
        continue;
      }
      if (n === 'x') {
        const digits = source.slice(i + 1, i + 3);
        if (/^[0-9a-fA-F]{2}$/.test(digits)) {
          out += hex(parseInt(digits, 16));
          i += 2;
        } else {
          out += 'x';
        }
        continue;
      }
      if (n === 'c') {
        const letter = source[i + 1] ?? '';
        if (!/^[A-Za-z]$/.test(letter)) throw new UnsupportedRegExpError(source, '\\c without a letter');
        out += hex(letter.charCodeAt(0) % 32);
        i++;
        continue;
      }
      if (n === '0' && !/[0-9]/.test(source[i + 1] ?? '')) {
        out += hex(0);
        continue;
      }
      if (/[0-9]/.test(n)) throw new UnsupportedRegExpError(source, inClass ? `an octal escape (\\${n})` : `a backreference (\\${n})`);
      if (n === 'k' && source[i + 1] === '<') throw new UnsupportedRegExpError(source, 'a named backreference (\\k<…>)');
      switch (n) {
        case 'b':
          out += inClass ? hex(8) : '\\b';
          break;
        case 's':
          out += inClass ? SPACE_RANGES : `[${SPACE_RANGES}]`;
          break;
        case 'S':
          out += inClass ? NON_SPACE_RANGES : `[^${SPACE_RANGES}]`;
          break;
        case 'v':
          out += hex(0xb);
          break;
        case 'B':
        case 'd':
        case 'D':
        case 'w':
        case 'W':
        case 'f':
        case 'n':
        case 'r':
        case 't':
          out += `\\${n}`;
          break;
        case 'p':
        case 'P':
          if (unicode) {
            const close = source.indexOf('}', i);
            const name = source.slice(i + 2, close).replace(/^(Script|sc|Script_Extensions|scx|General_Category|gc)=/, '');
            out += `\\${n}{${name}}`;
            i = close;
          } else {
            out += n;
          }
          break;
        default:
          // Letters are identity escapes in JavaScript (`\e` is `e`); RE2 gives some of them meanings.
          out += /[A-Za-z_]/.test(n) ? n : `\\${n}`;
      }
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      // A literal `[` inside a class; RE2 would read `[:` as the start of a POSIX class.
      out += c === '[' ? '\\[' : c;
      continue;
    }
    if (c === '[') {
      if (source.startsWith('[^]', i)) {
        out += '[\\x{0}-\\x{10ffff}]';
        i += 2;
      } else if (source.startsWith('[]', i)) {
        out += '[^\\x{0}-\\x{10ffff}]';
        i += 1;
      } else {
        inClass = true;
        out += '[';
        if (source[i + 1] === '^') {
          out += '^';
          i++;
        }
      }
      continue;
    }
    if (c === '.') {
      out += dotAll ? '(?s:.)' : '[^\\n\\r\\x{2028}\\x{2029}]';
      continue;
    }
    if (c === '(' && source[i + 1] === '?') {
      const next = source.slice(i + 2, i + 4);
      if (next.startsWith('=') || next.startsWith('!')) throw new UnsupportedRegExpError(source, 'lookahead ((?= and (?!)');
      if (next === '<=' || next === '<!') throw new UnsupportedRegExpError(source, 'lookbehind ((?<= and (?<!)');
    }
    out += c;
  }
  return out;
}

/** Compiled programs by flags and source; patterns repeat (an expression runs per item). */
const programs = new Map<string, RE2JS>();
const MAX_PROGRAMS = 500;

function programFor(source: string, flags: string): RE2JS {
  const key = `${flags}/${source}`;
  const cached = programs.get(key);
  if (cached !== undefined) return cached;
  if (flags.includes('v')) throw new UnsupportedRegExpError(source, 'the v flag');
  let program: RE2JS;
  try {
    program = RE2JS.compile(
      translate(source, flags),
      (flags.includes('i') ? RE2JS.CASE_INSENSITIVE : 0) | (flags.includes('m') ? RE2JS.MULTILINE : 0),
    );
  } catch (error) {
    if (error instanceof UnsupportedRegExpError) throw error;
    throw new UnsupportedRegExpError(
      source,
      `this pattern (${error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : String(error)})`,
    );
  }
  if (programs.size >= MAX_PROGRAMS) programs.delete(programs.keys().next().value as string);
  programs.set(key, program);
  return program;
}

function toLength(value: unknown): number {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, Number.MAX_SAFE_INTEGER) : 0;
}

/** A `RegExp` whose matching runs in linear time (see the module comment). */
export class LinearRegExp extends RegExp {
  readonly #program: RE2JS;
  #input: string | undefined;
  #matcher: Matcher | undefined;

  /**
   * @param pattern - the pattern (a string, or a RegExp whose source is used)
   * @param flags - JavaScript flags (`dgimsuy`)
   * @throws SyntaxError for invalid syntax, {@link UnsupportedRegExpError} for what RE2 cannot run
   */
  constructor(pattern?: string | RegExp, flags?: string) {
    super(pattern ?? '(?:)', flags);
    this.#program = programFor(this.source, this.flags);
  }

  static override get [Symbol.species](): RegExpConstructor {
    return LinearRegExp as unknown as RegExpConstructor;
  }

  /** The matcher for `input`, kept while the same string is searched again (global loops). */
  #matcherFor(input: string): Matcher {
    if (this.#input !== input || this.#matcher === undefined) {
      this.#matcher = this.#program.matcher(input);
      this.#input = input;
    }
    return this.#matcher;
  }

  override exec(value: string): RegExpExecArray | null {
    const input = String(value);
    const advancing = this.global || this.sticky;
    const from = advancing ? toLength(this.lastIndex) : 0;
    const matcher = from <= input.length ? this.#matcherFor(input) : undefined;
    if (matcher === undefined || !matcher.find(from) || (this.sticky && matcher.start() !== from)) {
      if (advancing) this.lastIndex = 0;
      return null;
    }
    const start = matcher.start();
    const end = matcher.end();
    if (advancing) this.lastIndex = end;
    const count = matcher.groupCount();
    const result = [input.slice(start, end)] as unknown as RegExpExecArray;
    const spans: Array<[number, number] | undefined> = [[start, end]];
    for (let group = 1; group <= count; group++) {
      const at = matcher.start(group);
      const text = at < 0 ? undefined : (matcher.group(group) ?? undefined);
      result.push(text as string);
      spans.push(text === undefined ? undefined : [at, matcher.end(group)]);
    }
    result.index = start;
    result.input = input;
    const names = Object.entries(this.#program.namedGroups() as Record<string, number>);
    let groups: Record<string, string | undefined> | undefined;
    if (names.length > 0) {
      groups = Object.create(null) as Record<string, string | undefined>;
      for (const [name, index] of names) groups[name] = result[index];
    }
    result.groups = groups as Record<string, string> | undefined;
    if (this.hasIndices) {
      const indices = spans as unknown as RegExpIndicesArray;
      if (groups !== undefined) {
        const named = Object.create(null) as Record<string, [number, number] | undefined>;
        for (const [name, index] of names) named[name] = spans[index];
        indices.groups = named as Record<string, [number, number]>;
      } else {
        indices.groups = undefined;
      }
      result.indices = indices;
    }
    return result;
  }

  /** `String#split` with this pattern, in one pass (the built-in one retries at every index). */
  override [Symbol.split](value: string, limit?: number): string[] {
    const input = String(value);
    const max = limit === undefined ? 2 ** 32 - 1 : limit >>> 0;
    const out: string[] = [];
    if (max === 0) return out;
    const matcher = this.#program.matcher(input);
    if (input.length === 0) return matcher.find(0) ? out : [input];
    let p = 0;
    let q = 0;
    while (q < input.length) {
      if (!matcher.find(q)) break;
      const start = matcher.start();
      const end = matcher.end();
      if (start >= input.length) break;
      // An empty match where the last piece ended splits nothing: look one further.
      if (end === p) {
        q = start + 1;
        continue;
      }
      out.push(input.slice(p, start));
      if (out.length === max) return out;
      for (let group = 1; group <= matcher.groupCount(); group++) {
        out.push(matcher.start(group) < 0 ? (undefined as unknown as string) : (matcher.group(group) ?? ''));
        if (out.length === max) return out;
      }
      p = end;
      q = p;
    }
    out.push(input.slice(p));
    return out;
  }
}

/**
 * `value` as a linear-time pattern: a LinearRegExp as it is, another RegExp with the same
 * source and flags, anything else as pattern text (what `String#match` would do with it).
 *
 * @param value - a pattern argument
 * @param flags - flags for pattern text
 * @returns the pattern
 */
export function toLinearRegExp(value: unknown, flags?: string): LinearRegExp {
  if (value instanceof LinearRegExp) return value;
  if (value instanceof RegExp) {
    const copy = new LinearRegExp(value.source, value.flags);
    copy.lastIndex = value.lastIndex;
    return copy;
  }
  return new LinearRegExp(value === undefined ? '(?:)' : String(value), flags);
}
