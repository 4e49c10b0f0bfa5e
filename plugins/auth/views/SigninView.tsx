import { useRef, useState, type FormEvent } from 'react';
import { of } from 'rxjs';
import { KeyRound } from 'lucide-react';
import { INavigationService, ISettingsService, isValidEmail, ssoErrorMessage, type ViewProps } from '@sdk';
import { useKernel, useObservable, useService } from '@sdk/react';
import { IAuthService } from '../api';
import { afterSigninLocation, queryParam } from '../guard';
import { AuthCard, AuthLink, FormAlert, SubmitButton, TextField, emailError, errorMessage, focusFirstInvalid, useLocation } from './parts';

/**
 * SigninView: e-mail and password; afterwards back to `?redirect=` or the workflows. With SAML
 * sign-in on, "Sign in with SSO" goes to the identity provider first (the owner keeps the
 * e-mail form), and a refused SSO sign-in comes back with `?ssoError=` shown as its message.
 */
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
  const sso = settings?.userManagement?.authenticationMethod === 'saml' && settings.sso?.saml?.loginEnabled === true;
  const ssoError = ssoErrorMessage(queryParam(location, 'ssoError')) ?? null;
  const signInWithSso = () => {
    const start = `/${settings?.endpointRest ?? 'rest'}/sso/saml/initsso?redirect=${encodeURIComponent(afterSigninLocation(location))}`;
    window.location.assign(start);
  };
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
      {ssoError && !serverError && (
        <div className="auth-sso-error">
          <FormAlert message={ssoError} />
        </div>
      )}
      {sso && (
        <div className="auth-sso">
          <button type="button" className="button auth-submit auth-sso__button" onClick={signInWithSso}>
            <KeyRound size={16} aria-hidden="true" focusable="false" />
            <span>Sign in with SSO</span>
          </button>
          <p className="auth-divider" role="separator" aria-label="or sign in with e-mail">
            <span>or sign in with e-mail</span>
          </p>
        </div>
      )}
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
