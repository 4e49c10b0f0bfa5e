/**
 * Drive v3's search language (`q`), the part the Google nodes send: clauses joined by
 * `and` / `or`, parentheses, `not`, `name contains '…'`, `name = '…'`, `mimeType = / != '…'`,
 * `trashed = true|false`, `'<id>' in parents`. Strings are single-quoted with `\'` escapes.
 * Anything else is a parse error, which Drive answers with 400 "Invalid Value".
 */

export interface QueryFile {
  name: string;
  mimeType: string;
  trashed?: boolean;
  parents?: string[];
}

type Predicate = (file: QueryFile) => boolean;

function tokenize(q: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s*('(?:[^'\\]|\\.)*'|\(|\)|!=|=|[A-Za-z_]+)/y;
  let index = 0;
  while (index < q.length) {
    if (/^\s*$/.test(q.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(q);
    if (!match) throw new Error(`Unexpected text at ${index}`);
    tokens.push(match[1]!);
    index = pattern.lastIndex;
  }
  return tokens;
}

const unquote = (token: string | undefined): string => {
  if (!token || !token.startsWith("'")) throw new Error('Expected a quoted value');
  return token.slice(1, -1).replace(/\\(.)/g, '$1');
};

/** A predicate for `q` (an empty query matches everything). */
export function parseDriveQuery(q: string): Predicate {
  const tokens = tokenize(q);
  let at = 0;
  const next = () => tokens[at++];
  const peek = () => tokens[at]?.toLowerCase();

  const term = (): Predicate => {
    const token = next();
    if (token === '(') {
      const inner = or();
      if (next() !== ')') throw new Error('Expected )');
      return inner;
    }
    if (token?.toLowerCase() === 'not') {
      const inner = term();
      return (file) => !inner(file);
    }
    if (token?.startsWith("'")) {
      const id = unquote(token);
      if (next()?.toLowerCase() !== 'in' || next()?.toLowerCase() !== 'parents') throw new Error('Expected in parents');
      return (file) => (file.parents ?? []).includes(id);
    }
    const field = token?.toLowerCase();
    const operator = next()?.toLowerCase();
    const raw = next();
    if (field === 'trashed') return (file) => String(file.trashed === true) === raw;
    const value = unquote(raw);
    if (field === 'name' && operator === 'contains') return (file) => file.name.toLowerCase().includes(value.toLowerCase());
    if (field === 'name' && operator === '=') return (file) => file.name === value;
    if (field === 'mimetype' && operator === '=') return (file) => file.mimeType === value;
    if (field === 'mimetype' && operator === '!=') return (file) => file.mimeType !== value;
    throw new Error(`Unsupported clause ${token} ${operator}`);
  };
  const and = (): Predicate => {
    const parts = [term()];
    while (peek() === 'and') {
      at++;
      parts.push(term());
    }
    return (file) => parts.every((part) => part(file));
  };
  const or = (): Predicate => {
    const parts = [and()];
    while (peek() === 'or') {
      at++;
      parts.push(and());
    }
    return (file) => parts.some((part) => part(file));
  };
  if (tokens.length === 0) return () => true;
  const predicate = or();
  if (at < tokens.length) throw new Error(`Unexpected ${tokens[at]}`);
  return predicate;
}
