/**
 * Turns a response body into text as n8n's HTTP Request does: the `charset` of the
 * Content-Type decides (iso-8859-1, windows-1252, shift_jis, ... through iconv-lite);
 * without one the body is UTF-8. A charset iconv-lite does not know falls back to UTF-8
 * rather than failing the item.
 */
import iconv from 'iconv-lite';

/** The charset a Content-Type names, lower-cased and unquoted (undefined when none). */
export function charsetOf(contentType: string): string | undefined {
  const match = /charset=([^;,\s]+)/i.exec(contentType);
  return match?.[1] === undefined ? undefined : match[1].toLowerCase().replace(/['"]/g, '');
}

/** The body as text, decoded with the Content-Type's charset. */
export function decodeBody(body: Buffer, contentType: string): string {
  const charset = charsetOf(contentType);
  if (charset === undefined || charset === 'utf-8' || charset === 'utf8' || !iconv.encodingExists(charset)) return body.toString('utf8');
  return iconv.decode(body, charset);
}
