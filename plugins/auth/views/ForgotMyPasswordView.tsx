import { useRef, useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { ISettingsService, isValidEmail, type ViewProps } from '@sdk';
import { useObservable, useService } from '@sdk/react';
import { IAuthService } from '../api';
import { AuthCard, AuthLink, FormAlert, SubmitButton, TextField, emailError, errorMessage } from './parts';

/** ForgotMyPasswordView: asks for a reset link; never says whether the address has an account. */
export function ForgotMyPasswordView(_props: ViewProps) {
  const auth = useService(IAuthService);
  const settingsService = useService(ISettingsService);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const noMail = settings?.userManagement?.smtpSetup === false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = emailError(email, isValidEmail);
    setError(problem);
    setServerError(null);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await auth.forgotPassword(email);
      setSentTo(email.trim());
    } catch (failure) {
      setServerError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo !== null) {
    return (
      <AuthCard
        title="Check your inbox"
        art={{ icon: <MailCheck size={28} />, tone: 'success' }}
        footer={<AuthLink to="/signin">Back to sign in</AuthLink>}
      >
        <div className="auth-empty">
          <p className="auth-empty__text" role="status">
            If {sentTo} is registered, we sent a link to reset the password.
          </p>
          <p className="auth-empty__hint">
            {noMail
              ? 'This instance has no e-mail server set up, so no e-mail can be sent. Ask your instance owner for help.'
              : 'The link is valid for a limited time. Check your spam folder if it does not arrive in a few minutes.'}
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot my password"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <AuthLink to="/signin">Back to sign in</AuthLink>
        </>
      }
    >
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        <FormAlert message={serverError} />
        <TextField
          id="forgot-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (error) setError(emailError(value, isValidEmail));
          }}
          error={error}
          inputRef={emailRef}
          autoFocus
        />
        <SubmitButton busy={busy}>Send reset link</SubmitButton>
      </form>
    </AuthCard>
  );
}
