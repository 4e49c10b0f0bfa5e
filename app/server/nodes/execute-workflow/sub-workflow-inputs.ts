/**
 * `methods.localResourceMapping.loadSubWorkflowInputs`: the fields of Execute Workflow
 * 1.2+'s "Workflow Inputs", read from the called workflow's Execute Workflow Trigger (1.1's
 * input schema: fields defined below or a JSON example). A trigger that accepts all data
 * (or a v1 trigger) has no fields, and the mapper says why instead.
 */
import type { IDataObject, ResourceMapperFieldType, ResourceMapperFields } from '@sdk/workflow';
import type { ILoadOptionsFunctions } from '../../engine/node-interface';
import { InputSchemaError, inputSchemaOf } from '../execute-workflow-trigger';
import { workflowIdOf } from './workflow-id';

const TRIGGER_TYPE = 'n8n-nodes-base.executeWorkflowTrigger';

/** Shown when the sub-workflow declares no inputs. */
export const ACCEPTS_ALL_DATA_NOTICE =
  "This sub-workflow will consume all input data passed to it. You can define specific expected input in the sub-workflow's trigger.";

export async function loadSubWorkflowInputs(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
  const workflowId = workflowIdOf(this.getNodeParameter('workflowId', ''));
  if (workflowId === '' || workflowId.startsWith('=')) return { fields: [] };
  const workflow = await this.readWorkflow(workflowId);
  const trigger = workflow.nodes.find((node) => node.type === TRIGGER_TYPE && node.disabled !== true);
  if (!trigger) throw new Error(`The workflow "${workflow.name}" has no Execute Workflow Trigger node to call.`);
  if ((trigger.typeVersion ?? 1) < 1.1) return { fields: [], emptyFieldsNotice: ACCEPTS_ALL_DATA_NOTICE };
  let schema: Array<{ name: string; type: string }>;
  try {
    schema = inputSchemaOf(trigger.parameters as IDataObject);
  } catch (error) {
    if (error instanceof InputSchemaError) throw new Error(`The sub-workflow's trigger: ${error.message}`, { cause: error });
    throw error;
  }
  if (schema.length === 0) return { fields: [], emptyFieldsNotice: ACCEPTS_ALL_DATA_NOTICE };
  return {
    fields: schema.map(({ name, type }) => ({
      id: name,
      displayName: name,
      required: false,
      defaultMatch: false,
      display: true,
      canBeUsedToMatch: true,
      ...(type === 'any' ? {} : { type: type as ResourceMapperFieldType }),
    })),
  };
}
