/**
 * Tools the tool sub-nodes supply: a LangChain structured tool whose every call is logged
 * as a run of the sub-node (input: the model's arguments; output: `{response}`, the text
 * handed back to the model, or the error). A tool that fails hands the model the error
 * text, as n8n's tools do, so the agent can try again or explain.
 */
import { DynamicStructuredTool } from '@langchain/core/tools';
import type { IDataObject } from '@sdk/workflow';
import type { ISupplyDataFunctions } from '../../../engine/node-interface';

/** A JSON Schema of an object, the arguments of a tool. */
export type ToolArgumentsSchema = { type: 'object'; properties: Record<string, unknown>; required?: string[] } & Record<string, unknown>;

/** The schema of tools that take one text: n8n's `{query}`. */
export const QUERY_SCHEMA: ToolArgumentsSchema = {
  type: 'object',
  properties: { query: { type: 'string', description: 'The input to the tool' } },
  required: ['query'],
};

/** What a tool is. */
export interface LoggedToolSpec {
  name: string;
  description: string;
  schema: ToolArgumentsSchema;
  /** Does the work; a returned non-string is handed to the model as JSON. */
  run(args: IDataObject): Promise<unknown>;
}

/** Tool names the model may call: letters, digits, `_` and `-` (OpenAI's rule), from the node's name otherwise. */
export function toolName(configured: unknown, nodeName: string): string {
  const raw = typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : nodeName;
  const name = raw.replace(/[^a-zA-Z0-9_-]+/g, '_').slice(0, 64);
  return name === '' ? 'tool' : name;
}

export function loggedTool(context: ISupplyDataFunctions, spec: LoggedToolSpec): DynamicStructuredTool {
  return new DynamicStructuredTool({
    name: spec.name,
    description: spec.description,
    schema: spec.schema,
    func: async (args: unknown) => {
      const input = (args ?? {}) as IDataObject;
      const { index } = context.addInputData('ai_tool', [[{ json: input }]]);
      try {
        const result = await spec.run(input);
        const response = typeof result === 'string' ? result : JSON.stringify(result ?? null);
        context.addOutputData('ai_tool', index, [[{ json: { response } }]]);
        return response;
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        context.addOutputData('ai_tool', index, failure);
        return `There was an error: "${failure.message}"`;
      }
    },
  });
}
