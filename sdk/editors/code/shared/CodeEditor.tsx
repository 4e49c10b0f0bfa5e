import { useMemo } from 'react';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import type { Extension } from '@codemirror/state';
import { baseEditorExtensions } from './base-extensions';
import { useCodeMirror } from './use-code-mirror';

/** Languages the generic code editor highlights. */
export type CodeEditorLanguage = 'javascript' | 'json' | 'html' | 'css' | 'text';

/** Props of {@link CodeEditor}. */
export interface CodeEditorProps {
  readonly value: string;
  readonly language?: CodeEditorLanguage;
  readonly isReadOnly?: boolean;
  readonly onChange?: (value: string) => void;
  /** Scroller max height (350px for code editors). */
  readonly maxHeight?: string;
  readonly minHeight?: string;
  readonly ariaLabel: string;
  /** Debounce of `onChange` (default 100 ms); 0 when a button next to the editor reads the value. */
  readonly debounceMs?: number;
}

function languageExtension(language: CodeEditorLanguage): Extension {
  if (language === 'javascript') return javascript();
  if (language === 'json') return javascript({ typescript: false });
  if (language === 'html') return html();
  if (language === 'css') return css();
  return [];
}

/** A plain code editor (json, javascript, html, css) for parameters with a code editor and the code-edit dialog. */
export function CodeEditor({
  value,
  language = 'javascript',
  isReadOnly,
  onChange,
  maxHeight = '350px',
  minHeight,
  ariaLabel,
  debounceMs,
}: CodeEditorProps) {
  const extensions = useMemo(
    () => [...baseEditorExtensions({ gutter: true, lineWrapping: true, maxHeight, minHeight }), languageExtension(language)],
    [language, maxHeight, minHeight],
  );
  const { ref } = useCodeMirror({ value, extensions, readOnly: isReadOnly, onChange, ariaLabel, debounceMs });
  return <div ref={ref} className="sy-code-editor" />;
}
