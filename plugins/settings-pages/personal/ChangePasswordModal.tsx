import { useState, type FormEvent } from 'react';
import { Check, Circle, LoaderCircle, X } from 'lucide-react';
import { INotificationService, IRestApi, PASSWORD_RULE_MESSAGES, passwordProblems, type ModalProps } from '@sdk';
import { useService } from '@sdk/react';
import { errorMessage, FormAlert, TextField } from '../ui';

/** The password policy as a live checklist; after a refused submit the unmet rules turn red. */
function PasswordRules({ password, showUnmet }: { password: string; showUnmet: boolean }) {
  const problems = new Set(passwordProblems(password));
  return (
    <ul className="auth-rules" aria-label="Password requirements">
      {Object.values(PASSWORD_RULE_MESSAGES).map((message) => {
        const met = password !== '' && !problems.has(message);
        const state = met ? 'met' : showUnmet ? 'unmet' : 'pending';
        const Glyph = met ? Check : showUnmet ? X : Circle;
        return (
          <li key={message} className={`auth-rules__rule auth-rules__rule--${state}`}>
            <Glyph size={14} strokeWidth={2.25} aria-hidden="true" focusable="false" />
            <span>{message}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The change-password dialog (`PATCH /me/password`): current
 * password, new password and the new one again. The server checks the current password
 * and the policy; its message is shown as it is.
 */
export function ChangePasswordModal({ close }: ModalProps) {
  const rest = useService(IRestApi);
  const notifications = useService(INotificationService);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; repeat?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    setTried(true);
    const found: typeof errors = {};
    if (!current) found.current = 'Enter your current password.';
    if (!next) found.next = 'Enter a new password.';
    if (next && repeat !== next) found.repeat = 'The two new passwords are not the same.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await rest.patch('/me/password', { body: { currentPassword: current, newPassword: next } });
      notifications.showMessage({
        type: 'success',
        title: 'Password changed',
        message: 'You stay signed in here; your other sessions were signed out and your API key, if you had one, was deleted.',
      });
      close();
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form className="sp-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
      <FormAlert message={serverError} />
      <TextField
        id="pw-current"
        label="Current password"
        type="password"
        value={current}
        onChange={setCurrent}
        error={errors.current}
        autoComplete="current-password"
        autoFocus
      />
      <TextField
        id="pw-new"
        label="New password"
        type="password"
        value={next}
        onChange={setNext}
        error={errors.next}
        autoComplete="new-password"
        hint={<PasswordRules password={next} showUnmet={tried && next !== ''} />}
      />
      <TextField
        id="pw-repeat"
        label="Repeat new password"
        type="password"
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat}
        autoComplete="new-password"
      />
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" aria-busy={busy || undefined}>
          {busy && <LoaderCircle className="sp-spin" size={16} aria-hidden="true" />}
          Change password
        </button>
      </div>
    </form>
  );
}
