import { useCallback, useState } from 'react';
import { Maximize2 } from 'lucide-react';
import { useExpressionResult } from '../use-expression-result';
import { ExpressionInput } from './ExpressionInput';

/** Props of {@link InlineExpressionEditor}. */
export interface InlineExpressionEditorProps {
  /** The parameter value: an expression starting with '='. */
  readonly value: string;
  /** The new value, with its leading '='. */
  readonly onChange: (value: string) => void;
  /** The expression context of the shown item (undefined when there is none). */
  readonly getContext: () => object | undefined;
  readonly isReadOnly?: boolean;
  /** Accessible name, normally the parameter label. */
  readonly ariaLabel: string;
  /** Opens the full expression editor dialog. */
  readonly onOpenDialog?: () => void;
}

/**
 * The inline expression editor (spec §2): resolvable highlighting, `{{`
 * auto-close, completions, and a result dropdown under the input while it has
 * focus (result debounced 500 ms; height at most 112 px, one line 30 px).
 */
export function InlineExpressionEditor({ value, onChange, getContext, isReadOnly, ariaLabel, onOpenDialog }: InlineExpressionEditorProps) {
  const [focused, setFocused] = useState(false);
  const result = useExpressionResult(value, getContext);
  const change = useCallback((text: string) => onChange(`=${text}`), [onChange]);
  return (
    <div className="sy-inline-expression" data-focused={focused || undefined}>
      <div className="sy-inline-expression__row">
        <span className="sy-inline-expression__badge" aria-hidden="true">
          fx
        </span>
        <ExpressionInput text={value.replace(/^=/, '')} onChange={change} getContext={getContext} isReadOnly={isReadOnly} ariaLabel={ariaLabel} variant="inline" onFocusChange={setFocused} />
        {onOpenDialog && (
          <button type="button" className="icon-button sy-inline-expression__expand" aria-label={`Open ${ariaLabel} in the expression editor`} onClick={onOpenDialog}>
            <Maximize2 size={14} aria-hidden="true" />
          </button>
        )}
      </div>
      {focused && (
        <div className="sy-inline-expression__dropdown" role="status" aria-label="Result">
          <div className="sy-inline-expression__dropdown-title">Result</div>
          <div className="sy-inline-expression__result">{result}</div>
          <div className="sy-inline-expression__tip">
            Tip: type <code>{'{{'}</code> to start an expression; anything inside is JavaScript.
          </div>
        </div>
      )}
    </div>
  );
}
