/**
 * Code tool (description: ./description.ts): the tool's JavaScript runs in the server's
 * code sandbox (the Code node's limits and module rules) with the model's input as
 * `query` (the text, or the arguments object when an input schema is given); what it
 * returns goes back to the model (non-strings as JSON).
 */
import type { IDataObject } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { loggedTool, QUERY_SCHEMA, toolName } from '../shared/ai/logged-tool';
import { toolArgumentsSchema } from '../shared/ai/tool-schema';
import { toolCodeDescription } from './description';

/** Wraps the tool's code so the sandbox's all-items run returns its value as one item. */
function wrapped(code: string): string {
  return `const query = $input.first().json.query;\nconst response = await (async () => {\n${code}\n})();\nreturn [{ json: { response } }];`;
}

export const toolCodeNode: INodeType = {
  description: toolCodeDescription,
  async supplyData(itemIndex) {
    const node = this.getNode();
    if (this.getNodeParameter('language', itemIndex, 'javaScript') !== 'javaScript') {
      throw new NodeOperationError(node, 'Python is not supported here', { description: 'Write the tool in JavaScript.', itemIndex });
    }
    const code = String(this.getNodeParameter('jsCode', itemIndex, ''));
    const schema = toolArgumentsSchema(this, itemIndex);
    const sandbox = this.getCodeSandbox();
    const workflow = this.getWorkflow();
    return {
      response: loggedTool(this, {
        name: toolName(node.typeVersion >= 1.1 ? this.getNodeParameter('name', itemIndex, '') : '', node.name),
        description: String(this.getNodeParameter('description', itemIndex, '')) || `Runs the code of "${node.name}"`,
        schema,
        run: async (args) => {
          const query: unknown = schema === QUERY_SCHEMA ? String(args['query'] ?? '') : args;
          const result = await sandbox.run({
            code: wrapped(code),
            mode: 'runOnceForAllItems',
            items: [{ json: { query } as IDataObject }],
            node: { name: node.name, type: node.type, typeVersion: node.typeVersion },
            workflow: { id: workflow.id, name: workflow.name, active: workflow.active },
            timezone: this.getTimezone(),
            signal: this.getExecutionCancelSignal(),
          });
          const response = result.items[0]?.json['response'];
          return typeof response === 'string' ? response : JSON.stringify(response ?? null);
        },
      }),
    };
  },
};
