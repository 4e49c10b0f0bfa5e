/**
 * Canvas colours: the one palette the WebGL scene draws with, read from the
 * theme's `--canvas-*` custom properties (app/web/shell/styles/tokens.css
 * defines each for the light and the dark theme). The canvas reads it at mount
 * and again whenever the theme changes, then redraws (see canvas-view.ts).
 */

/** A sticky note's colours. */
export interface StickyColours {
  readonly fill: string;
  readonly border: string;
}

/** Colours and the font the scene draws with. */
export interface Palette {
  readonly font: string;
  readonly nodeFill: string;
  readonly nodeDisabledFill: string;
  readonly nodeBorder: string;
  readonly port: string;
  /** Node names. */
  readonly text: string;
  /** Subtitles, port labels, the '+' of a stub. */
  readonly textMuted: string;
  /** Deactivated nodes' names and icons. */
  readonly textSubtle: string;
  /** Behind connection labels, so a label stays readable over a line. */
  readonly labelBackground: string;
  /** Selection outline (nodes, stickies, the connection being drawn). */
  readonly accent: string;
  readonly success: string;
  readonly danger: string;
  readonly warning: string;
  readonly info: string;
  readonly pinned: string;
  readonly connection: string;
  readonly stubFill: string;
  readonly stickyText: string;
  /** Sticky colours by n8n's colour number (1–7; others read as 1). */
  sticky(color: number): StickyColours;
}

/** Every custom property the palette reads, with the light theme's value as the fallback. */
export const CANVAS_TOKENS = {
  nodeFill: ['--canvas-node-fill', '#ffffff'],
  nodeDisabledFill: ['--canvas-node-disabled-fill', '#f0f2f5'],
  nodeBorder: ['--canvas-node-border', '#b9c1cd'],
  port: ['--canvas-port', '#9aa3b2'],
  text: ['--canvas-label', '#1d2433'],
  textMuted: ['--canvas-label-muted', '#5b6578'],
  textSubtle: ['--canvas-label-subtle', '#8a93a5'],
  labelBackground: ['--canvas-label-bg', '#f5f6f8'],
  accent: ['--canvas-selection', '#e8572a'],
  success: ['--canvas-success', '#1f9d55'],
  danger: ['--canvas-danger', '#d23b3b'],
  warning: ['--canvas-warning', '#c77c02'],
  info: ['--canvas-running', '#2f6fde'],
  pinned: ['--canvas-pinned', '#7b4bd6'],
  connection: ['--canvas-connection', '#a2abbd'],
  stubFill: ['--canvas-stub-fill', '#ffffff'],
  stickyText: ['--canvas-sticky-text', '#1d2433'],
} as const satisfies Record<string, readonly [string, string]>;

const STICKY_FALLBACK: Readonly<Record<number, StickyColours>> = {
  1: { fill: '#fff5d6', border: '#f0c44c' },
  2: { fill: '#fde7e7', border: '#e58f8f' },
  3: { fill: '#e6f5ea', border: '#8ccf9f' },
  4: { fill: '#e6efff', border: '#8fb2ee' },
  5: { fill: '#f1e8fd', border: '#b79be8' },
  6: { fill: '#f0f2f5', border: '#c5ccd5' },
  7: { fill: '#fdebe4', border: '#efa585' },
};

/** The sticky colour numbers n8n knows. */
export const STICKY_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The palette from a property reader (`name` → value, '' when unset). */
export function paletteFrom(read: (name: string) => string, font = 'Inter, system-ui, sans-serif'): Palette {
  const v = ([name, fallback]: readonly [string, string]) => read(name).trim() || fallback;
  const colours = Object.fromEntries(Object.entries(CANVAS_TOKENS).map(([key, token]) => [key, v(token)])) as Record<
    keyof typeof CANVAS_TOKENS,
    string
  >;
  const stickies = new Map<number, StickyColours>();
  for (const n of STICKY_NUMBERS) {
    const fallback = STICKY_FALLBACK[n] ?? { fill: '#fff5d6', border: '#f0c44c' };
    stickies.set(n, { fill: v([`--canvas-sticky-${n}`, fallback.fill]), border: v([`--canvas-sticky-${n}-border`, fallback.border]) });
  }
  return {
    font,
    ...colours,
    sticky: (color) => stickies.get(color) ?? stickies.get(1) ?? { fill: '#fff5d6', border: '#f0c44c' },
  };
}

/** The palette from the theme's custom properties as they apply to `element`. */
export function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name);
  return paletteFrom(read, read('--font-sans').trim() || undefined);
}
