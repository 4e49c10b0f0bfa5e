/**
 * Call n8n Workflow Tool (description: ./description.ts): each call runs the named
 * workflow through the engine's sub-workflow runner (the run's identity must be allowed to
 * use it and its caller policy must allow this workflow, as for Execute Workflow) with one
 * item built from the model's arguments (./tool-arguments.ts). The model gets the
 * sub-workflow's last node output: before 1.3 the `responsePropertyName` field of its
 * first item when present, otherwise every item's JSON.
 */
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { workflowInfo } from '../execute-workflow/workflow-info';
import { loggedTool, toolName } from '../shared/ai/logged-tool';
import { toolWorkflowDescription } from './description';
import { toolInputOf } from './tool-arguments';

export const toolWorkflowNode: INodeType = {
  description: toolWorkflowDescription,
  async supplyData(itemIndex) {
    const node = this.getNode();
    const description = String(this.getNodeParameter('description', itemIndex, '')).trim();
    if (description === '') {
      throw new NodeOperationError(node, 'The tool needs a description', {
        description: 'Describe what the workflow does and what input it expects, so the model knows when to call it.',
        itemIndex,
      });
    }
    const info = await workflowInfo(this, itemIndex);
    const input = toolInputOf(this, itemIndex);
    const responseField = node.typeVersion < 1.3 ? String(this.getNodeParameter('responsePropertyName', itemIndex, 'response')) : '';
    return {
      response: loggedTool(this, {
        name: toolName(node.typeVersion >= 1.1 ? this.getNodeParameter('name', itemIndex, '') : '', node.name),
        description,
        schema: input.schema,
        run: async (args) => {
          const result = await this.executeWorkflow(info, [{ json: input.item(args) }]);
          const items = result.data[0] ?? [];
          if (responseField !== '' && items[0]?.json[responseField] !== undefined) return items[0].json[responseField];
          if (items.length === 0) return 'The workflow returned no items';
          return items.length === 1 ? items[0]!.json : items.map((item) => item.json);
        },
      }),
    };
  },
};
