import { useState } from 'react';
import { readOnlyReason } from '../permissions';
import { Glyph } from './glyphs';
import type { CredentialEditor } from './use-credential-editor';

/**
 * The OAuth part of the Connection tab: the redirect URL to register at the provider, and
 * the connect button that runs the authorization flow in a popup, or the connected state.
 */
export function OAuthSection({ editor, callbackUrl }: { editor: CredentialEditor; callbackUrl: string | undefined }) {
  const [copied, setCopied] = useState(false);
  const canConnect = editor.permissions.updateConnection;
  const connecting = editor.busy === 'connecting';
  const copy = () => {
    if (!callbackUrl) return;
    void navigator.clipboard?.writeText(callbackUrl).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <section className="cred-oauth" aria-label="Account connection">
      {callbackUrl && (
        <div className="cred-field">
          <label className="cred-field__label" htmlFor="cred-oauth-redirect">
            OAuth Redirect URL
          </label>
          <div className="cred-field__control">
            <input
              id="cred-oauth-redirect"
              className="cred-input cred-input--mono"
              readOnly
              value={callbackUrl}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="button cred-copy" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
          <p className="cred-field__description">Register this URL with the provider as the redirect (callback) URL.</p>
        </div>
      )}
      <div className={`cred-oauth__status ${editor.connected ? 'cred-oauth__status--connected' : ''}`}>
        {editor.connected ? (
          <>
            <span className="cred-pill cred-pill--success" role="status" aria-label="Account connected">
              <Glyph name="connected" size={16} /> Account connected
            </span>
            <button
              type="button"
              className="button"
              disabled={!canConnect || editor.busy !== null}
              title={canConnect ? undefined : readOnlyReason(editor.credential)}
              onClick={() => void editor.connect()}
            >
              {connecting ? 'Waiting for the sign-in…' : 'Reconnect'}
            </button>
          </>
        ) : (
          <>
            <span className="cred-oauth__hint">
              <Glyph name="link" size={16} /> No account connected yet
            </span>
            <button
              type="button"
              className="button button--primary"
              disabled={!canConnect || editor.busy !== null}
              title={canConnect ? undefined : readOnlyReason(editor.credential)}
              onClick={() => void editor.connect()}
            >
              {connecting ? <Glyph name="spinner" size={16} className="cred-spin" /> : <Glyph name="link" size={16} />}
              {connecting ? 'Waiting for the sign-in…' : 'Connect my account'}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
