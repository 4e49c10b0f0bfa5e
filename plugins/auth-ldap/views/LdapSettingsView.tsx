import { useEffect, useMemo, useState } from 'react';
import { Network, PlugZap, Save } from 'lucide-react';
import { failureMessage, type ViewProps } from '@sdk';
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
import { ILdapService, type LdapConfig, type LdapConnectionSecurity } from '../api';
import { defaultPort, ldapProblems } from '../model';
import { SyncHistory } from './SyncHistory';

const SECURITY: ReadonlyArray<{ value: LdapConnectionSecurity; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'tls', label: 'TLS (ldaps://)' },
  { value: 'startTls', label: 'STARTTLS' },
];

/** The settings held as text, and as numbers (shown blank while not a number). */
type TextSetting = { [K in keyof LdapConfig]: LdapConfig[K] extends string ? K : never }[keyof LdapConfig];
type NumberSetting = { [K in keyof LdapConfig]: LdapConfig[K] extends number ? K : never }[keyof LdapConfig];

function toNumber(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** The settings form, editing a copy of the stored settings until saved. */
function LdapForm(props: { stored: LdapConfig; onDirty(dirty: boolean): void }) {
  const service = useService(ILdapService);
  const [draft, setDraft] = useState<LdapConfig>(props.stored);
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);
  const problems = useMemo(() => ldapProblems(draft), [draft]);
  const dirty = JSON.stringify(draft) !== JSON.stringify(props.stored);
  const { busy, shown, save, run } = useSettingsForm<keyof LdapConfig, 'test'>({
    problems,
    savedTitle: 'LDAP settings saved',
    save: async () => setDraft(await service.save(draft)),
  });

  useEffect(() => props.onDirty(dirty), [dirty, props]);

  const set = <K extends keyof LdapConfig>(field: K, value: LdapConfig[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setTestResult(null);
  };
  /** A text field's value, problem and change, bound to the draft. */
  const text = (field: TextSetting) => ({
    value: draft[field],
    problem: shown(field),
    onChange: (value: string) => set(field, value),
  });
  /** A number field's value, problem and change, bound to the draft. */
  const number = (field: NumberSetting) => ({
    type: 'number' as const,
    value: Number.isNaN(draft[field]) ? '' : String(draft[field]),
    problem: shown(field),
    onChange: (value: string) => set(field, toNumber(value)),
  });

  const test = () =>
    run('test', async () => {
      try {
        await service.testConnection();
        setTestResult({ ok: true, message: 'Connected and signed in to the directory.' });
      } catch (error) {
        setTestResult({ ok: false, message: failureMessage(error) });
      }
    });

  return (
    <SettingsForm label="LDAP settings" onSubmit={() => void save()}>
      <SettingsCard id="ldap-login-title" title="Sign-in">
        <FormSwitch
          label="Enable LDAP login"
          checked={draft.loginEnabled}
          onChange={(value) => set('loginEnabled', value)}
          hint="Directory users sign in with their login ID and directory password. The owner keeps signing in by e-mail."
        />
        <FormField
          label="Login label"
          {...text('loginLabel')}
          placeholder="e.g. Corporate ID"
          hint="Shown as the name of the sign-in field."
        />
      </SettingsCard>

      <SettingsCard id="ldap-connection-title" title="Connection">
        <div className="settings-grid">
          <FormField label="LDAP server address" {...text('connectionUrl')} placeholder="ldap.example.com" />
          <FormField label="Port" {...number('connectionPort')} />
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
          <FormField label="Binding admin DN" {...text('bindingAdminDn')} placeholder="cn=admin,dc=example,dc=org" />
          <FormField label="Binding admin password" type="password" {...text('bindingAdminPassword')} />
        </div>
      </SettingsCard>

      <SettingsCard id="ldap-users-title" title="Users">
        <div className="settings-grid settings-grid--two">
          <FormField label="Base DN" {...text('baseDn')} placeholder="ou=people,dc=example,dc=org" />
          <FormField label="User filter" {...text('userFilter')} placeholder="(objectClass=inetOrgPerson)" />
          <FormField label="Login ID attribute" {...text('loginIdAttribute')} placeholder="uid" />
          <FormField
            label="LDAP ID attribute"
            {...text('ldapIdAttribute')}
            placeholder="uid"
            hint="Never changes for a user; links them to their account."
          />
          <FormField label="E-mail attribute" {...text('emailAttribute')} placeholder="mail" />
          <FormField label="First name attribute" {...text('firstNameAttribute')} placeholder="givenName" />
          <FormField label="Last name attribute" {...text('lastNameAttribute')} placeholder="sn" />
        </div>
      </SettingsCard>

      <SettingsCard id="ldap-sync-settings-title" title="Sync and search">
        <FormSwitch
          label="Enable periodic sync"
          checked={draft.synchronizationEnabled}
          onChange={(value) => set('synchronizationEnabled', value)}
        />
        <div className="settings-grid">
          <FormField label="Sync interval (minutes)" {...number('synchronizationInterval')} />
          <FormField label="Page size" {...number('searchPageSize')} hint="0 searches without paging." />
          <FormField label="Search timeout (seconds)" {...number('searchTimeout')} />
        </div>
      </SettingsCard>

      <SettingsFooter result={testResult}>
        <button
          type="button"
          className="button"
          disabled={busy !== null || dirty}
          title={dirty ? UNSAVED_CHANGES : undefined}
          onClick={() => void test()}
        >
          <ActionIcon icon={PlugZap} busy={busy === 'test'} /> Test connection
        </button>
        <button type="submit" className="button button--primary" disabled={busy !== null || !dirty}>
          <Save size={15} aria-hidden="true" /> Save connection
        </button>
      </SettingsFooter>
    </SettingsForm>
  );
}

/** LdapSettings: the LDAP sign-in and sync settings, and the sync history. */
export function LdapSettingsView(_props: ViewProps) {
  const service = useService(ILdapService);
  const state = useObservable(service.state$, service.state);
  const [dirty, setDirty] = useState(false);
  const license = useFeatureLicense('ldap', service);

  return (
    <EnterpriseSettingsPage
      title="LDAP"
      lead="Sign your people in with their directory accounts and keep their accounts in step with it."
      license={license}
      name="ldap"
      plan={{
        icon: Network,
        text: 'LDAP sign-in lets your people use their directory accounts, created and disabled as the directory says.',
      }}
      state={state}
      loadingLabel="Loading LDAP settings…"
    >
      {state.config && (
        <>
          <LdapForm stored={state.config} onDirty={setDirty} />
          <SyncHistory state={state} blocked={dirty ? UNSAVED_CHANGES : undefined} />
        </>
      )}
    </EnterpriseSettingsPage>
  );
}
