/**
 * AI Agent (description: ./description.ts): per input item, the prompt (`chatInput` of a
 * Chat Trigger's item, or the defined text) runs through the tools agent with the
 * connected chat model, memory, tools and output parser. Output `{output}` (plus
 * `intermediateSteps` when asked for).
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { readRootInputs } from '../shared/ai/root-inputs';
import { promptOf } from '../shared/ai/prompt';
import { rootInputs } from '../shared/ai/prompt-properties';
import { agentDescription, DEFAULT_SYSTEM_MESSAGE } from './description';
import { MaxIterationsError, runToolsAgent } from './run-tools-agent';

/** Agents of n8n's `agent` choice that run here (both through tool calling). */
const BUILT_AGENTS: readonly string[] = ['toolsAgent', 'conversationalAgent'];

async function runItem(context: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData> {
  const node = context.getNode();
  if (node.typeVersion < 2) {
    const agent = String(context.getNodeParameter('agent', itemIndex, 'toolsAgent'));
    if (!BUILT_AGENTS.includes(agent)) {
      throw new NodeOperationError(node, `The agent type "${agent}" is not supported here`, {
        description: 'Switchyard runs the Tools Agent (and the Conversational Agent as a tools agent). Choose "Tools Agent".',
        itemIndex,
      });
    }
  }
  const withParser = node.typeVersion >= 1.2 && context.getNodeParameter('hasOutputParser', itemIndex, false) === true;
  const inputs = await readRootInputs(context, itemIndex, { memoryAndTools: true, withParser });
  const options = context.getNodeParameter('options', itemIndex, {}) as {
    systemMessage?: string;
    maxIterations?: number;
    returnIntermediateSteps?: boolean;
  };
  const maxIterations = Number(options.maxIterations ?? 10);
  try {
    const result = await runToolsAgent({
      ...inputs,
      systemMessage: typeof options.systemMessage === 'string' ? options.systemMessage : DEFAULT_SYSTEM_MESSAGE,
      input: promptOf(context, itemIndex),
      maxIterations: Number.isFinite(maxIterations) && maxIterations >= 1 ? Math.floor(maxIterations) : 10,
      signal: context.getExecutionCancelSignal(),
    });
    const json = options.returnIntermediateSteps
      ? { output: result.output, intermediateSteps: result.intermediateSteps }
      : { output: result.output };
    return { json: json as INodeExecutionData['json'], pairedItem: { item: itemIndex } };
  } catch (error) {
    if (error instanceof MaxIterationsError) {
      throw new NodeOperationError(node, error.message, {
        description: 'Raise "Max Iterations" in the options, or make the task simpler for the model.',
        itemIndex,
      });
    }
    throw error;
  }
}

export const agentNode: INodeType = {
  description: agentDescription,
  inputsOf: (node) => rootInputs({ memoryAndTools: true, outputParser: node.parameters['hasOutputParser'] === true }),
  async execute() {
    const items = this.getInputData();
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        out.push(await runItem(this, i));
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return [out];
  },
};
