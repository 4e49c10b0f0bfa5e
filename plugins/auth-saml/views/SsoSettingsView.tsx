import { useMemo, useState } from 'react';
import { Copy, FlaskConical, KeyRound, Save } from 'lucide-react';
import { copyText, failureMessage, INotificationService, type ViewProps } from '@sdk';
import {
  ActionIcon,
  EnterpriseSettingsPage,
  FormField,
  FormSelect,
  FormSwitch,
  SettingsCard,
  SettingsFooter,
  SettingsForm,
  UNSAVED_CHANGES,
  useFeatureLicense,
  useObservable,
  useService,
  useSettingsForm,
} from '@sdk/react';
import { ISamlService, type SamlAttributeMapping, type SamlConfig, type SamlConfigInput, type SamlLoginBinding } from '../api';
import { samlProblems, toSaved, type MetadataSource } from '../model';

const BINDINGS: ReadonlyArray<{ value: SamlLoginBinding; label: string }> = [
  { value: 'redirect', label: 'HTTP Redirect' },
  { value: 'post', label: 'HTTP POST' },
];

const MAPPING_FIELDS: ReadonlyArray<{ key: keyof SamlAttributeMapping; label: string }> = [
  { key: 'email', label: 'E-mail' },
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'userPrincipalName', label: 'User ID (UPN)' },
];

function inputOf(config: SamlConfig): SamlConfigInput {
  const { entityID: _entityId, returnUrl: _returnUrl, ...input } = config;
  return input;
}

/** A read-only URL of this instance with a copy button. */
function CopyField(props: { label: string; value: string; hint: string }) {
  const notifications = useService(INotificationService);
  const copy = () =>
    copyText(props.value).then(
      () => notifications.showMessage({ type: 'success', title: `${props.label} copied`, message: '' }),
      (error: unknown) => notifications.showMessage({ type: 'error', title: 'Could not copy', message: failureMessage(error) }),
    );
  return (
    <div className="auth-field">
      <span className="auth-field__label">{props.label}</span>
      <div className="saml-copy">
        <input className="auth-input settings-input" readOnly value={props.value} aria-label={props.label} />
        <button type="button" className="button" onClick={() => void copy()} aria-label={`Copy ${props.label}`}>
          <Copy size={14} aria-hidden="true" /> Copy
        </button>
      </div>
      <p className="settings-hint">{props.hint}</p>
    </div>
  );
}

