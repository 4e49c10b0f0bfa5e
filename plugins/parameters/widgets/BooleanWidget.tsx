import type { ParameterWidgetProps } from '@sdk/react';

/** The boolean widget: a switch, green when on. */
export function BooleanWidget({ value, isReadOnly, inputId, label, onValueChange }: ParameterWidgetProps) {
  const on = value === true;
  return (
    <button
      id={inputId}
      aria-label={label}
      type="button"
      role="switch"
      aria-checked={on}
      disabled={isReadOnly}
      className={`sy-switch${on ? ' sy-switch--on' : ''}`}
      onClick={() => onValueChange(!on)}
    >
      <span className="sy-switch__thumb" aria-hidden="true" />
    </button>
  );
}
