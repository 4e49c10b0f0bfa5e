/**
 * The tools agent loop: the model is called with the system message, the memory's earlier
 * messages and the prompt, and the tools bound; each tool call it asks for runs and its
 * result goes back as a tool message, until the model answers without tool calls. More
 * model calls than `maxIterations` fail the run. With an output parser the format goes
 * into the system message and the answer is parsed (retried once). The exchange is saved
 * to the memory at the end.
 */
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, SystemMessage, ToolMessage, type AIMessage, type BaseMessage } from '@langchain/core/messages';
import type { IDataObject } from '@sdk/workflow';
import type { RootInputs } from '../shared/ai/root-inputs';
import { contentText } from '../shared/ai/message-json';
import { parseWithRetry } from '../shared/ai/parse-with-retry';

export interface AgentRequest extends RootInputs {
  systemMessage: string;
  input: string;
  maxIterations: number;
  signal: AbortSignal | undefined;
}

/** One tool call the agent made (n8n's `intermediateSteps` entries). */
export interface AgentStep extends IDataObject {
  action: { tool: string; toolInput: IDataObject; toolCallId: string; log: string };
  observation: string;
}

export interface AgentResult {
  output: unknown;
  intermediateSteps: AgentStep[];
}

/** The agent ran out of model calls. */
export class MaxIterationsError extends Error {
  constructor(readonly maxIterations: number) {
    super(`Max iterations (${maxIterations}) reached. The agent could not complete the task within the allowed number of iterations.`);
    this.name = 'MaxIterationsError';
  }
}

export async function runToolsAgent(request: AgentRequest): Promise<AgentResult> {
  const { model, tools, memory, parser, signal } = request;
  const system = parser ? `${request.systemMessage}\n\n${parser.formatInstructions()}` : request.systemMessage;
  const history = memory ? await memory.load(request.input) : [];
  const conversation: BaseMessage[] = [new SystemMessage(system), ...history, new HumanMessage(request.input)];
  const caller = tools.length > 0 && model.bindTools ? model.bindTools(tools) : model;
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const steps: AgentStep[] = [];
  let answer: string | undefined;
  for (let iteration = 0; iteration < request.maxIterations; iteration++) {
    const reply = (await caller.invoke(conversation, { signal })) as AIMessage;
    conversation.push(reply);
    const calls = reply.tool_calls ?? [];
    if (calls.length === 0) {
      answer = contentText(reply.content);
      break;
    }
    for (const call of calls) {
      const tool = byName.get(call.name);
      const args = (call.args ?? {}) as IDataObject;
      let observation: string;
      if (!tool) observation = `There is no tool called "${call.name}". The tools are: ${[...byName.keys()].join(', ') || 'none'}.`;
      else {
        try {
          observation = String(await tool.invoke(args, { signal }));
        } catch (error) {
          observation = `There was an error: "${(error as Error).message}"`;
        }
      }
      const toolCallId = call.id ?? `${call.name}-${steps.length}`;
      conversation.push(new ToolMessage({ content: observation, tool_call_id: toolCallId }));
      steps.push({ action: { tool: call.name, toolInput: args, toolCallId, log: contentText(reply.content) }, observation });
    }
  }
  if (answer === undefined) throw new MaxIterationsError(request.maxIterations);
  const output = parser ? await parseWithRetry(parser, model as BaseChatModel, conversation, answer, signal) : answer;
  if (memory) await memory.save(request.input, typeof output === 'string' ? output : JSON.stringify(output));
  return { output, intermediateSteps: steps };
}
