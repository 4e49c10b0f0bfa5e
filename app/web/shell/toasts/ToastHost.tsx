import { useEffect, useId, useState } from 'react';
import { INotificationService, type IToast, type NotificationCenter } from '@sdk';
import { useKernel, useObservable } from '@sdk/react';
import { Icon } from '../layout/Icon';

function ToastItem({ toast, center }: { toast: IToast; center: NotificationCenter }) {
  const [showDetails, setShowDetails] = useState(false);
  const titleId = useId();
  const duration = toast.duration ?? 0;
  const { id } = toast;
  const onDismiss = () => center.dismiss(id);
  useEffect(() => {
    // duration 0 means the toast stays until the user closes it (every error toast).
    if (duration <= 0) return undefined;
    const timer = setTimeout(() => center.dismiss(id), duration);
    return () => clearTimeout(timer);
  }, [duration, center, id]);
  return (
    <div className={`toast toast--${toast.type ?? 'info'}`} role={toast.type === 'error' ? 'alert' : 'status'} aria-labelledby={titleId}>
      <div className="toast__body">
        <div className="toast__title" id={titleId}>
          {toast.title}
        </div>
        {toast.message && <div className="toast__message">{toast.message}</div>}
        {toast.details && (
          <div className="toast__details">
            <button type="button" className="link-button" aria-expanded={showDetails} onClick={() => setShowDetails((v) => !v)}>
              {showDetails ? 'Hide details' : 'Show details'}
            </button>
            {showDetails && <pre className="toast__pre">{toast.details}</pre>}
          </div>
        )}
        {toast.action && (
          <div className="toast__actions">
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onDismiss();
                toast.action?.run();
              }}
            >
              {toast.action.label}
            </button>
          </div>
        )}
      </div>
      <button type="button" className="icon-button" aria-label="Close notification" onClick={onDismiss}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/**
 * Toasts in the bottom-right corner. Errors are alerts and stay until closed;
 * the rest are polite status messages that leave on their own. The viewport is a live
 * region: an open modal (the node details view) hides the rest of the page from assistive
 * technology, but leaves live regions alone, so toasts are still announced and reachable.
 */
export function ToastHost() {
  const kernel = useKernel();
  const center = kernel.services.get(INotificationService) as NotificationCenter;
  const toasts = useObservable(center.toasts$, center.toasts);
  return (
    <section className="toast-viewport" aria-label="Notifications" aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} center={center} />
      ))}
    </section>
  );
}
