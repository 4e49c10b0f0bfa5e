import { useEffect, useRef, useState, type FormEvent } from 'react';
import { KeyRound, Link2Off, LoaderCircle } from 'lucide-react';
import { INavigationService, INotificationService, passwordProblems, type ViewProps } from '@sdk';
import { useService } from '@sdk/react';
import { IAuthService } from '../api';
import { SIGNIN_PATH, queryParam } from '../guard';
import {
  AuthCard,
  AuthLink,
  FormAlert,
  describePasswordProblems,
  PasswordRules,
  SubmitButton,
  TextField,
  errorMessage,
  focusFirstInvalid,
  useLocation,
} from './parts';

type TokenState = 'checking' | 'valid' | 'invalid';

/** Checks the new-password form; the messages are what the form shows. */
export function validateNewPassword(password: string, repeat: string): { password: string | null; repeat: string | null } {
  const problems = passwordProblems(password);
  return {
    password: password === '' ? 'Choose a new password.' : problems.length ? describePasswordProblems(problems.length) : null,
    repeat: repeat === '' ? 'Repeat the new password.' : repeat !== password ? 'The passwords do not match.' : null,
  };
}

/** ChangePasswordView: a new password from a reset link (`?token=`). */
export function ChangePasswordView(_props: ViewProps) {
  const auth = useService(IAuthService);
  const navigation = useService(INavigationService);
  const notifications = useService(INotificationService);
  const token = queryParam(useLocation(), 'token');
  const [tokenState, setTokenState] = useState<TokenState>('checking');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; repeat?: string | null }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    if (!token) {
      setTokenState('invalid');
      return;
    }
    setTokenState('checking');
    auth.resolvePasswordToken(token).then(
      () => live && setTokenState('valid'),
      () => live && setTokenState('invalid'),
    );
    return () => {
      live = false;
    };
  }, [auth, token]);

  if (tokenState === 'checking') {
    return (
      <AuthCard title="Checking your reset link" art={{ icon: <KeyRound size={28} />, tone: 'neutral' }}>
        <div className="auth-status" role="status">
          <LoaderCircle className="auth-spinner" size={20} aria-hidden="true" focusable="false" />
          <span>Checking the reset link</span>
        </div>
      </AuthCard>
    );
  }
  if (tokenState === 'invalid') {
    return (
      <AuthCard
        title="This reset link does not work"
        art={{ icon: <Link2Off size={28} />, tone: 'danger' }}
        footer={<AuthLink to={SIGNIN_PATH}>Back to sign in</AuthLink>}
      >
        <div className="auth-empty">
          <p className="auth-empty__text" role="alert">
            The link to reset your password is invalid or has expired.
          </p>
          <AuthLink to="/forgot-password" className="button button--primary auth-submit">
            Request a new link
          </AuthLink>
        </div>
      </AuthCard>
    );
  }

  // After a failed submit, a message goes as soon as its field is fixed.
  const revalidate = (nextPassword: string, nextRepeat: string) => {
    if (!errors.password && !errors.repeat) return;
    const next = validateNewPassword(nextPassword, nextRepeat);
    setErrors({ password: errors.password ? next.password : null, repeat: errors.repeat ? next.repeat : null });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !token) return;
    const next = validateNewPassword(password, repeat);
    setErrors(next);
    setServerError(null);
    if (
      focusFirstInvalid([
        [next.password, passwordRef.current],
        [next.repeat, repeatRef.current],
      ])
    )
      return;
    setBusy(true);
    try {
      await auth.changePassword(token, password);
      notifications.showMessage({ title: 'Password changed', message: 'Sign in with your new password.', type: 'success' });
      navigation.navigate(SIGNIN_PATH, { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Choose a new password" subtitle="Pick a password you do not use anywhere else.">
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        <FormAlert message={serverError} />
        <TextField
          id="change-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            revalidate(value, repeat);
          }}
          error={errors.password}
          inputRef={passwordRef}
          hintId="change-password-rules"
          hint={<PasswordRules id="change-password-rules" password={password} showUnmet={Boolean(errors.password)} />}
          autoFocus
        />
        <TextField
          id="change-password-repeat"
          label="Repeat new password"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(value) => {
            setRepeat(value);
            revalidate(password, value);
          }}
          error={errors.repeat}
          inputRef={repeatRef}
        />
        <SubmitButton busy={busy}>Change password</SubmitButton>
      </form>
    </AuthCard>
  );
}
