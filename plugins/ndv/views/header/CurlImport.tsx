import { useState } from 'react';
import { Terminal } from 'lucide-react';
import { IRestApi } from '@sdk';
import { useService } from '@sdk/react';
import { EditorDialog } from '@sdk/editors/code';
import './header.css';

/** Props of {@link CurlImport}. */
export interface CurlImportProps {
  readonly isReadOnly: boolean;
  /** Sets the node's parameters from the converted command, as one undoable change. */
  onImport(parameters: Record<string, unknown>): void;
}

/**
 * 'Import cURL' of the HTTP Request node (v3 and later): a dialog
 * with the pasted command, converted by `POST /rest/curl-to-json`; the
 * server's reason is shown when the command is not valid curl.
 */
export function CurlImport({ isReadOnly, onImport }: CurlImportProps) {
  const rest = useService(IRestApi);
  const [open, setOpen] = useState(false);
  const [command, setCommand] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const submit = async () => {
    if (command.trim() === '') return setError('Paste a cURL command first.');
    setBusy(true);
    setError(null);
    try {
      const parameters = await rest.post<Record<string, unknown>>('/curl-to-json', { body: { curlCommand: command } });
      onImport(parameters);
      setCommand('');
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="sy-btn sy-btn--ghost sy-curl-import__open"
        disabled={isReadOnly}
        title={isReadOnly ? 'This workflow is read-only' : undefined}
        onClick={() => setOpen(true)}
      >
        <Terminal size={14} aria-hidden="true" /> Import cURL
      </button>
      {open && (
        <EditorDialog open title="Import cURL command" closeOnBackdrop={false} width="560px" onClose={close}>
          <form
            className="sy-curl-import"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <label className="sy-curl-import__label" htmlFor="sy-curl-command">
              cURL command
            </label>
            <textarea
              id="sy-curl-command"
              className="sy-input sy-curl-import__text"
              rows={8}
              autoFocus
              spellCheck={false}
              placeholder="curl -X POST https://api.example.com/items -H 'Content-Type: application/json' -d '{&quot;name&quot;: &quot;value&quot;}'"
              value={command}
              aria-invalid={error !== null}
              aria-describedby={error ? 'sy-curl-error' : undefined}
              onChange={(e) => setCommand(e.target.value)}
            />
            {error && (
              <p id="sy-curl-error" className="sy-curl-import__error" role="alert">
                {error}
              </p>
            )}
            <p className="sy-curl-import__hint">
              The method, URL, query, headers, body and options replace the node&apos;s current parameters.
            </p>
            <div className="sy-curl-import__actions">
              <button type="button" className="sy-btn sy-btn--ghost" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="sy-btn sy-btn--primary" disabled={busy}>
                {busy ? 'Importing…' : 'Import'}
              </button>
            </div>
          </form>
        </EditorDialog>
      )}
    </>
  );
}
