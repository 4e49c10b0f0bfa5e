import { useId, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Check, CircleAlert, Circle, LoaderCircle, X } from 'lucide-react';
import { INavigationService, isResponseError, PASSWORD_RULE_MESSAGES, passwordProblems } from '@sdk';
import { useObservable, useService } from '@sdk/react';

/** The brand mark, as the sidebar draws it. */
export function Logo() {
  return (
    <svg className="auth-logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" />
      <path d="M8 10h7l4 6h5M8 22h7l4-6" />
      <circle cx="24" cy="16" r="2.5" />
    </svg>
  );
}

/** The card every auth screen sits in: brand, title, subtitle, body and an optional footer. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide = false,
  art,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** An illustration above the title; the card is then centred (status screens: sent, invalid link). */
  art?: { icon: ReactNode; tone: 'danger' | 'success' | 'neutral' };
}) {
  const titleId = useId();
  const classes = ['auth-card', wide ? 'auth-card--wide' : '', art ? 'auth-card--centered' : ''].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={titleId}>
      <div className="auth-card__brand">
        <Logo />
        <span className="auth-card__brand-name">Switchyard</span>
      </div>
      {art && (
        <span className={`auth-card__art auth-card__art--${art.tone}`} aria-hidden="true">
          {art.icon}
        </span>
      )}
      <h1 id={titleId} className="auth-card__title">
        {title}
      </h1>
      {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
      {children}
      {footer && <div className="auth-card__footer">{footer}</div>}
    </section>
  );
}

/** A labelled input with its error (announced) and an optional hint below. */
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
  hintId,
  autoFocus,
  required = true,
  labelAside,
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
  /** The id of the hint element, so the input is described by it. */
  hintId?: string;
  autoFocus?: boolean;
  required?: boolean;
  /** Shown at the end of the label row (e.g. a "Forgot my password" link). */
  labelAside?: ReactNode;
}) {
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hintId ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`auth-field${error ? ' auth-field--invalid' : ''}`}>
      <div className="auth-field__label-row">
        <label htmlFor={id} className="auth-field__label">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={id}
        ref={inputRef}
        className="auth-input"
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        autoFocus={autoFocus}
        spellCheck={type === 'email' ? false : undefined}
      />
      {error && (
        <p id={errorId} className="auth-field__error" role="alert">
          <CircleAlert size={14} aria-hidden="true" focusable="false" />
          <span>{error}</span>
        </p>
      )}
      {hint}
    </div>
  );
}

/** The password policy as a live checklist; after a failed submit the unmet rules turn red. */
export function PasswordRules({ id, password, showUnmet }: { id: string; password: string; showUnmet: boolean }) {
  const problems = new Set(passwordProblems(password));
  return (
    <ul id={id} className="auth-rules" aria-label="Password requirements">
      {Object.values(PASSWORD_RULE_MESSAGES).map((message) => {
        const met = password !== '' && !problems.has(message);
        const state = met ? 'met' : showUnmet ? 'unmet' : 'pending';
        const Glyph = met ? Check : showUnmet ? X : Circle;
        return (
          <li key={message} className={`auth-rules__rule auth-rules__rule--${state}`}>
            <Glyph size={14} strokeWidth={2.25} aria-hidden="true" focusable="false" />
            <span>{message}</span>
            <span className="auth-sr-only">{met ? ' Met.' : ' Not met yet.'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** A form-level message from the server (or a network failure), announced when it appears. */
export function FormAlert({ message, tone = 'danger' }: { message: string | null; tone?: 'danger' | 'warning' }) {
  if (!message) return null;
  return (
    <div className={`auth-alert auth-alert--${tone}`} role="alert">
      <CircleAlert size={16} aria-hidden="true" focusable="false" />
      <span>{message}</span>
    </div>
  );
}

/** The primary button of a form; while busy it shows a spinner and ignores further clicks. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary auth-submit" aria-busy={busy || undefined} aria-disabled={busy || undefined}>
      {busy && <LoaderCircle className="auth-spinner" size={16} aria-hidden="true" focusable="false" />}
      <span>{children}</span>
    </button>
  );
}

/** An in-app link that navigates through INavigationService (so tests and the shell agree). */
export function AuthLink({ to, children, className = 'auth-link' }: { to: string; children: ReactNode; className?: string }) {
  const navigation = useService(INavigationService);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/** The current location (path plus query), live. */
export function useLocation(): string {
  const navigation = useService(INavigationService);
  return useObservable(navigation.location$, navigation.location);
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

/** The password field's message when rules are unmet; the checklist below it names them. */
export function describePasswordProblems(count: number): string {
  return count === 1 ? '1 password requirement is not met.' : `${count} password requirements are not met.`;
}

/** Client-side e-mail check with the messages the forms show. */
export function emailError(email: string, isValid: (value: string) => boolean): string | null {
  if (email.trim() === '') return 'Enter your e-mail address.';
  if (!isValid(email)) return 'Enter a valid e-mail address, like name@example.com.';
  return null;
}

/** Focuses the first field whose error is set, in form order. Returns whether any was. */
export function focusFirstInvalid(fields: ReadonlyArray<readonly [string | null | undefined, HTMLInputElement | null]>): boolean {
  for (const [error, input] of fields) {
    if (error) {
      input?.focus();
      return true;
    }
  }
  return false;
}
