import { describe, expect, it } from 'vitest';
import { stickyMarkdownCss } from './sticky-markdown';

const sizeOf = (css: string[], tag: string) => {
  const rule = css.find((r) => r.startsWith(`${tag}{`));
  const size = rule?.match(/font-size:(\d+)px/)?.[1];
  if (!size) throw new Error(`No font size for ${tag}`);
  return Number(size);
};

describe('sticky markdown', () => {
  it('renders headings at their sizes: h1 > h2 > h3 > h4 > h5 > h6', () => {
    const css = stickyMarkdownCss();
    const sizes = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => sizeOf(css, tag));
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThan(sizes[i - 1]!);
    expect(sizes[0]).toBeGreaterThan(17);
  });
});
