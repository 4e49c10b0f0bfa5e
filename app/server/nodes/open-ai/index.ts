/**
 * OpenAI, the app node (description: ./description.ts): routes each item to the chosen
 * operation; an operation Switchyard does not run fails loudly with its name rather than
 * doing something else. Its inputs follow the parameters as n8n's do (the Tools slot of
 * Message a Model, the assistant's Tools and Memory), so tool sub-nodes reach it.
 */
import type { INode, INodeExecutionData, INodeInputConfiguration, NodeConnectionType } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeApiError, NodeOperationError } from '../../engine/node-interface';
import { searchOpenAiModels } from '../shared/ai/openai-api';
import { BUILT_OPERATIONS, openAiDescription } from './description';
import { analyzeImage } from './image-analyze';
import { generateImage } from './image-generate';
import { classifyText } from './text-classify';
import { messageModel } from './text-message';

type Operation = (context: IExecuteFunctions, itemIndex: number) => Promise<INodeExecutionData[]>;

const OPERATIONS: ReadonlyMap<string, Operation> = new Map([
  ['text:message', messageModel],
  ['text:classify', classifyText],
  ['image:analyze', analyzeImage],
  ['image:generate', generateImage],
]);

const DEFAULT_OPERATION: Record<string, string> = {
  assistant: 'message',
  text: 'message',
  image: 'generate',
  audio: 'generate',
  file: 'upload',
};

function operationOf(parameters: Record<string, unknown>): { resource: string; operation: string } {
  const resource = typeof parameters['resource'] === 'string' ? parameters['resource'] : 'text';
  const operation = typeof parameters['operation'] === 'string' ? parameters['operation'] : (DEFAULT_OPERATION[resource] ?? '');
  return { resource, operation };
}

function inputsOf(node: INode): Array<NodeConnectionType | INodeInputConfiguration> {
  const { resource, operation } = operationOf(node.parameters);
  if (resource === 'assistant' && operation === 'message') {
    const inputs: INodeInputConfiguration[] = [{ type: 'main' }, { type: 'ai_tool', displayName: 'Tools' }];
    if (node.parameters['memory'] !== 'threadId') inputs.push({ type: 'ai_memory', displayName: 'Memory', maxConnections: 1 });
    return inputs;
  }
  if (resource === 'text' && operation === 'message' && node.parameters['hideTools'] !== 'hide') {
    return [{ type: 'main' }, { type: 'ai_tool', displayName: 'Tools' }];
  }
  return ['main'];
}

export const openAiNode: INodeType = {
  description: openAiDescription,
  inputsOf,
  methods: {
    listSearch: {
      modelSearch(filter) {
        return searchOpenAiModels(this, filter, 'chat');
      },
      imageModelSearch(filter) {
        return searchOpenAiModels(this, filter, 'vision');
      },
    },
  },
  async execute() {
    const node = this.getNode();
    const { resource, operation } = operationOf({
      resource: this.getNodeParameter('resource', 0, 'text'),
      operation: this.getNodeParameter('operation', 0, undefined),
    });
    const key = `${resource}:${operation}`;
    const run = BUILT_OPERATIONS.has(key) ? OPERATIONS.get(key) : undefined;
    if (run === undefined) {
      throw new NodeOperationError(node, `The OpenAI operation "${operation}" of "${resource}" is not supported in Switchyard yet`, {
        description: 'Switchyard runs Text → Message a Model and Classify Text, and Image → Analyze and Generate.',
      });
    }
    const out: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      try {
        out.push(...(await run(this, itemIndex)));
      } catch (error) {
        if (!this.continueOnFail()) {
          if (error instanceof NodeApiError || error instanceof NodeOperationError) throw error;
          throw new NodeOperationError(node, error as Error, { itemIndex });
        }
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
      }
    }
    return [out];
  },
};
