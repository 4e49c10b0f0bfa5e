import { useState, type FormEvent } from 'react';
import { INotificationService, type ModalProps } from '@sdk';
import { useKernel, useService } from '@sdk/react';
import { IAuthService } from '@plugins/auth/api';
import { IProductApi, type ProductPrompts } from '../api';
import { looksLikeEmail } from './email';

/**
 * The contact prompt: the product API's title and message, and an e-mail address to send
 * (`POST /prompt`).
 */
export function ContactPromptModal({ data, close }: ModalProps<ProductPrompts | undefined>) {
  const notifications = useService(INotificationService);
  const services = useKernel().services;
  const productApi = services.get(IProductApi);
  const [email, setEmail] = useState(services.getOptional(IAuthService)?.currentUser?.email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!looksLikeEmail(email)) return setProblem('Enter a valid e-mail address.');
    setBusy(true);
    try {
      await productApi.submitContact(email.trim());
      close();
      notifications.showMessage({ type: 'success', title: 'Thanks!', message: 'We will be in touch.', duration: 4000 });
    } catch {
      setProblem('Your address could not be sent. Please try again later.');
      setBusy(false);
    }
  };

  return (
    <form className="sv-form" aria-label="Stay in touch" onSubmit={(e) => void send(e)} noValidate>
      {data?.title && <h3 className="sv-title">{data.title}</h3>}
      {data?.message && <p className="sv-lead">{data.message}</p>}
      <label className="sv-field">
        <span className="sv-field__label">Your e-mail address</span>
        <input
          className="sy-input"
          type="email"
          autoFocus
          value={email}
          aria-invalid={problem !== null || undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setProblem(null);
          }}
        />
      </label>
      {problem && (
        <p className="sv-error" role="alert">
          {problem}
        </p>
      )}
      <footer className="sv-footer">
        <button type="button" className="sy-btn sy-btn--ghost" onClick={close}>
          Not now
        </button>
        <button type="submit" className="sy-btn sy-btn--primary" disabled={busy}>
          Send
        </button>
      </footer>
    </form>
  );
}
