import { useEffect, useMemo, useState } from 'react';
import { LoaderCircle, Network, PlugZap, Save } from 'lucide-react';
import { INotificationService, ISettingsService, type ViewProps } from '@sdk';
import { FormField, FormSelect, FormSwitch, useObservable, useService } from '@sdk/react';
import { ILdapService, type LdapConfig, type LdapConnectionSecurity } from '../api';
import { messageOf } from '../ldap-service';
import { defaultPort, ldapProblems } from '../model';
import { SyncHistory } from './SyncHistory';

/** Where an unlicensed instance's owner asks about the Enterprise plan. */
export const CONTACT_URL = 'https://switchyard.example.com/contact';

const SECURITY: ReadonlyArray<{ value: LdapConnectionSecurity; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'tls', label: 'TLS (ldaps://)' },
  { value: 'startTls', label: 'STARTTLS' },
];

const UNSAVED = 'Save your changes first';

function toNumber(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** The settings form, editing a copy of the stored settings until saved. */
function LdapForm(props: { stored: LdapConfig; onDirty(dirty: boolean): void }) {
  const service = useService(ILdapService);
  const notifications = useService(INotificationService);
  const [draft, setDraft] = useState<LdapConfig>(props.stored);
  const [showProblems, setShowProblems] = useState(false);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);
  const problems = useMemo(() => ldapProblems(draft), [draft]);
  const dirty = JSON.stringify(draft) !== JSON.stringify(props.stored);

  useEffect(() => props.onDirty(dirty), [dirty, props]);

  const set = <K extends keyof LdapConfig>(field: K, value: LdapConfig[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setTestResult(null);
  };
  const shown = (field: keyof LdapConfig) => (showProblems ? problems[field] : undefined);

  const save = async () => {
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    setBusy('save');
    try {
      const saved = await service.save(draft);
      setDraft(saved);
      notifications.showMessage({ type: 'success', title: 'LDAP settings saved', message: '' });
    } catch (error) {
      notifications.showMessage({ type: 'error', title: 'The settings were not saved', message: messageOf(error) });
    } finally {
      setBusy(null);
    }
  };

  const test = async () => {
    setBusy('test');
    try {
      await service.testConnection();
      setTestResult({ ok: true, message: 'Connected and signed in to the directory.' });
    } catch (error) {
      setTestResult({ ok: false, message: messageOf(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      className="settings-form"
      aria-label="LDAP settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <section className="settings-card" aria-labelledby="ldap-login-title">
        <h2 id="ldap-login-title" className="settings-card__title">
          Sign-in
        </h2>
        <FormSwitch
          label="Enable LDAP login"
          checked={draft.loginEnabled}
          onChange={(value) => set('loginEnabled', value)}
          hint="Directory users sign in with their login ID and directory password. The owner keeps signing in by e-mail."
        />
        <FormField
          label="Login label"
          value={draft.loginLabel}
          placeholder="e.g. Corporate ID"
          onChange={(value) => set('loginLabel', value)}
          hint="Shown as the name of the sign-in field."
        />
      </section>

      <section className="settings-card" aria-labelledby="ldap-connection-title">
        <h2 id="ldap-connection-title" className="settings-card__title">
          Connection
        </h2>
        <div className="settings-grid">
          <FormField
            label="LDAP server address"
            value={draft.connectionUrl}
            placeholder="ldap.example.com"
            problem={shown('connectionUrl')}
            onChange={(value) => set('connectionUrl', value)}
          />
          <FormField
            label="Port"
            type="number"
            value={Number.isNaN(draft.connectionPort) ? '' : String(draft.connectionPort)}
            problem={shown('connectionPort')}
            onChange={(value) => set('connectionPort', toNumber(value))}
          />
          <FormSelect
            label="Connection security"
            value={draft.connectionSecurity}
            options={SECURITY}
            onChange={(value) => {
              // Follow the usual port while it is still the other mode's default.
              if (draft.connectionPort === defaultPort(draft.connectionSecurity)) set('connectionPort', defaultPort(value));
              set('connectionSecurity', value);
            }}
          />
        </div>
        {draft.connectionSecurity !== 'none' && (
          <FormSwitch
            label="Allow self-signed certificates"
            checked={draft.allowUnauthorizedCerts}
            onChange={(value) => set('allowUnauthorizedCerts', value)}
            hint="Only for directories whose certificate no known authority signed."
          />
        )}
        <div className="settings-grid settings-grid--two">
          <FormField
            label="Binding admin DN"
            value={draft.bindingAdminDn}
            placeholder="cn=admin,dc=example,dc=org"
            onChange={(value) => set('bindingAdminDn', value)}
          />
          <FormField
            label="Binding admin password"
            type="password"
            value={draft.bindingAdminPassword}
            onChange={(value) => set('bindingAdminPassword', value)}
          />
        </div>
      </section>

      <section className="settings-card" aria-labelledby="ldap-users-title">
        <h2 id="ldap-users-title" className="settings-card__title">
          Users
        </h2>
        <div className="settings-grid settings-grid--two">
          <FormField
            label="Base DN"
            value={draft.baseDn}
            placeholder="ou=people,dc=example,dc=org"
            problem={shown('baseDn')}
            onChange={(value) => set('baseDn', value)}
          />
          <FormField
            label="User filter"
            value={draft.userFilter}
            placeholder="(objectClass=inetOrgPerson)"
            problem={shown('userFilter')}
            onChange={(value) => set('userFilter', value)}
          />
          <FormField
            label="Login ID attribute"
            value={draft.loginIdAttribute}
            placeholder="uid"
            problem={shown('loginIdAttribute')}
            onChange={(value) => set('loginIdAttribute', value)}
          />
          <FormField
            label="LDAP ID attribute"
            value={draft.ldapIdAttribute}
            placeholder="uid"
            problem={shown('ldapIdAttribute')}
            onChange={(value) => set('ldapIdAttribute', value)}
            hint="Never changes for a user; links them to their account."
          />
          <FormField
            label="E-mail attribute"
            value={draft.emailAttribute}
            placeholder="mail"
            problem={shown('emailAttribute')}
            onChange={(value) => set('emailAttribute', value)}
          />
          <FormField
            label="First name attribute"
            value={draft.firstNameAttribute}
            placeholder="givenName"
            problem={shown('firstNameAttribute')}
            onChange={(value) => set('firstNameAttribute', value)}
          />
          <FormField
            label="Last name attribute"
            value={draft.lastNameAttribute}
            placeholder="sn"
            problem={shown('lastNameAttribute')}
            onChange={(value) => set('lastNameAttribute', value)}
          />
        </div>
      </section>

      <section className="settings-card" aria-labelledby="ldap-sync-settings-title">
        <h2 id="ldap-sync-settings-title" className="settings-card__title">
          Sync and search
        </h2>
        <FormSwitch
          label="Enable periodic sync"
          checked={draft.synchronizationEnabled}
          onChange={(value) => set('synchronizationEnabled', value)}
        />
        <div className="settings-grid">
          <FormField
            label="Sync interval (minutes)"
            type="number"
            value={Number.isNaN(draft.synchronizationInterval) ? '' : String(draft.synchronizationInterval)}
            problem={shown('synchronizationInterval')}
            onChange={(value) => set('synchronizationInterval', toNumber(value))}
          />
          <FormField
            label="Page size"
            type="number"
            value={Number.isNaN(draft.searchPageSize) ? '' : String(draft.searchPageSize)}
            problem={shown('searchPageSize')}
            onChange={(value) => set('searchPageSize', toNumber(value))}
            hint="0 searches without paging."
          />
          <FormField
            label="Search timeout (seconds)"
            type="number"
            value={Number.isNaN(draft.searchTimeout) ? '' : String(draft.searchTimeout)}
            problem={shown('searchTimeout')}
            onChange={(value) => set('searchTimeout', toNumber(value))}
          />
        </div>
      </section>

      <div className="settings-footer">
        {testResult && (
          <p className={`settings-result settings-result--${testResult.ok ? 'ok' : 'error'}`} role="status">
            {testResult.message}
          </p>
        )}
        <div className="settings-actions">
          <button
            type="button"
            className="button"
            disabled={busy !== null || dirty}
            title={dirty ? UNSAVED : undefined}
            onClick={() => void test()}
          >
            {busy === 'test' ? (
              <LoaderCircle className="settings-spin" size={15} aria-hidden="true" />
            ) : (
              <PlugZap size={15} aria-hidden="true" />
            )}{' '}
            Test connection
          </button>
          <button type="submit" className="button button--primary" disabled={busy !== null || !dirty}>
            <Save size={15} aria-hidden="true" /> Save connection
          </button>
        </div>
      </div>
    </form>
  );
}

/** LdapSettings: the LDAP sign-in and sync settings, and the sync history. */
export function LdapSettingsView(_props: ViewProps) {
  const settingsService = useService(ISettingsService);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  const service = useService(ILdapService);
  const state = useObservable(service.state$, service.state);
  const [dirty, setDirty] = useState(false);
  const licensed = settings?.enterprise?.ldap === true;

  useEffect(() => {
    if (licensed) void service.refresh();
  }, [licensed, service]);

  return (
    <div className="settings-page">
      <header className="settings-page__header">
        <h1 className="settings-page__title">LDAP</h1>
        <p className="settings-hint">Sign your people in with their directory accounts and keep their accounts in step with it.</p>
      </header>
      {settings !== null && !licensed && (
        <section className="settings-card settings-unlicensed" aria-labelledby="ldap-unlicensed-title">
          <Network size={28} aria-hidden="true" />
          <h2 id="ldap-unlicensed-title" className="settings-card__title">
            Available on the Enterprise plan
          </h2>
          <p className="settings-hint">
            LDAP sign-in lets your people use their directory accounts, created and disabled as the directory says.
          </p>
          <a className="button button--primary" href={CONTACT_URL} target="_blank" rel="noreferrer">
            Contact us
          </a>
        </section>
      )}
      {licensed && state.error && (
        <p className="settings-result settings-result--error" role="alert">
          {state.error}
        </p>
      )}
      {licensed && state.status === 'loading' && (
        <p className="settings-hint" role="status">
          <LoaderCircle className="settings-spin" size={14} aria-hidden="true" /> Loading LDAP settings…
        </p>
      )}
      {licensed && state.config && (
        <>
          <LdapForm stored={state.config} onDirty={setDirty} />
          <SyncHistory state={state} blocked={dirty ? UNSAVED : undefined} />
        </>
      )}
    </div>
  );
}
