import { describe, expect, it } from 'vitest';
import { runOAuthPopup, type PopupHost } from './oauth-popup';

/** A window that records its listeners, with a popup the test controls. */
function fakeWindow(openResult: 'open' | 'blocked' = 'open') {
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = {
    closed: false,
    close() {
      this.closed = true;
    },
  };
  const opened: string[] = [];
  const host: PopupHost = {
    open: (url) => {
      opened.push(url);
      return openResult === 'open' ? popup : null;
    },
    addEventListener: (_t, l) => void listeners.add(l),
    removeEventListener: (_t, l) => void listeners.delete(l),
  };
  const post = (data: unknown, source: unknown = popup) => listeners.forEach((l) => l({ data, source } as MessageEvent));
  return { host, popup, opened, post, listeners };
}

describe('the OAuth popup', () => {
  it('resolves success when the callback page in the popup says so, and closes it', async () => {
    const w = fakeWindow();
    const outcome = runOAuthPopup('https://provider.test/authorize', w.host);
    expect(w.opened).toEqual(['https://provider.test/authorize']);
    w.post('success', {}); // another window: ignored
    w.post('success');
    expect(await outcome).toBe('success');
    expect(w.popup.closed).toBe(true);
    expect(w.listeners.size).toBe(0);
  });

  it('resolves error when the callback page reports a failure', async () => {
    const w = fakeWindow();
    const outcome = runOAuthPopup('https://provider.test/authorize', w.host);
    w.post('error');
    expect(await outcome).toBe('error');
  });

  it('resolves cancelled when the user closes the popup', async () => {
    const w = fakeWindow();
    const outcome = runOAuthPopup('https://provider.test/authorize', w.host);
    w.popup.close();
    expect(await outcome).toBe('cancelled');
  });

  it('reports a blocked popup', async () => {
    expect(await runOAuthPopup('https://provider.test/authorize', fakeWindow('blocked').host)).toBe('blocked');
  });
});
