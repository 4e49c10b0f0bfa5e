import { useRef } from 'react';
import { EditorDialog } from './EditorDialog';

/** Rows of the text-edit dialog's textarea. */
export const TEXT_EDIT_ROWS = 15;

/** Props of {@link TextEditDialog}. */
export interface TextEditDialogProps {
  readonly open: boolean;
  /** The parameter label, used as the title. */
  readonly label: string;
  readonly value: string;
  readonly isReadOnly?: boolean;
  /** Every edit, and the restored value on Escape. */
  readonly onChange: (value: string) => void;
  readonly onClose: () => void;
}

/**
 * The text-edit dialog: 80% wide, a 15-row textarea titled with the
 * parameter label. Escape restores the value from when it opened and closes.
 */
export function TextEditDialog({ open, label, value, isReadOnly, onChange, onClose }: TextEditDialogProps) {
  const initial = useRef<string | null>(null);
  if (open && initial.current === null) initial.current = value;
  if (!open) initial.current = null;
  return (
    <EditorDialog
      open={open}
      title={label}
      closeOnBackdrop
      onClose={(reason) => {
        if (reason === 'escape' && initial.current !== null && initial.current !== value) onChange(initial.current);
        onClose();
      }}
    >
      <textarea
        className="sy-textarea sy-text-edit-dialog__textarea"
        aria-label={label}
        rows={TEXT_EDIT_ROWS}
        value={value}
        readOnly={isReadOnly}
        autoFocus
        onChange={(event) => onChange(event.target.value)}
      />
    </EditorDialog>
  );
}
