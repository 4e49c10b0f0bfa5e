// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ERROR_DETAILS_MAX_LENGTH, createSanitizer, isAllowedImageSrc, sanitizeHtml, truncateErrorDetails } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags', () => {
    const html = '<p><strong>s</strong><b>b</b><code>c</code><a href="https://x.dev">a</a><br><i>i</i><em>e</em><small>m</small></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script tags with their content', () => {
    expect(sanitizeHtml('<p>hi<script>alert(1)</script></p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('');
  });

  it('drops event handler attributes', () => {
    expect(sanitizeHtml('<p onclick="x()">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png" onerror="alert(1)">')).toBe('<img src="https://cdn.example.com/a.png">');
  });

  it('unwraps disallowed tags, keeping their text', () => {
    expect(sanitizeHtml('<div>Hello <span>there</span> <u>you</u></div>')).toBe('Hello there you');
    expect(sanitizeHtml('<h1>Title <strong>bold</strong></h1>')).toBe('Title <strong>bold</strong>');
  });

  it('drops disallowed tags that carry no text', () => {
    expect(sanitizeHtml('<p>a<iframe src="https://evil.example"></iframe>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<p>a<style>p{color:red}</style>b</p>')).toBe('<p>ab</p>');
  });

  it('keeps the allowed attributes and data-*, drops others', () => {
    const out = sanitizeHtml(
      '<a href="/workflows" name="n" target="_blank" title="t" class="c" id="i" data-test-id="x" style="color:red" rel="x" aria-label="l">a</a>',
    );
    expect(out).toBe('<a href="/workflows" name="n" target="_blank" title="t" class="c" id="i" data-test-id="x">a</a>');
  });

  it('removes javascript: URLs', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('keeps https images', () => {
    expect(sanitizeHtml('<p><img src="https://cdn.example.com/x.gif"></p>')).toBe('<p><img src="https://cdn.example.com/x.gif"></p>');
  });

  it('removes http images', () => {
    expect(sanitizeHtml('<p>a<img src="http://cdn.example.com/x.png">b</p>')).toBe('<p>ab</p>');
  });

  it('keeps images under /static/ with an image extension', () => {
    expect(sanitizeHtml('<img src="/static/logo.png">')).toBe('<img src="/static/logo.png">');
    expect(sanitizeHtml('<img src="/static/icons/a.SVG?v=2">')).toBe('<img src="/static/icons/a.SVG?v=2">');
  });

  it('removes /static/ images without an image extension', () => {
    expect(sanitizeHtml('<img src="/static/evil.js">')).toBe('');
  });

  it('removes images outside /static/', () => {
    expect(sanitizeHtml('<img src="/other/x.png">')).toBe('');
    expect(sanitizeHtml('<img src="/static/../rest/x.png">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeHtml('<img>')).toBe('');
  });

  it('removes every disallowed image among siblings', () => {
    expect(sanitizeHtml('<p><img src="http://a/x.png"><img src="/static/a.png"><img src="/b/y.png"><img src="https://c/z.png">t</p>')).toBe(
      '<p><img src="/static/a.png"><img src="https://c/z.png">t</p>',
    );
  });

  it('does not allow src on other tags', () => {
    expect(sanitizeHtml('<a src="https://x.dev/a.png">a</a>')).toBe('<a>a</a>');
  });
});

describe('isAllowedImageSrc', () => {
  it.each([
    ['https://cdn.example.com/x', true],
    ['/static/a.jpg', true],
    ['/static/a.jpeg', true],
    ['/static/a.webp', true],
    ['/static/favicon.ico', true],
    ['/static/a.png#frag', true],
    ['http://cdn.example.com/x.png', false],
    ['//cdn.example.com/x.png', false],
    ['https:///x.png', false],
    ['/static/a.png.js', false],
    ['/static/%2e%2e/x.png', false],
    ['/staticx/a.png', false],
    ['static/a.png', false],
    ['', false],
    [null, false],
  ] as const)('%j → %s', (src, allowed) => {
    expect(isAllowedImageSrc(src)).toBe(allowed);
  });
});

describe('createSanitizer', () => {
  it('works with an explicit window (as the server would pass one)', () => {
    const sanitizer = createSanitizer(window);
    expect(sanitizer.sanitize('<p onclick="x">a<script>b</script></p>')).toBe('<p>a</p>');
  });
});

describe('truncateErrorDetails', () => {
  it('leaves text of at most 500 characters unchanged', () => {
    const text = 'x'.repeat(500);
    expect(ERROR_DETAILS_MAX_LENGTH).toBe(500);
    expect(truncateErrorDetails(text)).toBe(text);
    expect(truncateErrorDetails('short')).toBe('short');
  });

  it('cuts longer text at exactly 500 characters', () => {
    const text = `${'a'.repeat(500)}b${'c'.repeat(99)}`;
    const out = truncateErrorDetails(text);
    expect(out).toBe(`${'a'.repeat(500)}…`);
    expect(out.slice(0, -1)).toHaveLength(500);
  });

  it('honours a custom limit and never splits a surrogate pair', () => {
    expect(truncateErrorDetails('abcdef', 3)).toBe('abc…');
    expect(truncateErrorDetails('ab😀cd', 3)).toBe('ab…');
  });
});
