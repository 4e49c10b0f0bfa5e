import { useRef, useState, type FormEvent } from 'react';
import { of } from 'rxjs';
import { INavigationService, ISettingsService, isValidEmail, type ViewProps } from '@sdk';
import { useKernel, useObservable, useService } from '@sdk/react';
import { IAuthService } from '../api';
import { afterSigninLocation } from '../guard';
import { AuthCard, AuthLink, FormAlert, SubmitButton, TextField, emailError, errorMessage, focusFirstInvalid, useLocation } from './parts';

/** SigninView: e-mail and password; afterwards back to `?redirect=` or the workflows. */
export function SigninView(_props: ViewProps) {
  const auth = useService(IAuthService);
  const navigation = useService(INavigationService);
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const settingsService = useKernel().services.getOptional(ISettingsService);
  const settings = useObservable(settingsService?.settings$ ?? of(null), settingsService?.settings ?? null);
  // With LDAP sign-in on, directory users type their login id (the owner still an e-mail).
  const ldap = settings?.userManagement?.authenticationMethod === 'ldap';
  const loginLabel = ldap ? settings?.sso?.ldap?.loginLabel || 'LDAP username or e-mail' : 'E-mail';
  const loginError = (value: string) =>
    ldap ? (value.trim() === '' ? `Enter your ${loginLabel}.` : null) : emailError(value, isValidEmail);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next = { email: loginError(email), password: password === '' ? 'Enter your password.' : null };
    setErrors(next);
    setServerError(null);
    if (
      focusFirstInvalid([
        [next.email, emailRef.current],
        [next.password, passwordRef.current],
      ])
    )
      return;
    setBusy(true);
    try {
      await auth.login(email, password);
      navigation.navigate(afterSigninLocation(location), { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(false);
      passwordRef.current?.focus();
      passwordRef.current?.select();
    }
  };

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to continue to your workflows."
      footer="Invited by a colleague? Open the link in your invitation to create your account."
    >
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        <FormAlert message={serverError} />
        <TextField
          id="signin-email"
          label={loginLabel}
          type={ldap ? 'text' : 'email'}
          autoComplete="username"
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (errors.email) setErrors((e) => ({ ...e, email: loginError(value) }));
          }}
          error={errors.email}
          inputRef={emailRef}
          autoFocus
        />
        <TextField
          id="signin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            if (errors.password && value !== '') setErrors((e) => ({ ...e, password: null }));
          }}
          error={errors.password}
          inputRef={passwordRef}
          labelAside={<AuthLink to="/forgot-password">Forgot my password</AuthLink>}
        />
        <SubmitButton busy={busy}>Sign in</SubmitButton>
      </form>
    </AuthCard>
  );
}
