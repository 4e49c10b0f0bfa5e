import { useState, type FormEvent } from 'react';
import { PartyPopper } from 'lucide-react';
import { INotificationService, IRestApi, ITelemetryService, type ModalProps } from '@sdk';
import { useKernel, useService } from '@sdk/react';
import { IAuthService } from '@plugins/auth/api';
import { IProductApi } from '../api';

/** Longest feedback sent. */
const MAX_FEEDBACK = 2_000;

/**
 * The user-activation survey, shown once after the user's first workflow ran in production:
 * what did you build? "Send" passes the answer on; "Skip" and "Send" both turn the survey off
 * for good (`PATCH /me/settings`, `showUserActivationSurvey: false`).
 */
export function UserActivationSurveyModal({ close }: ModalProps) {
  const rest = useService(IRestApi);
  const notifications = useService(INotificationService);
  const services = useKernel().services;
  const productApi = services.getOptional(IProductApi);
  const telemetry = services.getOptional(ITelemetryService);
  const auth = services.getOptional(IAuthService);
  const [feedback, setFeedback] = useState('');
  const [busy, setBusy] = useState(false);

  const finish = async (answer: string | null) => {
    if (busy) return;
    setBusy(true);
    try {
      if (answer !== null) {
        telemetry?.track('User responded to activation modal', { response: answer });
        await productApi?.submitActivationFeedback(answer).catch(() => undefined);
      }
      await rest.patch('/me/settings', { body: { showUserActivationSurvey: false } });
      close();
      if (answer !== null) notifications.showMessage({ type: 'success', title: 'Thanks for your feedback', duration: 4000 });
      await auth?.refresh();
    } catch (error) {
      notifications.showError(error, 'Could not save your answer');
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (feedback.trim() !== '') void finish(feedback.trim());
  };

  return (
    <form className="sv-form" aria-label="User activation survey" onSubmit={submit}>
      <div className="sv-hero" aria-hidden="true">
        <PartyPopper size={26} strokeWidth={1.75} />
      </div>
      <p className="sv-lead">Your workflow just ran in production by itself. That is a milestone worth a moment:</p>
      <label className="sv-field">
        <span className="sv-field__label">What did you build, and what problem does it solve?</span>
        <textarea
          className="sy-input sv-textarea"
          rows={4}
          maxLength={MAX_FEEDBACK}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          autoFocus
        />
      </label>
      <footer className="sv-footer">
        <button type="button" className="sy-btn sy-btn--ghost" disabled={busy} onClick={() => void finish(null)}>
          Skip
        </button>
        <button type="submit" className="sy-btn sy-btn--primary" disabled={busy || feedback.trim() === ''}>
          Send
        </button>
      </footer>
    </form>
  );
}
