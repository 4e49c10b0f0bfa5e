import { INotificationService, type ModalProps } from '@sdk';
import { useService } from '@sdk/react';
import { IProductApi } from '../api';
import { EmailField, FormFooter, FormProblem, useEmailForm } from './email-form';

/** Signing up for an onboarding call from the onboarding prompt (`POST /prompts/onboarding`). */
export function OnboardingCallSignupModal({ close }: ModalProps) {
  const notifications = useService(INotificationService);
  const productApi = useService(IProductApi);
  const form = useEmailForm({
    failure: 'The sign-up could not be sent. Please try again later.',
    send: async (email) => {
      await productApi.applyForOnboardingCall(email);
      close();
      notifications.showMessage({
        type: 'success',
        title: 'Thanks for signing up',
        message: 'We will e-mail you to find a time.',
        duration: 5000,
      });
    },
  });

  return (
    <form className="sv-form" aria-label="Sign up for an onboarding call" onSubmit={(e) => void form.submit(e)} noValidate>
      <p className="sv-lead">A 30-minute call with our team to help you get your first workflows running.</p>
      <EmailField label="Your e-mail address" autoFocus email={form.email} problem={form.problem} onChange={form.setEmail} />
      <FormProblem problem={form.problem} />
      <FormFooter dismissLabel="Cancel" submitLabel="Sign up" onDismiss={close} disabled={form.busy} />
    </form>
  );
}
