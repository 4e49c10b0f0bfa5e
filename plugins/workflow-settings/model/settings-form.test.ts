import { describe, expect, it } from 'vitest';
import { durationText, formFromSettings, formProblem, settingsFromForm, type InstanceDefaults } from './settings-form';

const instance: InstanceDefaults = {
  saveDataErrorExecution: 'all',
  saveDataSuccessExecution: 'all',
  saveManualExecutions: false,
  timezone: 'Europe/Berlin',
  executionTimeout: -1,
  maxExecutionTimeout: 3600,
  workflowCallerPolicyDefaultOption: 'workflowsFromSameOwner',
};

describe('the workflow settings form', () => {
  it('reads stored settings, defaulting what is missing, and writes them back keeping other keys', () => {
    const form = formFromSettings({ executionOrder: 'v1', saveManualExecutions: true, executionTimeout: 5400 }, instance);
    expect(form).toMatchObject({
      errorWorkflow: '',
      timezone: 'DEFAULT',
      saveDataErrorExecution: 'DEFAULT',
      saveManualExecutions: 'true',
      saveExecutionProgress: 'DEFAULT',
      callerPolicy: 'workflowsFromSameOwner',
      timeoutEnabled: true,
      timeout: { hours: 1, minutes: 30, seconds: 0 },
    });
    const stored = settingsFromForm(
      { ...form, errorWorkflow: 'wf-9', timezone: 'Asia/Tokyo', timeoutEnabled: false },
      { executionOrder: 'v1' },
    );
    expect(stored).toEqual({
      executionOrder: 'v1',
      errorWorkflow: 'wf-9',
      timezone: 'Asia/Tokyo',
      saveDataErrorExecution: 'DEFAULT',
      saveDataSuccessExecution: 'DEFAULT',
      saveManualExecutions: true,
      saveExecutionProgress: 'DEFAULT',
      executionTimeout: -1,
      callerPolicy: 'workflowsFromSameOwner',
    });
  });

  it('keeps caller ids only for "Selected workflows"', () => {
    const form = formFromSettings({}, instance);
    expect(settingsFromForm({ ...form, callerPolicy: 'workflowsFromAList', callerIds: ' 1, 2 ' }, {}).callerIds).toBe('1, 2');
    expect(settingsFromForm({ ...form, callerPolicy: 'any', callerIds: '1' }, { callerIds: '3' }).callerIds).toBeUndefined();
  });

  it('refuses a timeout above the instance maximum, naming it', () => {
    const form = { ...formFromSettings({}, instance), timeoutEnabled: true, timeout: { hours: 2, minutes: 0, seconds: 0 } };
    expect(formProblem(form, instance)).toBe('The timeout is longer than this instance allows. Maximum Timeout is: 1 hour.');
    expect(formProblem({ ...form, timeout: { hours: 0, minutes: 59, seconds: 59 } }, instance)).toBeNull();
    expect(formProblem({ ...form, timeout: { hours: 0, minutes: 0, seconds: 0 } }, instance)).toMatch(/longer than 0 seconds/);
    expect(durationText(5430)).toBe('1 hour, 30 minutes, 30 seconds');
  });
});
