import { useEffect, useMemo, useState } from 'react';
import { IConfirmService, IModalService, INotificationService, ISettingsService, type ViewProps } from '@sdk';
import { SortSelect, useKernel, useObservable, useService } from '@sdk/react';
import { of } from 'rxjs';
import { IAuthService } from '@plugins/auth/api';
import { deleteCredential } from '../actions';
import { CREDENTIAL_MODALS, ICredentialsService } from '../api';
import { filterAndSort } from '../list-model';
import { credentialPermissions } from '../permissions';
import { ICredentialsUi, SORT_LABELS } from '../ui-state';
import { CredentialCard } from './CredentialCard';
import { Glyph } from './glyphs';

const NO_USER$ = of(null);

function EmptyState({ onCreate }: { onCreate(): void }) {
  return (
    <section className="cred-empty" aria-labelledby="cred-empty-title">
      <div className="cred-empty__art" aria-hidden="true">
        <Glyph name="key" size={36} />
      </div>
      <h2 id="cred-empty-title">No credentials yet</h2>
      <p>Credentials let your workflows sign in to other apps and services: API keys, passwords and OAuth accounts, stored encrypted.</p>
      <button type="button" className="button button--primary" onClick={onCreate}>
        <Glyph name="add" size={16} /> Create your first credential
      </button>
    </section>
  );
}

/**
 * CredentialsView: the credentials the user can read as cards with type, owner
 * and dates; search, sort by name or date, an empty state that leads to creating one, and
 * actions as the user's permissions allow.
 */
export function CredentialsView(_props: ViewProps) {
  const service = useService(ICredentialsService);
  const modals = useService(IModalService);
  const confirm = useService(IConfirmService);
  const notifications = useService(INotificationService);
  const settingsService = useService(ISettingsService);
  const ui = useService(ICredentialsUi);
  const auth = useKernel().services.getOptional(IAuthService);
  const user = useObservable(auth?.user$ ?? NO_USER$, auth?.currentUser ?? null);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  const credentials = useObservable(service.credentials$, service.credentials);
  const types = useObservable(service.types$, null);
  const sort = useObservable(ui.sort$, ui.sort.value);
  const [search, setSearch] = useState('');
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    service.refresh().then(
      () => setLoadError(''),
      (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
    );
  }, [service]);

  const sharingEnabled = settings?.enterprise?.sharing === true;
  const typeName = useMemo(() => {
    const names = new Map((types ?? []).map((t) => [t.name, t.displayName]));
    return (name: string) => names.get(name) ?? name;
  }, [types]);
  const shown = useMemo(() => filterAndSort(credentials ?? [], search, sort, typeName), [credentials, search, sort, typeName]);
  const create = () => modals.open(CREDENTIAL_MODALS.select);

  return (
    <div className="sy-list-page">
      <header className="sy-list-page__header">
        <div>
          <h1 className="sy-list-page__title">Credentials</h1>
          <p className="sy-list-page__lead">Keys, passwords and accounts your workflows use to reach other services.</p>
        </div>
        <button type="button" className="button button--primary" onClick={create}>
          <Glyph name="add" size={16} /> Add credential
        </button>
      </header>

      {loadError && (
        <div className="cred-banner cred-banner--error" role="alert">
          <Glyph name="alert" />
          <div>
            <strong>Could not load the credentials</strong>
            <p>{loadError}</p>
          </div>
        </div>
      )}

      {credentials === null && !loadError && (
        <p className="cred-loading" role="status">
          <Glyph name="spinner" className="cred-spin" /> Loading credentials…
        </p>
      )}

      {credentials !== null && credentials.length === 0 && <EmptyState onCreate={create} />}

      {credentials !== null && credentials.length > 0 && (
        <>
          <div className="sy-list-page__toolbar">
            <div className="cred-search">
              <Glyph name="search" size={16} />
              <input
                type="search"
                aria-label="Search credentials"
                placeholder="Search credentials…"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <SortSelect value={sort} options={SORT_LABELS} onChange={(next) => ui.sort.next(next)} />
          </div>
          <p className="sy-list-page__count" aria-live="polite">
            {shown.length === credentials.length
              ? `${credentials.length} credential${credentials.length === 1 ? '' : 's'}`
              : `${shown.length} of ${credentials.length}`}
          </p>
          {shown.length === 0 ? (
            <div className="cred-no-results" role="status">
              <p>No credentials match “{search}”.</p>
              <button type="button" className="link-button" onClick={() => setSearch('')}>
                Clear search
              </button>
            </div>
          ) : (
            <ul className="cred-list" aria-label="Credentials">
              {shown.map((credential) => (
                <CredentialCard
                  key={credential.id}
                  credential={credential}
                  type={service.getType(credential.type)}
                  user={user}
                  permissions={credentialPermissions(user, credential, sharingEnabled)}
                  onOpen={() => modals.open(CREDENTIAL_MODALS.edit, { mode: 'edit', id: credential.id })}
                  onShare={
                    sharingEnabled
                      ? () => modals.open(CREDENTIAL_MODALS.edit, { mode: 'edit', id: credential.id, tab: 'sharing' })
                      : undefined
                  }
                  onDelete={() => void deleteCredential({ credentials: service, confirm, notifications }, credential)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
