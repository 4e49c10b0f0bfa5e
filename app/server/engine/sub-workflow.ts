/**
 * Sub-workflows for Execute Workflow: the called workflow (from the database by id, or
 * given as JSON) runs as its own execution (mode `integrated`) from its Execute Workflow
 * Trigger (else its start node) with the caller's items; the caller gets the output of
 * the sub-workflow's last node. A workflow from the database must be one the identity the
 * run acts as may use (its owner, a sharee, the instance owner) and must
 * allow the caller (`settings.callerPolicy`, n8n's rules).
 *
 * The caller is the saved workflow the calling execution is filed under, as recorded when
 * it started: never the id a client put in the workflow JSON it asked to run (a manual run
 * by someone who may not change the workflow is not filed under it, see
 * http/executions/run.ts), so a client cannot borrow another workflow's identity.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { IExecutionStarter, RunAs } from './execution-starter';
import { NodeOperationError } from './node-errors';
import type { IExecuteWorkflowInfo, IExecuteWorkflowResult } from './node-interface';
import type { EngineServices, RunnableWorkflow } from './run-types';

const TRIGGER = 'n8n-nodes-base.executeWorkflowTrigger';

/** Deepest nesting of sub-workflows (a workflow calling itself would never end). */
export const MAX_SUB_WORKFLOW_DEPTH = 20;

/** Whether `caller` may run `called` by its caller policy. */
export async function callerAllowed(
  service: IExecutionStarter,
  caller: RunnableWorkflow,
  called: RunnableWorkflow & { id: string },
): Promise<boolean> {
  const policy = called.settings?.callerPolicy ?? service.defaultCallerPolicy();
  if (caller.id === called.id) return true;
  switch (policy) {
    case 'any':
      return true;
    case 'none':
      return false;
    case 'workflowsFromAList':
      return (called.settings?.callerIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .includes(caller.id ?? '');
    default: {
      if (!caller.id) return false;
      const [a, b] = await Promise.all([service.ownerOf(caller.id), service.ownerOf(called.id)]);
      return a !== undefined && a === b;
    }
  }
}

/** The `executeWorkflow` service of runs acting for `runAs`. */
export function createSubWorkflowRunner(service: IExecutionStarter, runAs: RunAs): EngineServices['executeWorkflow'] {
  return async (info: IExecuteWorkflowInfo, items: INodeExecutionData[], parent): Promise<IExecuteWorkflowResult> => {
    const level = (service.subWorkflowDepth.get(parent.executionId) ?? 0) + 1;
    if (level > MAX_SUB_WORKFLOW_DEPTH) throw new Error(`Sub-workflows are nested more than ${MAX_SUB_WORKFLOW_DEPTH} deep`);
    let workflow: RunnableWorkflow;
    let saved = false;
    if (info.id !== undefined) {
      const record = await service.loadWorkflow(info.id);
      // A workflow the run's identity may not use is answered like one that does not exist.
      if (!record || !(await service.mayUseWorkflow(runAs, record.id))) {
        throw new Error(`Workflow does not exist: the workflow with the id "${info.id}" could not be found`);
      }
      const caller: RunnableWorkflow = { ...parent.workflow, id: await service.filedWorkflowId(parent.executionId) };
      if (!(await callerAllowed(service, caller, record))) {
        throw new Error(
          `The workflow "${record.name}" (${record.id}) does not allow to be called by the workflow "${parent.workflow.name ?? ''}"`,
        );
      }
      workflow = record;
      saved = true;
    } else if (info.code) {
      workflow = { ...info.code, connections: info.code.connections as RunnableWorkflow['connections'], pinData: undefined };
    } else {
      throw new Error('No workflow to execute was given');
    }
    const start =
      workflow.nodes.find((n) => n.type === TRIGGER && !n.disabled) ??
      workflow.nodes.find((n) => !n.disabled && n.type === 'n8n-nodes-base.start');
    const startName = start?.name;
    if (!startName) {
      throw new NodeOperationError(
        workflow.nodes[0] ?? { name: 'Execute Workflow', type: '', typeVersion: 1, id: '', position: [0, 0], parameters: {} },
        'The sub-workflow has no Execute Workflow Trigger node to start from',
      );
    }
    const started = await service.start({
      workflow,
      saved,
      mode: 'integrated',
      runAs,
      // The trigger runs on the items, so an Execute Workflow Trigger 1.1 applies its input schema.
      triggerOutput: { nodeName: startName, data: [items.map((item) => ({ ...item }))], asInput: true },
      subWorkflowDepth: level,
    });
    const result = await started.done;
    if (result.status === 'error') {
      const error = result.data.resultData.error;
      throw new Error(error?.message ?? 'The sub-workflow failed');
    }
    const last = result.data.resultData.lastNodeExecuted;
    const runs = last ? result.data.resultData.runData[last] : undefined;
    const outputs = runs?.[runs.length - 1]?.data?.main ?? [];
    return { executionId: started.executionId, data: outputs.map((items) => items ?? []) };
  };
}
