/**
 * A tiny `when` clause language for commands and keybindings, in the spirit of
 * VS Code's: identifiers read context keys; `!`, `&&`, `||`, `==`, `!=` and
 * parentheses combine them; literals are 'single-quoted', numbers, true/false.
 * Parsed once per clause and cached, because keybindings evaluate on every key.
 */
export type ContextValue = string | number | boolean | null | undefined;
/** Looks up a context key's current value; an unknown key reads as undefined (falsy). */
export type ContextReader = (key: string) => ContextValue;
type Node =
  | { k: 'key'; name: string }
  | { k: 'lit'; value: ContextValue }
  | { k: 'not'; e: Node }
  | { k: 'and' | 'or'; a: Node; b: Node }
  | { k: 'eq' | 'ne'; a: Node; b: Node };

const TOKEN = /\s*(\|\||&&|==|!=|!|\(|\)|'[^']*'|[A-Za-z_][\w.:-]*|-?\d+(?:\.\d+)?)/y;

function tokenize(src: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let pos = 0;
  while (pos < src.length) {
    if (/^\s*$/.test(src.slice(pos))) break;
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(src);
    if (!m) throw new SyntaxError(`Cannot read when clause "${src}" at ${pos}`);
    tokens.push(m[1] as string);
    pos = TOKEN.lastIndex;
  }
  return tokens;
}

function parse(src: string): Node {
  const tokens = tokenize(src);
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  const primary = (): Node => {
    const t = next();
    if (t === undefined) throw new SyntaxError(`Unexpected end of when clause "${src}"`);
    if (t === '!') return { k: 'not', e: primary() };
    if (t === '(') {
      const e = or();
      if (next() !== ')') throw new SyntaxError(`Missing ) in when clause "${src}"`);
      return e;
    }
    if (t.startsWith("'")) return { k: 'lit', value: t.slice(1, -1) };
    if (t === 'true' || t === 'false') return { k: 'lit', value: t === 'true' };
    if (/^-?\d/.test(t)) return { k: 'lit', value: Number(t) };
    if (/^[A-Za-z_]/.test(t)) return { k: 'key', name: t };
    throw new SyntaxError(`Unexpected "${t}" in when clause "${src}"`);
  };
  const compare = (): Node => {
    const a = primary();
    const op = peek();
    if (op === '==' || op === '!=') {
      next();
      return { k: op === '==' ? 'eq' : 'ne', a, b: primary() };
    }
    return a;
  };
  const and = (): Node => {
    let a = compare();
    while (peek() === '&&') {
      next();
      a = { k: 'and', a, b: compare() };
    }
    return a;
  };
  const or = (): Node => {
    let a = and();
    while (peek() === '||') {
      next();
      a = { k: 'or', a, b: and() };
    }
    return a;
  };
  const tree = or();
  if (i < tokens.length) throw new SyntaxError(`Unexpected "${tokens[i]}" in when clause "${src}"`);
  return tree;
}

function evaluate(n: Node, read: ContextReader): ContextValue {
  switch (n.k) {
    case 'key':
      return read(n.name);
    case 'lit':
      return n.value;
    case 'not':
      return !evaluate(n.e, read);
    case 'and':
      return Boolean(evaluate(n.a, read)) && Boolean(evaluate(n.b, read));
    case 'or':
      return Boolean(evaluate(n.a, read)) || Boolean(evaluate(n.b, read));
    case 'eq':
      return evaluate(n.a, read) === evaluate(n.b, read);
    case 'ne':
      return evaluate(n.a, read) !== evaluate(n.b, read);
  }
}

const cache = new Map<string, Node>();

/** Throws SyntaxError for a malformed clause, so bad contributions fail at registration. */
export function compileWhen(clause: string): (read: ContextReader) => boolean {
  let tree = cache.get(clause);
  if (!tree) {
    tree = parse(clause);
    cache.set(clause, tree);
  }
  const t = tree;
  return (read) => Boolean(evaluate(t, read));
}

/** Context keys a clause mentions; used to tell whether two keybindings can both be active. */
export function whenKeys(clause: string | undefined): string[] {
  if (!clause) return [];
  return tokenize(clause).filter((t) => /^[A-Za-z_]/.test(t) && t !== 'true' && t !== 'false');
}
