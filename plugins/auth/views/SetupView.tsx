import { useEffect, useState, type FormEvent } from 'react';
import { INavigationService, isValidEmail, type ViewProps } from '@sdk';
import { useService } from '@sdk/react';
import { IAuthService, type PreSetupCounts } from '../api';
import { afterSigninLocation, HOME_PATH } from '../guard';
import { NameAndPasswordFields } from './NameAndPasswordFields';
import { AuthCard, FormAlert, SubmitButton, TextField, emailError, errorMessage } from './parts';
import { useAccountForm, validateNameAndPassword, type FormErrors } from './use-account-form';

interface OwnerFormValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
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
export function validateOwnerForm(values: OwnerFormValues): FormErrors<OwnerFormValues> {
  return { email: emailError(values.email, isValidEmail), ...validateNameAndPassword(values) };
}

/** SetupView: the owner account form, or skip setup for now. */
export function SetupView(_props: ViewProps) {
  const auth = useService(IAuthService);
  const navigation = useService(INavigationService);
  const form = useAccountForm({ email: '', firstName: '', lastName: '', password: '' }, validateOwnerForm);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'setup' | 'skip' | null>(null);
  const [moved, setMoved] = useState<string | null>(null);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    if (!form.check()) return;
    setBusy('setup');
    try {
      // Where setup was offered from (`?redirect=`, e.g. Users settings), else workflows.
      const next = afterSigninLocation(navigation.location);
      await auth.setupOwner(form.values);
      navigation.navigate(next, { replace: true });
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
          <button
            type="button"
            className="auth-link auth-link--button"
            onClick={() => void skip()}
            aria-busy={busy === 'skip' || undefined}
          >
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
        <TextField id="setup-email" label="E-mail" type="email" autoComplete="email" {...form.field('email')} autoFocus />
        <NameAndPasswordFields idPrefix="setup" form={form} />
        <SubmitButton busy={busy === 'setup'}>Next</SubmitButton>
      </form>
    </AuthCard>
  );
}
