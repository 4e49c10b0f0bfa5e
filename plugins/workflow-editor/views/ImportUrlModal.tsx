import { useState, type FormEvent } from 'react';
import { IRestApi, type ModalProps } from '@sdk';
import { useService } from '@sdk/react';
import { IWorkflowEditorService } from '../api';

/** Import from URL: asks for the address, fetches it through the server (`GET /workflows/from-url`). */
export function ImportUrlModal({ close }: ModalProps) {
  const rest = useService(IRestApi);
  const editor = useService(IWorkflowEditorService);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const json = await rest.get<unknown>('/workflows/from-url', { query: { url: url.trim() } });
      if (await editor.importJson(json, 'URL')) close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="wf-import-url" onSubmit={(event) => void submit(event)}>
      <label className="wf-field">
        <span className="wf-field__label">Workflow URL</span>
        <input
          className="wf-field__input"
          type="url"
          required
          autoFocus
          placeholder="https://example.com/workflow.json"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? 'wf-import-url-error' : undefined}
        />
      </label>
      {error && (
        <p id="wf-import-url-error" className="wf-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy || url.trim() === ''} aria-busy={busy || undefined}>
          {busy ? 'Importing...' : 'Import'}
        </button>
      </div>
    </form>
  );
}