/** The SAML settings form, editing a copy of the stored settings until saved. */
function SamlForm(props: { stored: SamlConfig }) {
  const service = useService(ISamlService);
  const notifications = useService(INotificationService);
  const [draft, setDraft] = useState<SamlConfigInput>(() => inputOf(props.stored));
  const [source, setSource] = useState<MetadataSource>(props.stored.metadataUrl !== '' ? 'url' : 'xml');
  const problems = useMemo(() => samlProblems(draft, source), [draft, source]);
  const saved = inputOf(props.stored);
  const dirty = JSON.stringify(toSaved(draft, source)) !== JSON.stringify(saved);
  const configured = props.stored.metadata !== '';
  const { busy, shown, save, run } = useSettingsForm<string, 'toggle'>({
    problems,
    savedTitle: 'SSO settings saved',
    save: async () => setDraft(inputOf(await service.save(toSaved(draft, source)))),
  });

  const set = <K extends keyof SamlConfigInput>(field: K, value: SamlConfigInput[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const setMapping = (key: keyof SamlAttributeMapping, value: string) =>
    setDraft((current) => ({ ...current, mapping: { ...current.mapping, [key]: value } }));

  const toggle = (loginEnabled: boolean) =>
    run('toggle', async () => {
      try {
        const result = await service.toggle(loginEnabled);
        setDraft((current) => ({ ...current, loginEnabled: result.loginEnabled }));
        notifications.showMessage({
          type: 'success',
          title: loginEnabled ? 'SAML sign-in activated' : 'SAML sign-in deactivated',
          message: '',
        });
      } catch (error) {
        notifications.showMessage({ type: 'error', title: 'SAML sign-in was not changed', message: failureMessage(error) });
      }
    });

  return (
    <SettingsForm label="SSO settings" onSubmit={() => void save()}>
      <section className="settings-card" aria-labelledby="saml-activation-title">
        <div className="settings-card__head">
          <div>
            <h2 id="saml-activation-title" className="settings-card__title">
              SAML 2.0
            </h2>
            <p className="settings-hint">
              {props.stored.loginEnabled
                ? 'Members sign in with your identity provider. The owner keeps signing in by e-mail.'
                : 'Save and test the settings, then activate sign-in with your identity provider.'}
            </p>
          </div>
          <span className={`saml-pill${props.stored.loginEnabled ? ' saml-pill--on' : ''}`}>
            {props.stored.loginEnabled ? 'Activated' : 'Deactivated'}
          </span>
        </div>
        <FormSwitch
          label="Activated"
          checked={props.stored.loginEnabled}
          disabled={busy !== null || !configured || dirty}
          onChange={(value) => void toggle(value)}
          hint={!configured ? 'Save the identity provider metadata first.' : dirty ? UNSAVED_CHANGES : undefined}
        />
      </section>

      <SettingsCard id="saml-sp-title" title="Service provider (this instance)">
        <div className="settings-grid settings-grid--two">
          <CopyField
            label="Redirect URL"
            value={props.stored.returnUrl}
            hint="The assertion consumer service URL to set in your identity provider."
          />
          <CopyField
            label="Entity ID"
            value={props.stored.entityID}
            hint="Also this instance's metadata URL: identity providers can import it."
          />
        </div>
      </SettingsCard>

      <SettingsCard id="saml-idp-title" title="Identity provider settings">
        <div className="saml-source" role="radiogroup" aria-label="Identity provider metadata">
          {(['url', 'xml'] as const).map((value) => (
            <label key={value} className={`saml-source__option${source === value ? ' saml-source__option--on' : ''}`}>
              <input type="radio" name="saml-source" value={value} checked={source === value} onChange={() => setSource(value)} />
              {value === 'url' ? 'Metadata URL' : 'XML'}
            </label>
          ))}
        </div>
        {source === 'url' ? (
          <>
            <FormField
              label="Identity provider metadata URL"
              value={draft.metadataUrl}
              placeholder="https://idp.example.com/metadata"
              problem={shown('metadataUrl')}
              onChange={(value) => set('metadataUrl', value)}
              hint="Fetched by the server when you save."
            />
            <FormSwitch label="Allow self-signed certificates" checked={draft.ignoreSSL} onChange={(value) => set('ignoreSSL', value)} />
          </>
        ) : (
          <TextArea
            label="Identity provider metadata XML"
            value={draft.metadata}
            problem={shown('metadata')}
            onChange={(value) => set('metadata', value)}
          />
        )}
        <FormSelect
          label="Sign-in binding"
          value={draft.loginBinding}
          options={BINDINGS}
          onChange={(value) => set('loginBinding', value)}
        />
      </SettingsCard>

      <SettingsCard id="saml-mapping-title" title="Attribute mapping">
        <p className="settings-hint">The SAML attributes your identity provider sends for each user detail.</p>
        <div className="settings-grid settings-grid--two">
          {MAPPING_FIELDS.map(({ key, label }) => (
            <FormField
              key={key}
              label={label}
              value={draft.mapping[key]}
              problem={shown(key)}
              onChange={(value) => setMapping(key, value)}
            />
          ))}
        </div>
      </SettingsCard>

      <SettingsFooter>
        <button
          type="button"
          className="button"
          disabled={busy !== null || dirty || !configured}
          title={dirty ? UNSAVED_CHANGES : !configured ? 'Save the identity provider metadata first' : undefined}
          onClick={() => window.open(service.testUrl(), '_blank', 'noopener')}
        >
          <FlaskConical size={15} aria-hidden="true" /> Test settings
        </button>
        <button type="submit" className="button button--primary" disabled={busy !== null || (!dirty && configured)}>
          <ActionIcon icon={Save} busy={busy === 'save'} /> Save settings
        </button>
      </SettingsFooter>
    </SettingsForm>
  );
}

/** A labelled multi-line input. */
function TextArea(props: { label: string; value: string; problem: string | undefined; onChange(value: string): void }) {
  return (
    <div className={`auth-field${props.problem ? ' auth-field--invalid' : ''}`}>
      <label htmlFor="saml-metadata" className="auth-field__label">
        {props.label}
      </label>
      <textarea
        id="saml-metadata"
        className="auth-input saml-xml"
        rows={8}
        spellCheck={false}
        value={props.value}
        placeholder='<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" …'
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={props.problem ? 'saml-metadata-problem' : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.problem && (
        <p id="saml-metadata-problem" className="auth-field__error" role="alert">
          {props.problem}
        </p>
      )}
    </div>
  );
}

/** SSoSettings: the SAML settings, the test run and activation; the plan view while the saml feature is off. */
export function SsoSettingsView(_props: ViewProps) {
  const service = useService(ISamlService);
  const state = useObservable(service.state$, service.state);
  const license = useFeatureLicense('saml', service);

  return (
    <EnterpriseSettingsPage
      title="Single sign-on"
      lead="Sign your people in with your identity provider (Okta, Microsoft Entra ID, Keycloak, …) over SAML 2.0."
      license={license}
      name="saml"
      plan={{ icon: KeyRound, text: 'Single sign-on lets your people sign in with the accounts of your identity provider.' }}
      state={state}
      loadingLabel="Loading SSO settings…"
    >
      {state.config && <SamlForm stored={state.config} />}
    </EnterpriseSettingsPage>
  );
}
