import { CodeEditor, type CodeEditorLanguage } from '../shared/CodeEditor';
import { EditorDialog } from './EditorDialog';

/** Props of {@link CodeEditDialog}. */
export interface CodeEditDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly value: string;
  readonly language?: CodeEditorLanguage;
  readonly isReadOnly?: boolean;
  readonly onChange: (value: string) => void;
  readonly onClose: () => void;
}

/** The code-edit dialog: 80% wide; a backdrop click does not close it. */
export function CodeEditDialog({ open, title, value, language, isReadOnly, onChange, onClose }: CodeEditDialogProps) {
  return (
    <EditorDialog open={open} title={title} closeOnBackdrop={false} onClose={() => onClose()}>
      <CodeEditor
        value={value}
        language={language}
        isReadOnly={isReadOnly}
        onChange={onChange}
        maxHeight="60vh"
        minHeight="240px"
        ariaLabel={title}
      />
    </EditorDialog>
  );
}
