import * as Dialog from '@radix-ui/react-dialog';
import { IModalService, ModalsPoint, type ModalStack } from '@sdk';
import { useExtension, useKernel, useObservable } from '@sdk/react';
import { Icon } from '../layout/Icon';

/**
 * Renders the active modal: the first item of the stack. The ones
 * beneath wait their turn and reappear when it closes. Radix Dialog provides
 * focus trapping, Escape to close and the dialog role and name.
 */
export function ModalHost() {
  const kernel = useKernel();
  const modals = kernel.services.get(IModalService) as ModalStack;
  const stack = useObservable(modals.stack$, modals.stack);
  const registry = useExtension(ModalsPoint);
  const active = stack[0];
  if (!active) return null;
  const contribution = registry.get(active.key);
  // The modal's own buttons close it directly; the user's Escape, close button and
  // backdrop click go through the modal's before-close guard (unsaved changes).
  const close = () => modals.close(active.key);
  const requestClose = () => void modals.requestClose(active.key);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && requestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          key={active.instance}
          className="modal"
          style={contribution?.width ? { width: contribution.width } : undefined}
          onPointerDownOutside={(event) => {
            if (contribution?.closeOnBackdrop === false) event.preventDefault();
          }}
          aria-describedby={undefined}
        >
          <header className="modal__header">
            <Dialog.Title className="modal__title">{contribution?.title ?? active.key}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <Icon name="close" />
            </Dialog.Close>
          </header>
          <div className="modal__body">
            {contribution ? (
              <contribution.component modalKey={active.key} data={active.data as never} close={close} />
            ) : (
              <p>The “{active.key}” dialog is not installed in this build.</p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
