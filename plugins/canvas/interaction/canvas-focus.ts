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

/** Whether an element takes typed text (a paste there is text for it). */
function takesText(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || el.isContentEditable;
}

/** Whether a dialog (node details, a modal) is open outside the canvas: pastes are its own then. */
function dialogOpen(root: HTMLElement): boolean {
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((d) => !root.contains(d));
}

/**
 * The context keys that say which canvas commands apply (`canvasVisible`, `canvasEditable`, and
 * `canvasFocus` while focus is inside the canvas or on nothing), and pasting into an editable canvas from anywhere
 * on the page but a text field or a dialog.
 * The disposer removes the keys and the listeners.
 */
export function bindCanvasFocus(deps: CanvasFocusDeps): IDisposable {
  const { root, contextKeys, editable } = deps;
  const keys = [contextKeys.set('canvasVisible', true), ...(editable ? [contextKeys.set('canvasEditable', true)] : [])];
  let focusKey: IDisposable | null = null;
  const setFocusKey = (on: boolean) => {
    if (on) focusKey ??= contextKeys.set('canvasFocus', true);
    else {
      focusKey?.dispose();
      focusKey = null;
    }
  };
  // Focus inside the canvas, or on nothing (the page just loaded, a click on bare page): canvas
  // keys apply at once, with no click on the canvas first.
  // Not while a dialog is open: a click on a bare spot of the node details must not reach the canvas.
  const forCanvas = (el: Element | null) =>
    root.contains(el) || ((el === null || el === document.body || el === document.documentElement) && !dialogOpen(root));
  const onFocusIn = () => setFocusKey(forCanvas(document.activeElement));
  const onFocusOut = (e: FocusEvent) => setFocusKey(forCanvas(e.relatedTarget instanceof Element ? e.relatedTarget : null));
  const onPaste = (e: ClipboardEvent) => {
    // Ctrl/Cmd+V anywhere on the node view pastes nodes, as n8n listens on the document: not into
    // a field (text typed there, the sticky editor included, takes its paste), nor under a dialog.
    if (!editable || e.defaultPrevented || takesText(document.activeElement) || dialogOpen(root)) return;
    const text = e.clipboardData?.getData('text/plain');
    if (text) {
      e.preventDefault();
      deps.paste(text);
    }
  };
  onFocusIn();
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  document.addEventListener('paste', onPaste);
  return {
    dispose() {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('paste', onPaste);
      keys.forEach((k) => k.dispose());
      focusKey?.dispose();
    },
  };
}
