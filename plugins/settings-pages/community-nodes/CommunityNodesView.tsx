import { useEffect } from 'react';
import { ArrowUpCircle, BookOpen, LoaderCircle, Package, Plus, Trash2 } from 'lucide-react';
import { IModalService, ISettingsService, type ViewProps } from '@sdk';
import { useObservable, useService } from '@sdk/react';
import { FormAlert, Section, SettingsPage, useCurrentUser } from '../ui';
import { ICommunityPackagesStore, type InstalledPackage } from './community-packages-store';
import type { ManagePackageData } from './ManagePackageModal';

/** Modal keys of the Community nodes page. */
export const COMMUNITY_MODALS = { install: 'communityPackageInstall', manage: 'communityPackageManageConfirm' } as const;

/**
 * CommunityNodes: the installed packages with their version, nodes, an update badge and
 * the actions (update, uninstall, docs; the owner only changes anything), the install
 * button, and a package that failed to load with the reason.
 */
export function CommunityNodesView(_props: ViewProps) {
  const store = useService(ICommunityPackagesStore);
  const modals = useService(IModalService);
  const settingsService = useService(ISettingsService);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  const state = useObservable(store.state$, store.state);
  const user = useCurrentUser();
  const isOwner = user?.globalRole?.name === 'owner';
  const enabled = settings?.communityNodesEnabled !== false;

  useEffect(() => {
    if (enabled) void store.refresh();
  }, [store, enabled]);

  const lead = 'Install npm packages of nodes written for n8n, and use their nodes like the built-in ones.';
  if (!enabled) {
    return (
      <SettingsPage title="Community nodes" lead={lead}>
        <FormAlert tone="warning" message="Community nodes are turned off on this instance (N8N_COMMUNITY_PACKAGES_ENABLED=false)." />
      </SettingsPage>
    );
  }
  const manage = (data: ManagePackageData) => modals.open(COMMUNITY_MODALS.manage, data);
  const install = (
    <button type="button" className="button button--primary" onClick={() => modals.open(COMMUNITY_MODALS.install)} disabled={!isOwner}>
      <Plus size={16} aria-hidden="true" /> Install a community node
    </button>
  );

  return (
    <SettingsPage title="Community nodes" lead={lead} actions={install}>
      {!isOwner && <FormAlert tone="info" message="Only the instance owner can install, update or uninstall community nodes." />}
      {settings && !settings.isNpmAvailable && (
        <FormAlert tone="warning" message="npm was not found on the server. Installing community nodes needs the npm command-line tool." />
      )}
      {state.status === 'loading' && (
        <p className="sp-muted" role="status">
          <LoaderCircle className="sp-spin" size={14} aria-hidden="true" /> Loading…
        </p>
      )}
      {state.status === 'error' && <FormAlert message={state.error ?? 'Could not load the installed packages.'} />}
      {state.status === 'ready' && state.packages.length === 0 && (
        <Section id="cn-empty" title="No community nodes installed yet">
          <div className="sp-row">
            <span className="sp-row__icon" aria-hidden="true">
              <Package size={18} />
            </span>
            <div className="sp-row__main">
              <strong>Supercharge your workflows with community nodes</strong>
              <p className="sp-muted">Thousands of nodes for services the built-in nodes do not cover are published on npm.</p>
            </div>
          </div>
        </Section>
      )}
      {state.packages.length > 0 && (
        <ul className="cn-list" aria-label="Installed community packages">
          {state.packages.map((pack) => (
            <PackageCard key={pack.packageName} pack={pack} isOwner={isOwner} manage={manage} />
          ))}
        </ul>
      )}
    </SettingsPage>
  );
}

function PackageCard({ pack, isOwner, manage }: { pack: InstalledPackage; isOwner: boolean; manage: (data: ManagePackageData) => void }) {
  const name = pack.packageName;
  return (
    <li className="cn-card" aria-label={name}>
      <div className="cn-card__head">
        <div className="cn-card__title">
          <strong>{name}</strong>
          <span className="cn-card__version">v{pack.installedVersion}</span>
          {pack.updateAvailable && <span className="sp-badge sp-badge--pending">Update available: {pack.updateAvailable}</span>}
          {pack.failedLoading && <span className="sp-badge sp-badge--expired">Failed to load</span>}
        </div>
        <div className="cn-card__actions">
          {pack.updateAvailable && (
            <button
              type="button"
              className="button"
              disabled={!isOwner}
              onClick={() =>
                manage({ mode: 'update', packageName: name, installedVersion: pack.installedVersion, updateTo: pack.updateAvailable })
              }
            >
              <ArrowUpCircle size={16} aria-hidden="true" /> Update
            </button>
          )}
          <button
            type="button"
            className="button"
            onClick={() => manage({ mode: 'view-docs', packageName: name })}
            aria-label={`View docs of ${name}`}
          >
            <BookOpen size={16} aria-hidden="true" /> Docs
          </button>
          <button
            type="button"
            className="button"
            disabled={!isOwner}
            onClick={() => manage({ mode: 'uninstall', packageName: name })}
            aria-label={`Uninstall ${name}`}
          >
            <Trash2 size={16} aria-hidden="true" /> Uninstall
          </button>
        </div>
      </div>
      {pack.failedLoading ? (
        <p className="cn-card__error" role="alert">
          {pack.failedLoading}
        </p>
      ) : (
        <p className="sp-muted">
          {pack.installedNodes.length === 1 ? '1 node' : `${pack.installedNodes.length} nodes`}:{' '}
          {pack.installedNodes.map((node) => node.name).join(', ')}
          {pack.authorName ? ` · by ${pack.authorName}` : ''}
        </p>
      )}
    </li>
  );
}
