/**
 * The file name a Content-Disposition header gives: `filename*` (RFC 5987,
 * `UTF-8''report%20%C3%A9.pdf`) wins over `filename` (quoted or not). A name that does not
 * decode is kept as written instead of failing the item.
 */
import iconv from 'iconv-lite';

function unquote(value: string): string {
  const trimmed = value.trim();
  if (!trimmed.startsWith('"')) return trimmed;
  return trimmed.slice(1, trimmed.endsWith('"') ? -1 : undefined).replace(/\\(.)/g, '$1');
}

function extended(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value.trim());
  if (match === null) return undefined;
  const charset = (match[1] ?? '').toLowerCase() || 'utf-8';
  const bytes: number[] = [];
  const raw = match[2] ?? '';
  for (let i = 0; i < raw.length; i++) {
    const hex = raw[i] === '%' ? raw.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(raw.charCodeAt(i) & 0xff);
  }
  const encoding = iconv.encodingExists(charset) ? charset : 'utf-8';
  return iconv.decode(Buffer.from(bytes), encoding);
}

/** Splits `a=1; b="x;y"` into parameters, respecting quotes. */
function parameters(header: string): Map<string, string> {
  const out = new Map<string, string>();
  const pattern = /;\s*([^=\s;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!out.has(name)) out.set(name, match[2] ?? '');
  }
  return out;
}

/** The file name in a Content-Disposition header, or undefined. */
export function dispositionFileName(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const found = parameters(header.includes(';') ? header : `;${header}`);
  const star = found.get('filename*');
  const decoded = star === undefined ? undefined : extended(unquote(star));
  if (decoded) return decoded;
  const plain = found.get('filename');
  const name = plain === undefined ? '' : unquote(plain);
  return name === '' ? undefined : name;
}
