import { useRef, useState } from 'react';
import type { EditorView } from '@codemirror/view';
import { EditorDialog } from '../../code';
import { useExpressionResult } from '../use-expression-result';
import type { VariableNode } from '../variable-tree';
import { ExpressionInput } from './ExpressionInput';
import { VariableSelector } from './VariableSelector';

/** Props of {@link ExpressionEditorDialog}. */
export interface ExpressionEditorDialogProps {
  readonly open: boolean;
  /** The parameter label, shown in the title. */
  readonly label: string;
  /** The expression value with its leading '='. */
  readonly value: string;
  /** Context of item 1 (index 0) for the live result. */
  readonly getContext: () => object | undefined;
  readonly variables: readonly VariableNode[];
  readonly isReadOnly?: boolean;
  /** Called on close; `value` is the latest value when it changed, else undefined. */
  readonly onClose: (value: string | undefined) => void;
}

/**
 * The expression editor dialog: variable selector on the left, the
 * 220 px expression input, and the live result for item 1. It emits the
 * latest value on close when it changed.
 */
export function ExpressionEditorDialog({ open, label, value, getContext, variables, isReadOnly, onClose }: ExpressionEditorDialogProps) {
  const [text, setText] = useState(value.replace(/^=/, ''));
  const view = useRef<EditorView | null>(null);
  const result = useExpressionResult(`=${text}`, getContext);
  const close = () => onClose(`=${text}` !== value ? `=${text}` : undefined);
  const insert = (expression: string) => {
    const v = view.current;
    if (!v || isReadOnly) return;
    const at = v.state.selection.main;
    const snippet = `{{ ${expression} }}`;
    v.dispatch({
      changes: { from: at.from, to: at.to, insert: snippet },
      selection: { anchor: at.from + snippet.length },
      userEvent: 'input',
    });
    v.focus();
  };
  return (
    <EditorDialog open={open} title={`Edit Expression: ${label}`} closeOnBackdrop onClose={close}>
      <div className="sy-expression-dialog">
        <VariableSelector tree={variables} onPick={insert} />
        <div className="sy-expression-dialog__main">
          <h3 className="sy-expression-dialog__heading">Expression</h3>
          <ExpressionInput
            text={text}
            onChange={setText}
            getContext={getContext}
            isReadOnly={isReadOnly}
            ariaLabel="Expression"
            variant="dialog"
            onView={(v) => (view.current = v)}
            autoFocus
          />
          <h3 className="sy-expression-dialog__heading">Result for item 1</h3>
          <output className="sy-expression-dialog__result" aria-label="Result">
            {result}
          </output>
        </div>
      </div>
    </EditorDialog>
  );
}
