import { useId, useState, type FormEvent } from 'react';
import { ExternalLink, LoaderCircle } from 'lucide-react';
import { INotificationService, type ModalProps } from '@sdk';
import { useService } from '@sdk/react';
import { errorMessage, FormAlert, TextField } from '../ui';
import { ICommunityPackagesStore } from './community-packages-store';

/** Where a user browses community node packages: npm's search for the keyword every one carries. */
export const BROWSE_PACKAGES_URL = 'https://www.npmjs.com/search?q=keywords:n8n-community-node-package';

/**
 * The install dialog: the npm package name (optionally `name@version`), a link to browse
 * packages and the risk checkbox; Install stays disabled until both are given. While npm
 * runs on the server the dialog shows progress and cannot be sent twice; npm's failure is
 * shown as the server words it, line breaks kept.
 */
export function InstallCommunityNodeModal({ close }: ModalProps) {
  const store = useService(ICommunityPackagesStore);
  const notifications = useService(INotificationService);
  const fieldId = useId();
  const [name, setName] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const trimmed = name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !trimmed || !accepted) return;
    setFailure(null);
    setBusy(true);
    const at = trimmed.lastIndexOf('@');
    const [packageName, version] = at > 0 ? [trimmed.slice(0, at), trimmed.slice(at + 1)] : [trimmed, undefined];
    try {
      const installed = await store.install(packageName, version);
      const nodes = installed.installedNodes.map((node) => node.name).join(', ');
      notifications.showMessage({
        type: 'success',
        title: 'Package installed',
        message: `${installed.packageName} ${installed.installedVersion}${nodes ? `: ${nodes}` : ''}`,
      });
      close();
    } catch (error) {
      setFailure(errorMessage(error, 'The package could not be installed.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sp-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Install community nodes" aria-busy={busy}>
      <p className="sp-hint">
        Community nodes are npm packages of nodes written for n8n. Find one on the registry, then enter its name here.{' '}
        <a href={BROWSE_PACKAGES_URL} target="_blank" rel="noreferrer">
          Browse packages <ExternalLink size={12} aria-hidden="true" />
        </a>
      </p>
      <TextField
        id={fieldId}
        label="npm package name"
        value={name}
        onChange={(value) => {
          setName(value);
          setFailure(null);
        }}
        placeholder="e.g. n8n-nodes-chatwoot"
        autoFocus
        hint="Add @version to install a version other than the latest (n8n-nodes-x@1.2.0)."
      />
      <label className="sp-choice">
        <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
        <span className="sp-choice__text">
          <strong>I understand the risks of installing unverified code from a public source.</strong>
          <span>The package's code runs on this server with the server's rights.</span>
        </span>
      </label>
      {failure && (
        <div className="cn-failure">
          <FormAlert message="The package could not be installed." />
          <pre className="cn-failure__text" aria-label="What npm said">
            {failure}
          </pre>
        </div>
      )}
      {busy && (
        <p className="sp-muted" role="status">
          <LoaderCircle className="sp-spin" size={14} aria-hidden="true" /> Installing {trimmed}… npm is downloading the package; this can
          take a minute.
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={close} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy || !trimmed || !accepted}>
          {busy ? 'Installing…' : 'Install'}
        </button>
      </div>
    </form>
  );
}
