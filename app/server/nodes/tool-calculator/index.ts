/** Calculator tool (description: ./description.ts): evaluates the model's arithmetic (./arithmetic.ts). */
import type { INodeType } from '../../engine/node-interface';
import { loggedTool } from '../shared/ai/logged-tool';
import { evaluateArithmetic } from './arithmetic';
import { toolCalculatorDescription } from './description';

export const toolCalculatorNode: INodeType = {
  description: toolCalculatorDescription,
  async supplyData() {
    return {
      response: loggedTool(this, {
        name: 'calculator',
        description:
          'Useful for getting the result of a math expression. The input to this tool should be a valid mathematical expression that could be executed by a simple calculator.',
        schema: {
          type: 'object',
          properties: { input: { type: 'string', description: 'The math expression, e.g. (3 + 4) * 2' } },
          required: ['input'],
        },
        run: async (args) => String(evaluateArithmetic(String(args['input'] ?? ''))),
      }),
    };
  },
};
