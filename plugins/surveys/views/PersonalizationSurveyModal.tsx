import { useState, type FormEvent } from 'react';
import { INotificationService, IRestApi, ISettingsService, type ModalProps } from '@sdk';
import { Select, useService, useKernel } from '@sdk/react';
import { IAuthService } from '@plugins/auth/api';
import { IProductApi } from '../api';
import {
  AUTOMATION_GOAL_CHOICES,
  CODING_SKILL_CHOICES,
  COMPANY_SIZE_CHOICES,
  COMPANY_TYPE_CHOICES,
  REPORTED_SOURCE_CHOICES,
  ROLE_CHOICES,
  WORK_AREA_CHOICES,
  surveyAnswers,
  type SurveyChoice,
} from '../personalization';

/** The questions, in the order asked. */
const QUESTIONS: ReadonlyArray<{ key: string; label: string; choices: readonly SurveyChoice[] }> = [
  { key: 'companySize', label: 'How big is your company?', choices: COMPANY_SIZE_CHOICES },
  { key: 'companyType', label: 'What does your company do?', choices: COMPANY_TYPE_CHOICES },
  { key: 'workArea', label: 'Which area do you work in?', choices: WORK_AREA_CHOICES },
  { key: 'role', label: 'What is your role?', choices: ROLE_CHOICES },
  { key: 'automationGoal', label: 'What do you want to automate first?', choices: AUTOMATION_GOAL_CHOICES },
  { key: 'codingSkill', label: 'How would you rate your coding skills?', choices: CODING_SKILL_CHOICES },
  { key: 'reportedSource', label: 'How did you hear about Switchyard?', choices: REPORTED_SOURCE_CHOICES },
];

/**
 * The personalization survey: a few questions about the user's company and skills, every one
 * optional. "Get started" and "Skip" both save (`POST /me/survey`), so it is asked once; with a
 * product API configured, the user may also agree to hear about security updates.
 */
export function PersonalizationSurveyModal({ close }: ModalProps) {
  const rest = useService(IRestApi);
  const notifications = useService(INotificationService);
  const settings = useService(ISettingsService);
  const services = useKernel().services;
  const auth = services.getOptional(IAuthService);
  const productApi = services.getOptional(IProductApi);
  const [values, setValues] = useState<Record<string, string>>({});
  const [agree, setAgree] = useState(false);
  const [busy, setBusy] = useState(false);
  const email = auth?.currentUser?.email;

  const save = async (answers: Record<string, string>) => {
    if (busy) return;
    setBusy(true);
    try {
      await rest.post('/me/survey', { body: surveyAnswers(answers, settings.settings?.versionCli ?? '', new Date()) });
      if (agree && email && productApi?.enabled) await productApi.submitEmailOnSignup(email, true).catch(() => undefined);
      close();
      await auth?.refresh();
    } catch (error) {
      notifications.showError(error, 'Could not save your answers');
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(values);
  };

  return (
    <form className="sv-form" aria-label="Personalization survey" onSubmit={submit}>
      <p className="sv-lead">A few questions help us tailor Switchyard to you. Every question is optional.</p>
      <div className="sv-grid">
        {QUESTIONS.map((q) => (
          <label key={q.key} className="sv-field">
            <span className="sv-field__label">{q.label}</span>
            <Select value={values[q.key] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [q.key]: e.target.value }))}>
              <option value="">Select…</option>
              {q.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </Select>
          </label>
        ))}
      </div>
      {productApi?.enabled && email && (
        <label className="sv-check">
          <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
          <span>Inform me about security vulnerabilities and important updates at {email}</span>
        </label>
      )}
      <footer className="sv-footer">
        <button type="button" className="sy-btn sy-btn--ghost" disabled={busy} onClick={() => void save({})}>
          Skip
        </button>
        <button type="submit" className="sy-btn sy-btn--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Get started'}
        </button>
      </footer>
    </form>
  );
}
