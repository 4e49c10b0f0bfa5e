import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Glyph } from './glyphs';

/**
 * The edit window of a text field: a larger editor in a dialog layered over the credential
 * modal (Radix nests it: Escape closes this one first, focus returns to the field's button).
 */
export function EditWindow({
  title,
  value,
  onDone,
  onClose,
}: {
  title: string;
  value: string;
  onDone(text: string): void;
  onClose(): void;
}) {
  const [text, setText] = useState(value);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay cred-edit-window__overlay" />
        <Dialog.Content className="modal cred-edit-window" aria-describedby={undefined}>
          <header className="modal__header">
            <Dialog.Title className="modal__title">Edit {title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <Glyph name="close" />
            </Dialog.Close>
          </header>
          <div className="modal__body">
            <textarea
              className="cred-input cred-input--area cred-edit-window__text"
              aria-label={title}
              rows={14}
              spellCheck={false}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <div className="modal__actions">
              <Dialog.Close className="button">Cancel</Dialog.Close>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  onDone(text);
                  onClose();
                }}
              >
                Done
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
