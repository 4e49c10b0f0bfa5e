import { useState } from 'react';
import { ExternalLink, LoaderCircle } from 'lucide-react';
import { INotificationService, type ModalProps } from '@sdk';
import { useService } from '@sdk/react';
import { errorMessage, FormAlert } from '../ui';
import { ICommunityPackagesStore } from './community-packages-store';

/** What the manage dialog is asked to do with a package. */
export interface ManagePackageData {
  readonly mode: 'uninstall' | 'update' | 'view-docs';
  readonly packageName: string;
  readonly installedVersion?: string;
  readonly updateTo?: string;
}

/** The package's page on the npm registry (its readme is its documentation). */
export function packageDocsUrl(name: string): string {
  return `https://www.npmjs.com/package/${name}`;
}

const COPY: Record<ManagePackageData['mode'], { action: string; busy: string }> = {
  uninstall: { action: 'Uninstall package', busy: 'Uninstalling…' },
  update: { action: 'Update package', busy: 'Updating…' },
  'view-docs': { action: 'View docs', busy: '' },
};

/**
 * The manage-confirm dialog in its three modes: uninstall (the package's nodes stop
 * working in every workflow that uses them), update (to the registry's latest version),
 * and view-docs (leaves for the package's npm page).
 */
export function ManagePackageModal({ close, data }: ModalProps<ManagePackageData>) {
  const store = useService(ICommunityPackagesStore);
  const notifications = useService(INotificationService);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!data) return null;
  const { mode, packageName } = data;

  const confirm = async () => {
    if (mode === 'view-docs') {
      window.open(packageDocsUrl(packageName), '_blank', 'noopener,noreferrer');
      close();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      if (mode === 'uninstall') {
        await store.uninstall(packageName);
        notifications.showMessage({ type: 'success', title: 'Package uninstalled', message: packageName });
      } else {
        const updated = await store.update(packageName);
        notifications.showMessage({
          type: 'success',
          title: 'Package updated',
          message: `${packageName} is now at ${updated.installedVersion}`,
        });
      }
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sp-form" aria-busy={busy}>
      {mode === 'uninstall' && (
        <p>
          Uninstall <strong>{packageName}</strong>? Workflows that use its nodes will fail to run until it is installed again.
        </p>
      )}
      {mode === 'update' && (
        <p>
          Update <strong>{packageName}</strong> from {data.installedVersion ?? 'the installed version'} to{' '}
          {data.updateTo ?? 'the latest version'}? A new version may change how its nodes behave in your workflows.
        </p>
      )}
      {mode === 'view-docs' && (
        <p>
          The documentation of <strong>{packageName}</strong> is its page on the npm registry, written by its author.
        </p>
      )}
      {failure && (
        <div className="cn-failure">
          <FormAlert message={mode === 'update' ? 'The package could not be updated.' : 'The package could not be uninstalled.'} />
          <pre className="cn-failure__text" aria-label="What npm said">
            {failure}
          </pre>
        </div>
      )}
      {busy && (
        <p className="sp-muted" role="status">
          <LoaderCircle className="sp-spin" size={14} aria-hidden="true" /> {COPY[mode].busy}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={close} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className={`button ${mode === 'uninstall' ? 'button--danger' : 'button--primary'}`}
          onClick={() => void confirm()}
          disabled={busy}
        >
          {mode === 'view-docs' && <ExternalLink size={16} aria-hidden="true" />}
          {busy ? COPY[mode].busy : COPY[mode].action}
        </button>
      </div>
    </div>
  );
}
