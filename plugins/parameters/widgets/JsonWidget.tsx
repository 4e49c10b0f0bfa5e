import { CodeEditor } from '@sdk/editors/code';
import type { ParameterWidgetProps } from '@sdk/react';

/** The json widget: a JSON code editor. */
export function JsonWidget({ value, isReadOnly, label, onValueChange }: ParameterWidgetProps) {
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value, null, 2);
  return <CodeEditor value={text} language="json" isReadOnly={isReadOnly} onChange={onValueChange} ariaLabel={label} maxHeight="350px" />;
}
