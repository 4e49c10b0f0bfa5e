import { useId, useState, type FormEvent } from 'react';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { INotificationService, isValidEmail, type ModalProps } from '@sdk';
import { useService } from '@sdk/react';
import { CopyField, errorMessage, FormAlert } from '../ui';
import { IUsersSettingsService, splitEmails, type InviteResult } from './users-store';

/** The most addresses one invitation may name (the server's limit). */
const MAX_INVITES = 100;

/** Checks what was typed; answers the message to show, or null. */
export function inviteProblem(emails: readonly string[]): string | null {
  if (emails.length === 0) return 'Enter at least one e-mail address.';
  if (emails.length > MAX_INVITES) return `Invite at most ${MAX_INVITES} addresses at once.`;
  const invalid = emails.filter((email) => !isValidEmail(email));
  if (invalid.length === 1) return `“${invalid[0]}” is not a valid e-mail address.`;
  if (invalid.length > 1) return `These are not valid e-mail addresses: ${invalid.join(', ')}.`;
  return null;
}

/**
 * The invite dialog (`POST /users`): several addresses at once,
 * separated by commas, spaces or new lines. Where no mail was sent (no SMTP, or sending
 * failed) the dialog shows each invite link to copy.
 */
export function InviteUsersModal({ close }: ModalProps) {
  const store = useService(IUsersSettingsService);
  const notifications = useService(INotificationService);
  const fieldId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<InviteResult[] | null>(null);
  const emails = splitEmails(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const found = inviteProblem(emails);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const answer = await store.invite(emails);
      const invited = answer.filter((r) => !r.error || r.user.inviteAcceptUrl);
      if (answer.every((r) => r.user.emailSent && !r.error)) {
        notifications.showMessage({
          type: 'success',
          title: invited.length === 1 ? 'Invitation sent' : `${invited.length} invitations sent`,
          message: emails.join(', '),
        });
        close();
        return;
      }
      if (invited.length > 0) {
        notifications.showMessage({
          type: 'success',
          title: invited.length === 1 ? 'User invited' : `${invited.length} users invited`,
          message: 'No invitation mail was sent: copy the invite links and pass them on.',
        });
      }
      setResults(answer);
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (results) {
    return (
      <div className="sp-form">
        <p className="sp-hint">Each link works once, for 7 days. You can copy it again from the user's menu on the Users page.</p>
        <ul className="sp-links" aria-label="Invite links">
          {results.map((result) => (
            <li key={result.user.email}>
              <span className="sp-links__email">{result.user.email}</span>
              {result.user.inviteAcceptUrl && (
                <CopyField label={`Invite link for ${result.user.email}`} value={result.user.inviteAcceptUrl} copyLabel="Copy link" />
              )}
              {result.error && (
                <span className="sp-links__error" role="alert">
                  <CircleAlert size={13} aria-hidden="true" /> {result.error}
                </span>
              )}
            </li>
          ))}
        </ul>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={close}>
            Done
          </button>
        </div>
      </div>
    );
  }

  const errorId = `${fieldId}-error`;
  return (
    <form className="sp-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Invite users">
      <FormAlert message={serverError} />
      <div className={`auth-field${problem ? ' auth-field--invalid' : ''}`}>
        <label htmlFor={fieldId} className="auth-field__label">
          E-mail addresses
        </label>
        <textarea
          id={fieldId}
          className="auth-input"
          value={text}
          placeholder="name@example.com, other@example.com"
          autoFocus
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : `${fieldId}-hint`}
          onChange={(e) => {
            setText(e.target.value);
            if (problem) setProblem(null);
          }}
        />
        {problem ? (
          <p id={errorId} className="auth-field__error" role="alert">
            <CircleAlert size={14} aria-hidden="true" focusable="false" />
            <span>{problem}</span>
          </p>
        ) : (
          <p id={`${fieldId}-hint`} className="sp-hint">
            Separate addresses with commas, spaces or new lines. Invited people join as members.
          </p>
        )}
      </div>
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" aria-busy={busy || undefined}>
          {busy && <LoaderCircle className="sp-spin" size={16} aria-hidden="true" />}
          {emails.length > 1 ? `Invite ${emails.length} users` : 'Invite user'}
        </button>
      </div>
    </form>
  );
}
