import { useId, useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { INotificationService, getFullName, type IUserResponse, type ModalProps } from '@sdk';
import { Select, useObservable, useService } from '@sdk/react';
import { errorMessage, FormAlert } from '../ui';
import { IUsersSettingsService } from './users-store';

/** What the owner types to delete a user's workflows and credentials with them. */
export const DELETE_CONFIRMATION = 'delete all data';

/**
 * The delete-user dialog (`DELETE /users/:id`): the user's workflows
 * and credentials either move to another user, or are deleted with them after the owner
 * types the confirmation words. A pending invitation has nothing to move.
 */
export function DeleteUserModal({ data, close }: ModalProps<{ user: IUserResponse }>) {
  const user = data.user;
  const store = useService(IUsersSettingsService);
  const notifications = useService(INotificationService);
  const users = useObservable(store.users$, store.users);
  const ids = useId();
  const [choice, setChoice] = useState<'transfer' | 'delete' | null>(null);
  const [transferId, setTransferId] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = getFullName(user) || user.email || 'this user';
  const pending = user.isPending;
  const candidates = (users ?? []).filter((u) => u.id !== user.id && !u.isPending);

  const ready =
    pending ||
    (choice === 'transfer' && transferId !== '') ||
    (choice === 'delete' && confirmation.trim().toLowerCase() === DELETE_CONFIRMATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setServerError(null);
    try {
      await store.remove(user.id, !pending && choice === 'transfer' ? transferId : undefined);
      const to = candidates.find((u) => u.id === transferId);
      notifications.showMessage({
        type: 'success',
        title: pending ? 'Invitation withdrawn' : 'User deleted',
        message: pending
          ? `${user.email ?? 'The invitation'} can no longer sign up.`
          : choice === 'transfer' && to
            ? `Their workflows and credentials now belong to ${getFullName(to) || to.email}.`
            : 'Their workflows and credentials were deleted.',
      });
      close();
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form className="sp-form" onSubmit={(e) => void submit(e)} aria-label={`Delete ${name}`}>
      <FormAlert message={serverError} />
      {pending ? (
        <p className="modal__text">
          <strong>{user.email}</strong> has not signed up yet. Deleting the user withdraws the invitation: its link stops working.
        </p>
      ) : (
        <>
          <p className="modal__text">
            <strong>{name}</strong> ({user.email}) will lose access at once. What should happen to the workflows and credentials they own?
          </p>
          <div role="radiogroup" aria-label="Their workflows and credentials" className="sp-form">
            <label className="sp-choice">
              <input type="radio" name={`${ids}-choice`} checked={choice === 'transfer'} onChange={() => setChoice('transfer')} />
              <span className="sp-choice__text">
                <strong>Transfer their workflows and credentials to another user</strong>
                <span>Nothing is lost; the new owner can use and change them.</span>
              </span>
            </label>
            {choice === 'transfer' && (
              <div className="auth-field">
                <label htmlFor={`${ids}-to`} className="auth-field__label">
                  User to transfer to
                </label>
                <Select
                  id={`${ids}-to`}
                  wrapperClassName="sy-ui-select--block"
                  controlSize="medium"
                  value={transferId}
                  onChange={(e) => setTransferId(e.target.value)}
                >
                  <option value="">Choose a user…</option>
                  {candidates.map((u) => (
                    <option key={u.id} value={u.id}>
                      {getFullName(u) ? `${getFullName(u)} (${u.email})` : u.email}
                    </option>
                  ))}
                </Select>
              </div>
            )}
            <label className="sp-choice">
              <input type="radio" name={`${ids}-choice`} checked={choice === 'delete'} onChange={() => setChoice('delete')} />
              <span className="sp-choice__text">
                <strong>Delete their workflows and credentials</strong>
                <span>They are gone for good, with their executions.</span>
              </span>
            </label>
            {choice === 'delete' && (
              <div className="auth-field">
                <label htmlFor={`${ids}-confirm`} className="auth-field__label">
                  Type “{DELETE_CONFIRMATION}” to confirm
                </label>
                <input
                  id={`${ids}-confirm`}
                  className="auth-input"
                  value={confirmation}
                  onChange={(e) => setConfirmation(e.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={DELETE_CONFIRMATION}
                />
              </div>
            )}
          </div>
        </>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button type="submit" className="button button--danger" disabled={!ready || busy} aria-busy={busy || undefined}>
          {busy && <LoaderCircle className="sp-spin" size={16} aria-hidden="true" />}
          {pending ? 'Delete invitation' : 'Delete user'}
        </button>
      </div>
    </form>
  );
}
