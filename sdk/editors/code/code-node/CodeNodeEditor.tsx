import { useEffect, useMemo, useRef } from 'react';
import { javascript } from '@codemirror/lang-javascript';
import { Compartment } from '@codemirror/state';
import { baseEditorExtensions } from '../shared/base-extensions';
import { useCodeMirror } from '../shared/use-code-mirror';
import { codeNodeAutocomplete, codeNodeLinter } from './code-mirror-lint';
import type { CodeCompletionContext } from './completions';
import type { AllowedModules, CodeNodeMode } from './lint-types';
import { codeAfterModeChange } from './placeholders';

/** Code node editor props: mode, jsCode, isReadOnly. */
export interface CodeNodeEditorProps {
  readonly mode: CodeNodeMode;
  readonly jsCode: string;
  readonly isReadOnly?: boolean;
  /** The new code, debounced 100 ms; also called when a mode change swaps the placeholder. */
  readonly onChange?: (jsCode: string) => void;
  /** Settings' allowed modules, for the linter and `require` completions. */
  readonly allowedModules?: AllowedModules;
  /** Keys of the first input item's json, for `$json.` completions. */
  readonly jsonKeys?: readonly string[];
  /** The workflow's node names, for `$('…')` completions. */
  readonly nodeNames?: readonly string[];
  /** Accessible name; default 'Code'. */
  readonly ariaLabel?: string;
}

/**
 * The Code node's JavaScript editor: line wrapping, gutter, lint
 * (reloaded on mode change), autocomplete, tab size 2, max height 400px and
 * font 0.8em; the placeholder swaps on a mode change.
 */
export function CodeNodeEditor({
  mode,
  jsCode,
  isReadOnly,
  onChange,
  allowedModules,
  jsonKeys,
  nodeNames,
  ariaLabel = 'Code',
}: CodeNodeEditorProps) {
  const lintCompartment = useRef(new Compartment());
  const completionContext = useRef<CodeCompletionContext>({ mode });
  const modules = useMemo(() => [...(allowedModules?.builtIn ?? []), ...(allowedModules?.external ?? [])], [allowedModules]);
  completionContext.current = { mode, jsonKeys, nodeNames, modules };

  const extensions = useMemo(
    () => [
      ...baseEditorExtensions({ gutter: true, lineWrapping: true, maxHeight: '400px', minHeight: '160px', fontSize: '0.8em' }),
      javascript(),
      lintCompartment.current.of(codeNodeLinter({ mode, allowedModules })),
      codeNodeAutocomplete(() => completionContext.current),
    ],
    // created once; mode and modules are reconfigured below
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const { ref, view } = useCodeMirror({ value: jsCode, extensions, readOnly: isReadOnly, onChange, ariaLabel });

  const previousMode = useRef(mode);
  useEffect(() => {
    if (!view) return;
    view.dispatch({ effects: lintCompartment.current.reconfigure(codeNodeLinter({ mode, allowedModules })) });
    if (previousMode.current !== mode) {
      previousMode.current = mode;
      const current = view.state.doc.toString();
      const next = codeAfterModeChange(current, mode);
      if (next !== current && !isReadOnly) view.dispatch({ changes: { from: 0, to: current.length, insert: next } });
    }
  }, [view, mode, allowedModules, isReadOnly]);

  return <div ref={ref} className="sy-code-node-editor" data-mode={mode} />;
}
