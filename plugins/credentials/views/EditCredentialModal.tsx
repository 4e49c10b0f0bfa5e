import { useEffect, useRef, useState } from 'react';
import { IConfirmService, IModalService, type ModalProps } from '@sdk';
import { useObservable, useService } from '@sdk/react';
import { CREDENTIAL_MODALS, ICredentialsService, type EditCredentialModalData } from '../api';
import type { EditSession } from '../edit-session';
import { readOnlyReason } from '../permissions';
import { ICredentialsUi } from '../ui-state';
import { ConnectionTab } from './ConnectionTab';
import { DetailsTab } from './DetailsTab';
import { Glyph } from './glyphs';
import { SharingTab } from './SharingTab';
import { TypeIcon } from './TypeIcon';
import { TypePicker } from './TypePicker';
import { useCredentialEditor, type CredentialEditor } from './use-credential-editor';

type Tab = 'connection' | 'sharing' | 'details';

/** Why each palette action is unavailable now (null: available). */
function blockedReasons(editor: CredentialEditor): EditSession['blocked'] {
  const p = editor.permissions;
  const ready = editor.stage === 'ready';
  const saved = editor.credential !== null;
  return {
    save: !ready
      ? 'The credential is still loading'
      : !p.save
        ? readOnlyReason(editor.credential)
        : !editor.dirty
          ? 'Nothing to save'
          : null,
    test: !ready ? 'The credential is still loading' : null,
    delete: !saved ? 'The credential is not saved yet' : !p.delete ? readOnlyReason(editor.credential) : null,
    connect: !editor.oauth
      ? 'This credential type has no account to connect'
      : !p.updateConnection
        ? readOnlyReason(editor.credential)
        : null,
    share: !editor.sharingEnabled ? 'Sharing is not enabled on this instance' : !saved ? 'Save the credential first' : null,
  };
}

/**
 * The edit credential modal (modes new and edit, optional auth selector): a type
 * picker for a new credential without a type, then the name, Test / Save / Delete, and
 * the Connection, Sharing (when the sharing feature is on) and Details tabs.
 */
export function EditCredentialModal({ data, close }: ModalProps<EditCredentialModalData>) {
  const editor = useCredentialEditor(data, close);
  const service = useService(ICredentialsService);
  const types = useObservable(service.types$, null);
  const ui = useService(ICredentialsUi);
  const [tab, setTab] = useState<Tab>(data.mode === 'edit' ? (data.tab ?? 'connection') : 'connection');

  // Palette commands act on this modal while it is open.
  const latest = useRef(editor);
  latest.current = editor;

  // Closing by Escape, the close button or the backdrop asks before unsaved changes are
  // lost: any edit of a saved credential, or a field the user changed in a new one.
  const modals = useService(IModalService);
  const confirm = useService(IConfirmService);
  const touched = useRef(false);
  useEffect(
    () =>
      modals.setBeforeClose(CREDENTIAL_MODALS.edit, async () => {
        const current = latest.current;
        if (!current.dirty || current.busy === 'saving' || (current.credential === null && !touched.current)) return true;
        return confirm.confirm('Close without saving? Your changes to this credential will be lost.', {
          title: 'Discard unsaved changes?',
          confirmButtonText: 'Close without saving',
          cancelButtonText: 'Keep editing',
          danger: true,
        });
      }),
    [modals, confirm],
  );
  useEffect(
    () =>
      ui.sessions.register({
        get credentialId() {
          return latest.current.credential?.id;
        },
        get blocked() {
          return blockedReasons(latest.current);
        },
        save: () => latest.current.save(),
        test: () => latest.current.test(),
        delete: () => latest.current.remove(),
        connect: () => latest.current.connect(),
        showSharing: () => setTab('sharing'),
      }),
    [ui],
  );

  if (editor.stage === 'failed') {
    return (
      <div className="cred-banner cred-banner--error" role="alert">
        <Glyph name="alert" />
        <div>
          <strong>Could not open the credential</strong>
          <p>{editor.loadError}</p>
        </div>
      </div>
    );
  }
  if (editor.stage === 'picking') {
    return <TypePicker types={types} onContinue={editor.chooseType} onCancel={close} />;
  }
  if (editor.stage === 'loading' || !editor.type) {
    return (
      <p className="cred-loading" role="status">
        <Glyph name="spinner" className="cred-spin" /> Loading credential…
      </p>
    );
  }

  const p = editor.permissions;
  const blocked = blockedReasons(editor);
  const tabs: Array<[Tab, string]> = [
    ['connection', 'Connection'],
    ...(editor.sharingEnabled ? ([['sharing', 'Sharing']] as Array<[Tab, string]>) : []),
    ['details', 'Details'],
  ];
  const activeTab = tabs.some(([t]) => t === tab) ? tab : 'connection';
  return (
    <div className="cred-editor" onInputCapture={() => (touched.current = true)} onChangeCapture={() => (touched.current = true)}>
      <div className="cred-editor__head">
        <TypeIcon type={editor.type} size={40} />
        <div className="cred-editor__title">
          <input
            className="cred-name-input"
            aria-label="Credential name"
            value={editor.name}
            maxLength={128}
            disabled={!p.updateName}
            onChange={(e) => editor.setName(e.target.value)}
          />
          <span className="cred-editor__type">{editor.type.displayName}</span>
        </div>
        <div className="cred-editor__actions">
          {editor.credential && (
            <button
              type="button"
              className="icon-button cred-danger-icon"
              aria-label="Delete credential"
              title={blocked.delete ?? 'Delete credential'}
              disabled={blocked.delete !== null || editor.busy !== null}
              onClick={() => void editor.remove()}
            >
              <Glyph name="delete" />
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={blocked.test !== null || editor.busy !== null}
            onClick={() => void editor.test()}
          >
            {editor.busy === 'testing' ? <Glyph name="spinner" size={16} className="cred-spin" /> : <Glyph name="shield" size={16} />}
            {editor.busy === 'testing' ? 'Testing…' : 'Test'}
          </button>
          <button
            type="button"
            className="button button--primary"
            title={blocked.save ?? undefined}
            disabled={blocked.save !== null || editor.busy !== null || editor.name.trim() === ''}
            onClick={() => void editor.save()}
          >
            {editor.busy === 'saving' ? 'Saving…' : editor.dirty ? 'Save' : 'Saved'}
          </button>
        </div>
      </div>
      <div className="cred-editor__main">
        <div className="cred-tabs" role="tablist" aria-orientation="vertical" aria-label="Credential sections">
          {tabs.map(([id, label]) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`cred-tab-${id}`}
              aria-controls={`cred-panel-${id}`}
              aria-selected={activeTab === id}
              className="cred-tabs__tab"
              onClick={() => setTab(id)}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="cred-editor__panel" role="tabpanel" id={`cred-panel-${activeTab}`} aria-labelledby={`cred-tab-${activeTab}`}>
          {activeTab === 'connection' && (
            <ConnectionTab editor={editor} authOptions={data.mode === 'new' && !editor.credential ? (data.authOptions ?? []) : []} />
          )}
          {activeTab === 'sharing' && <SharingTab editor={editor} />}
          {activeTab === 'details' && <DetailsTab editor={editor} />}
        </div>
      </div>
    </div>
  );
}
