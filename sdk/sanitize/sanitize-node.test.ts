import { describe, expect, it } from 'vitest';
import type { WindowLike } from 'dompurify';
import { createSanitizer, sanitizeHtml } from './sanitize-html';

/**
 * A jsdom window. jsdom ships no type declarations (and @types/jsdom is not
 * installed), so it is imported through a non-literal specifier.
 */
async function jsdomWindow(): Promise<WindowLike> {
  const specifier = 'jsdom';
  const { JSDOM } = (await import(specifier)) as { JSDOM: new (html: string) => { window: unknown } };
  return new JSDOM('').window as WindowLike;
}

describe('sanitizing in Node (no global window)', () => {
  it('refuses to run without a window instead of passing HTML through', () => {
    expect(typeof window).toBe('undefined');
    expect(() => sanitizeHtml('<script>x</script>')).toThrow(/window/);
    expect(() => createSanitizer()).toThrow(/window/);
  });

  it('sanitizes with a window passed in', async () => {
    const sanitizer = createSanitizer(await jsdomWindow());
    expect(sanitizer.sanitize('<p>ok<img src="/other/x.png"><script>x</script></p>')).toBe('<p>ok</p>');
  });
});
