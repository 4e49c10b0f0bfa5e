import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { IConfirmService, type ConfirmQueue } from '@sdk';
import { useKernel, useObservable } from '@sdk/react';

/** One confirm dialog at a time; OK resolves true, Cancel or Escape false. */
export function ConfirmHost() {
  const kernel = useKernel();
  const queue = kernel.services.get(IConfirmService) as ConfirmQueue;
  const pending = useObservable(queue.pending$, queue.pending);
  const current = pending[0];
  if (!current) return null;
  return (
    <AlertDialog.Root open key={current.id} onOpenChange={(open) => !open && current.resolve(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="modal-overlay" />
        <AlertDialog.Content className="modal modal--confirm">
          <AlertDialog.Title className="modal__title">{current.title}</AlertDialog.Title>
          <AlertDialog.Description className="modal__text">{current.message}</AlertDialog.Description>
          <div className="modal__actions">
            <AlertDialog.Cancel className="button" onClick={() => current.resolve(false)}>
              {current.cancelButtonText}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={`button ${current.danger ? 'button--danger' : 'button--primary'}`}
              onClick={() => current.resolve(true)}
            >
              {current.confirmButtonText}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
