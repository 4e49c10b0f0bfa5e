import { useState, type FormEvent } from 'react';
import { INotificationService, type ModalProps } from '@sdk';
import { useKernel, useService } from '@sdk/react';
import { IAuthService } from '@plugins/auth/api';
import { IProductApi } from '../api';
import { looksLikeEmail } from './email';

/** Signing up for an onboarding call from the onboarding prompt (`POST /prompts/onboarding`). */
export function OnboardingCallSignupModal({ close }: ModalProps) {
  const notifications = useService(INotificationService);
  const services = useKernel().services;
  const productApi = services.get(IProductApi);
  const [email, setEmail] = useState(services.getOptional(IAuthService)?.currentUser?.email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!looksLikeEmail(email)) return setProblem('Enter a valid e-mail address.');
    setBusy(true);
    try {
      await productApi.applyForOnboardingCall(email.trim());
      close();
      notifications.showMessage({
        type: 'success',
        title: 'Thanks for signing up',
        message: 'We will e-mail you to find a time.',
        duration: 5000,
      });
    } catch {
      setProblem('The sign-up could not be sent. Please try again later.');
      setBusy(false);
    }
  };

  return (
    <form className="sv-form" aria-label="Sign up for an onboarding call" onSubmit={(e) => void send(e)} noValidate>
      <p className="sv-lead">A 30-minute call with our team to help you get your first workflows running.</p>
      <label className="sv-field">
        <span className="sv-field__label">Your e-mail address</span>
        <input
          className="sy-input"
          type="email"
          autoFocus
          value={email}
          aria-invalid={problem !== null || undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setProblem(null);
          }}
        />
      </label>
      {problem && (
        <p className="sv-error" role="alert">
          {problem}
        </p>
      )}
      <footer className="sv-footer">
        <button type="button" className="sy-btn sy-btn--ghost" onClick={close}>
          Cancel
        </button>
        <button type="submit" className="sy-btn sy-btn--primary" disabled={busy}>
          Sign up
        </button>
      </footer>
    </form>
  );
}
