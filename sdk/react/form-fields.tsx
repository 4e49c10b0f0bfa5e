/**
 * Labelled controls of settings forms (LDAP, SSO, log streaming destinations), in the shell's field look
 * (app/web/shell/styles/auth.css and settings-form.css).
 */
import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** A labelled text, password or number input with its problem (or hint) under it. */
export function FormField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  problem?: string | undefined;
  type?: 'text' | 'password' | 'number';
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
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
        className="auth-input settings-input"
        type={props.type ?? 'text'}
        value={props.value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        autoFocus={props.autoFocus}
        spellCheck={false}
        autoComplete={props.type === 'password' ? 'new-password' : 'off'}
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
          <p id={`${id}-hint`} className="settings-hint">
            {props.hint}
          </p>
        )
      )}
    </div>
  );
}

/** A labelled select. */
export function FormSelect<T extends string>(props: {
  label: string;
  /** '' with a placeholder: nothing chosen yet. */
  value: T | '';
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange(value: T): void;
  /** The unchoosable first entry shown while nothing is chosen. */
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
        className="auth-input settings-input"
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

/** A switch with its label and hint. */
export function FormSwitch(props: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <label className="settings-switch">
      <input
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>
        {props.label}
        {props.hint && <span className="settings-hint">{props.hint}</span>}
      </span>
    </label>
  );
}
