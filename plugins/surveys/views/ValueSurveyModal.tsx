import { useState } from 'react';
import { INotificationService, ITelemetryService, type ModalProps } from '@sdk';
import { useKernel, useService } from '@sdk/react';
import { IProductApi, type ProductPrompts } from '../api';
import { EmailField, FormFooter, FormProblem, useEmailForm } from './email-form';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

/**
 * The value survey: how likely the user is to recommend the product (0–10), then, optionally,
 * an e-mail address for a follow-up. `POST /value-survey` with the score as text and the
 * address; closing it unanswered is only noted.
 */
export function ValueSurveyModal({ data, close }: ModalProps<ProductPrompts | undefined>) {
  const notifications = useService(INotificationService);
  const productApi = useService(IProductApi);
  const telemetry = useKernel().services.getOptional(ITelemetryService);
  const [score, setScore] = useState<number | null>(null);
  const form = useEmailForm({
    optional: true,
    ready: score !== null,
    failure: 'Your answer could not be sent. Please try again later.',
    send: async (email) => {
      await productApi.submitValueSurvey({ value: String(score), email });
      telemetry?.track('User responded value survey score', { value: score });
      close();
      notifications.showMessage({ type: 'success', title: 'Thanks for your feedback', duration: 4000 });
    },
  });

  return (
    <form className="sv-form" aria-label="Value survey" onSubmit={(e) => void form.submit(e)} noValidate>
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
        <EmailField
          label={data?.message || 'Thanks! May we reach out to learn more? Leave your e-mail address (optional).'}
          email={form.email}
          problem={form.problem}
          onChange={form.setEmail}
        />
      )}
      <FormProblem problem={form.problem} />
      <FormFooter dismissLabel="Not now" submitLabel="Send" onDismiss={close} disabled={score === null || form.busy} />
    </form>
  );
}
