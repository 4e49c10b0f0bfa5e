import { useMemo, useRef, useState } from 'react';
import { html as htmlLanguage } from '@codemirror/lang-html';
import { Wand2 } from 'lucide-react';
import { baseEditorExtensions } from '../shared/base-extensions';
import { expressionCompletions } from '../shared/expression-completions';
import { expressionColoring } from '../shared/expression-highlight';
import { useCodeMirror } from '../shared/use-code-mirror';
import { formatHtml } from './format-html';

/** HTML editor props. */
export interface HtmlEditorProps {
  readonly html: string;
  readonly isReadOnly?: boolean;
  /** Fixed number of rows shown when empty; -1 (default) lets the editor size to its content. */
  readonly rows?: number;
  readonly disableExpressionColoring?: boolean;
  readonly disableExpressionCompletions?: boolean;
  /** Edits, debounced 100 ms. */
  readonly onChange?: (html: string) => void;
  /** The expression context of the shown item, for completions. */
  readonly expressionContext?: () => object | undefined;
  /** Accessible name; default 'HTML'. */
  readonly ariaLabel?: string;
}

const ROW_HEIGHT_EM = 1.6;

/**
 * The HTML editor: html, css and js highlighting, expression
 * colouring and completions (each switchable), fixed empty rows, read-only,
 * and a Format action.
 */
export function HtmlEditor({
  html,
  isReadOnly,
  rows = -1,
  disableExpressionColoring,
  disableExpressionCompletions,
  onChange,
  expressionContext,
  ariaLabel = 'HTML',
}: HtmlEditorProps) {
  const contextRef = useRef(expressionContext);
  contextRef.current = expressionContext;
  const [formatError, setFormatError] = useState<string | null>(null);
  const extensions = useMemo(
    () => [
      ...baseEditorExtensions({
        gutter: true,
        lineWrapping: true,
        maxHeight: '400px',
        minHeight: rows > 0 ? `${rows * ROW_HEIGHT_EM}em` : undefined,
      }),
      htmlLanguage({ autoCloseTags: true, matchClosingTags: true }),
      ...(disableExpressionColoring ? [] : [expressionColoring()]),
      ...(disableExpressionCompletions ? [] : [expressionCompletions(() => contextRef.current?.())]),
    ],
    // fixed for the editor's life; toggling these props remounts through the key below
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const { ref, view } = useCodeMirror({ value: html, extensions, readOnly: isReadOnly, onChange, ariaLabel });

  const format = async () => {
    if (!view) return;
    const current = view.state.doc.toString();
    try {
      const formatted = await formatHtml(current);
      setFormatError(null);
      if (formatted !== current) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: formatted } });
    } catch (error) {
      setFormatError(`Could not format: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  };

  return (
    <div className="sy-html-editor">
      <div ref={ref} />
      {!isReadOnly && (
        <div className="sy-html-editor__actions">
          {formatError && (
            <span role="alert" className="sy-html-editor__error">
              {formatError}
            </span>
          )}
          <button type="button" className="sy-btn sy-btn--ghost sy-btn--small" onClick={() => void format()}>
            <Wand2 size={14} aria-hidden="true" /> Format
          </button>
        </div>
      )}
    </div>
  );
}
