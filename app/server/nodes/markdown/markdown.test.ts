/** Markdown with n8n's converters and options (showdown; node-html-markdown). */
import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@sdk/workflow';
import { runNode } from '../http-request/testing/run-node';
import { markdownNode } from '.';

async function convert(parameters: IDataObject) {
  const run = await runNode(
    { type: 'n8n-nodes-base.markdown', typeVersion: 1, parameters: { destinationKey: 'out', ...parameters } as never },
    { types: [markdownNode] },
  );
  return run.output?.[0]?.json['out'];
}

const toMarkdown = (html: string, options: IDataObject = {}) => convert({ mode: 'htmlToMarkdown', html, options });
const toHtml = (markdown: string, options: IDataObject = {}) => convert({ mode: 'markdownToHtml', markdown, options });

describe('Markdown: HTML to Markdown', () => {
  it('text replacement patterns replace the first literal occurrence in each text', async () => {
    const options = { textReplace: { values: [{ pattern: 'foo', replacement: 'bar' }] } };
    expect(await toMarkdown('<p>foo foo</p><p>a foo</p>', options)).toBe('bar foo\n\na bar');
  });

  it('delimiters, bullet marker, code block style and fence', async () => {
    const html = '<p><strong>b</strong> <em>i</em></p><ul><li>x</li></ul><pre><code>c</code></pre>';
    expect(await toMarkdown(html, { strongDelimiter: '__', emDelimiter: '*', bulletMarker: '-', codeFence: '~~~' })).toBe(
      '__b__ *i*\n\n- x\n\n~~~\nc\n~~~',
    );
    expect(await toMarkdown('<pre><code>c</code></pre>', { codeBlockStyle: 'indented' })).toBe('    c');
  });

  it('ignored elements, link references at the bottom, escapes', async () => {
    expect(await toMarkdown('<p>a<span>s</span>b</p>', { ignore: 'span, aside' })).toBe('ab');
    expect(await toMarkdown('<a href="http://e.x">e</a>', { useLinkReferenceDefinitions: true })).toBe('[e][1]\n\n[1]: http://e.x');
    expect(await toMarkdown('<p>a_b</p>', { globalEscape: { value: { pattern: 'a', replacement: 'A' } } })).toBe('A_b');
  });
});

describe('Markdown: Markdown to HTML (showdown)', () => {
  it('writes header ids and leaves tables and strikethrough off unless asked', async () => {
    expect(await toHtml('# Hi there')).toBe('<h1 id="hithere">Hi there</h1>');
    expect(await toHtml('~~s~~')).toBe('<p>~~s~~</p>');
    expect(await toHtml('~~s~~', { strikethrough: true })).toBe('<p><del>s</del></p>');
    expect(await toHtml('# Hi', { noHeaderId: true, headerLevelStart: 2 })).toBe('<h2>Hi</h2>');
  });

  it('simple line breaks, links in a new window, automatic links', async () => {
    expect(await toHtml('a\nb', { simpleLineBreaks: true })).toBe('<p>a<br />\nb</p>');
    expect(await toHtml('see http://e.x', { simplifiedAutoLink: true, openLinksInNewWindow: true })).toBe(
      '<p>see <a href="http://e.x" rel="noopener noreferrer" target="_blank">http://e.x</a></p>',
    );
  });
});
