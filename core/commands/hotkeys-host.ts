import hotkeys from 'hotkeys-js';
import { toDisposable, type IDisposable } from '../lifecycle/disposable';
import { toHotkeysSyntax } from './chords';
import type { KeyListenerHost } from './keybinding-service';

/**
 * The DOM side of keybindings on hotkeys-js. hotkeys' own input filter is
 * switched off: whether a chord may fire inside a text field is the
 * keybinding service's decision (allowInInput), not a global rule.
 */
export function createHotkeysHost(element?: HTMLElement | Document): KeyListenerHost {
  hotkeys.filter = () => true;
  return {
    listen(chord: string, onKey: (event: KeyboardEvent) => void): IDisposable {
      const key = toHotkeysSyntax(chord);
      const method = (event: KeyboardEvent) => {
        onKey(event);
      };
      hotkeys(key, element ? { element } : {}, method);
      return toDisposable(() => hotkeys.unbind(key, method));
    },
  };
}
