import type { IContextKeyService, IDisposable } from '@sdk';

/** What the canvas's focus and clipboard wiring needs. */
export interface CanvasFocusDeps {
  /** The element holding the canvas and its overlays (the mirror, the sticky editor). */
  readonly root: HTMLElement;
  readonly contextKeys: IContextKeyService;
  readonly editable: boolean;
  /** Pastes workflow JSON (or a URL to one) into the canvas. */
  readonly paste: (text: string) => void;
}

/**
 * The context keys that say which canvas commands apply (`canvasVisible`, `canvasEditable`, and
 * `canvasFocus` while focus is inside the canvas), and pasting into a focused editable canvas.
 * The disposer removes the keys and the listeners.
 */
export function bindCanvasFocus(deps: CanvasFocusDeps): IDisposable {
  const { root, contextKeys, editable } = deps;
  const keys = [contextKeys.set('canvasVisible', true), ...(editable ? [contextKeys.set('canvasEditable', true)] : [])];
  let focusKey: IDisposable | null = null;
  const onFocusIn = () => {
    focusKey ??= contextKeys.set('canvasFocus', true);
  };
  const onFocusOut = (e: FocusEvent) => {
    if (root.contains(e.relatedTarget as Node | null)) return;
    focusKey?.dispose();
    focusKey = null;
  };
  const onPaste = (e: ClipboardEvent) => {
    const active = document.activeElement;
    // Text typed into the canvas (the sticky editor) takes its paste as text.
    if (!editable || !root.contains(active) || active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement) return;
    const text = e.clipboardData?.getData('text/plain');
    if (text) {
      e.preventDefault();
      deps.paste(text);
    }
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  document.addEventListener('paste', onPaste);
  return {
    dispose() {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('paste', onPaste);
      keys.forEach((k) => k.dispose());
      focusKey?.dispose();
    },
  };
}
