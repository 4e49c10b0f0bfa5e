import { useEffect, useState, type FormEvent } from 'react';
import { KeyRound, LoaderCircle, ShieldCheck } from 'lucide-react';
import { IModalService, INotificationService, IRestApi, isDefaultUser, isValidEmail, type IUserResponse, type ViewProps } from '@sdk';
import { useKernel, useService } from '@sdk/react';
import { AUTH_COMMANDS, IAuthService } from '@plugins/auth/api';
import { errorMessage, FormAlert, initials, Section, SettingsPage, TextField, useCurrentUser } from '../ui';

const CHANGE_PASSWORD_MODAL = 'changePassword';

interface Details {
  firstName: string;
  lastName: string;
  email: string;
}
type Errors = Partial<Record<keyof Details, string>>;

const detailsOf = (user: IUserResponse | null): Details => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
});

/** The form's own checks; the server checks again and its message is shown as-is. */
export function validateDetails(details: Details): Errors {
  const errors: Errors = {};
  if (!details.firstName.trim()) errors.firstName = 'Enter your first name.';
  if (!details.lastName.trim()) errors.lastName = 'Enter your last name.';
  if (!isValidEmail(details.email.trim())) errors.email = 'Enter a valid e-mail address, like name@example.com.';
  return errors;
}

/** PersonalSettings: name and e-mail, and the way to the change-password dialog. */
export function PersonalSettingsView(_props: ViewProps) {
  const user = useCurrentUser();
  const kernel = useKernel();
  const rest = useService(IRestApi);
  const modals = useService(IModalService);
  const notifications = useService(INotificationService);
  const auth = kernel.services.getOptional(IAuthService);
  const [details, setDetails] = useState<Details>(() => detailsOf(user));
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = detailsOf(user);
  // The directory owns an LDAP user's e-mail and password, the identity provider a SAML
  // user's; the server refuses changes too.
  const ldapUser = user?.signInType === 'ldap';
  const ssoUser = user?.signInType === 'saml';
  const external = ldapUser || ssoUser;
  const dirty = details.firstName !== saved.firstName || details.lastName !== saved.lastName || details.email !== saved.email;

  // The signed-in user arrives (or changes elsewhere): start from what the server has.
  useEffect(() => {
    setDetails(detailsOf(user));
  }, [user]);

  if (user && isDefaultUser(user)) {
    return (
      <SettingsPage title="Personal settings" lead="Your name, e-mail address and password.">
        <Section
          id="sp-owner"
          title="No account yet"
          description="You are using Switchyard without an owner account, so there is no name, e-mail or password to change."
        >
          <button
            type="button"
            className="button button--primary"
            onClick={() => void kernel.commands.execute(AUTH_COMMANDS.setUpOwner, undefined, 'menu')}
          >
            Set up owner account
          </button>
        </Section>
      </SettingsPage>
    );
  }

  const set = (key: keyof Details) => (value: string) => {
    setDetails((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const found = validateDetails(details);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['firstName', 'lastName', 'email'] as const).find((k) => found[k]);
      if (first) document.getElementById(`personal-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const body = { firstName: details.firstName.trim(), lastName: details.lastName.trim(), email: details.email.trim() };
      await rest.patch<IUserResponse>('/me', { body });
      // The session stays; ask who is signed in so the sidebar and this form follow.
      await auth?.refresh();
      notifications.showMessage({
        type: 'success',
        title: 'Personal details saved',
        message: 'Your name and e-mail address are up to date.',
      });
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsPage title="Personal settings" lead="Your name, e-mail address and password.">
      <Section
        id="sp-basic"
        title="Basic information"
        description="How you appear to other people on this instance, and the address you sign in with."
      >
        <div className="sp-identity">
          <span className="sp-avatar sp-avatar--large" aria-hidden="true">
            {initials(saved)}
          </span>
          <div>
            <strong>{[saved.firstName, saved.lastName].filter(Boolean).join(' ') || saved.email}</strong>
            <p className="sp-muted">{saved.email}</p>
          </div>
        </div>
        <form className="sp-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Basic information">
          <FormAlert message={serverError} />
          <div className="sp-form__row">
            <TextField
              id="personal-firstName"
              label="First name"
              value={details.firstName}
              onChange={set('firstName')}
              error={errors.firstName}
              autoComplete="given-name"
            />
            <TextField
              id="personal-lastName"
              label="Last name"
              value={details.lastName}
              onChange={set('lastName')}
              error={errors.lastName}
              autoComplete="family-name"
            />
          </div>
          <TextField
            id="personal-email"
            label="E-mail"
            type="email"
            value={details.email}
            onChange={set('email')}
            error={errors.email}
            autoComplete="email"
            readOnly={external}
            hint={
              ldapUser
                ? 'Your e-mail address comes from your LDAP directory and is changed there.'
                : ssoUser
                  ? 'Your e-mail address comes from your identity provider (SSO) and is changed there.'
                  : 'You sign in with this address. Changing it keeps you signed in.'
            }
          />
          <div className="sp-form__actions">
            {dirty && (
              <button
                type="button"
                className="button"
                onClick={() => {
                  setDetails(saved);
                  setErrors({});
                  setServerError(null);
                }}
              >
                Discard changes
              </button>
            )}
            <button type="submit" className="button button--primary" disabled={!dirty || busy} aria-busy={busy || undefined}>
              {busy && <LoaderCircle className="sp-spin" size={16} aria-hidden="true" />}
              Save
            </button>
          </div>
        </form>
      </Section>

      <Section
        id="sp-security"
        title="Security"
        description={
          ldapUser
            ? 'Your password belongs to your LDAP directory account.'
            : ssoUser
              ? 'You sign in through your identity provider (SSO), which keeps your password.'
              : 'Changing your password signs you out everywhere else and deletes your API key.'
        }
      >
        <div className="sp-row">
          <span className="sp-row__icon" aria-hidden="true">
            <KeyRound size={18} />
          </span>
          <div className="sp-row__main">
            <strong>Password</strong>
            <p className="sp-muted">
              <ShieldCheck size={14} aria-hidden="true" />{' '}
              {ldapUser
                ? 'Signed in with your LDAP directory account; change your password there'
                : ssoUser
                  ? 'Signed in with SSO through your identity provider'
                  : 'Signed in with e-mail and password'}
            </p>
          </div>
          {!external && (
            <button type="button" className="button" onClick={() => modals.open(CHANGE_PASSWORD_MODAL)}>
              Change password
            </button>
          )}
        </div>
      </Section>
    </SettingsPage>
  );
}
