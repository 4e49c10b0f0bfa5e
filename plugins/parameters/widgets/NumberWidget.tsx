import { useEffect, useState, type KeyboardEvent } from 'react';
import { constrainNumber, typedIntoExpression } from '../value';
import type { ParameterWidgetProps } from '@sdk/react';
import { inputClass } from './input-classes';

/** The number widget: min, max and precision; typing '=' into it when empty switches to an expression. */
export function NumberWidget(props: ParameterWidgetProps) {
  const { parameter, value, isReadOnly, inputId, label, onValueChange } = props;
  const { minValue, maxValue, numberPrecision } = parameter.typeOptions ?? {};
  const shown = typeof value === 'number' ? String(value) : '';
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  const commit = (text: string) => {
    if (text.trim() === '') return onValueChange(null);
    const n = constrainNumber(Number(text), { minValue, maxValue, numberPrecision });
    if (n === null) return setDraft(shown);
    onValueChange(n);
    setDraft(String(n));
  };
  const step = numberPrecision !== undefined ? 10 ** -numberPrecision : 1;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(draft);
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const base = Number(draft) || 0;
      commit(String(base + (event.key === 'ArrowUp' ? step : -step)));
    }
  };
  return (
    <input
      id={inputId}
      aria-label={label}
      type="text"
      inputMode="decimal"
      role="spinbutton"
      aria-valuenow={typeof value === 'number' ? value : undefined}
      aria-valuemin={minValue}
      aria-valuemax={maxValue}
      className={inputClass(props, 'sy-input--number')}
      value={draft}
      readOnly={isReadOnly}
      placeholder={parameter.placeholder}
      onChange={(e) => {
        const next = e.target.value;
        if (typedIntoExpression(draft, next, parameter)) return onValueChange(next);
        if (/^-?\d*(\.\d*)?(e-?\d*)?$/i.test(next)) setDraft(next);
      }}
      onBlur={() => draft !== shown && commit(draft)}
      onKeyDown={onKeyDown}
    />
  );
}
