/**
 * What the model fills in for a Call Workflow tool and how its arguments become the
 * sub-workflow's input item:
 * - before 2: `{query}` (or the input schema's fields) plus the fixed "Extra Workflow
 *   Inputs" (`fields.values`, typed as n8n's Set node types them);
 * - from 2: the "Workflow Inputs" mapping; a value written with `$fromAI('name', 'description',
 *   'type')` (or left empty) is the model's to give, the others are fixed.
 */
import type { IDataObject } from '@sdk/workflow';
import type { ISupplyDataFunctions } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import type { ToolArgumentsSchema } from '../shared/ai/logged-tool';
import { fromAiPlaceholders } from '../shared/ai/from-ai';
import { toolArgumentsSchema } from '../shared/ai/tool-schema';
import { ownEntry } from '@sdk/values';

/** A tool's arguments schema and how to build the item from the model's arguments. */
export interface ToolInput {
  schema: ToolArgumentsSchema;
  item(args: IDataObject): IDataObject;
}

const JSON_TYPES: Readonly<Record<string, string>> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  array: 'array',
  object: 'object',
};

/** The first `$fromAI('key', 'description', 'type')` in a raw value, if any. */
function fromAi(raw: unknown): { key?: string; description?: string; type?: string } | undefined {
  if (typeof raw !== 'string') return undefined;
  const [first] = fromAiPlaceholders(raw);
  return first && { key: first.key, description: first.description, type: first.type === 'json' ? 'object' : first.type };
}

function fixedValue(field: { name?: string; type?: string; [key: string]: unknown }): unknown {
  switch (field.type) {
    case 'numberValue':
      return Number(field['numberValue']);
    case 'booleanValue':
      return String(field['booleanValue']) === 'true';
    case 'objectValue': {
      const value = field['objectValue'];
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }
    default:
      return field['stringValue'] ?? '';
  }
}

export function toolInputOf(context: ISupplyDataFunctions, itemIndex: number): ToolInput {
  const node = context.getNode();
  if (node.typeVersion < 2) {
    const schema = toolArgumentsSchema(context, itemIndex);
    const fields = (context.getNodeParameter('fields.values', itemIndex, []) ?? []) as Array<{ name?: string; type?: string }>;
    const fixed: IDataObject = {};
    for (const field of fields) if (field.name) fixed[field.name] = fixedValue(field) as IDataObject[string];
    return { schema, item: (args) => ({ ...args, ...fixed }) };
  }
  const mapping = (context.getNodeParameter('workflowInputs', itemIndex, {}, { rawExpressions: true }) ?? {}) as {
    value?: Record<string, unknown> | null;
    schema?: Array<{ id: string; type?: string; removed?: boolean }>;
  };
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const modelFields = new Map<string, string>();
  const fixedFields: string[] = [];
  for (const field of mapping.schema ?? []) {
    if (field.removed) continue;
    const raw = mapping.value?.[field.id];
    const ai = fromAi(raw);
    if (ai || raw === undefined || raw === null || raw === '') {
      const key = ai?.key || field.id;
      properties[key] = {
        type: ownEntry(JSON_TYPES, ai?.type ?? field.type ?? 'string') ?? 'string',
        ...(ai?.description ? { description: ai.description } : {}),
      };
      required.push(key);
      modelFields.set(field.id, key);
    } else fixedFields.push(field.id);
  }
  if (!mapping.schema) {
    throw new NodeOperationError(node, 'The workflow inputs are not set up', {
      description: 'Select the workflow, then refresh "Workflow Inputs" so the inputs its trigger defines are listed.',
      itemIndex,
    });
  }
  const fixed: IDataObject = {};
  for (const id of fixedFields)
    fixed[id] = context.getNodeParameter(`workflowInputs.value["${id}"]`, itemIndex, null) as IDataObject[string];
  return {
    schema: { type: 'object', properties, required },
    item: (args) => {
      const item: IDataObject = { ...fixed };
      for (const [id, key] of modelFields) item[id] = args[key] ?? null;
      return item;
    },
  };
}
