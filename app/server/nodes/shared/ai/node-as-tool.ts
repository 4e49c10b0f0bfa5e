/**
 * A regular node as an agent's tool, as n8n offers nodes marked "usable as tool": the type
 * `<name>Tool` ("HTTP Request Tool", `n8n-nodes-base.httpRequestTool`) has the node's own
 * parameters plus a tool description, supplies an `ai_tool`, and when the model calls it
 * runs the node's own `execute` on the agent's input item, with every `$fromAI('key', …)`
 * in its parameters reading what the model sent. The arguments schema comes from those
 * placeholders (./from-ai.ts); the answer is the node's output items' JSON.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import type { INodeType } from '../../../engine/node-interface';
import { fromAiInParameters, fromAiSchema } from './from-ai';
import { loggedTool, toolName } from './logged-tool';

/** n8n's two description parameters of a node tool. */
function descriptionProperties(defaultText: string): INodeProperties[] {
  return [
    {
      displayName: 'Tool Description',
      name: 'descriptionType',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Set Automatically', value: 'auto', description: 'Automatically set based on resource / operation' },
        { name: 'Set Manually', value: 'manual', description: 'Manually set the description' },
      ],
      default: 'auto',
    },
    {
      displayName: 'Description',
      name: 'toolDescription',
      type: 'string',
      default: defaultText,
      required: true,
      typeOptions: { rows: 2 },
      description:
        'Explain to the LLM what this tool does, a good, specific description would allow LLMs to produce expected results much more often',
      displayOptions: { show: { descriptionType: ['manual'] } },
    },
  ];
}

/** The tool variant's description: the node's, renamed, with no main input or output. */
function toolDescriptionOf(base: INodeTypeDescription): INodeTypeDescription {
  return {
    ...base,
    name: `${base.name}Tool`,
    displayName: `${base.displayName} Tool`,
    defaults: { ...base.defaults, name: `${base.defaults.name ?? base.displayName}` },
    inputs: [],
    outputs: ['ai_tool'],
    outputNames: ['Tool'],
    codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Other Tools'] } },
    properties: [...descriptionProperties(base.description ?? ''), ...base.properties],
  };
}

/** `base` offered as a tool (`<name>Tool`); its credentials, options and methods stay the node's. */
export function nodeAsTool(base: INodeType): INodeType {
  const description = toolDescriptionOf(base.description);
  return {
    description,
    ...(base.methods ? { methods: base.methods } : {}),
    ...(base.execute ? { execute: base.execute } : {}),
    async supplyData(itemIndex) {
      const node = this.getNode();
      const manual = this.getNodeParameter('descriptionType', itemIndex, 'auto') === 'manual';
      const text = manual ? String(this.getNodeParameter('toolDescription', itemIndex, '') ?? '') : (base.description.description ?? '');
      return {
        response: loggedTool(this, {
          name: toolName('', node.name),
          description: text.trim() === '' ? `Runs the ${base.description.displayName} node` : text,
          schema: fromAiSchema(fromAiInParameters(node.parameters).values()),
          run: async (args) => {
            const output = await this.executeAsTool(args, itemIndex);
            return (output?.[0] ?? []).map((item) => item.json);
          },
        }),
      };
    },
  };
}
