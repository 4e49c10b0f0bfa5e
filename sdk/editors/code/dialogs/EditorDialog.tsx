import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** Props of {@link EditorDialog}. */
export interface EditorDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** Called for the close button, Escape and (when allowed) a backdrop click. */
  readonly onClose: (reason: 'escape' | 'button' | 'backdrop') => void;
  /** Whether a click on the backdrop closes the dialog. */
  readonly closeOnBackdrop: boolean;
  readonly children: ReactNode;
  /** Dialog width; the editor dialogs are 80% wide. */
  readonly width?: string;
}

/** The frame of the editor dialogs: Radix Dialog (focus trap, dialog role named by its title). */
export function EditorDialog({ open, title, onClose, closeOnBackdrop, children, width = '80%' }: EditorDialogProps) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal sy-editor-dialog"
          style={{ width }}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onClose('escape');
          }}
          onPointerDownOutside={(event) => {
            event.preventDefault();
            if (closeOnBackdrop) onClose('backdrop');
          }}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <header className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            <button type="button" className="icon-button" aria-label="Close" onClick={() => onClose('button')}>
              <X size={18} aria-hidden="true" />
            </button>
          </header>
          <div className="modal__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
