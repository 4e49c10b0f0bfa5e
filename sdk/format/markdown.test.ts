import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('renders GitHub-flavoured markdown, with line breaks when asked', () => {
    expect(markdownToHtml('# Hi\n\n*x*')).toBe('<h1>Hi</h1>\n<p><em>x</em></p>');
    expect(markdownToHtml('~~gone~~')).toBe('<p><del>gone</del></p>');
    expect(markdownToHtml('~~gone~~', { gfm: false })).toBe('<p>~~gone~~</p>');
    expect(markdownToHtml('one\ntwo', { breaks: true })).toBe('<p>one<br>two</p>');
  });

  it('keeps raw HTML for data, and shows it as text for untrusted notes', () => {
    expect(markdownToHtml('a <b>b</b>')).toBe('<p>a <b>b</b></p>');
    expect(markdownToHtml('a <img src=x onerror=alert(1)>', { untrusted: true })).toBe('<p>a &lt;img src=x onerror=alert(1)&gt;</p>');
    expect(markdownToHtml('<script>alert(1)</script>', { untrusted: true })).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops script links from untrusted notes and keeps web links', () => {
    expect(markdownToHtml('[x](javascript:alert(1))', { untrusted: true })).not.toContain('javascript:');
    expect(markdownToHtml('[x](https://example.com)', { untrusted: true })).toBe('<p><a href="https://example.com">x</a></p>');
  });
});
