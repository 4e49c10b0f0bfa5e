import { useRef, useState, type FormEvent } from 'react';
import { createRestClient, INavigationService, IRestApi, type IUserResponse, type ViewProps } from '@sdk';
import { useKernel, useObservable, useService } from '@sdk/react';
import { IAuthService } from '../api';
import { HOME_PATH } from '../guard';
import { AuthCard, FormAlert, SubmitButton, TextField, errorMessage, focusFirstInvalid } from './parts';

/** Where the server sends a first SAML sign-in whose identity provider sent no names. */
export const SAML_ONBOARDING_PATH = '/saml/onboarding';

const required = (value: string, what: string) => (value.trim() === '' ? `Enter your ${what}.` : null);

/**
 * SamlOnboarding: the first SSO sign-in of a user the identity provider gave no first or last
 * name asks for them (saved with `PATCH /me`), then goes on to the workflows.
 */
export function SamlOnboardingView(_props: ViewProps) {
  const kernel = useKernel();
  const auth = useService(IAuthService);
  const navigation = useService(INavigationService);
  const user = useObservable<IUserResponse | null>(auth.user$, auth.currentUser);
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [errors, setErrors] = useState<{ firstName?: string | null; lastName?: string | null }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const lastRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next = { firstName: required(firstName, 'first name'), lastName: required(lastName, 'last name') };
    setErrors(next);
    setServerError(null);
    if (
      focusFirstInvalid([
        [next.firstName, firstRef.current],
        [next.lastName, lastRef.current],
      ])
    )
      return;
    setBusy(true);
    try {
      const rest = kernel.services.getOptional(IRestApi) ?? createRestClient();
      await rest.patch<IUserResponse>('/me', {
        body: { email: user?.email ?? '', firstName: firstName.trim(), lastName: lastName.trim() },
      });
      await auth.refresh();
      navigation.navigate(HOME_PATH, { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Welcome to Switchyard"
      subtitle={`You signed in with SSO as ${user?.email ?? 'a new user'}. Tell us your name to finish.`}
    >
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        <FormAlert message={serverError} />
        <TextField
          id="saml-first-name"
          label="First name"
          autoComplete="given-name"
          value={firstName}
          onChange={(value) => {
            setFirstName(value);
            if (errors.firstName) setErrors((e) => ({ ...e, firstName: required(value, 'first name') }));
          }}
          error={errors.firstName}
          inputRef={firstRef}
          autoFocus
        />
        <TextField
          id="saml-last-name"
          label="Last name"
          autoComplete="family-name"
          value={lastName}
          onChange={(value) => {
            setLastName(value);
            if (errors.lastName) setErrors((e) => ({ ...e, lastName: required(value, 'last name') }));
          }}
          error={errors.lastName}
          inputRef={lastRef}
        />
        <SubmitButton busy={busy}>Continue</SubmitButton>
      </form>
    </AuthCard>
  );
}
