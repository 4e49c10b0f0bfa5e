import { DATE_SHORTCUTS, dateShortcut, toIsoDate } from '../value';
import type { ParameterWidgetProps } from '@sdk/react';
import { inputClass } from './input-classes';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO string as the `datetime-local` input's local `YYYY-MM-DDTHH:mm:ss`. */
export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The dateTime widget: a date-time picker with the Today, Yesterday and A week ago shortcuts; values are ISO strings. */
export function DateTimeWidget(props: ParameterWidgetProps) {
  const { value, isReadOnly, inputId, onValueChange } = props;
  return (
    <div className="sy-datetime">
      <input
        id={inputId}
        type="datetime-local"
        step={1}
        className={inputClass(props)}
        value={toLocalInput(value)}
        readOnly={isReadOnly}
        onChange={(e) => onValueChange(e.target.value === '' ? '' : (toIsoDate(e.target.value) ?? ''))}
      />
      <div className="sy-datetime__shortcuts" role="group" aria-label="Date shortcuts">
        {DATE_SHORTCUTS.map((s) => (
          <button
            key={s.label}
            type="button"
            className="sy-btn sy-btn--small sy-btn--ghost"
            disabled={isReadOnly}
            onClick={() => onValueChange(dateShortcut(s.daysBack))}
          >
            {s.label}
          </button>
        ))}
      </div>
    </div>
  );
}
