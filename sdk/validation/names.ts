/**
 * Names people give things (workflows, credentials, tags, nodes, their own first and last
 * names): which characters they may not hold, and how to show them.
 *
 * - **Refused** (the server answers 400, on SQLite and PostgreSQL alike): NUL (`\u0000`),
 *   which PostgreSQL cannot store in text, and lone UTF-16 surrogates (half of a character),
 *   which both databases would silently turn into U+FFFD.
 * - **Shown visibly**: the bidirectional embedding, override and isolate controls
 *   (U+202A–U+202E, U+2066–U+2069). They are allowed (a name may legitimately need one),
 *   but rendered as they are they reorder the text around them, so "invoice<U+202E>fdp.exe" reads
 *   as "invoiceexe.pdf". {@link visibleName} replaces each with a visible marker.
 *
 * @module
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why `value` cannot be stored as a name, or undefined when it can.
 *
 * @param value - The name as sent.
 */
export function nameTextProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(value)) return 'must not contain a lone surrogate (half of a UTF-16 character pair)';
  return undefined;
}

/** The bidirectional controls {@link visibleName} makes visible, with their markers. */
export const BIDI_CONTROL_MARKERS: Readonly<Record<string, string>> = {
  '\u202A': '[LRE]',
  '\u202B': '[RLE]',
  '\u202C': '[PDF]',
  '\u202D': '[LRO]',
  '\u202E': '[RLO]',
  '\u2066': '[LRI]',
  '\u2067': '[RLI]',
  '\u2068': '[FSI]',
  '\u2069': '[PDI]',
};

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * A name as the UI shows it: every bidirectional embedding, override or isolate control
 * replaced by a visible marker such as `[RLO]`, so it cannot disguise the text around it.
 * Other text, right-to-left scripts included, is unchanged.
 *
 * @param name - The stored name.
 */
export function visibleName(name: string): string {
  return name.replace(BIDI_CONTROLS, (control) => BIDI_CONTROL_MARKERS[control] ?? '');
}
