import { useEffect, useRef, useState, type FormEvent } from 'react';
import { INavigationService, isValidEmail, passwordProblems, type ViewProps } from '@sdk';
import { useService } from '@sdk/react';
import { IAuthService, type PreSetupCounts } from '../api';
import { HOME_PATH } from '../guard';
import { AuthCard, FormAlert, describePasswordProblems, PasswordRules, SubmitButton, TextField, emailError, errorMessage, focusFirstInvalid } from './parts';

interface SetupErrors {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  password?: string | null;
}

/** "3 workflows and 1 credential", or null when nothing moves. */
export function describeMovedItems(counts: PreSetupCounts | null): string | null {
  if (!counts) return null;
  const parts: string[] = [];
  if (counts.workflows > 0) parts.push(`${counts.workflows} ${counts.workflows === 1 ? 'workflow' : 'workflows'}`);
  if (counts.credentials > 0) parts.push(`${counts.credentials} ${counts.credentials === 1 ? 'credential' : 'credentials'}`);
  return parts.length ? parts.join(' and ') : null;
}

/** Checks the owner form; every message is what the form shows. */
export function validateOwnerForm(values: { email: string; firstName: string; lastName: string; password: string }): SetupErrors {
  const problems = passwordProblems(values.password);
  return {
    email: emailError(values.email, isValidEmail),
    firstName: values.firstName.trim() === '' ? 'Enter your first name.' : null,
    lastName: values.lastName.trim() === '' ? 'Enter your last name.' : null,
    password: values.password === '' ? 'Choose a password.' : problems.length ? describePasswordProblems(problems.length) : null,
  };
}

/** SetupView (spec §2): the owner account form, or skip setup for now. */
export function SetupView(_props: ViewProps) {
  const auth = useService(IAuthService);
  const navigation = useService(INavigationService);
  const [values, setValues] = useState({ email: '', firstName: '', lastName: '', password: '' });
  const [errors, setErrors] = useState<SetupErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'setup' | 'skip' | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    let live = true;
    auth.preSetup().then(
      (counts) => live && setMoved(describeMovedItems(counts)),
      () => undefined, // Only an informative note; the form works without it.
    );
    return () => {
      live = false;
    };
  }, [auth]);

  const set = (key: keyof typeof values) => (value: string) => {
    const nextValues = { ...values, [key]: value };
    setValues(nextValues);
    // After a failed submit, a message goes as soon as its field is fixed.
    if (errors[key]) setErrors((e) => ({ ...e, [key]: validateOwnerForm(nextValues)[key] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next = validateOwnerForm(values);
    setErrors(next);
    setServerError(null);
    const order = (['email', 'firstName', 'lastName', 'password'] as const).map((k) => [next[k], refs[k].current] as const);
    if (focusFirstInvalid(order)) return;
    setBusy('setup');
    try {
      await auth.setupOwner(values);
      navigation.navigate(HOME_PATH, { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(null);
    }
  };

  const skip = async () => {
    if (busy) return;
    setBusy('skip');
    setServerError(null);
    try {
      await auth.skipSetup();
      navigation.navigate(HOME_PATH, { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(null);
    }
  };

  return (
    <AuthCard
      wide
      title="Set up owner account"
      subtitle="The owner account manages users, invites your team and protects your workflows and credentials."
      footer={
        <>
          <button type="button" className="auth-link auth-link--button" onClick={() => void skip()} aria-busy={busy === 'skip' || undefined}>
            Skip setup for now
          </button>
          <span className="auth-card__footer-note">You can set up the owner account later from the banner in the editor.</span>
        </>
      }
    >
      {moved && (
        <p className="auth-note" role="note">
          Your {moved} will move to the owner account.
        </p>
      )}
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        <FormAlert message={serverError} />
        <TextField
          id="setup-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          inputRef={refs.email}
          autoFocus
        />
        <div className="auth-form__row">
          <TextField
            id="setup-first-name"
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
            inputRef={refs.firstName}
          />
          <TextField
            id="setup-last-name"
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
            inputRef={refs.lastName}
          />
        </div>
        <TextField
          id="setup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          inputRef={refs.password}
          hintId="setup-password-rules"
          hint={<PasswordRules id="setup-password-rules" password={values.password} showUnmet={Boolean(errors.password)} />}
        />
        <SubmitButton busy={busy === 'setup'}>Next</SubmitButton>
      </form>
    </AuthCard>
  );
}
