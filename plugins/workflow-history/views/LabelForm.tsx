import { useState, type FormEvent } from 'react';
import { WORKFLOW_VERSION_LABEL_MAX_LENGTH, type IRestApi } from '@sdk';
import type { WorkflowVersionSummary } from '../api';
import { labelVersion } from '../history-rest';

/** Props of {@link LabelForm}. */
export interface LabelFormProps {
  readonly rest: IRestApi;
  readonly version: WorkflowVersionSummary;
  onSaved(version: WorkflowVersionSummary): void;
  onError(error: unknown): void;
}

/** The selected version's label: type and save; an empty label clears it. */
export function LabelForm({ rest, version, onSaved, onError }: LabelFormProps) {
  const [label, setLabel] = useState(version.label ?? '');
  const [saving, setSaving] = useState(false);
  const changed = label.trim() !== (version.label ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      onSaved(await labelVersion(rest, version.workflowId, version.versionId, label));
    } catch (error) {
      onError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="wh-label" onSubmit={(event) => void submit(event)}>
      <input
        className="wh-label__input"
        aria-label="Version label"
        placeholder="Label this version"
        maxLength={WORKFLOW_VERSION_LABEL_MAX_LENGTH}
        value={label}
        onChange={(e) => setLabel(e.target.value)}
      />
      <button type="submit" className="sy-btn sy-btn--small" disabled={!changed || saving}>
        Save label
      </button>
    </form>
  );
}
