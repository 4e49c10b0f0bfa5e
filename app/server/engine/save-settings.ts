/**
 * Whether a finished execution is kept (by default error and success executions 'all',
 * manual executions not saved), with the workflow's settings overriding the instance's
 * ('DEFAULT' defers to the instance). Waiting executions are always kept: they resume
 * from the stored data.
 */
import type { ExecutionStatus, IWorkflowSettings, WorkflowExecuteMode } from '@sdk/workflow';

/** The instance's save settings. */
export interface InstanceSaveSettings {
  saveDataErrorExecution: 'all' | 'none';
  saveDataSuccessExecution: 'all' | 'none';
  saveManualExecutions: boolean;
}

/** Whether an execution ending with `status` is saved. */
export function shouldSaveExecution(
  mode: WorkflowExecuteMode,
  status: ExecutionStatus,
  settings: IWorkflowSettings | undefined,
  instance: InstanceSaveSettings,
): boolean {
  if (status === 'waiting') return true;
  if (mode === 'manual') {
    const manual = settings?.saveManualExecutions;
    return manual === undefined || manual === 'DEFAULT' ? instance.saveManualExecutions : manual;
  }
  if (status === 'success') {
    const value = settings?.saveDataSuccessExecution;
    return (value === undefined || value === 'DEFAULT' ? instance.saveDataSuccessExecution : value) === 'all';
  }
  const value = settings?.saveDataErrorExecution;
  return (value === undefined || value === 'DEFAULT' ? instance.saveDataErrorExecution : value) === 'all';
}

/**
 * The timeout of a run in ms, or undefined for none: the workflow's `executionTimeout`
 * (seconds, -1 none), else the instance's, never above the instance maximum.
 */
export function executionTimeoutMs(
  settings: IWorkflowSettings | undefined,
  instance: { executionTimeout: number; maxExecutionTimeout: number },
): number | undefined {
  const own = settings?.executionTimeout;
  const seconds = own !== undefined && own !== null ? own : instance.executionTimeout;
  if (seconds === undefined || seconds < 0) return undefined;
  if (seconds === 0) return undefined;
  return Math.min(seconds, instance.maxExecutionTimeout) * 1000;
}
