/**
 * Pieces every settings page of this family shares: the page frame, sections, labelled
 * inputs, alerts, the not-allowed view, the signed-in user and a copy button.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Check, CircleAlert, Copy, Lock } from 'lucide-react';
import { copyText, isResponseError, type IUserResponse } from '@sdk';
import { useKernel, useObservable } from '@sdk/react';
import { of } from 'rxjs';
import { IAuthService } from '@plugins/auth/api';

const NO_USER$ = of(null);

/** The signed-in user (the default user before owner set-up), live; null while unknown. */
export function useCurrentUser(): IUserResponse | null {
  const auth = useKernel().services.getOptional(IAuthService);
  return useObservable(auth?.user$ ?? NO_USER$, auth?.currentUser ?? null);
}

/** The message to show for a failed call: the server's own (shown as-is), or a fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isResponseError(error)) {
    if (error.message) return error.message;
    if (error.httpStatusCode === 429) return 'Too many attempts. Please wait a few minutes and try again.';
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** A settings page: title, lead text, optional actions on the right, then its sections. */
export function SettingsPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="sp-page">
      <header className="sp-page__header">
        <div>
          <h1 className="sp-page__title">{title}</h1>
          {lead && <p className="sp-page__lead">{lead}</p>}
        </div>
        {actions && <div className="sp-page__actions">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** A titled card of a settings page; a region named by its title. */
export function Section({
  id,
  title,
  description,
  children,
  aside,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="sp-section" aria-labelledby={`${id}-title`}>
      <div className="sp-section__head">
        <div>
          <h2 id={`${id}-title`} className="sp-section__title">
            {title}
          </h2>
          {description && <p className="sp-section__description">{description}</p>}
        </div>
        {aside}
      </div>
      <div className="sp-section__body">{children}</div>
    </section>
  );
}

/** A labelled input with its error (announced) and an optional hint, in the auth forms' style. */
export function TextField({
  id,
  label,
  type = 'text',
  value,
  onChange,
  error,
  autoComplete,
  inputRef,
  hint,
  autoFocus,
  placeholder,
  readOnly,
}: {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  hint?: ReactNode;
  autoFocus?: boolean;
  placeholder?: string;
  /** Shown but not editable (an LDAP user's e-mail). */
  readOnly?: boolean;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`auth-field${error ? ' auth-field--invalid' : ''}`}>
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="auth-input"
        type={type}
        value={value}
        placeholder={placeholder}
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoFocus={autoFocus}
        spellCheck={type === 'email' ? false : undefined}
      />
      {error && (
        <p id={errorId} className="auth-field__error" role="alert">
          <CircleAlert size={14} aria-hidden="true" focusable="false" />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <div id={hintId} className="sp-hint">
          {hint}
        </div>
      )}
    </div>
  );
}

/** A form-level message from the server, announced when it appears. */
export function FormAlert({ message, tone = 'danger' }: { message: string | null; tone?: 'danger' | 'warning' | 'info' }) {
  if (!message) return null;
  return (
    <div className={`sp-alert sp-alert--${tone}`} role={tone === 'info' ? 'status' : 'alert'}>
      <CircleAlert size={16} aria-hidden="true" focusable="false" />
      <span>{message}</span>
    </div>
  );
}

/** What a user sees on a page their role may not open. */
export function NotAllowedView({ title, message }: { title: string; message: string }) {
  return (
    <section className="sp-blocked" aria-labelledby="sp-blocked-title">
      <span className="sp-blocked__art" aria-hidden="true">
        <Lock size={32} />
      </span>
      <h1 id="sp-blocked-title" className="sp-blocked__title">
        {title}
      </h1>
      <p className="sp-blocked__text">{message}</p>
    </section>
  );
}

/** A "copied" flag that resets itself, for copy buttons. */
export function useCopied(): [boolean, (text: string) => Promise<void>] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    await copyText(text);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2_000);
  }, []);
  return [copied, copy];
}

/** A read-only value with a copy button beside it (keys, links). */
export function CopyField({ label, value, copyLabel = 'Copy' }: { label: string; value: string; copyLabel?: string }) {
  const [copied, copy] = useCopied();
  return (
    <div className="sp-copy">
      <input className="sp-copy__value" readOnly value={value} aria-label={label} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="button" onClick={() => void copy(value)}>
        {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        <span>{copied ? 'Copied' : copyLabel}</span>
      </button>
    </div>
  );
}

/** Initials for an avatar: first and last name, else the e-mail's first letter. */
export function initials(user: Pick<IUserResponse, 'firstName' | 'lastName' | 'email'>): string {
  const first = user.firstName?.trim()[0] ?? '';
  const last = user.lastName?.trim()[0] ?? '';
  const letters = `${first}${last}` || (user.email?.[0] ?? '?');
  return letters.toUpperCase();
}
