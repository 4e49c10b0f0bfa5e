/**
 * The session cookie: reading it from the Cookie header and writing Set-Cookie. Small
 * enough not to need a cookie plugin.
 */

/** Name of the session cookie. */
export const SESSION_COOKIE = 'switchyard-auth';

/** Longest cookie value accepted; a session token is 43 characters. */
const MAX_COOKIE_VALUE_LENGTH = 256;

/** The value of cookie `name` in a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined || header === '') return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (value === '' || value.length > MAX_COOKIE_VALUE_LENGTH) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Attributes of the session cookie. */
export interface SessionCookieOptions {
  /** Seconds until the browser drops it; 0 deletes it. */
  maxAgeSeconds: number;
  /** Send only over https (when the editor is served over https). */
  secure: boolean;
}

/** A Set-Cookie value: HttpOnly, SameSite=Lax, Path=/, Secure when asked. */
export function serializeSessionCookie(value: string, options: SessionCookieOptions): string {
  const parts = [
    `${SESSION_COOKIE}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
  ];
  if (options.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
