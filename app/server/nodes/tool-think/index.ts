/** Think tool (description: ./description.ts): hands the model's thought back unchanged. */
import type { INodeType } from '../../engine/node-interface';
import { loggedTool } from '../shared/ai/logged-tool';
import { THINK_TOOL_DESCRIPTION, toolThinkDescription } from './description';

export const toolThinkNode: INodeType = {
  description: toolThinkDescription,
  async supplyData(itemIndex) {
    const description = String(this.getNodeParameter('description', itemIndex, THINK_TOOL_DESCRIPTION) || THINK_TOOL_DESCRIPTION);
    return {
      response: loggedTool(this, {
        name: 'think',
        description,
        schema: { type: 'object', properties: { input: { type: 'string', description: 'A thought to think about' } }, required: ['input'] },
        run: async (args) => String(args['input'] ?? ''),
      }),
    };
  },
};
