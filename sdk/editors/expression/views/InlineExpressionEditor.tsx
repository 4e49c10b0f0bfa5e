import { useCallback, useEffect, useState } from 'react';
import { Maximize2 } from 'lucide-react';
import { EXPRESSION_RESULT_DEBOUNCE_MS } from '../use-expression-result';
import { missingReferenceHint, missingReferences, previewParts, type PreviewPart } from '../preview';
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
  /** Takes focus on mount with the cursor at the end (the value just became an expression as it was typed). */
  readonly autoFocus?: boolean;
}

interface Preview {
  readonly parts: readonly PreviewPart[];
  readonly hints: readonly string[];
}

function previewOf(value: string, context: object | undefined): Preview {
  const text = value.replace(/^=/, '');
  return { parts: previewParts(text, context), hints: missingReferences(text, context).map(missingReferenceHint) };
}

/**
 * The inline expression editor: resolvable highlighting, `{{`
 * auto-close, completions, and a result dropdown under the input while it has
 * focus (result debounced 500 ms; height at most 112 px, one line 30 px), in
 * which parts that resolve to nothing are marked. A reference to a key the item
 * lacks gets a hint beneath the field naming the key and the keys that exist.
 */
export function InlineExpressionEditor({
  value,
  onChange,
  getContext,
  isReadOnly,
  ariaLabel,
  onOpenDialog,
  autoFocus,
}: InlineExpressionEditorProps) {
  const [focused, setFocused] = useState(false);
  const [preview, setPreview] = useState(() => previewOf(value, getContext()));
  useEffect(() => {
    const timer = setTimeout(() => setPreview(previewOf(value, getContext())), EXPRESSION_RESULT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, getContext]);
  const change = useCallback((text: string) => onChange(`=${text}`), [onChange]);
  const empty = preview.parts.every((part) => part.text === '');
  return (
    <div className="sy-inline-expression" data-focused={focused || undefined}>
      <div className="sy-inline-expression__row">
        <span className="sy-inline-expression__badge" aria-hidden="true">
          fx
        </span>
        <ExpressionInput
          text={value.replace(/^=/, '')}
          onChange={change}
          getContext={getContext}
          isReadOnly={isReadOnly}
          ariaLabel={ariaLabel}
          variant="inline"
          onFocusChange={setFocused}
          {...(autoFocus ? { autoFocus: 'end' as const } : {})}
        />
        {onOpenDialog && (
          <button
            type="button"
            className="icon-button sy-inline-expression__expand"
            aria-label={`Open ${ariaLabel} in the expression editor`}
            onClick={onOpenDialog}
          >
            <Maximize2 size={14} aria-hidden="true" />
          </button>
        )}
      </div>
      {focused && (
        <div className="sy-inline-expression__dropdown" role="status" aria-label="Result">
          <div className="sy-inline-expression__dropdown-title">Result</div>
          <div className="sy-inline-expression__result">
            {empty ? (
              <span className="sy-inline-expression__part--empty">[empty]</span>
            ) : (
              preview.parts.map((part, i) => (
                <span key={i} className={part.kind === 'text' ? undefined : `sy-inline-expression__part--${part.kind}`}>
                  {part.text}
                </span>
              ))
            )}
          </div>
          {!value.includes('{{') && (
            <div className="sy-inline-expression__tip">
              Tip: type <code>{'{{'}</code> to start an expression; anything inside is JavaScript.
            </div>
          )}
        </div>
      )}
      {preview.hints.length > 0 && (
        <ul className="sy-inline-expression__hints" aria-label={`${ariaLabel} hints`}>
          {preview.hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
