import { INotificationService, type ModalProps } from '@sdk';
import { useService } from '@sdk/react';
import { IProductApi, type ProductPrompts } from '../api';
import { EmailField, FormFooter, FormProblem, useEmailForm } from './email-form';

/**
 * The contact prompt: the product API's title and message, and an e-mail address to send
 * (`POST /prompt`).
 */
export function ContactPromptModal({ data, close }: ModalProps<ProductPrompts | undefined>) {
  const notifications = useService(INotificationService);
  const productApi = useService(IProductApi);
  const form = useEmailForm({
    failure: 'Your address could not be sent. Please try again later.',
    send: async (email) => {
      await productApi.submitContact(email);
      close();
      notifications.showMessage({ type: 'success', title: 'Thanks!', message: 'We will be in touch.', duration: 4000 });
    },
  });

  return (
    <form className="sv-form" aria-label="Stay in touch" onSubmit={(e) => void form.submit(e)} noValidate>
      {data?.title && <h3 className="sv-title">{data.title}</h3>}
      {data?.message && <p className="sv-lead">{data.message}</p>}
      <EmailField label="Your e-mail address" autoFocus email={form.email} problem={form.problem} onChange={form.setEmail} />
      <FormProblem problem={form.problem} />
      <FormFooter dismissLabel="Not now" submitLabel="Send" onDismiss={close} disabled={form.busy} />
    </form>
  );
}
