import { describe, expect, it } from 'vitest';
import { executionTimeoutMs, shouldSaveExecution } from './save-settings';

const instance = { saveDataErrorExecution: 'all' as const, saveDataSuccessExecution: 'all' as const, saveManualExecutions: false };

describe('save settings', () => {
  it('keeps production runs and drops manual runs by default', () => {
    expect(shouldSaveExecution('trigger', 'success', undefined, instance)).toBe(true);
    expect(shouldSaveExecution('webhook', 'error', {}, instance)).toBe(true);
    expect(shouldSaveExecution('manual', 'success', undefined, instance)).toBe(false);
    expect(shouldSaveExecution('manual', 'error', { saveManualExecutions: 'DEFAULT' }, instance)).toBe(false);
  });

  it('lets the workflow override the instance', () => {
    expect(shouldSaveExecution('manual', 'success', { saveManualExecutions: true }, instance)).toBe(true);
    expect(shouldSaveExecution('trigger', 'success', { saveDataSuccessExecution: 'none' }, instance)).toBe(false);
    expect(shouldSaveExecution('trigger', 'canceled', { saveDataErrorExecution: 'none' }, instance)).toBe(false);
    expect(
      shouldSaveExecution('trigger', 'success', { saveDataSuccessExecution: 'DEFAULT' }, { ...instance, saveDataSuccessExecution: 'none' }),
    ).toBe(false);
  });

  it('always keeps waiting executions', () => {
    expect(shouldSaveExecution('manual', 'waiting', undefined, instance)).toBe(true);
  });

  it('caps the timeout at the maximum and treats -1 as none', () => {
    const limits = { executionTimeout: -1, maxExecutionTimeout: 3600 };
    expect(executionTimeoutMs(undefined, limits)).toBeUndefined();
    expect(executionTimeoutMs({ executionTimeout: 60 }, limits)).toBe(60_000);
    expect(executionTimeoutMs({ executionTimeout: 7200 }, limits)).toBe(3_600_000);
    expect(executionTimeoutMs({}, { executionTimeout: 30, maxExecutionTimeout: 3600 })).toBe(30_000);
    expect(executionTimeoutMs({ executionTimeout: -1 }, { executionTimeout: 30, maxExecutionTimeout: 3600 })).toBeUndefined();
  });
});
