import { useState } from 'react';
import { CodeEditor } from '@sdk/editors/code';
import type { ParameterWidgetProps } from '@sdk/react';

/**
 * For parameter types this build has no dedicated widget for whose value is
 * an object (assignment collections, filters, mappers): the value edited as
 * JSON, kept only when it parses.
 */
export function ObjectJsonWidget({ value, isReadOnly, label, onValueChange }: ParameterWidgetProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <CodeEditor
        value={JSON.stringify(value ?? {}, null, 2)}
        language="json"
        isReadOnly={isReadOnly}
        ariaLabel={label}
        onChange={(text) => {
          try {
            onValueChange(JSON.parse(text));
            setError(null);
          } catch (e) {
            setError(`Invalid JSON: ${e instanceof Error ? e.message : String(e)}`);
          }
        }}
      />
      {error && (
        <p className="sy-param-issues" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
