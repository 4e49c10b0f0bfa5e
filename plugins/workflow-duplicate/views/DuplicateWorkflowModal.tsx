import { useEffect, useRef, useState, type FormEvent } from 'react';
import { INotificationService, IRestApi, type ModalProps } from '@sdk';
import { useService, useView } from '@sdk/react';
import { TAGS_VIEWS } from '@plugins/tags/api';
import { IWorkflowEditorService, type DuplicateWorkflowModalData } from '@plugins/workflow-editor/api';
import { duplicateFormProblem, duplicateRequest, initialDuplicateForm, type DuplicateFormValues } from '../model/duplicate-form';

/**
 * Asks the server for a free variant of the offered name (`GET /workflows/new?name=`, as n8n
 * does, giving "Orders copy 2" when "Orders copy" exists) unless the user has typed already.
 */
function useUniqueName(offered: string, touched: boolean, setName: (name: string) => void): void {
  const rest = useService(IRestApi);
  const touchedRef = useRef(touched);
  touchedRef.current = touched;
  useEffect(() => {
    let live = true;
    rest.get<{ name?: string }>('/workflows/new', { query: { name: offered } }).then(
      (answer) => live && !touchedRef.current && answer?.name && setName(answer.name),
      () => undefined, // The offered name stays.
    );
    return () => {
      live = false;
    };
  }, [rest, offered, setName]);
}

/**
 * The duplicate dialog: the copy's name (offered as "<name> copy") and its tags (the
 * workflow's own, more picked or created). Save creates the copy from the workflow as it is in
 * the editor and opens it in a new tab; this workflow stays open.
 */
export function DuplicateWorkflowModal({ data, close }: ModalProps<DuplicateWorkflowModalData | undefined>) {
  const editor = useService(IWorkflowEditorService);
  const notifications = useService(INotificationService);
  const TagsInput = useView(TAGS_VIEWS.input);
  const [values, setValues] = useState<DuplicateFormValues>(() => initialDuplicateForm(data));
  const [touched, setTouched] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [setName] = useState(() => (name: string) => setValues((v) => ({ ...v, name })));
  useUniqueName(initialDuplicateForm(data).name, touched, setName);
  const problem = duplicateFormProblem(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || busy) return;
    setBusy(true);
    const copy = await editor.duplicate(duplicateRequest(values));
    if (!copy) return setBusy(false);
    window.open(`/workflow/${encodeURIComponent(copy.id)}`, '_blank');
    notifications.showMessage({ type: 'success', title: 'Workflow duplicated', message: `"${copy.name}" opened in a new tab.` });
    close();
  };

  return (
    <form className="sy-dup" aria-label="Duplicate workflow" onSubmit={(e) => void submit(e)} noValidate>
      <div className="sy-dup__row">
        <label className="sy-dup__label" htmlFor="dup-name">
          Name
        </label>
        <input
          id="dup-name"
          className="sy-input"
          autoFocus
          maxLength={128}
          value={values.name}
          aria-invalid={(tried && problem !== null) || undefined}
          aria-describedby={tried && problem ? 'dup-name-error' : undefined}
          onChange={(e) => {
            setTouched(true);
            setName(e.target.value);
          }}
        />
        {tried && problem && (
          <p id="dup-name-error" className="sy-dup__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className="sy-dup__row">
        <label className="sy-dup__label" htmlFor="dup-tags">
          Tags
        </label>
        {TagsInput && <TagsInput id="dup-tags" label="Tags" chosen={values.tags} onChange={(tags) => setValues((v) => ({ ...v, tags }))} />}
      </div>
      <footer className="sy-dup__footer">
        <button type="button" className="sy-btn sy-btn--ghost" onClick={close}>
          Cancel
        </button>
        <button type="submit" className="sy-btn sy-btn--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </footer>
    </form>
  );
}
