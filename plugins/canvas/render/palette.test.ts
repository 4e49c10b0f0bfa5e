import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANVAS_TOKENS, paletteFrom, STICKY_NUMBERS } from './palette';

/** The custom properties tokens.css declares in a block (`:root {` or the dark theme's). */
function tokens(selector: string): Map<string, string> {
  const css = readFileSync(join(process.cwd(), 'app/web/shell/styles/tokens.css'), 'utf8');
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]));
}

const light = tokens(':root');
const dark = new Map([...light, ...tokens(":root[data-theme='dark']")]);
const paletteOf = (theme: Map<string, string>) => paletteFrom((name) => theme.get(name) ?? '');

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('canvas palette', () => {
  it('has a value of its own for every canvas colour in the dark theme', () => {
    const names = [
      ...Object.values(CANVAS_TOKENS).map(([name]) => name),
      ...STICKY_NUMBERS.flatMap((n) => [`--canvas-sticky-${n}`, `--canvas-sticky-${n}-border`]),
      '--canvas-bg',
      '--canvas-grid',
    ];
    const ownDark = tokens(":root[data-theme='dark']");
    for (const name of names) {
      expect(light.get(name), `${name} (light)`).toMatch(/^#[0-9a-f]{6}$/i);
      expect(ownDark.get(name), `${name} (dark)`).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it.each([
    ['light', light],
    ['dark', dark],
  ])('keeps node names, subtitles and sticky text readable in the %s theme', (_theme, theme) => {
    const p = paletteOf(theme);
    const bg = theme.get('--canvas-bg') ?? '';
    // Names and subtitles sit under the node on the canvas background.
    expect(contrast(p.text, bg)).toBeGreaterThanOrEqual(7);
    expect(contrast(p.textMuted, bg)).toBeGreaterThanOrEqual(4.5);
    // Port labels sit on the node.
    expect(contrast(p.textMuted, p.nodeFill)).toBeGreaterThanOrEqual(4.5);
    for (const n of STICKY_NUMBERS) expect(contrast(p.stickyText, p.sticky(n).fill)).toBeGreaterThanOrEqual(7);
    // A node stands out from the canvas, and a selected one from the others.
    expect(contrast(p.nodeBorder, bg)).toBeGreaterThanOrEqual(1.5);
    expect(contrast(p.accent, p.nodeFill)).toBeGreaterThanOrEqual(3);
  });

  it('reads the theme it is given: dark values differ from light ones', () => {
    const l = paletteOf(light);
    const d = paletteOf(dark);
    expect(d.text).not.toBe(l.text);
    expect(d.nodeFill).not.toBe(l.nodeFill);
    expect(d.connection).not.toBe(l.connection);
    expect(d.sticky(1).fill).not.toBe(l.sticky(1).fill);
  });

  it('falls back to the light colours where no theme is loaded, and to sticky 1 for unknown colours', () => {
    const p = paletteFrom(() => '');
    expect(p.text).toBe('#1d2433');
    expect(p.sticky(42)).toEqual(p.sticky(1));
  });
});
