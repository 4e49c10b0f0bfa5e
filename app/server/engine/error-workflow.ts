/**
 * The error workflow: when a production execution fails, the workflow named in its
 * settings (`errorWorkflow`), or the workflow itself when it holds an Error Trigger, runs
 * from its Error Trigger with one item describing the failure (n8n's shape). It runs as the
 * failed run's identity, which must be allowed to use it (its owner, a sharee or the
 * instance owner).
 */
import type { WorkflowExecuteMode } from '@sdk/workflow';
import type { IExecutionStarter, RunAs } from './execution-starter';
import type { RunnableWorkflow, RunResult } from './run-types';

const ERROR_TRIGGER = 'n8n-nodes-base.errorTrigger';

/** What failed. */
export interface FailedRun {
  executionId: string;
  workflow: RunnableWorkflow;
  mode: WorkflowExecuteMode;
  result: RunResult;
  retryOf?: string;
  runAs: RunAs;
}

/** Runs the error workflow of a failed execution, if it has one; resolves when it finished. */
export async function runErrorWorkflow(service: IExecutionStarter, failed: FailedRun): Promise<string | undefined> {
  const { workflow } = failed;
  const ownTrigger = workflow.nodes.some((n) => n.type === ERROR_TRIGGER && !n.disabled);
  const errorWorkflowId = workflow.settings?.errorWorkflow || (ownTrigger ? workflow.id : undefined);
  // A failing error run of the same workflow would trigger itself again.
  if (!errorWorkflowId || (failed.mode === 'error' && errorWorkflowId === workflow.id)) return undefined;
  const record = await service.loadWorkflow(errorWorkflowId);
  // Only a workflow the failed run's identity may use, as for sub-workflows.
  if (!record || !(await service.mayUseWorkflow(failed.runAs, record.id))) return undefined;
  const trigger = record.nodes.find((n) => n.type === ERROR_TRIGGER && !n.disabled);
  if (!trigger) return undefined;
  const { resultData } = failed.result.data;
  const execution: Record<string, unknown> = {
    id: failed.executionId,
    url: `${service.instanceBaseUrl()}/workflow/${workflow.id ?? ''}/executions/${failed.executionId}`,
    error: resultData.error,
    lastNodeExecuted: resultData.lastNodeExecuted,
    mode: failed.mode,
  };
  if (failed.retryOf) execution.retryOf = failed.retryOf;
  const started = await service.start({
    workflow: record,
    saved: true,
    mode: 'error',
    runAs: failed.runAs,
    triggerOutput: {
      nodeName: trigger.name,
      data: [[{ json: { execution, workflow: { id: workflow.id, name: workflow.name } } as never }]],
    },
  });
  await started.done;
  return started.executionId;
}
