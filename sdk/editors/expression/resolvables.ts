/**
 * Resolvable highlighting: each `{{ … }}` segment of an expression
 * is classed by what it evaluates to for the shown item: valid, empty (resolves
 * to undefined, e.g. a misspelt key), invalid (throws or does not parse), or
 * pending (no data to evaluate against).
 *
 * @module
 */
import { evaluateCode, parseTemplate } from '../../expressions';

/** How a segment resolved. */
export type ResolvableState = 'valid' | 'empty' | 'invalid' | 'pending';

/** One `{{ … }}` segment with its state; offsets into the text given. */
export interface Resolvable {
  readonly from: number;
  readonly to: number;
  readonly state: ResolvableState;
}

/** The segments of an expression's text (without the leading '=') and how each resolves. */
export function resolvables(text: string, context: object | undefined): Resolvable[] {
  return parseTemplate(text).flatMap((segment): Resolvable[] => {
    if (segment.kind !== 'code') return [];
    if (!segment.closed || segment.code.trim() === '') return [{ from: segment.from, to: segment.to, state: 'invalid' }];
    if (context === undefined) return [{ from: segment.from, to: segment.to, state: 'pending' }];
    try {
      const value = evaluateCode(segment.code, context);
      return [{ from: segment.from, to: segment.to, state: value === undefined ? 'empty' : 'valid' }];
    } catch {
      return [{ from: segment.from, to: segment.to, state: 'invalid' }];
    }
  });
}
