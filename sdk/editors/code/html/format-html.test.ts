import { describe, expect, it } from 'vitest';
import { formatHtml, splitHtmlSections } from './format-html';

const DOC = `<!DOCTYPE html><html><head><title>T</title></head><body><div><p>Hi {{ $json.name }}</p></div></body></html>
<style>
.a{color:red;margin:0}
</style>
<script>
const x=1;function f(a,b){return a+b}
</script>`;

describe('splitting an HTML document', () => {
  it('separates top-level style and script blocks from the html part', () => {
    const sections = splitHtmlSections(DOC);
    expect(sections.map((s) => s.kind)).toEqual(['html', 'style', 'script']);
    expect(sections[1]?.content.trim()).toBe('.a{color:red;margin:0}');
  });
  it('keeps blocks inside the html element in the html part', () => {
    const sections = splitHtmlSections('<html><head><style>a{}</style></head></html>');
    expect(sections.map((s) => s.kind)).toEqual(['html']);
  });
});

describe('formatting', () => {
  it('formats style as CSS, script as JavaScript and html as HTML', async () => {
    const out = await formatHtml(DOC);
    expect(out).toContain('<style>\n  .a {\n    color: red;\n    margin: 0;\n  }\n</style>');
    expect(out).toContain('<script>\n  const x = 1;\n  function f(a, b) {\n    return a + b;\n  }\n</script>');
    expect(out).toMatch(/<html>\n\s+<head>/);
    expect(out).toContain('{{ $json.name }}');
  });
  it('formats a document without html tags as one fragment', async () => {
    const out = await formatHtml('<div><span>a</span><style>.b{color:blue}</style></div>');
    expect(out).toContain('<div>');
    expect(out).toContain('color: blue;');
    expect(out.startsWith('<div>')).toBe(true);
  });
  it('rejects markup it cannot parse', async () => {
    await expect(formatHtml('<html><body></div></body></html>')).rejects.toThrow();
  });
});
