import { useState, type FormEvent } from 'react';
import { IConfirmService, INotificationService, type ModalProps } from '@sdk';
import { useKernel, useObservable, useService } from '@sdk/react';
import { IAuthService } from '@plugins/auth/api';
import { of } from 'rxjs';
import type { TagWithUsage } from '../api';
import { deleteTagMessage, tagDeleteRefusal, tagNameProblem } from '../model/tag-choices';
import { TagRow } from './TagRow';
import { useTags } from './use-tags';

const NO_USER$ = of(null);

/**
 * The tags manager: every tag with the number of workflows using it; create, rename inline
 * and delete (after a confirm that says how many workflows lose the tag).
 */
export function TagsManagerModal({ close }: ModalProps) {
  const { tags, error, service } = useTags();
  const confirm = useService(IConfirmService);
  const notifications = useService(INotificationService);
  const auth = useKernel().services.getOptional(IAuthService);
  const user = useObservable(auth?.user$ ?? NO_USER$, auth?.currentUser ?? null);
  const deleteRefusal = tagDeleteRefusal(user ? (user.globalRole?.name ?? 'member') : undefined);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, title: string): Promise<boolean> => {
    try {
      await action();
      return true;
    } catch (failure) {
      notifications.showError(failure, title);
      return false;
    }
  };
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const reason = tagNameProblem(name);
    setProblem(reason);
    if (!reason && (await run(() => service.create(name), 'Could not create the tag'))) setName('');
  };
  const remove = async (tag: TagWithUsage) => {
    const ok = await confirm.confirm(deleteTagMessage(tag), { title: 'Delete tag', confirmButtonText: 'Delete tag', danger: true });
    if (ok) await run(() => service.delete(tag.id), 'Could not delete the tag');
  };

  return (
    <div className="sy-tags-manager">
      <form className="sy-tags-manager__create" onSubmit={(e) => void create(e)} noValidate>
        <input
          className="sy-input"
          aria-label="New tag name"
          placeholder="New tag name"
          maxLength={24}
          value={name}
          aria-invalid={problem !== null || undefined}
          onChange={(e) => {
            setName(e.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="sy-btn sy-btn--primary">
          Create tag
        </button>
      </form>
      {problem && (
        <p className="sy-tags-input__error" role="alert">
          {problem}
        </p>
      )}
      {error && <p className="sy-tags-input__error" role="alert">{`The tags could not be loaded: ${error}`}</p>}
      {tags.length === 0 ? (
        <p className="sy-tags-manager__empty">No tags yet. Create one to group your workflows.</p>
      ) : (
        <table className="sy-tags-manager__table" aria-label="Tags">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Usage</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tags.map((tag) => (
              <TagRow
                key={tag.id}
                tag={tag}
                rename={(next) => run(() => service.rename(tag.id, next), 'Could not rename the tag')}
                remove={() => void remove(tag)}
                deleteRefusal={deleteRefusal}
              />
            ))}
          </tbody>
        </table>
      )}
      <footer className="sy-tags-manager__footer">
        <button type="button" className="sy-btn" onClick={close}>
          Done
        </button>
      </footer>
    </div>
  );
}
