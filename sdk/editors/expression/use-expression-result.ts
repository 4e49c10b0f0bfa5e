/**
 * The result an expression editor shows: evaluated for the shown item and
 * formatted as the result pane writes it, debounced 500 ms.
 *
 * @module
 */
import { useEffect, useState } from 'react';
import { evaluateForDisplay, formatExpressionResult } from '../../expressions';

/** Expression result debounce. */
export const EXPRESSION_RESULT_DEBOUNCE_MS = 500;

/** The display text of `value` (an expression with its leading '=') for the context `getContext` gives. */
export function expressionResultText(value: string, context: object | undefined): string {
  if (context === undefined) return '[filled at execution time]';
  return formatExpressionResult(evaluateForDisplay(value.startsWith('=') ? value : `=${value}`, context));
}

/** {@link expressionResultText}, recomputed 500 ms after the value stops changing. */
export function useExpressionResult(value: string, getContext: () => object | undefined): string {
  const [text, setText] = useState(() => expressionResultText(value, getContext()));
  useEffect(() => {
    const timer = setTimeout(() => setText(expressionResultText(value, getContext())), EXPRESSION_RESULT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, getContext]);
  return text;
}
