import { describe, expect, it } from 'vitest';
import { formatChord, isMacPlatform, normalizeChord, toHotkeysSyntax } from './chords';

describe('normalizeChord', () => {
  it("'Mod' is Ctrl elsewhere and Cmd (meta) on macOS", () => {
    expect(normalizeChord('Mod+K', false)).toBe('ctrl+k');
    expect(normalizeChord('Mod+K', true)).toBe('meta+k');
  });

  it('orders modifiers ctrl, alt, shift, meta whatever the input order', () => {
    expect(normalizeChord('Shift+Mod+Z', false)).toBe('ctrl+shift+z');
    expect(normalizeChord('Shift+Mod+Z', true)).toBe('shift+meta+z');
    expect(normalizeChord('meta+shift+alt+ctrl+x', false)).toBe('ctrl+alt+shift+meta+x');
    expect(normalizeChord('Alt+Shift+N', false)).toBe(normalizeChord('Shift+Alt+N', false));
  });

  it.each([
    ['Control+S', 'ctrl+s'],
    ['Option+N', 'alt+n'],
    ['Cmd+S', 'meta+s'],
    ['Command+S', 'meta+s'],
    ['Escape', 'esc'],
    ['ArrowUp', 'up'],
    ['ArrowDown', 'down'],
    ['ArrowLeft', 'left'],
    ['ArrowRight', 'right'],
    ['Return', 'enter'],
    ['Del', 'delete'],
    ['Ctrl+Plus', 'ctrl+='],
    ['Ctrl+Minus', 'ctrl+-'],
    ['Ctrl++', 'ctrl+='],
    ['  Ctrl + Shift + K ', 'ctrl+shift+k'],
    ['F2', 'f2'],
    ['Space', 'space'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeChord(input, false)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const chord of ['Mod+Shift+Z', 'Alt+ArrowUp', 'Ctrl++', 'Delete']) {
      const once = normalizeChord(chord, false);
      expect(normalizeChord(once, false)).toBe(once);
    }
  });

  it('rejects a chord with two keys or none', () => {
    expect(() => normalizeChord('Ctrl+A+B', false)).toThrow(/names two keys/);
    expect(() => normalizeChord('Ctrl+Shift', false)).toThrow(/has no key/);
  });

  it('defaults to the platform of the running environment', () => {
    expect(normalizeChord('Mod+K')).toBe(isMacPlatform() ? 'meta+k' : 'ctrl+k');
  });
});

describe('formatChord', () => {
  it.each([
    ['Mod+Shift+Z', '⇧⌘Z', 'Ctrl+Shift+Z'],
    ['Mod+K', '⌘K', 'Ctrl+K'],
    ['Alt+ArrowUp', '⌥↑', 'Alt+↑'],
    ['Ctrl+Alt+Delete', '⌃⌥Del', 'Ctrl+Alt+Del'],
    ['Escape', 'Esc', 'Esc'],
    ['Shift+Enter', '⇧Enter', 'Shift+Enter'],
    ['Mod+Plus', '⌘+', 'Ctrl++'],
    ['F2', 'F2', 'F2'],
    ['Mod+Space', '⌘Space', 'Ctrl+Space'],
    ['Ctrl+Cmd+F', '⌃⌘F', 'Ctrl+Meta+F'],
  ])('%s → %s on macOS, %s elsewhere', (chord, mac, other) => {
    expect(formatChord(chord, true)).toBe(mac);
    expect(formatChord(chord, false)).toBe(other);
  });
});

describe('toHotkeysSyntax', () => {
  it("spells meta as 'command' and leaves the rest", () => {
    expect(toHotkeysSyntax('shift+meta+z')).toBe('shift+command+z');
    expect(toHotkeysSyntax('ctrl+alt+k')).toBe('ctrl+alt+k');
  });
});
