import { useEffect, useState, type FormEvent } from 'react';
import { LoaderCircle, Link2Off, UserPlus } from 'lucide-react';
import { INavigationService, getFullName, type ViewProps } from '@sdk';
import { useService } from '@sdk/react';
import { IAuthService } from '../api';
import { HOME_PATH, queryParam } from '../guard';
import { NameAndPasswordFields } from './NameAndPasswordFields';
import { AuthCard, AuthLink, FormAlert, SubmitButton, errorMessage, useLocation } from './parts';
import { useAccountForm, validateNameAndPassword } from './use-account-form';

type InviteState = { status: 'checking' } | { status: 'valid'; inviter: string } | { status: 'invalid'; message: string };

const MISSING_INVITE = 'The invitation link is incomplete. Open the link from your invitation e-mail again.';

/** SignupView: accepts an invitation (`?inviterId&inviteeId&token`) with a name and a password. */
export function SignupView(_props: ViewProps) {
  const auth = useService(IAuthService);
  const navigation = useService(INavigationService);
  const location = useLocation();
  const inviterId = queryParam(location, 'inviterId');
  const inviteeId = queryParam(location, 'inviteeId');
  const token = queryParam(location, 'token');
  const [invite, setInvite] = useState<InviteState>({ status: 'checking' });
  const form = useAccountForm({ firstName: '', lastName: '', password: '' }, validateNameAndPassword);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    if (!inviterId || !inviteeId || !token) {
      setInvite({ status: 'invalid', message: MISSING_INVITE });
      return;
    }
    setInvite({ status: 'checking' });
    auth.resolveSignupToken({ inviterId, inviteeId, token }).then(
      ({ inviter }) => live && setInvite({ status: 'valid', inviter: getFullName({ ...inviter, isPending: false }) || 'Your team' }),
      (error: unknown) => live && setInvite({ status: 'invalid', message: errorMessage(error, 'This invitation is not valid.') }),
    );
    return () => {
      live = false;
    };
  }, [auth, inviterId, inviteeId, token]);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    if (!form.check()) return;
    setBusy(true);
    try {
      await auth.signup({ inviterId: inviterId ?? '', inviteeId: inviteeId ?? '', token: token ?? '', ...form.values });
      navigation.navigate(HOME_PATH, { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle={`${invite.inviter} has invited you to Switchyard. Add your name and choose a password to join.`}
    >
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        <FormAlert message={serverError} />
        <NameAndPasswordFields idPrefix="signup" form={form} autoFocus />
        <SubmitButton busy={busy}>Create account</SubmitButton>
      </form>
    </AuthCard>
  );
}
