/**
 * Extensions every code editor shares: history and the default keymaps, tab
 * size 2, bracket matching, highlighting and a theme on the shell's
 * design tokens.
 *
 * @module
 */
import { closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { lintKeymap } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';

/** Code editor tab size. */
export const CODE_EDITOR_TAB_SIZE = 2;

/** Options of {@link baseEditorExtensions}. */
export interface BaseExtensionOptions {
  /** Show the line-number gutter. */
  readonly gutter?: boolean;
  /** Wrap long lines. */
  readonly lineWrapping?: boolean;
  /** CSS max height of the scroller, e.g. '400px'. */
  readonly maxHeight?: string;
  /** CSS min height, e.g. for a fixed number of empty rows. */
  readonly minHeight?: string;
  /** Font size, e.g. '0.8em'. */
  readonly fontSize?: string;
}

/** The shared extension set. */
export function baseEditorExtensions(options: BaseExtensionOptions = {}): Extension[] {
  return [
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    highlightActiveLine(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    EditorState.tabSize.of(CODE_EDITOR_TAB_SIZE),
    indentUnit.of(' '.repeat(CODE_EDITOR_TAB_SIZE)),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, ...lintKeymap, indentWithTab]),
    ...(options.gutter ? [lineNumbers(), highlightActiveLineGutter()] : []),
    ...(options.lineWrapping ? [EditorView.lineWrapping] : []),
    EditorView.theme({
      '&': {
        fontSize: options.fontSize ?? '13px',
        border: '1px solid var(--color-border)',
        borderRadius: 'var(--radius)',
        backgroundColor: 'var(--color-surface)',
      },
      '&.cm-focused': { outline: '2px solid var(--color-focus)', outlineOffset: '-1px' },
      '.cm-scroller': {
        fontFamily: 'var(--font-mono)',
        lineHeight: '1.6',
        ...(options.maxHeight ? { maxHeight: options.maxHeight, overflow: 'auto' } : {}),
        ...(options.minHeight ? { minHeight: options.minHeight } : {}),
      },
      '.cm-content': { padding: '6px 0' },
      '.cm-gutters': {
        backgroundColor: 'var(--color-surface-2)',
        color: 'var(--color-text-subtle)',
        border: 'none',
        borderRadius: 'var(--radius) 0 0 var(--radius)',
      },
      '.cm-activeLine': { backgroundColor: 'color-mix(in srgb, var(--color-info-soft) 55%, transparent)' },
      '.cm-activeLineGutter': { backgroundColor: 'var(--color-info-soft)' },
      '.cm-tooltip': {
        border: '1px solid var(--color-border)',
        borderRadius: 'var(--radius)',
        boxShadow: 'var(--shadow)',
        backgroundColor: 'var(--color-surface)',
      },
      '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: 'var(--color-info-soft)', color: 'var(--color-text)' },
      '.cm-diagnostic-error': { borderLeftColor: 'var(--color-danger)' },
      '.cm-diagnostic-warning': { borderLeftColor: 'var(--color-warning)' },
    }),
  ];
}
