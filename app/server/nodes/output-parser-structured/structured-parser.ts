/**
 * The parser Structured Output Parser supplies: instructions naming the JSON Schema, and
 * reading the answer (JSON, possibly inside a Markdown code fence) checked against it.
 * Each parse is logged as a run of the sub-node (input `{response: text}`, output
 * `{output: value}` or the error).
 */
import type { IDataObject } from '@sdk/workflow';
import type { ISupplyDataFunctions } from '../../engine/node-interface';
import { OutputParseError, type IAiOutputParser } from '../shared/ai/contracts';
import { schemaProblems, type JsonSchema } from '../shared/ai/json-schema';

/** The JSON in an answer: the whole text, or the first fenced block. */
function jsonText(text: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  return (fenced ? fenced[1]! : text).trim();
}

/** Where parses are logged: the sub-node's runs, or nowhere for a root node that parses by itself. */
export type ParseLog = Pick<ISupplyDataFunctions, 'addInputData' | 'addOutputData'>;

/** A log that keeps nothing (Information Extractor: the parse is part of the node's own run). */
export const UNLOGGED: ParseLog = { addInputData: () => ({ index: 0 }), addOutputData: () => undefined };

export function createStructuredParser(context: ParseLog, schema: JsonSchema): IAiOutputParser {
  return {
    formatInstructions: () =>
      [
        'You must format your output as a JSON value that adheres to the following JSON Schema instance.',
        'Answer with the JSON value only, without any other text.',
        '```json',
        JSON.stringify(schema),
        '```',
      ].join('\n'),
    async parse(text) {
      const { index } = context.addInputData('ai_outputParser', [[{ json: { response: text } }]]);
      try {
        let value: unknown;
        try {
          value = JSON.parse(jsonText(text));
        } catch (error) {
          throw new OutputParseError(`The answer is not valid JSON (${(error as Error).message})`, text);
        }
        const problems = schemaProblems(schema, value);
        if (problems.length > 0) throw new OutputParseError(`The answer does not match the schema: ${problems.join('; ')}`, text);
        context.addOutputData('ai_outputParser', index, [[{ json: { output: value as IDataObject } }]]);
        return value;
      } catch (error) {
        context.addOutputData('ai_outputParser', index, error as Error);
        throw error;
      }
    },
  };
}
