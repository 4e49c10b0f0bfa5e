import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { INotificationService, IRestApi, ISettingsService, type IWorkflowSettings, type ModalProps } from '@sdk';
import { Select, useKernel, useService } from '@sdk/react';
import type { WorkflowSettingsModalData } from '../api';
import {
  formFromSettings,
  formProblem,
  NO_ERROR_WORKFLOW,
  saveDefaultLabel,
  settingsFromForm,
  type InstanceDefaults,
  type SettingsFormValues,
} from '../model/settings-form';
import { useSettingsSources, type SettingsSources } from './use-settings-sources';

const FALLBACK_DEFAULTS: InstanceDefaults = {
  saveDataErrorExecution: 'all',
  saveDataSuccessExecution: 'all',
  saveManualExecutions: false,
  timezone: 'America/New_York',
  executionTimeout: -1,
  maxExecutionTimeout: -1,
  workflowCallerPolicyDefaultOption: 'workflowsFromSameOwner',
};

function Row({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="sy-wfs__row">
      <label className="sy-wfs__label" htmlFor={id}>
        {label}
      </label>
      <div className="sy-wfs__control">
        {children}
        {hint && <p className="sy-wfs__hint">{hint}</p>}
      </div>
    </div>
  );
}

/**
 * The workflow settings dialog: error workflow, who may call the workflow, timezone, which
 * executions are saved and the timeout, each "Default" option naming what the instance does.
 * Saving stores the settings on the server at once (as n8n does) and updates the open editor.
 */
export function WorkflowSettingsModal({ data, close }: ModalProps<WorkflowSettingsModalData>) {
  const { sources, error } = useSettingsSources(data?.workflowId);
  if (error) return <p role="alert">{error}</p>;
  if (!sources || !data?.workflowId) return <p role="status">Loading settings…</p>;
  return <SettingsForm workflowId={data.workflowId} sources={sources} close={close} />;
}

