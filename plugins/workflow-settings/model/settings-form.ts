/**
 * The workflow settings form as plain data: read from a workflow's stored settings, shown
 * with the instance defaults named ("Default - Save"), checked (the timeout may not pass the
 * instance's maximum) and written back. Keys the form does not show (executionOrder and any
 * a newer server adds) are kept as they were.
 */
import type { IFrontendSettings, IWorkflowSettings, WorkflowCallerPolicy } from '@sdk';

/** A yes/no setting that may defer to the instance. */
export type DefaultOrFlag = 'DEFAULT' | 'true' | 'false';

/** The form's values. */
export interface SettingsFormValues {
  readonly errorWorkflow: string;
  readonly callerPolicy: WorkflowCallerPolicy;
  readonly callerIds: string;
  readonly timezone: string;
  readonly saveDataErrorExecution: 'DEFAULT' | 'all' | 'none';
  readonly saveDataSuccessExecution: 'DEFAULT' | 'all' | 'none';
  readonly saveManualExecutions: DefaultOrFlag;
  readonly saveExecutionProgress: DefaultOrFlag;
  readonly timeoutEnabled: boolean;
  readonly timeout: { readonly hours: number; readonly minutes: number; readonly seconds: number };
}

/** The instance settings the form shows as defaults. */
export type InstanceDefaults = Pick<
  IFrontendSettings,
  | 'saveDataErrorExecution'
  | 'saveDataSuccessExecution'
  | 'saveManualExecutions'
  | 'timezone'
  | 'executionTimeout'
  | 'maxExecutionTimeout'
  | 'workflowCallerPolicyDefaultOption'
>;

/** "No error workflow" in the error-workflow list. */
export const NO_ERROR_WORKFLOW = '';

function flag(value: unknown): DefaultOrFlag {
  return value === true ? 'true' : value === false ? 'false' : 'DEFAULT';
}

/** Seconds as hours, minutes and seconds. */
export function splitSeconds(total: number): SettingsFormValues['timeout'] {
  const seconds = Math.max(0, Math.floor(total));
  return { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60 };
}

/** Hours, minutes and seconds as seconds. */
export function joinSeconds(time: SettingsFormValues['timeout']): number {
  return time.hours * 3600 + time.minutes * 60 + time.seconds;
}

/** The form for a workflow's stored settings. */
export function formFromSettings(settings: IWorkflowSettings, instance: InstanceDefaults): SettingsFormValues {
  const timeout = typeof settings.executionTimeout === 'number' ? settings.executionTimeout : instance.executionTimeout;
  return {
    errorWorkflow: typeof settings.errorWorkflow === 'string' ? settings.errorWorkflow : NO_ERROR_WORKFLOW,
    callerPolicy: settings.callerPolicy ?? instance.workflowCallerPolicyDefaultOption ?? 'workflowsFromSameOwner',
    callerIds: settings.callerIds ?? '',
    timezone: settings.timezone ?? 'DEFAULT',
    saveDataErrorExecution: settings.saveDataErrorExecution ?? 'DEFAULT',
    saveDataSuccessExecution: settings.saveDataSuccessExecution ?? 'DEFAULT',
    saveManualExecutions: flag(settings.saveManualExecutions),
    saveExecutionProgress: flag(settings.saveExecutionProgress),
    timeoutEnabled: timeout > 0,
    timeout: splitSeconds(timeout > 0 ? timeout : 0),
  };
}

function fromFlag(value: DefaultOrFlag): 'DEFAULT' | boolean {
  return value === 'DEFAULT' ? 'DEFAULT' : value === 'true';
}

/** The settings to store: the original's other keys, the form's values. */
export function settingsFromForm(values: SettingsFormValues, original: IWorkflowSettings): IWorkflowSettings {
  const settings: IWorkflowSettings = {
    ...original,
    timezone: values.timezone,
    saveDataErrorExecution: values.saveDataErrorExecution,
    saveDataSuccessExecution: values.saveDataSuccessExecution,
    saveManualExecutions: fromFlag(values.saveManualExecutions),
    saveExecutionProgress: fromFlag(values.saveExecutionProgress),
    executionTimeout: values.timeoutEnabled ? joinSeconds(values.timeout) : -1,
    callerPolicy: values.callerPolicy,
  };
  if (values.errorWorkflow === NO_ERROR_WORKFLOW) delete settings.errorWorkflow;
  else settings.errorWorkflow = values.errorWorkflow;
  if (values.callerPolicy === 'workflowsFromAList') settings.callerIds = values.callerIds.trim();
  else delete settings.callerIds;
  return settings;
}

/** Hours, minutes and seconds in words ("1 hour, 30 minutes"). */
export function durationText(total: number): string {
  const { hours, minutes, seconds } = splitSeconds(total);
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const parts = [hours && part(hours, 'hour'), minutes && part(minutes, 'minute'), seconds && part(seconds, 'second')].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : '0 seconds';
}

/** Why the form cannot be saved, or null. */
export function formProblem(values: SettingsFormValues, instance: InstanceDefaults): string | null {
  if (!values.timeoutEnabled) return null;
  const { hours, minutes, seconds } = values.timeout;
  if (![hours, minutes, seconds].every((n) => Number.isInteger(n) && n >= 0)) return 'The timeout must be whole, non-negative numbers.';
  const total = joinSeconds(values.timeout);
  if (total <= 0) return 'Set a timeout longer than 0 seconds, or switch "Timeout Workflow" off.';
  if (instance.maxExecutionTimeout > 0 && total > instance.maxExecutionTimeout)
    return `The timeout is longer than this instance allows. Maximum Timeout is: ${durationText(instance.maxExecutionTimeout)}.`;
  return null;
}

/** The label of the "defer to the instance" option: what the instance does. */
export function saveDefaultLabel(instanceSaves: boolean): string {
  return instanceSaves ? 'Default - Save' : 'Default - Do not save';
}
