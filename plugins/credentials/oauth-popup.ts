/**
 * The OAuth connect popup: opens the provider's authorization URL in a small window and
 * waits for the server's callback page, which posts `'success'` or `'error'` to its opener
 * (docs/server.md "OAuth"). Closing the window without an answer counts as cancelled.
 */

/** How a connect attempt ended. */
export type OAuthOutcome = 'success' | 'error' | 'cancelled' | 'blocked';

/** Popup geometry (n8n's). */
const POPUP_FEATURES = 'width=500,height=700,left=200,top=100,scrollbars=yes,resizable=yes,status=no,toolbar=no,menubar=no';
/** How often the popup is checked for having been closed. */
const CLOSED_POLL_MS = 500;

/** The browser parts the popup needs; a test passes its own. */
export interface PopupHost {
  open(url: string, target: string, features: string): { closed: boolean; close(): void } | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * Opens `url` and resolves with the outcome. A message from another window than the popup
 * is ignored, so an unrelated frame cannot fake a connection; the server is asked again
 * afterwards in any case.
 */
export function runOAuthPopup(url: string, host: PopupHost = window): Promise<OAuthOutcome> {
  const popup = host.open(url, 'OAuth authorization', POPUP_FEATURES);
  if (!popup) return Promise.resolve('blocked');
  return new Promise((resolve) => {
    const finish = (outcome: OAuthOutcome) => {
      host.removeEventListener('message', onMessage);
      clearInterval(timer);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== (popup as unknown)) return;
      if (event.data === 'success') {
        popup.close();
        finish('success');
      } else if (event.data === 'error') {
        finish('error');
      }
    };
    // Messages arrive as tasks, never before this line has run.
    const timer = setInterval(() => {
      if (popup.closed) finish('cancelled');
    }, CLOSED_POLL_MS);
    host.addEventListener('message', onMessage);
  });
}
