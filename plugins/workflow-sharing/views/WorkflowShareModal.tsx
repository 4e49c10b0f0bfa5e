import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { INotificationService, IRestApi, isResponseError, type ISharee, type IUserResponse, type ModalProps } from '@sdk';
import { Select, useKernel, useService } from '@sdk/react';
import { IAuthService } from '@plugins/auth/api';
import type { WorkflowShareModalData } from '../api';
import { asSharee, canChangeSharing, shareCandidates, shareeName } from '../sharing-model';

interface SharedWorkflow {
  readonly name: string;
  readonly ownedBy?: ISharee | null;
  readonly sharedWith?: ISharee[];
}

function errorText(error: unknown): string {
  return isResponseError(error) || error instanceof Error ? error.message : String(error);
}

function Person({ person, badge, onRemove }: { person: ISharee; badge: string; onRemove?: () => void }) {
  const name = shareeName(person) || 'Unknown user';
  return (
    <li className="ws-person">
      <span className="ws-avatar" aria-hidden="true">
        {name
          .split(/[\s@.]+/)
          .filter(Boolean)
          .slice(0, 2)
          .map((w) => w[0]?.toUpperCase())
          .join('')}
      </span>
      <span className="ws-person__text">
        <span className="ws-person__name">{name}</span>
        {person.email && person.email !== name && <span className="ws-person__email">{person.email}</span>}
      </span>
      <span className="ws-pill">{badge}</span>
      {onRemove && (
        <button type="button" className="icon-button" aria-label={`Remove ${name}`} onClick={onRemove}>
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/**
 * The workflow share modal: the owner and the people the workflow is shared with. The owner
 * adds members from a list and removes sharees; Save sends `PUT /workflows/:id/share`. Anyone
 * else sees who has access, read-only.
 */
export function WorkflowShareModal({ data, close }: ModalProps<WorkflowShareModalData | undefined>) {
  const rest = useService(IRestApi);
  const notifications = useService(INotificationService);
  const auth = useKernel().services.getOptional(IAuthService);
  const workflowId = data?.workflowId ?? '';
  const [workflow, setWorkflow] = useState<SharedWorkflow | null>(null);
  const [users, setUsers] = useState<readonly IUserResponse[]>([]);
  const [sharees, setSharees] = useState<readonly ISharee[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canShare = canChangeSharing(workflow?.ownedBy, auth?.currentUser?.id);

  useEffect(() => {
    let live = true;
    rest.get<SharedWorkflow>(`/workflows/${encodeURIComponent(workflowId)}`).then(
      (loaded) => {
        if (!live) return;
        setWorkflow(loaded);
        setSharees(loaded.sharedWith ?? []);
      },
      (error: unknown) => live && setProblem(`The workflow could not be loaded: ${errorText(error)}`),
    );
    rest.get<IUserResponse[]>('/users').then(
      (list) => live && setUsers(list),
      () => undefined, // Without the list, adding is not offered; the rest still works.
    );
    return () => {
      live = false;
    };
  }, [rest, workflowId]);

  const candidates = shareCandidates(users, workflow?.ownedBy, sharees);
  const dirty =
    workflow !== null && JSON.stringify((workflow.sharedWith ?? []).map((s) => s.id)) !== JSON.stringify(sharees.map((s) => s.id));

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await rest.put(`/workflows/${encodeURIComponent(workflowId)}/share`, { body: { shareWithIds: sharees.map((s) => s.id) } });
      notifications.showMessage({
        type: 'success',
        title: 'Sharing saved',
        message: `"${workflow?.name ?? ''}" is shared with ${sharees.length} ${sharees.length === 1 ? 'person' : 'people'}.`,
        duration: 4000,
      });
      close();
    } catch (error) {
      setProblem(errorText(error));
      setBusy(false);
    }
  };

  return (
    <div className="ws" aria-busy={workflow === null || undefined}>
      <p className="ws-lead">
        {canShare
          ? 'People you share this workflow with can open, edit and run it. Only you can share or delete it.'
          : 'Only the owner of this workflow can change who it is shared with.'}
      </p>
      {canShare && (
        <label className="ws-field">
          <span className="ws-field__label">Add users</span>
          <Select
            wrapperClassName="sy-ui-select--block"
            controlSize="medium"
            value=""
            disabled={candidates.length === 0}
            onChange={(e) => {
              const user = candidates.find((u) => u.id === e.target.value);
              if (user) setSharees((list) => [...list, asSharee(user)]);
            }}
          >
            <option value="">{candidates.length === 0 ? 'No one else to share with' : 'Select a user to share with…'}</option>
            {candidates.map((u) => (
              <option key={u.id} value={u.id}>
                {shareeName(u)}
                {u.email && shareeName(u) !== u.email ? ` (${u.email})` : ''}
              </option>
            ))}
          </Select>
        </label>
      )}
      {problem && (
        <p className="ws-error" role="alert">
          {problem}
        </p>
      )}
      <ul className="ws-people" aria-label="People with access">
        {workflow?.ownedBy && <Person person={workflow.ownedBy} badge="Owner" />}
        {sharees.map((s) => (
          <Person
            key={s.id}
            person={s}
            badge="Editor"
            onRemove={canShare ? () => setSharees((list) => list.filter((x) => x.id !== s.id)) : undefined}
          />
        ))}
      </ul>
      <footer className="ws-footer">
        <button type="button" className="sy-btn sy-btn--ghost" onClick={close}>
          {canShare ? 'Cancel' : 'Close'}
        </button>
        {canShare && (
          <button type="button" className="sy-btn sy-btn--primary" disabled={!dirty || busy} onClick={() => void save()}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        )}
      </footer>
    </div>
  );
}
