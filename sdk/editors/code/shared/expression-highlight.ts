/**
 * Colours `{{ … }}` expression blocks inside code (the HTML editor's
 * expression colouring, the inline expression editor's resolvable
 * highlighting).
 *
 * @module
 */
import { type Extension } from '@codemirror/state';
import { Decoration, EditorView, MatchDecorator, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';

const expressionMark = Decoration.mark({ class: 'cm-sy-expression' });

const decorator = new MatchDecorator({ regexp: /\{\{[\s\S]*?\}\}/g, decoration: () => expressionMark });

/** Marks every `{{ … }}` block with the class `cm-sy-expression`. */
export function expressionColoring(): Extension {
  return [
    ViewPlugin.fromClass(
      class {
        decorations: DecorationSet;
        constructor(view: EditorView) {
          this.decorations = decorator.createDeco(view);
        }
        update(update: ViewUpdate) {
          this.decorations = decorator.updateDeco(update, this.decorations);
        }
      },
      { decorations: (v) => v.decorations },
    ),
    EditorView.baseTheme({
      '.cm-sy-expression': { color: 'var(--color-info)', backgroundColor: 'var(--color-info-soft)', borderRadius: '3px' },
    }),
  ];
}
