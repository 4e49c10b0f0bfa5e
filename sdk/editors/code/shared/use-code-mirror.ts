/**
 * A React hook that owns one CodeMirror 6 view: it creates the view in the
 * returned ref's element, follows the controlled `value` (external changes
 * replace the text, the editor's own edits do not loop back), reports edits
 * debounced (100 ms) and reconfigures read-only without recreating.
 *
 * @module
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';

/** Code and HTML editor change debounce. */
export const EDITOR_CHANGE_DEBOUNCE_MS = 100;

/** Options of {@link useCodeMirror}. */
export interface UseCodeMirrorOptions {
  /** The text; when it changes from outside, the editor follows. */
  readonly value: string;
  /** Extensions fixed for the view's life (language, keymaps, theme). */
  readonly extensions: readonly Extension[];
  /** Read-only mode. */
  readonly readOnly?: boolean;
  /** Edits, debounced by `debounceMs`. */
  readonly onChange?: (value: string) => void;
  /** Debounce of `onChange`; default 100 ms. 0 reports every edit at once. */
  readonly debounceMs?: number;
  /** Accessible name of the editing surface. */
  readonly ariaLabel: string;
  /**
   * Focus the editor as soon as it exists (`'end'`: with the cursor after the last character),
   * in the same task that creates it, so keys typed right after it appears are not lost.
   */
  readonly autoFocus?: boolean | 'end';
}

/** The hook's result: attach `ref` to an element; `view` is the live editor once mounted. */
export interface CodeMirrorHandle {
  readonly ref: RefObject<HTMLDivElement | null>;
  readonly view: EditorView | null;
}

/** Mounts a CodeMirror view; see {@link UseCodeMirrorOptions}. */
export function useCodeMirror(options: UseCodeMirrorOptions): CodeMirrorHandle {
  const ref = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const readOnlyCompartment = useRef(new Compartment());
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastReported = useRef(options.value);

  useEffect(() => {
    const parent = ref.current;
    if (!parent) throw new Error('The code editor host element is missing');
    const flush = (text: string) => {
      lastReported.current = text;
      latest.current.onChange?.(text);
    };
    const created = new EditorView({
      parent,
      state: EditorState.create({
        doc: latest.current.value,
        extensions: [
          ...latest.current.extensions,
          readOnlyCompartment.current.of(readOnlyExtensions(latest.current.readOnly === true)),
          EditorView.contentAttributes.of({ 'aria-label': latest.current.ariaLabel, 'aria-multiline': 'true', role: 'textbox' }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.every((t) => t.annotation(externalChange) === true)) return;
            const text = update.state.doc.toString();
            const delay = latest.current.debounceMs ?? EDITOR_CHANGE_DEBOUNCE_MS;
            if (pending.current) clearTimeout(pending.current);
            if (delay <= 0) flush(text);
            else pending.current = setTimeout(() => flush(text), delay);
          }),
        ],
      }),
    });
    const focus = latest.current.autoFocus;
    if (focus) {
      if (focus === 'end') created.dispatch({ selection: { anchor: created.state.doc.length } });
      created.focus();
    }
    setView(created);
    return () => {
      if (pending.current) {
        clearTimeout(pending.current);
        // an edit still waiting for the debounce is reported, not lost
        flush(created.state.doc.toString());
      }
      created.destroy();
      setView(null);
    };
    // the view lives as long as the component; later option changes are applied below
  }, []);

  useEffect(() => {
    if (!view) return;
    const current = view.state.doc.toString();
    if (options.value !== current && options.value !== lastReported.current) {
      lastReported.current = options.value;
      view.dispatch({ changes: { from: 0, to: current.length, insert: options.value }, annotations: externalChange.of(true) });
    }
  }, [view, options.value]);

  useEffect(() => {
    view?.dispatch({ effects: readOnlyCompartment.current.reconfigure(readOnlyExtensions(options.readOnly === true)) });
  }, [view, options.readOnly]);

  return { ref, view };
}

/** Marks a transaction that mirrors the controlled value, so it is not reported back as an edit. */
export const externalChange = Annotation.define<boolean>();

function readOnlyExtensions(readOnly: boolean): Extension {
  return [EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)];
}
