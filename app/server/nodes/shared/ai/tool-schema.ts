/**
 * The arguments schema of a tool from n8n's `specifyInputSchema` parameters: the JSON
 * example's or the given JSON Schema, else `{query: string}`.
 */
import type { IExecuteFunctions } from '../../../engine/node-interface';
import { NodeOperationError } from '../../../engine/node-interface';
import { jsonParameter, schemaFromExample } from './json-schema';
import { QUERY_SCHEMA, type ToolArgumentsSchema } from './logged-tool';

export function toolArgumentsSchema(
  context: Pick<IExecuteFunctions, 'getNode' | 'getNodeParameter'>,
  itemIndex: number,
): ToolArgumentsSchema {
  if (context.getNodeParameter('specifyInputSchema', itemIndex, false) !== true) return QUERY_SCHEMA;
  const node = context.getNode();
  let schema: unknown;
  try {
    schema =
      context.getNodeParameter('schemaType', itemIndex, 'fromJson') === 'manual'
        ? jsonParameter(context.getNodeParameter('inputSchema', itemIndex, '{}'), 'The input schema')
        : schemaFromExample(jsonParameter(context.getNodeParameter('jsonSchemaExample', itemIndex, '{}'), 'The JSON example'));
  } catch (error) {
    throw new NodeOperationError(node, (error as Error).message, { itemIndex });
  }
  const object = schema as Partial<ToolArgumentsSchema> | null;
  if (!object || object.type !== 'object' || typeof object.properties !== 'object') {
    throw new NodeOperationError(node, 'The input schema must describe an object (type "object" with properties)', { itemIndex });
  }
  return object as ToolArgumentsSchema;
}
