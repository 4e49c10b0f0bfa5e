/**
 * Text → Message a Model: one chat completion with the node's messages, and while the model
 * asks for tools, the connected tools run and their results go back (at most
 * `maxToolsIterations` rounds from 1.5, 15 by default, 0 for no limit). "Output Content as
 * JSON" asks for a JSON object and parses the answer's content. Simplified output is one
 * item per choice; otherwise the whole response.
 */
import { convertToOpenAITool } from '@langchain/core/utils/function_calling';
import type { StructuredToolInterface } from '@langchain/core/tools';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { openAiRequest } from '../shared/ai/openai-api';

interface ToolCall {
  id: string;
  function: { name: string; arguments: string };
}

interface Choice extends IDataObject {
  message: IDataObject & { content?: unknown; tool_calls?: ToolCall[] };
}

const JSON_SYSTEM_MESSAGE = 'You are a helpful assistant designed to output JSON.';

/** OpenAI's names for the node's option names. */
function requestOptions(options: IDataObject): IDataObject {
  const { maxTokens, topP, maxToolsIterations: _iterations, ...rest } = options;
  return {
    ...rest,
    ...(maxTokens !== undefined ? { max_completion_tokens: maxTokens } : {}),
    ...(topP !== undefined ? { top_p: topP } : {}),
  };
}

/**
 * The arguments a tool is invoked with: the model's JSON arguments. (n8n hands a lone `input`
 * to its plain text tools; Switchyard's tools all take their arguments object, `{input}` too.)
 */
function toolInput(raw: string): unknown {
  try {
    return (JSON.parse(raw) as unknown) ?? raw;
  } catch {
    return raw;
  }
}

async function runTool(tools: StructuredToolInterface[], call: ToolCall): Promise<string> {
  const tool = tools.find((candidate) => candidate.name === call.function.name);
  if (tool === undefined) return `There is no tool named "${call.function.name}"`;
  const answer: unknown = await tool.invoke(toolInput(call.function.arguments) as never);
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}

export async function messageModel(context: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const version = context.getNode().typeVersion;
  const model = context.getNodeParameter('modelId', itemIndex, '', { extractValue: true }) as string;
  const given = context.getNodeParameter('messages.values', itemIndex, []) as IDataObject[];
  const options = { ...((context.getNodeParameter('options', itemIndex, {}) ?? {}) as IDataObject) };
  const jsonOutput = context.getNodeParameter('jsonOutput', itemIndex, false) === true;
  const maxIterations = version >= 1.5 ? Number(options['maxToolsIterations'] ?? 15) : 0;
  const messages: IDataObject[] = jsonOutput ? [{ role: 'system', content: JSON_SYSTEM_MESSAGE }, ...given] : [...given];

  const hideTools = context.getNodeParameter('hideTools', itemIndex, '') === 'hide';
  const tools = hideTools
    ? []
    : (((await context.getInputConnectionData('ai_tool', itemIndex)) as StructuredToolInterface[] | undefined) ?? []);
  const body: IDataObject = {
    model,
    messages,
    ...(tools.length > 0 ? { tools: tools.map((tool) => convertToOpenAITool(tool) as unknown as IDataObject) } : {}),
    ...(jsonOutput ? { response_format: { type: 'json_object' } } : {}),
    ...requestOptions(options),
  };

  let response = await openAiRequest(context, 'POST', '/chat/completions', body, itemIndex);
  const signal = context.getExecutionCancelSignal?.();
  for (let iteration = 1; ; iteration++) {
    const reply = (response['choices'] as Choice[] | undefined)?.[0]?.message;
    const calls = reply?.tool_calls ?? [];
    if (calls.length === 0 || signal?.aborted || (maxIterations > 0 && iteration >= maxIterations)) break;
    messages.push(reply!);
    for (const call of calls) messages.push({ tool_call_id: call.id, role: 'tool', content: await runTool(tools, call) });
    response = await openAiRequest(context, 'POST', '/chat/completions', body, itemIndex);
  }

  const choices = (response['choices'] as Choice[] | undefined) ?? [];
  if (jsonOutput) {
    for (const choice of choices) {
      try {
        choice.message.content = JSON.parse(String(choice.message.content)) as unknown;
      } catch {
        // Not JSON after all: the text stays, as in n8n.
      }
    }
  }
  const simplify = context.getNodeParameter('simplify', itemIndex, true) === true;
  return simplify
    ? choices.map((choice) => ({ json: choice, pairedItem: { item: itemIndex } }))
    : [{ json: response, pairedItem: { item: itemIndex } }];
}
