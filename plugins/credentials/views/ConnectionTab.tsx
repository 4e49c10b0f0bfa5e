import { useEffect, useRef } from 'react';
import { ISettingsService } from '@sdk';
import { useObservable, useService } from '@sdk/react';
import { ICredentialsService } from '../api';
import { needsConnect, visibleProperties } from '../credential-types';
import { personName } from '../list-model';
import { Glyph } from './glyphs';
import { OAuthSection } from './OAuthSection';
import { ParameterField } from './ParameterField';
import type { CredentialEditor, Outcome } from './use-credential-editor';

/** A test result or connect outcome above the form; scrolled into view when it appears. */
export function OutcomeBanner({ outcome }: { outcome: Outcome }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollIntoView, and an effect must not return one.
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);
  return (
    <div
      ref={ref}
      className={`cred-banner ${outcome.ok ? 'cred-banner--success' : 'cred-banner--error'}`}
      role={outcome.ok ? 'status' : 'alert'}
      aria-label={outcome.title}
    >
      <Glyph name={outcome.ok ? 'connected' : 'alert'} />
      <div>
        <strong>{outcome.title}</strong>
        {outcome.message && <p>{outcome.message}</p>}
      </div>
    </div>
  );
}

/**
 * The Connection tab: the optional auth selector, the last test result, the OAuth connect
 * section and the fields the credential type shows for the current values.
 */
export function ConnectionTab({ editor, authOptions }: { editor: CredentialEditor; authOptions: readonly string[] }) {
  const service = useService(ICredentialsService);
  const settingsService = useService(ISettingsService);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  const readOnly = !editor.permissions.updateConnection;
  const hidden = editor.credential !== null && editor.credential.data === undefined;
  const fields = visibleProperties(editor.properties, editor.values);
  const owner = personName(editor.credential?.ownedBy) || 'its owner';

  return (
    <div className="cred-connection">
      {readOnly && (
        <div className="cred-banner cred-banner--info" role="note">
          <Glyph name="lock" />
          <div>
            <strong>Read only</strong>
            <p>
              {editor.permissions.use
                ? `You can use this credential in your workflows, but only ${owner} can change its connection settings.`
                : `Only ${owner} can change the connection settings of this credential.`}
              {hidden && ' The saved values are visible to the owner only.'}
            </p>
          </div>
        </div>
      )}
      {authOptions.length > 1 && (
        <fieldset className="cred-auth-selector">
          <legend>Connect using</legend>
          {authOptions.map((option) => (
            <label key={option} className="cred-radio">
              <input
                type="radio"
                name="cred-auth"
                value={option}
                checked={editor.type?.name === option}
                onChange={() => editor.chooseType(option)}
              />
              {service.getType(option)?.displayName ?? option}
            </label>
          ))}
        </fieldset>
      )}
      {editor.outcome && <OutcomeBanner outcome={editor.outcome} />}
      {editor.oauth && needsConnect(editor.oauth, editor.values) && (
        <OAuthSection
          editor={editor}
          callbackUrl={editor.oauth === 'oAuth1' ? settings?.oauthCallbackUrls?.oauth1 : settings?.oauthCallbackUrls?.oauth2}
        />
      )}
      <div className="cred-form">
        {fields.map((property) => (
          <ParameterField
            key={property.name}
            property={property}
            value={editor.values[property.name]}
            readOnly={readOnly}
            onChange={(value) => editor.setValue(property.name, value)}
          />
        ))}
      </div>
    </div>
  );
}
