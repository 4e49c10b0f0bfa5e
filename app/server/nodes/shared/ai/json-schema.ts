/**
 * JSON Schemas for output parsers and tool inputs: n8n's "Generate From JSON Example"
 * (every property of the example, of its type, all required) and "Define using JSON
 * Schema" (parsed from the parameter), and validation of an answer against one with the
 * validator LangChain ships (`@cfworker/json-schema`).
 */
import { Validator } from '@langchain/core/utils/json_schema';

/** A JSON Schema as plain data. */
export type JsonSchema = Record<string, unknown>;

/** The schema an example value has. */
export function schemaFromExample(example: unknown): JsonSchema {
  if (example === null) return { type: 'null' };
  if (Array.isArray(example)) return example.length > 0 ? { type: 'array', items: schemaFromExample(example[0]) } : { type: 'array' };
  switch (typeof example) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: Number.isInteger(example) ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'object': {
      const entries = Object.entries(example as Record<string, unknown>);
      return {
        type: 'object',
        properties: Object.fromEntries(entries.map(([key, value]) => [key, schemaFromExample(value)])),
        required: entries.map(([key]) => key),
      };
    }
    default:
      return {};
  }
}

/** Parses a JSON parameter (text or already an object); `what` names it in the error. */
export function jsonParameter(value: unknown, what: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    throw new Error(`${what} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** The problems of `value` against `schema` (empty when it is valid). */
export function schemaProblems(schema: JsonSchema, value: unknown): string[] {
  const result = new Validator(schema as never, '2020-12', false).validate(value);
  if (result.valid) return [];
  return result.errors
    .map((error) => `${error.instanceLocation === '#' ? 'the value' : error.instanceLocation}: ${error.error}`)
    .slice(0, 5);
}
