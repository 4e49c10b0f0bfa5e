import { useEffect, useMemo, useRef } from 'react';
import { useCodeMirror, baseEditorExtensions, expressionCompletions } from '../../code';
import { EditorView } from '@codemirror/view';
import { braceAutoClose, expressionTheme, resolvableHighlighting } from '../editor-extensions';

/** Props of {@link ExpressionInput}. */
export interface ExpressionInputProps {
  /** The expression text without the leading '='. */
  readonly text: string;
  readonly onChange: (text: string) => void;
  readonly getContext: () => object | undefined;
  readonly isReadOnly?: boolean;
  readonly ariaLabel: string;
  readonly variant: 'inline' | 'dialog';
  readonly onFocusChange?: (focused: boolean) => void;
  /** Receives the view, e.g. for inserting a picked variable. */
  readonly onView?: (view: EditorView | null) => void;
  /** Focus on mount; `'end'` also puts the cursor after the last character. */
  readonly autoFocus?: boolean | 'end';
}

/** The CodeMirror surface both expression editors use. */
export function ExpressionInput({
  text,
  onChange,
  getContext,
  isReadOnly,
  ariaLabel,
  variant,
  onFocusChange,
  onView,
  autoFocus,
}: ExpressionInputProps) {
  const contextRef = useRef(getContext);
  contextRef.current = getContext;
  const focusRef = useRef(onFocusChange);
  focusRef.current = onFocusChange;
  // CodeMirror reports a blur from a timer that may fire after the input is gone (a test
  // unmounted it, a dialog closed); React state must not be set then.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const extensions = useMemo(
    () => [
      ...baseEditorExtensions({ lineWrapping: true }),
      expressionTheme(variant),
      braceAutoClose(),
      resolvableHighlighting(() => contextRef.current()),
      expressionCompletions(() => contextRef.current()),
      EditorView.focusChangeEffect.of((_state, focusing) => {
        if (mounted.current) focusRef.current?.(focusing);
        return null;
      }),
    ],
    [variant],
  );
  const { ref, view } = useCodeMirror({
    value: text,
    extensions,
    readOnly: isReadOnly,
    onChange,
    debounceMs: 0,
    ariaLabel,
    ...(autoFocus ? { autoFocus } : {}),
  });
  const onViewRef = useRef(onView);
  onViewRef.current = onView;
  const autoFocusRef = useRef(autoFocus);
  useEffect(() => {
    onViewRef.current?.(view);
    // focused at creation; again here in case a dialog's own focus handling took it meanwhile
    if (view && autoFocusRef.current && !view.hasFocus) view.focus();
  }, [view]);
  return <div ref={ref} className={`sy-expression-input sy-expression-input--${variant}`} />;
}
