/**
 * The "Get started" checklist of the checklist experiment: what a new user does first, each
 * step ticked from what the instance holds.
 */

/** What the steps are judged from. */
export interface ChecklistFacts {
  readonly workflows: number;
  readonly activeWorkflows: number;
  readonly credentials: number;
  /** Other people on the instance; null when the user may not list users. */
  readonly teammates: number | null;
}

/** One step. */
export interface ChecklistStep {
  readonly id: string;
  readonly label: string;
  readonly done: boolean;
  /** Where the step is done. */
  readonly path: string;
}

/** The steps, in order; inviting a teammate only for whoever may see the users. */
export function checklistSteps(facts: ChecklistFacts): ChecklistStep[] {
  const steps: ChecklistStep[] = [
    { id: 'workflow', label: 'Create your first workflow', done: facts.workflows > 0, path: '/workflow/new' },
    { id: 'credential', label: 'Connect an app with a credential', done: facts.credentials > 0, path: '/credentials' },
    { id: 'activate', label: 'Activate a workflow so it runs on its own', done: facts.activeWorkflows > 0, path: '/workflows' },
  ];
  if (facts.teammates !== null)
    steps.push({ id: 'invite', label: 'Invite a teammate', done: facts.teammates > 0, path: '/settings/users' });
  return steps;
}
