import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LoaderCircle, Link2Off, UserPlus } from 'lucide-react';
import { INavigationService, getFullName, passwordProblems, type ViewProps } from '@sdk';
import { useService } from '@sdk/react';
import { IAuthService } from '../api';
import { HOME_PATH, queryParam } from '../guard';
import { AuthCard, AuthLink, FormAlert, describePasswordProblems, PasswordRules, SubmitButton, TextField, errorMessage, focusFirstInvalid, useLocation } from './parts';

type InviteState = { status: 'checking' } | { status: 'valid'; inviter: string } | { status: 'invalid'; message: string };

/** Checks the sign-up form; the messages are what the form shows. */
export function validateSignupForm(values: { firstName: string; lastName: string; password: string }) {
  const problems = passwordProblems(values.password);
  return {
    firstName: values.firstName.trim() === '' ? 'Enter your first name.' : null,
    lastName: values.lastName.trim() === '' ? 'Enter your last name.' : null,
    password: values.password === '' ? 'Choose a password.' : problems.length ? describePasswordProblems(problems.length) : null,
  };
}

const MISSING_INVITE = 'The invitation link is incomplete. Open the link from your invitation e-mail again.';

/** SignupView (spec §2): accepts an invitation (`?inviterId&inviteeId`) with a name and a password. */
export function SignupView(_props: ViewProps) {
  const auth = useService(IAuthService);
  const navigation = useService(INavigationService);
  const location = useLocation();
  const inviterId = queryParam(location, 'inviterId');
  const inviteeId = queryParam(location, 'inviteeId');
  const [invite, setInvite] = useState<InviteState>({ status: 'checking' });
  const [values, setValues] = useState({ firstName: '', lastName: '', password: '' });
  const [errors, setErrors] = useState<{ firstName?: string | null; lastName?: string | null; password?: string | null }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = { firstName: useRef<HTMLInputElement>(null), lastName: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  useEffect(() => {
    let live = true;
    if (!inviterId || !inviteeId) {
      setInvite({ status: 'invalid', message: MISSING_INVITE });
      return;
    }
    setInvite({ status: 'checking' });
    auth.resolveSignupToken({ inviterId, inviteeId }).then(
      ({ inviter }) => live && setInvite({ status: 'valid', inviter: getFullName({ ...inviter, isPending: false }) || 'Your team' }),
      (error: unknown) => live && setInvite({ status: 'invalid', message: errorMessage(error, 'This invitation is not valid.') }),
    );
    return () => {
      live = false;
    };
  }, [auth, inviterId, inviteeId]);

  if (invite.status === 'checking') {
    return (
      <AuthCard title="Checking your invitation" art={{ icon: <UserPlus size={28} />, tone: 'neutral' }}>
        <div className="auth-status" role="status">
          <LoaderCircle className="auth-spinner" size={20} aria-hidden="true" focusable="false" />
          <span>Checking the invitation link</span>
        </div>
      </AuthCard>
    );
  }
  if (invite.status === 'invalid') {
    return (
      <AuthCard
        title="This invitation cannot be used"
        art={{ icon: <Link2Off size={28} />, tone: 'danger' }}
        footer={<AuthLink to="/signin">Go to sign in</AuthLink>}
      >
        <div className="auth-empty">
          <p className="auth-empty__text" role="alert">
            {invite.message}
          </p>
          <p className="auth-empty__hint">Ask the person who invited you to send a new invitation.</p>
        </div>
      </AuthCard>
    );
  }

  const set = (key: keyof typeof values) => (value: string) => {
    const nextValues = { ...values, [key]: value };
    setValues(nextValues);
    // After a failed submit, a message goes as soon as its field is fixed.
    if (errors[key]) setErrors((e) => ({ ...e, [key]: validateSignupForm(nextValues)[key] }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next = validateSignupForm(values);
    setErrors(next);
    setServerError(null);
    const order = (['firstName', 'lastName', 'password'] as const).map((k) => [next[k], refs[k].current] as const);
    if (focusFirstInvalid(order)) return;
    setBusy(true);
    try {
      await auth.signup({ inviterId: inviterId ?? '', inviteeId: inviteeId ?? '', ...values });
      navigation.navigate(HOME_PATH, { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Create your account" subtitle={`${invite.inviter} has invited you to Switchyard. Add your name and choose a password to join.`}>
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        <FormAlert message={serverError} />
        <div className="auth-form__row">
          <TextField
            id="signup-first-name"
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
            inputRef={refs.firstName}
            autoFocus
          />
          <TextField
            id="signup-last-name"
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
            inputRef={refs.lastName}
          />
        </div>
        <TextField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          inputRef={refs.password}
          hintId="signup-password-rules"
          hint={<PasswordRules id="signup-password-rules" password={values.password} showUnmet={Boolean(errors.password)} />}
        />
        <SubmitButton busy={busy}>Create account</SubmitButton>
      </form>
    </AuthCard>
  );
}
