/** The sync runs table with the Dry run and Sync now buttons. */
import { useState } from 'react';
import { FlaskConical, RefreshCw } from 'lucide-react';
import { failureMessage, INotificationService } from '@sdk';
import { useService } from '@sdk/react';
import type { LdapState } from '../api';
import { ILdapService } from '../api';

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

/** The sync section; `blocked` says why the buttons are off (unsaved changes), if they are. */
export function SyncHistory(props: { state: LdapState; blocked: string | undefined }) {
  const service = useService(ILdapService);
  const notifications = useService(INotificationService);
  const [running, setRunning] = useState<'dry' | 'live' | null>(null);

  const run = async (type: 'dry' | 'live') => {
    setRunning(type);
    try {
      const result = await service.sync(type);
      if (result.status === 'success') {
        const counts =
          type === 'dry'
            ? `${result.scanned} found, ${result.created} to create, ${result.updated} to update, ${result.disabled} to disable`
            : `${result.scanned} found, ${result.created} created, ${result.updated} updated, ${result.disabled} disabled`;
        notifications.showMessage({ type: 'success', title: type === 'dry' ? 'Dry run finished' : 'Users synced', message: counts });
      } else {
        notifications.showMessage({ type: 'error', title: 'The sync failed', message: result.error ?? '' });
      }
    } catch (error) {
      notifications.showMessage({ type: 'error', title: 'The sync failed', message: failureMessage(error) });
    } finally {
      setRunning(null);
    }
  };

  return (
    <section className="settings-card" aria-labelledby="ldap-sync-title">
      <div className="settings-card__head">
        <div>
          <h2 id="ldap-sync-title" className="settings-card__title">
            Synchronization
          </h2>
          <p className="settings-hint">A dry run counts what a sync would change without changing anything.</p>
        </div>
        <div className="settings-actions">
          <button
            type="button"
            className="button"
            disabled={running !== null || props.blocked !== undefined}
            title={props.blocked}
            onClick={() => void run('dry')}
          >
            <FlaskConical size={15} aria-hidden="true" /> {running === 'dry' ? 'Running…' : 'Dry run'}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={running !== null || props.blocked !== undefined}
            title={props.blocked}
            onClick={() => void run('live')}
          >
            <RefreshCw size={15} aria-hidden="true" /> {running === 'live' ? 'Syncing…' : 'Sync now'}
          </button>
        </div>
      </div>
      {props.state.runs.length === 0 ? (
        <p className="settings-hint ldap-empty">No syncs yet.</p>
      ) : (
        <table className="ldap-table" aria-label="Sync history">
          <thead>
            <tr>
              <th scope="col">Started</th>
              <th scope="col">Mode</th>
              <th scope="col">Status</th>
              <th scope="col">Found</th>
              <th scope="col">Created</th>
              <th scope="col">Updated</th>
              <th scope="col">Disabled</th>
            </tr>
          </thead>
          <tbody>
            {props.state.runs.map((run) => (
              <tr key={run.id}>
                <td>{when(run.startedAt)}</td>
                <td>{run.runMode === 'dry' ? 'Dry run' : 'Live'}</td>
                <td>
                  <span className={`ldap-pill ldap-pill--${run.status}`} title={run.error ?? undefined}>
                    {run.status === 'success' ? 'Success' : 'Error'}
                  </span>
                  {run.error && <span className="ldap-table__error">{run.error}</span>}
                </td>
                <td>{run.scanned}</td>
                <td>{run.created}</td>
                <td>{run.updated}</td>
                <td>{run.disabled}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.state.moreRuns && (
        <button type="button" className="button settings-more" onClick={() => void service.loadMoreRuns()}>
          Show older syncs
        </button>
      )}
    </section>
  );
}
