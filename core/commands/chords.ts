/**
 * Keybinding chords: 'Mod+Shift+Z' in contributions, normalised to a canonical
 * lower-case form ('ctrl+shift+z' or 'meta+shift+z') for comparison, and to
 * hotkeys-js syntax for binding. 'Mod' is Cmd on macOS and Ctrl elsewhere.
 */
const MODIFIER_ORDER = ['ctrl', 'alt', 'shift', 'meta'] as const;
const MODIFIER_ALIASES: Record<string, (typeof MODIFIER_ORDER)[number] | 'mod'> = {
  mod: 'mod',
  ctrl: 'ctrl',
  control: 'ctrl',
  alt: 'alt',
  option: 'alt',
  shift: 'shift',
  meta: 'meta',
  cmd: 'meta',
  command: 'meta',
};
const KEY_ALIASES: Record<string, string> = {
  escape: 'esc',
  arrowup: 'up',
  arrowdown: 'down',
  arrowleft: 'left',
  arrowright: 'right',
  return: 'enter',
  del: 'delete',
  plus: '=',
  minus: '-',
  space: 'space',
};

/** Whether the browser runs on macOS or iOS, where `Mod` means Cmd; false outside a browser. */
export function isMacPlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/**
 * The canonical lower-case form of a chord (modifiers in the order ctrl, alt, shift, meta, then the
 * key), used to compare bindings. `Mod` becomes meta on macOS and ctrl elsewhere. Throws when the
 * chord has no key or two keys.
 */
export function normalizeChord(chord: string, mac = isMacPlatform()): string {
  const parts = chord
    .split('+')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p !== '');
  if (chord.trim().endsWith('++')) parts.push('=');
  const mods = new Set<string>();
  let key: string | null = null;
  for (const part of parts) {
    const mod = MODIFIER_ALIASES[part];
    if (mod) mods.add(mod === 'mod' ? (mac ? 'meta' : 'ctrl') : mod);
    else {
      if (key !== null) throw new Error(`Chord "${chord}" names two keys`);
      key = KEY_ALIASES[part] ?? part;
    }
  }
  if (key === null) throw new Error(`Chord "${chord}" has no key`);
  return [...MODIFIER_ORDER.filter((m) => mods.has(m)), key].join('+');
}

/** hotkeys-js spells meta as 'command'. */
export function toHotkeysSyntax(normalized: string): string {
  return normalized
    .split('+')
    .map((p) => (p === 'meta' ? 'command' : p))
    .join('+');
}

const MAC_SYMBOLS: Record<string, string> = { ctrl: '⌃', alt: '⌥', shift: '⇧', meta: '⌘' };
const KEY_LABELS: Record<string, string> = {
  esc: 'Esc',
  enter: 'Enter',
  up: '↑',
  down: '↓',
  left: '←',
  right: '→',
  delete: 'Del',
  backspace: '⌫',
  space: 'Space',
  '=': '+',
  tab: 'Tab',
};

/** Human form: '⇧⌘Z' on macOS (Apple's modifier order ⌃⌥⇧⌘), 'Ctrl+Shift+Z' elsewhere. */
export function formatChord(chord: string, mac = isMacPlatform()): string {
  const parts = normalizeChord(chord, mac).split('+');
  const label = (p: string) => KEY_LABELS[p] ?? (p.length === 1 ? p.toUpperCase() : p[0]?.toUpperCase() + p.slice(1));
  // The canonical order ctrl, alt, shift, meta is also Apple's display order.
  if (mac) return parts.map((p) => MAC_SYMBOLS[p] ?? label(p)).join('');
  return parts.map((p) => (p in MAC_SYMBOLS ? p[0]?.toUpperCase() + p.slice(1) : label(p))).join('+');
}