function SettingsForm({ workflowId, sources, close }: { workflowId: string; sources: SettingsSources; close(): void }) {
  const kernel = useKernel();
  const rest = useService(IRestApi);
  const notifications = useService(INotificationService);
  const instance = (kernel.services.getOptional(ISettingsService)?.settings as InstanceDefaults | null) ?? FALLBACK_DEFAULTS;
  const [values, setValues] = useState<SettingsFormValues>(() => formFromSettings(sources.workflow.settings, instance));
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const problem = formProblem(values, instance);
  const set = <K extends keyof SettingsFormValues>(key: K, value: SettingsFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const zones = useMemo(() => Object.entries(sources.timezones), [sources.timezones]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || busy) return;
    setBusy(true);
    const settings = settingsFromForm(values, sources.workflow.settings);
    try {
      const saved = await rest.patch<{ versionId?: string | null; settings?: IWorkflowSettings }>(
        `/workflows/${encodeURIComponent(workflowId)}`,
        {
          body: { settings, versionId: sources.workflow.versionId ?? undefined },
        },
      );
      // The open editor keeps the new settings and version, so its next save does not look like a conflict.
      const doc = kernel.bus.getState();
      if (doc.id === workflowId)
        kernel.bus.patchMeta({ settings: (saved.settings ?? settings) as Record<string, unknown>, versionId: saved.versionId ?? null });
      notifications.showMessage({
        type: 'success',
        title: 'Settings saved',
        message: `The settings of "${sources.workflow.name}" were saved.`,
      });
      close();
    } catch (failure) {
      notifications.showError(failure, 'Could not save the workflow settings');
      setBusy(false);
    }
  };

  const saveOptions = (key: 'saveDataErrorExecution' | 'saveDataSuccessExecution') => (
    <Select id={`wfs-${key}`} value={values[key]} onChange={(e) => set(key, e.target.value as SettingsFormValues[typeof key])}>
      <option value="DEFAULT">{saveDefaultLabel(instance[key] !== 'none')}</option>
      <option value="all">Save</option>
      <option value="none">Do not save</option>
    </Select>
  );
  const flagOptions = (key: 'saveManualExecutions' | 'saveExecutionProgress', instanceSaves: boolean) => (
    <Select id={`wfs-${key}`} value={values[key]} onChange={(e) => set(key, e.target.value as SettingsFormValues[typeof key])}>
      <option value="DEFAULT">{saveDefaultLabel(instanceSaves)}</option>
      <option value="true">Save</option>
      <option value="false">Do not save</option>
    </Select>
  );
  const timeField = (unit: 'hours' | 'minutes' | 'seconds', label: string) => (
    <label className="sy-wfs__time">
      <input
        className="sy-input sy-input--small"
        type="number"
        min={0}
        max={unit === 'hours' ? undefined : 59}
        aria-label={`Timeout ${label}`}
        value={values.timeout[unit]}
        onChange={(e) => set('timeout', { ...values.timeout, [unit]: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
      />
      <span>{label}</span>
    </label>
  );

  return (
    <form className="sy-wfs" aria-label={`Settings for ${sources.workflow.name}`} onSubmit={(e) => void submit(e)} noValidate>
      <Row id="wfs-errorWorkflow" label="Error Workflow" hint="A workflow to run (starting at its Error Trigger) if this one fails">
        <Select id="wfs-errorWorkflow" value={values.errorWorkflow} onChange={(e) => set('errorWorkflow', e.target.value)}>
          <option value={NO_ERROR_WORKFLOW}>- No Workflow -</option>
          {sources.workflows.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </Select>
      </Row>
      <Row
        id="wfs-callerPolicy"
        label="This workflow can be called by"
        hint="Other workflows that may run this one with an Execute Workflow node"
      >
        <Select
          id="wfs-callerPolicy"
          value={values.callerPolicy}
          onChange={(e) => set('callerPolicy', e.target.value as SettingsFormValues['callerPolicy'])}
        >
          <option value="any">Any workflow</option>
          <option value="workflowsFromSameOwner">Workflows created by the same user</option>
          <option value="workflowsFromAList">Selected workflows</option>
          <option value="none">No other workflows</option>
        </Select>
      </Row>
      {values.callerPolicy === 'workflowsFromAList' && (
        <Row id="wfs-callerIds" label="IDs of Workflows" hint="Comma-separated workflow ids, e.g. 14, 18">
          <input
            id="wfs-callerIds"
            className="sy-input sy-input--small"
            value={values.callerIds}
            onChange={(e) => set('callerIds', e.target.value)}
          />
        </Row>
      )}
      <Row id="wfs-timezone" label="Timezone" hint="The timezone schedules and dates in this workflow use">
        <Select id="wfs-timezone" value={values.timezone} onChange={(e) => set('timezone', e.target.value)}>
          <option value="DEFAULT">{`Default - ${instance.timezone}`}</option>
          {zones.map(([zone, label]) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </Select>
      </Row>
      <Row id="wfs-saveDataErrorExecution" label="Save failed production executions">
        {saveOptions('saveDataErrorExecution')}
      </Row>
      <Row id="wfs-saveDataSuccessExecution" label="Save successful production executions">
        {saveOptions('saveDataSuccessExecution')}
      </Row>
      <Row id="wfs-saveManualExecutions" label="Save manual executions">
        {flagOptions('saveManualExecutions', instance.saveManualExecutions)}
      </Row>
      <Row
        id="wfs-saveExecutionProgress"
        label="Save execution progress"
        hint="Saves each node's data as it runs, so a stopped run can be resumed"
      >
        {flagOptions('saveExecutionProgress', false)}
      </Row>
      <Row id="wfs-timeout" label="Timeout Workflow" hint="Stops the workflow when it runs longer than this">
        <button
          id="wfs-timeout"
          type="button"
          role="switch"
          aria-checked={values.timeoutEnabled}
          className={`sy-wfs__switch${values.timeoutEnabled ? ' sy-wfs__switch--on' : ''}`}
          onClick={() => set('timeoutEnabled', !values.timeoutEnabled)}
        >
          <span className="sy-wfs__knob" />
        </button>
      </Row>
      {values.timeoutEnabled && (
        <div className="sy-wfs__row">
          <span className="sy-wfs__label" id="wfs-timeout-after">
            Timeout After
          </span>
          <div className="sy-wfs__control sy-wfs__times" role="group" aria-labelledby="wfs-timeout-after">
            {timeField('hours', 'hours')}
            {timeField('minutes', 'minutes')}
            {timeField('seconds', 'seconds')}
          </div>
        </div>
      )}
      {tried && problem && (
        <p className="sy-wfs__error" role="alert">
          {problem}
        </p>
      )}
      <footer className="sy-wfs__footer">
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
