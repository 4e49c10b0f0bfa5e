import { useState, type FormEvent } from 'react';
import { INotificationService, ITelemetryService, type ModalProps } from '@sdk';
import { useKernel, useService } from '@sdk/react';
import { IAuthService } from '@plugins/auth/api';
import { IProductApi, type ProductPrompts } from '../api';
import { looksLikeEmail } from './email';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

/**
 * The value survey: how likely the user is to recommend the product (0–10), then, optionally,
 * an e-mail address for a follow-up. `POST /value-survey` with the score as text and the
 * address; closing it unanswered is only noted.
 */
export function ValueSurveyModal({ data, close }: ModalProps<ProductPrompts | undefined>) {
  const notifications = useService(INotificationService);
  const services = useKernel().services;
  const productApi = services.get(IProductApi);
  const telemetry = services.getOptional(ITelemetryService);
  const [score, setScore] = useState<number | null>(null);
  const [email, setEmail] = useState(services.getOptional(IAuthService)?.currentUser?.email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (score === null || busy) return;
    if (email.trim() !== '' && !looksLikeEmail(email)) return setProblem('Enter a valid e-mail address, or leave it empty.');
    setBusy(true);
    try {
      await productApi.submitValueSurvey({ value: String(score), email: email.trim() });
      telemetry?.track('User responded value survey score', { value: score });
      close();
      notifications.showMessage({ type: 'success', title: 'Thanks for your feedback', duration: 4000 });
    } catch {
      setProblem('Your answer could not be sent. Please try again later.');
      setBusy(false);
    }
  };

  return (
    <form className="sv-form" aria-label="Value survey" onSubmit={(e) => void send(e)} noValidate>
      <fieldset className="sv-scores">
        <legend className="sv-field__label">{data?.title || 'How likely are you to recommend Switchyard to a friend or colleague?'}</legend>
        <div className="sv-scores__row">
          {SCORES.map((n) => (
            <button
              key={n}
              type="button"
              className={`sv-score${score === n ? ' sv-score--chosen' : ''}`}
              aria-pressed={score === n}
              onClick={() => setScore(n)}
            >
              {n}
            </button>
          ))}
        </div>
        <div className="sv-scores__ends" aria-hidden="true">
          <span>Not likely</span>
          <span>Very likely</span>
        </div>
      </fieldset>
      {score !== null && (
        <label className="sv-field">
          <span className="sv-field__label">
            {data?.message || 'Thanks! May we reach out to learn more? Leave your e-mail address (optional).'}
          </span>
          <input
            className="sy-input"
            type="email"
            value={email}
            aria-invalid={problem !== null || undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setProblem(null);
            }}
          />
        </label>
      )}
      {problem && (
        <p className="sv-error" role="alert">
          {problem}
        </p>
      )}
      <footer className="sv-footer">
        <button type="button" className="sy-btn sy-btn--ghost" onClick={close}>
          Not now
        </button>
        <button type="submit" className="sy-btn sy-btn--primary" disabled={score === null || busy}>
          Send
        </button>
      </footer>
    </form>
  );
}
