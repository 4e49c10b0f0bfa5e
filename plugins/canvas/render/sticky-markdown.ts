/** How a sticky note's markdown is styled when rasterised. */

/** Heading sizes (px) of sticky markdown, h1 to h6: each level smaller than the one above, as n8n's notes show them. */
export const STICKY_HEADING_SIZES = [24, 20, 17, 15, 14, 13] as const;

/** The CSS the sticky's markdown is rasterised with: headings at their sizes, compact blocks. */
export function stickyMarkdownCss(): string[] {
  const headings = STICKY_HEADING_SIZES.map(
    (size, i) => `h${i + 1}{margin:0 0 6px;font-size:${size}px;line-height:${Math.round(size * 1.3)}px;font-weight:600}`,
  );
  return [...headings, 'p{margin:0 0 6px}', 'ul,ol{margin:0 0 6px;padding-left:18px}', 'code{font-size:12px}'];
}
