/**
 * Adapts the pure Code node linter and completions to CodeMirror: the linter
 * runs 750 ms after typing stops and each quick fix becomes a named
 * diagnostic action.
 *
 * @module
 */
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { codeNodeCompletions, type CodeCompletionContext } from './completions';
import { lintCodeNode, type LintOptions } from './lint-rules';
import { LINT_DELAY_MS } from './lint-types';

/** The linter for one mode; reconfigure it (a new call) when the mode changes. */
export function codeNodeLinter(options: LintOptions): Extension {
  return [
    lintGutter(),
    linter(
      (view) =>
        lintCodeNode(view.state.doc.toString(), options).map((l): Diagnostic => ({
          from: l.from,
          to: l.to,
          severity: l.severity,
          message: l.message,
          actions: l.fix
            ? [
                {
                  name: l.fix.name,
                  apply: (v) => v.dispatch({ changes: l.fix?.changes.map((c) => ({ ...c })) ?? [] }),
                },
              ]
            : [],
        })),
      { delay: LINT_DELAY_MS },
    ),
  ];
}

/** Autocomplete over {@link codeNodeCompletions}; `context` is read on every request. */
export function codeNodeAutocomplete(context: () => CodeCompletionContext): Extension {
  return autocompletion({
    override: [
      (cm: CompletionContext): CompletionResult | null => {
        const line = cm.state.doc.lineAt(cm.pos);
        const before = line.text.slice(0, cm.pos - line.from);
        const result = codeNodeCompletions(before, context());
        if (!result || (result.options.length === 0 && !cm.explicit)) return null;
        return {
          from: line.from + result.from,
          options: result.options.map((o) => ({ label: o.label, type: o.type, detail: o.detail, apply: o.apply })),
          validFor: /^[\w$]*$/,
        };
      },
    ],
  });
}
