/**
 * Canvas colours, read from the shell's CSS variables so the WebGL scene
 * matches the theme around it.
 */

/** Colours and the font the scene draws with. */
export interface Palette {
  readonly font: string;
  readonly nodeFill: string;
  readonly nodeDisabledFill: string;
  readonly nodeBorder: string;
  readonly port: string;
  readonly text: string;
  readonly textMuted: string;
  readonly textSubtle: string;
  readonly accent: string;
  readonly selectionFill: string;
  readonly success: string;
  readonly danger: string;
  readonly warning: string;
  readonly info: string;
  readonly pinned: string;
  readonly connection: string;
  /** A stable icon colour per type name. */
  iconFor(name: string): string;
}

const ICON_COLOURS = ['#2f6fde', '#7b4bd6', '#0f9d8a', '#e8572a', '#c7388a', '#3b82f6', '#1f9d55', '#d97706'];

/** Sticky note colours by n8n's colour number (1–7): background and border. */
export const STICKY_COLOURS: Readonly<Record<number, { fill: string; border: string }>> = {
  1: { fill: '#fff5d6', border: '#f0c44c' },
  2: { fill: '#fde7e7', border: '#e58f8f' },
  3: { fill: '#e6f5ea', border: '#8ccf9f' },
  4: { fill: '#e6efff', border: '#8fb2ee' },
  5: { fill: '#f1e8fd', border: '#b79be8' },
  6: { fill: '#f0f2f5', border: '#c5ccd5' },
  7: { fill: '#fdebe4', border: '#efa585' },
};

/** The palette from the document's CSS variables (fallbacks for tests without styles). */
export function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const dark = document.documentElement.dataset['theme'] === 'dark';
  return {
    font: v('--font-sans', 'Inter, system-ui, sans-serif'),
    nodeFill: v('--color-surface', '#ffffff'),
    nodeDisabledFill: v('--color-surface-2', '#f0f2f5'),
    nodeBorder: v('--color-border-strong', '#c5ccd5'),
    port: dark ? '#6b7486' : '#9aa3b2',
    text: v('--color-text', '#1d2433'),
    textMuted: v('--color-text-muted', '#5b6578'),
    textSubtle: v('--color-text-subtle', '#8a93a5'),
    accent: v('--color-accent', '#e8572a'),
    selectionFill: v('--color-accent-soft', '#fdebe4'),
    success: v('--color-success', '#1f9d55'),
    danger: v('--color-danger', '#d23b3b'),
    warning: v('--color-warning', '#c77c02'),
    info: v('--color-info', '#2f6fde'),
    pinned: '#7b4bd6',
    connection: dark ? '#5b6578' : '#a2abbd',
    iconFor(name: string) {
      let h = 0;
      for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) | 0;
      return ICON_COLOURS[Math.abs(h) % ICON_COLOURS.length] ?? '#2f6fde';
    },
  };
}
