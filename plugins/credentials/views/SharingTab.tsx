import { useEffect, useState } from 'react';
import type { ISharee, IUserResponse } from '@sdk';
import { visibleName } from '@sdk';
import { Select, useService } from '@sdk/react';
import { ICredentialsService } from '../api';
import { personName } from '../list-model';
import { Glyph } from './glyphs';
import type { CredentialEditor } from './use-credential-editor';

function initials(person: ISharee | undefined | null): string {
  const name = personName(person);
  return (
    name
      .split(/[\s@.]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

function Person({
  person,
  badge,
  onRemove,
  removeDisabled,
}: {
  person: ISharee;
  badge?: string;
  onRemove?: () => void;
  removeDisabled?: boolean;
}) {
  const name = visibleName(personName(person)) || 'Unknown user';
  return (
    <li className="cred-person">
      <span className="cred-avatar" aria-hidden="true">
        {initials(person)}
      </span>
      <span className="cred-person__text">
        <span className="cred-person__name">{name}</span>
        {person.email && person.email !== name && <span className="cred-person__email">{person.email}</span>}
      </span>
      {badge && <span className="cred-pill">{badge}</span>}
      {onRemove && (
        <button type="button" className="icon-button" aria-label={`Remove ${name}`} disabled={removeDisabled} onClick={onRemove}>
          <Glyph name="close" size={16} />
        </button>
      )}
    </li>
  );
}

/**
 * The Sharing tab (sharing feature on): the owner, the users it is shared with, and for
 * the owner a picker to add members; the change is saved with Save (`PUT …/share`).
 */
export function SharingTab({ editor }: { editor: CredentialEditor }) {
  const service = useService(ICredentialsService);
  const [users, setUsers] = useState<readonly IUserResponse[] | null>(null);
  const [error, setError] = useState('');
  const canShare = editor.permissions.updateSharing;
  const owner = editor.credential?.ownedBy ?? null;

  useEffect(() => {
    if (!canShare) return;
    let live = true;
    service.users().then(
      (list) => live && setUsers(list),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [service, canShare]);

  // The owner (for a new credential: the user) cannot be a sharee.
  const taken = new Set([owner?.id ?? editor.userId, ...editor.sharees.map((s) => s.id)]);
  const candidates = (users ?? []).filter((u) => !u.isPending && !taken.has(u.id) && u.globalRole?.name !== 'default');
  const ownerEntry: ISharee | null = owner;

  return (
    <div className="cred-sharing">
      <p className="cred-muted">
        {canShare
          ? 'People you share this credential with can use it in their workflows. They cannot see or change its connection settings.'
          : 'Only the owner of this credential can change who it is shared with.'}
      </p>
      {canShare && (
        <div className="cred-field">
          <label className="cred-field__label" htmlFor="cred-share-add">
            Add users
          </label>
          <Select
            id="cred-share-add"
            wrapperClassName="sy-ui-select--block"
            controlSize="medium"
            value=""
            disabled={users === null || candidates.length === 0}
            onChange={(e) => {
              const user = candidates.find((u) => u.id === e.target.value);
              if (user)
                editor.setSharees([
                  ...editor.sharees,
                  { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
                ]);
            }}
          >
            <option value="">
              {users === null ? 'Loading users…' : candidates.length === 0 ? 'No one else to share with' : 'Select a user to share with…'}
            </option>
            {candidates.map((u) => (
              <option key={u.id} value={u.id}>
                {personName(u)}
                {u.email && personName(u) !== u.email ? ` (${u.email})` : ''}
              </option>
            ))}
          </Select>
        </div>
      )}
      {error && (
        <p className="cred-banner cred-banner--error" role="alert">
          Could not load the users: {error}
        </p>
      )}
      <ul className="cred-people" aria-label="People with access">
        {ownerEntry && <Person person={ownerEntry} badge="Owner" />}
        {editor.sharees.map((s) => (
          <Person
            key={s.id}
            person={s}
            badge="User"
            onRemove={canShare ? () => editor.setSharees(editor.sharees.filter((x) => x.id !== s.id)) : undefined}
            removeDisabled={editor.busy !== null}
          />
        ))}
      </ul>
      {canShare && editor.dirty && editor.credential && <p className="cred-muted">Press Save to apply the changes.</p>}
    </div>
  );
}
