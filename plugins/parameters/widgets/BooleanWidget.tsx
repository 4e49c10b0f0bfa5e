import type { ParameterWidgetProps } from '../types';

/** The boolean widget: a switch, green when on (spec §2). */
export function BooleanWidget({ value, isReadOnly, inputId, onValueChange }: ParameterWidgetProps) {
  const on = value === true;
  return (
    <button id={inputId} type="button" role="switch" aria-checked={on} disabled={isReadOnly} className={`sy-switch${on ? ' sy-switch--on' : ''}`} onClick={() => onValueChange(!on)}>
      <span className="sy-switch__thumb" aria-hidden="true" />
    </button>
  );
}
