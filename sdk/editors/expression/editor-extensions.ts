/**
 * CodeMirror pieces of the expression editors: resolvable highlighting,
 * `{{` auto-close (typing the second `{` gives `{{ | }}`), and the theme.
 *
 * @module
 */
import { RangeSetBuilder, type Extension } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import { resolvables } from './resolvables';

const MARKS = {
  valid: Decoration.mark({ class: 'cm-sy-resolvable cm-sy-resolvable--valid' }),
  empty: Decoration.mark({ class: 'cm-sy-resolvable cm-sy-resolvable--empty' }),
  invalid: Decoration.mark({ class: 'cm-sy-resolvable cm-sy-resolvable--invalid' }),
  pending: Decoration.mark({ class: 'cm-sy-resolvable cm-sy-resolvable--pending' }),
};

/** Colours each `{{ }}` segment by how it resolves for the item `context()` returns. */
export function resolvableHighlighting(context: () => object | undefined): Extension {
  const build = (view: EditorView): DecorationSet => {
    const builder = new RangeSetBuilder<Decoration>();
    for (const r of resolvables(view.state.doc.toString(), context())) if (r.to > r.from) builder.add(r.from, r.to, MARKS[r.state]);
    return builder.finish();
  };
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = build(view);
      }
      update(update: ViewUpdate) {
        if (update.docChanged || update.viewportChanged) this.decorations = build(update.view);
      }
    },
    { decorations: (v) => v.decorations },
  );
}

/** Typing `{` right after `{` completes the block: `{{ | }}`. */
export function braceAutoClose(): Extension {
  return EditorView.inputHandler.of((view, from, to, text) => {
    if (text !== '{' || from !== to || view.state.doc.sliceString(from - 1, from) !== '{') return false;
    const after = view.state.doc.sliceString(to, to + 1);
    // closeBrackets may already have inserted a '}' after the first brace
    const replaceTo = after === '}' ? to + 1 : to;
    view.dispatch({ changes: { from, to: replaceTo, insert: '{  }}' }, selection: { anchor: from + 2 }, userEvent: 'input.type' });
    return true;
  });
}

/** The expression editors' look: inline at most 112px (one line 30px), dialog input 220px. */
export function expressionTheme(variant: 'inline' | 'dialog'): Extension {
  return EditorView.theme({
    '&': {
      fontSize: '13px',
      border: '1px solid var(--color-border-strong)',
      borderRadius: 'var(--radius)',
      backgroundColor: 'var(--color-surface)',
      ...(variant === 'dialog' ? { height: '220px' } : { minHeight: '30px' }),
    },
    '&.cm-focused': { outline: '2px solid var(--color-focus)', outlineOffset: '-1px' },
    '.cm-scroller': {
      fontFamily: 'var(--font-mono)',
      lineHeight: '20px',
      ...(variant === 'inline' ? { maxHeight: '112px', overflow: 'auto' } : {}),
    },
    '.cm-content': { padding: '4px 0' },
    '.cm-line': { padding: '0 8px' },
    '.cm-sy-resolvable': { borderRadius: '3px', padding: '1px 0' },
    '.cm-sy-resolvable--valid': { color: 'var(--color-success)', backgroundColor: 'var(--color-success-soft)' },
    '.cm-sy-resolvable--empty': { color: 'var(--color-warning)', backgroundColor: 'var(--color-warning-soft)' },
    '.cm-sy-resolvable--invalid': { color: 'var(--color-danger)', backgroundColor: 'var(--color-danger-soft)' },
    '.cm-sy-resolvable--pending': { color: 'var(--color-info)', backgroundColor: 'var(--color-info-soft)' },
    '.cm-tooltip': {
      border: '1px solid var(--color-border)',
      borderRadius: 'var(--radius)',
      boxShadow: 'var(--shadow)',
      backgroundColor: 'var(--color-surface)',
    },
  });
}
