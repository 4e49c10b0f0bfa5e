/**
 * Rewrites references to a renamed node inside expression strings, the way
 * users of n8n-compatible workflows write them: `$node["Old"]`, `$node['Old']`,
 * `$node.Old`, `$('Old')`, `$("Old")`, `` $(`Old`) `` and `$items("Old")`.
 *
 * Only expressions (strings starting with '=') and Code-node source are
 * touched: a fixed string that happens to contain `$('Old')` is user text.
 */
const CODE_KEYS = new Set(['jsCode', 'pythonCode', 'functionCode']);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function quoted(name: string, quote: string): string {
  return name.replace(/\\/g, '\\\\').replace(new RegExp(quote, 'g'), `\\${quote}`);
}

/**
 * Rewrites every reference to node `oldName` in one expression or code string to `newName`, keeping
 * the quoting style; a dotted `$node.Old` becomes bracketed when the new name is not an identifier.
 * Does not check whether the string is an expression: callers that walk parameters use
 * renameInValue.
 */
export function renameInText(text: string, oldName: string, newName: string): string {
  if (!text.includes('$')) return text;
  // Every reference form holds the name verbatim unless quoting escaped one of its characters:
  // a cheap test that skips building the patterns for the many strings that do not mention it.
  if (!/['"`\\]/.test(oldName) && !text.includes(oldName)) return text;
  let out = text;
  for (const quote of ['"', "'", '`']) {
    const oldQuoted = escapeRegExp(quoted(oldName, quote));
    const q = escapeRegExp(quote);
    const replacement = quoted(newName, quote);
    // $node["Old"]  and  $items("Old"  and  $("Old")
    // A function replacer: a `$&` or `$1` inside the new name is text, not a replacement pattern.
    const put = (_match: string, open: string, close: string) => `${open}${replacement}${close}`;
    out = out.replace(new RegExp(`(\\$node\\[\\s*${q})${oldQuoted}(${q}\\s*\\])`, 'g'), put);
    out = out.replace(new RegExp(`(\\$items\\(\\s*${q})${oldQuoted}(${q})`, 'g'), put);
    out = out.replace(new RegExp(`(\\$\\(\\s*${q})${oldQuoted}(${q}\\s*\\))`, 'g'), put);
  }
  if (IDENTIFIER.test(oldName)) {
    const dotted = new RegExp(`\\$node\\.${escapeRegExp(oldName)}(?![\\w$])`, 'g');
    const target = IDENTIFIER.test(newName) ? `$node.${newName}` : `$node["${quoted(newName, '"')}"]`;
    out = out.replace(dotted, () => target);
  }
  return out;
}

/** Returns the same object when nothing changed, so callers can tell cheaply. */
export function renameInValue(value: unknown, oldName: string, newName: string, key?: string): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('=') || (key !== undefined && CODE_KEYS.has(key))) {
      return renameInText(value, oldName, newName);
    }
    return value;
  }
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const r = renameInValue(item, oldName, newName);
      if (r !== item) changed = true;
      return r;
    });
    return changed ? next : value;
  }
  if (value !== null && typeof value === 'object') {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const r = renameInValue(v, oldName, newName, k);
      if (r !== v) changed = true;
      next[k] = r;
    }
    return changed ? next : value;
  }
  return value;
}
