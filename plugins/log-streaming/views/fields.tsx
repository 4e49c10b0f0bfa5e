/** Labelled form controls of the destination modal, in the shell's field look. */
import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** A labelled text (or password, or number) input with its problem under it. */
export function TextField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  problem?: string;
  type?: 'text' | 'password' | 'number';
  placeholder?: string;
  hint?: ReactNode;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <div className={`auth-field${props.problem ? ' auth-field--invalid' : ''}`}>
      <label htmlFor={id} className="auth-field__label">
        {props.label}
      </label>
      <input
        id={id}
        className="auth-input ls-input"
        type={props.type ?? 'text'}
        value={props.value}
        placeholder={props.placeholder}
        autoFocus={props.autoFocus}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={props.problem ? `${id}-problem` : props.hint ? `${id}-hint` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.problem ? (
        <p id={`${id}-problem`} className="auth-field__error" role="alert">
          <CircleAlert size={14} aria-hidden="true" focusable="false" />
          <span>{props.problem}</span>
        </p>
      ) : (
        props.hint && (
          <p id={`${id}-hint`} className="ls-hint">
            {props.hint}
          </p>
        )
      )}
    </div>
  );
}

/** A labelled select. */
export function SelectField<T extends string>(props: {
  label: string;
  value: T | '';
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange(value: T): void;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {props.label}
      </label>
      <select
        id={id}
        className="auth-input ls-input ls-select"
        value={props.value}
        autoFocus={props.autoFocus}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.placeholder !== undefined && (
          <option value="" disabled>
            {props.placeholder}
          </option>
        )}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A checkbox with its label (a switch when `role="switch"` fits better). */
export function CheckField(props: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  switch?: boolean;
  hint?: string;
  title?: string;
}) {
  return (
    <label className="ls-check" title={props.title}>
      <input
        type="checkbox"
        role={props.switch ? 'switch' : undefined}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>
        {props.label}
        {props.hint && <span className="ls-hint ls-check__hint">{props.hint}</span>}
      </span>
    </label>
  );
}
