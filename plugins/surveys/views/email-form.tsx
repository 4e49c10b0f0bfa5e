import { useState, type FormEvent } from 'react';
import { useKernel } from '@sdk/react';
import { IAuthService } from '@plugins/auth/api';

/** A plain check of an e-mail address, enough to catch typos before sending. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

interface EmailFormOptions {
  /** An empty address may be sent (the value survey's follow-up address is optional). */
  readonly optional?: boolean;
  /** Whether the rest of the form is ready to send (e.g. a score was chosen). */
  readonly ready?: boolean;
  /** Sends the trimmed address; a throw shows `failure` and keeps the form open. */
  readonly send: (email: string) => Promise<void>;
  /** What the user reads when sending failed. */
  readonly failure: string;
}

/**
 * The state every prompt that asks for an e-mail address shares: the address (the signed-in
 * user's to start with), the problem shown under it, and a submit that checks the address,
 * sends once at a time and keeps what was typed when sending fails.
 */
export function useEmailForm({ optional = false, ready = true, send, failure }: EmailFormOptions) {
  const services = useKernel().services;
  const [email, setEmailState] = useState(services.getOptional(IAuthService)?.currentUser?.email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setEmail = (value: string) => {
    setEmailState(value);
    setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    const empty = email.trim() === '';
    if (!(optional && empty) && !looksLikeEmail(email)) {
      setProblem(optional ? 'Enter a valid e-mail address, or leave it empty.' : 'Enter a valid e-mail address.');
      return;
    }
    setBusy(true);
    try {
      await send(email.trim());
    } catch {
      setProblem(failure);
      setBusy(false);
    }
  };
  return { email, setEmail, problem, busy, submit };
}

interface EmailFieldProps {
  readonly label: string;
  readonly email: string;
  readonly problem: string | null;
  readonly onChange: (value: string) => void;
  readonly autoFocus?: boolean;
}

/** The labelled address input, marked invalid while a problem is shown. */
export function EmailField({ label, email, problem, onChange, autoFocus = false }: EmailFieldProps) {
  return (
    <label className="sv-field">
      <span className="sv-field__label">{label}</span>
      <input
        className="sy-input"
        type="email"
        autoFocus={autoFocus}
        value={email}
        aria-invalid={problem !== null || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** The problem under the form, announced as it appears. */
export function FormProblem({ problem }: { readonly problem: string | null }) {
  return problem === null ? null : (
    <p className="sv-error" role="alert">
      {problem}
    </p>
  );
}

interface FormFooterProps {
  readonly dismissLabel: string;
  readonly submitLabel: string;
  readonly onDismiss: () => void;
  readonly disabled: boolean;
}

/** Dismiss on the left, submit on the right, as every prompt shows them. */
export function FormFooter({ dismissLabel, submitLabel, onDismiss, disabled }: FormFooterProps) {
  return (
    <footer className="sv-footer">
      <button type="button" className="sy-btn sy-btn--ghost" onClick={onDismiss}>
        {dismissLabel}
      </button>
      <button type="submit" className="sy-btn sy-btn--primary" disabled={disabled}>
        {submitLabel}
      </button>
    </footer>
  );
}
