import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Activity, LoaderCircle, RefreshCw, Users, Workflow } from 'lucide-react';
import { IRestApi, type ViewProps } from '@sdk';
import { useService } from '@sdk/react';
import { errorMessage, FormAlert, NotAllowedView, Section, SettingsPage, useCurrentUser } from '../ui';

/** `GET /rest/usage`. */
export interface Usage {
  readonly workflows: { readonly total: number; readonly active: number };
  readonly executions: { readonly total: number; readonly estimated: boolean };
  readonly users: { readonly total: number; readonly pending: number };
  readonly enterpriseFeatures: readonly string[];
}

/** The enterprise features, as the server names them, with what each gives. */
export const ENTERPRISE_FEATURES: ReadonlyArray<{ id: string; label: string; description: string }> = [
  { id: 'sharing', label: 'Sharing', description: 'Share workflows and credentials with other users.' },
  { id: 'ldap', label: 'LDAP', description: 'Sign in with the accounts of an LDAP directory.' },
  { id: 'saml', label: 'SSO (SAML)', description: 'Single sign-on through a SAML identity provider.' },
  { id: 'logStreaming', label: 'Log streaming', description: 'Send audit and workflow events to other systems.' },
  { id: 'advancedExecutionFilters', label: 'Advanced execution filters', description: 'Filter executions by custom data and more.' },
];

const number = new Intl.NumberFormat();

function Stat({ icon, label, value, note }: { icon: ReactNode; label: string; value: string; note: string }) {
  return (
    <div className="sp-stat">
      <dt>
        {icon} {label}
      </dt>
      <dd>
        <span className="sp-stat__value">{value}</span>
        <span className="sp-stat__note">{note}</span>
      </dd>
    </div>
  );
}

/** Usage: the instance's counts and its enterprise features. For the owner. */
export function UsageView(_props: ViewProps) {
  const me = useCurrentUser();
  const rest = useService(IRestApi);
  const [usage, setUsage] = useState<Usage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const allowed = me?.globalRole?.name === 'owner' || me?.globalRole?.name === 'default';

  const load = useCallback(async () => {
    setBusy(true);
    try {
      setUsage(await rest.get<Usage>('/usage'));
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }, [rest]);

  useEffect(() => {
    if (allowed) void load();
  }, [allowed, load]);

  if (!me) return null;
  if (!allowed) {
    return (
      <NotAllowedView title="Usage is for the owner" message="Only the owner of this Switchyard instance can see its usage and plan." />
    );
  }

  const on = new Set(usage?.enterpriseFeatures ?? []);
  return (
    <SettingsPage
      title="Usage and plan"
      lead="What this Switchyard instance holds, and the features switched on."
      actions={
        <button type="button" className="button" onClick={() => void load()} aria-busy={busy || undefined}>
          <RefreshCw size={16} aria-hidden="true" className={busy ? 'sp-spin' : undefined} /> Refresh
        </button>
      }
    >
      <FormAlert message={error} />
      {!usage && !error && (
        <p className="sp-muted" role="status">
          <LoaderCircle className="sp-spin" size={14} aria-hidden="true" /> Loading usage…
        </p>
      )}
      {usage && (
        <>
          <dl className="sp-stats" aria-label="Usage">
            <Stat
              icon={<Workflow size={15} aria-hidden="true" />}
              label="Active workflows"
              value={number.format(usage.workflows.active)}
              note={`of ${number.format(usage.workflows.total)} workflow${usage.workflows.total === 1 ? '' : 's'}`}
            />
            <Stat
              icon={<Activity size={15} aria-hidden="true" />}
              label="Executions"
              value={`${usage.executions.estimated ? '~' : ''}${number.format(usage.executions.total)}`}
              note="stored on this instance"
            />
            <Stat
              icon={<Users size={15} aria-hidden="true" />}
              label="Users"
              value={number.format(usage.users.total)}
              note={
                usage.users.pending
                  ? `and ${number.format(usage.users.pending)} pending invitation${usage.users.pending === 1 ? '' : 's'}`
                  : 'no pending invitations'
              }
            />
          </dl>
          <Section
            id="sp-plan"
            title="Plan"
            description="Community edition: no limits on workflows, executions or users. Enterprise features are switched on with SWITCHYARD_ENTERPRISE_FEATURES."
          >
            <ul className="sp-features" aria-label="Enterprise features">
              {ENTERPRISE_FEATURES.map((feature) => (
                <li key={feature.id} aria-label={feature.label}>
                  <div>
                    <strong>{feature.label}</strong>
                    <p>{feature.description}</p>
                  </div>
                  <span className={`sp-badge${on.has(feature.id) ? ' sp-badge--on' : ''}`}>{on.has(feature.id) ? 'On' : 'Off'}</span>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
    </SettingsPage>
  );
}
