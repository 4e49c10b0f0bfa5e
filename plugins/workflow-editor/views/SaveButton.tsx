import { Check, LoaderCircle } from 'lucide-react';
import type { SaveStatus } from '../api';

/** Save with its three states: Save (unsaved changes), Saving..., Saved. */
export function SaveButton({ status, onSave, shortcut }: { status: SaveStatus; onSave: () => void; shortcut: string }) {
  if (status === 'saved') {
    return (
      <span className="wf-saved" role="status" aria-label="Saved">
        <Check size={14} aria-hidden="true" /> Saved
      </span>
    );
  }
  const saving = status === 'saving';
  return (
    <button
      type="button"
      className="button button--primary wf-save"
      onClick={onSave}
      aria-busy={saving || undefined}
      disabled={saving}
      title={`Save workflow (${shortcut})`}
    >
      {saving && <LoaderCircle className="wf-spin" size={14} aria-hidden="true" />}
      {saving ? 'Saving...' : 'Save'}
    </button>
  );
}
