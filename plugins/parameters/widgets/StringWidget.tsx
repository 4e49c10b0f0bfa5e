import { useState } from 'react';
import { Maximize2 } from 'lucide-react';
import { CodeEditor, CodeNodeEditor, HtmlEditor, TextEditDialog, type CodeEditorLanguage, type CodeNodeMode } from '@sdk/editors/code';
import { ISettingsService } from '@sdk';
import { useObservable, useService } from '@sdk/react';
import { singleLineDisplay } from '../value';
import type { ParameterWidgetProps } from '@sdk/react';
import { useParameterEditContext } from '@sdk/react';
import { inputClass } from './input-classes';

const LANGUAGES: Readonly<Record<string, CodeEditorLanguage>> = {
  code: 'javascript',
  jsEditor: 'javascript',
  cssEditor: 'css',
  sqlEditor: 'text',
  json: 'json',
};

function CodeNodeField(props: ParameterWidgetProps) {
  const edit = useParameterEditContext();
  const settings = useService(ISettingsService);
  const current = useObservable(settings.settings$, settings.settings);
  const mode = (edit.node.parameters['mode'] as CodeNodeMode | undefined) ?? 'runOnceForAllItems';
  const context = edit.getExpressionContext() as { $json?: unknown } | undefined;
  let jsonKeys: string[];
  try {
    const json = context?.$json;
    jsonKeys = json && typeof json === 'object' ? Object.keys(json) : [];
  } catch {
    jsonKeys = [];
  }
  return (
    <CodeNodeEditor
      mode={mode}
      jsCode={typeof props.value === 'string' ? props.value : ''}
      isReadOnly={props.isReadOnly}
      onChange={props.onValueChange}
      allowedModules={current?.allowedModules}
      jsonKeys={jsonKeys}
      ariaLabel={props.label}
    />
  );
}

/** Whether text typed into a fixed string input becomes an expression: it holds `{{` and expressions are allowed. */
export function becomesExpression(next: string, parameter: Pick<ParameterWidgetProps['parameter'], 'noDataExpression'>): boolean {
  return parameter.noDataExpression !== true && !next.startsWith('=') && next.includes('{{');
}

/**
 * The string widget: a password field when `password` is set; a
 * textarea when rows > 1 or an editor is set (the Code node, HTML and code
 * editors); otherwise one line with newlines shown as a pipe.
 */
export function StringWidget(props: ParameterWidgetProps) {
  const { parameter, value, isReadOnly, inputId, label, onValueChange } = props;
  const edit = useParameterEditContext();
  const [dialog, setDialog] = useState(false);
  const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const typeOptions = parameter.typeOptions ?? {};
  const rows = typeOptions.rows ?? 1;
  const editor = typeOptions.editor;
  // a string starting with '=' is an expression, so typing '=' into an empty field switches modes by
  // itself; so does typing `{{` (as in n8n): `Hello {{ $json.name }}` is meant to be resolved, not kept as typed
  const change = (next: string) => onValueChange(becomesExpression(next, parameter) ? `=${next}` : next);

  if (editor === 'codeNodeEditor') return <CodeNodeField {...props} />;
  if (editor === 'htmlEditor') {
    return (
      <HtmlEditor
        html={text}
        isReadOnly={isReadOnly || typeOptions.editorIsReadOnly === true}
        onChange={onValueChange}
        rows={rows > 1 ? rows : -1}
        expressionContext={edit.getExpressionContext}
        ariaLabel={label}
      />
    );
  }
  if (editor !== undefined) {
    return (
      <CodeEditor
        value={text}
        language={LANGUAGES[editor] ?? 'text'}
        isReadOnly={isReadOnly || typeOptions.editorIsReadOnly === true}
        onChange={onValueChange}
        ariaLabel={label}
      />
    );
  }
  if (typeOptions.password === true) {
    return (
      <input
        id={inputId}
        type="password"
        autoComplete="new-password"
        className={inputClass(props)}
        value={text}
        readOnly={isReadOnly}
        placeholder={parameter.placeholder}
        onChange={(e) => onValueChange(e.target.value)}
      />
    );
  }
  const dialogButton = (
    <button
      type="button"
      className="icon-button sy-input-expand"
      aria-label={`Open ${label} in a larger editor`}
      onClick={() => setDialog(true)}
    >
      <Maximize2 size={14} aria-hidden="true" />
    </button>
  );
  const textEdit = dialog && (
    <TextEditDialog open label={label} value={text} isReadOnly={isReadOnly} onChange={onValueChange} onClose={() => setDialog(false)} />
  );
  if (rows > 1) {
    return (
      <div className="sy-input-wrap">
        <textarea
          id={inputId}
          aria-label={label}
          className={inputClass(props, 'sy-textarea')}
          rows={rows}
          value={text}
          readOnly={isReadOnly}
          placeholder={parameter.placeholder}
          onChange={(e) => change(e.target.value)}
        />
        {dialogButton}
        {textEdit}
      </div>
    );
  }
  const multiline = text.includes('\n');
  return (
    <div className="sy-input-wrap">
      <input
        id={inputId}
        aria-label={label}
        type="text"
        className={inputClass(props)}
        value={multiline ? singleLineDisplay(text) : text}
        readOnly={isReadOnly || multiline}
        placeholder={parameter.placeholder}
        onFocus={() => multiline && !isReadOnly && setDialog(true)}
        onChange={(e) => change(e.target.value)}
      />
      {dialogButton}
      {textEdit}
    </div>
  );
}
