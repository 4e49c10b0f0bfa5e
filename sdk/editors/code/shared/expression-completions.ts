/**
 * Completions inside `{{ … }}` blocks, from the sdk's expression completion
 * data: `$` variables at the start, and after a dot the members of the real
 * value (`$json.` lists the item's keys, dates list Luxon's methods, every
 * type its extension functions).
 *
 * @module
 */
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import { getCompletionOptions, type CompletionOption } from '../../../expressions';

/** The open `{{` block before `pos` in `text`, or null when the cursor is not inside one. */
export function openExpressionBefore(text: string, pos: number): { codeFrom: number } | null {
  const before = text.slice(0, pos);
  const open = before.lastIndexOf('{{');
  if (open === -1) return null;
  const close = before.lastIndexOf('}}');
  if (close > open) return null;
  return { codeFrom: open + 2 };
}

/** The member path and the word being typed at the end of an expression's code, e.g. `$json.ad` → `$json`, `ad`. */
export function completionTarget(code: string): { path: string; word: string } {
  const m = /((?:[\w$]+|\$\([^()]*\))(?:\([^()]*\)|\[[^\]]*\])*(?:\.[\w$]+(?:\([^()]*\)|\[[^\]]*\])*)*)\.([\w$]*)$/.exec(code);
  if (m) return { path: m[1] as string, word: m[2] as string };
  return { path: '', word: /[\w$]*$/.exec(code)?.[0] ?? '' };
}

const TYPE: Readonly<Record<CompletionOption['kind'], string>> = {
  variable: 'variable',
  property: 'property',
  method: 'method',
  global: 'namespace',
};

/**
 * Autocomplete inside `{{ }}`; `context` gives the item's expression context
 * (undefined: names only). With `wholeDocument`, the editor text is one
 * expression template (the expression editors); otherwise (HTML) only
 * inside a block.
 */
export function expressionCompletions(context: () => object | undefined, onPicked?: (label: string) => void): Extension {
  return autocompletion({
    override: [
      (cm: CompletionContext): CompletionResult | null => {
        const text = cm.state.doc.toString();
        const open = openExpressionBefore(text, cm.pos);
        if (!open) return null;
        const { path, word } = completionTarget(text.slice(open.codeFrom, cm.pos));
        if (path === '' && word === '' && !cm.explicit) return null;
        const options = getCompletionOptions(context(), path);
        if (options.length === 0) return null;
        return {
          from: cm.pos - word.length,
          options: options.map((o) => ({
            label: o.label,
            type: TYPE[o.kind],
            detail: o.detail,
            info: o.info,
            apply: o.kind === 'method' ? `${o.label}()` : o.label,
            ...(onPicked ? { boost: 0 } : {}),
          })),
          validFor: /^[\w$]*$/,
        };
      },
    ],
  });
}
