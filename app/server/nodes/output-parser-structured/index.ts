/**
 * Structured Output Parser (description: ./description.ts): supplies a parser for the
 * JSON Schema given (1 to 1.1: `jsonSchema`; from 1.2: generated from `jsonSchemaExample`
 * or given in `inputSchema`). The root node that uses it asks the model once more when an
 * answer does not parse.
 */
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { jsonParameter, schemaFromExample, type JsonSchema } from '../shared/ai/json-schema';
import { outputParserStructuredDescription } from './description';
import { createStructuredParser } from './structured-parser';

export const outputParserStructuredNode: INodeType = {
  description: outputParserStructuredDescription,
  async supplyData(itemIndex) {
    const node = this.getNode();
    let schema: unknown;
    try {
      if (node.typeVersion < 1.2) schema = jsonParameter(this.getNodeParameter('jsonSchema', itemIndex, '{}'), 'The JSON Schema');
      else if (this.getNodeParameter('schemaType', itemIndex, 'fromJson') === 'manual')
        schema = jsonParameter(this.getNodeParameter('inputSchema', itemIndex, '{}'), 'The input schema');
      else schema = schemaFromExample(jsonParameter(this.getNodeParameter('jsonSchemaExample', itemIndex, '{}'), 'The JSON example'));
    } catch (error) {
      throw new NodeOperationError(node, (error as Error).message, { itemIndex });
    }
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
      throw new NodeOperationError(node, 'The schema must be a JSON object', { itemIndex });
    }
    return { response: createStructuredParser(this, schema as JsonSchema) };
  },
};
