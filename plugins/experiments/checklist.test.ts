import { describe, expect, it } from 'vitest';
import { checklistSteps } from './checklist';

describe('the Get started checklist', () => {
  it('ticks each step from what the instance holds', () => {
    const steps = checklistSteps({ workflows: 2, activeWorkflows: 0, credentials: 1, teammates: 0 });
    expect(steps.map((s) => [s.id, s.done])).toEqual([
      ['workflow', true],
      ['credential', true],
      ['activate', false],
      ['invite', false],
    ]);
  });

  it('leaves out inviting for whoever may not see the users', () => {
    expect(checklistSteps({ workflows: 0, activeWorkflows: 0, credentials: 0, teammates: null }).map((s) => s.id)).toEqual([
      'workflow',
      'credential',
      'activate',
    ]);
  });
});
