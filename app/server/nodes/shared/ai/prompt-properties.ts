/**
 * Parameters the AI root nodes share (AI Agent, Basic LLM Chain), with n8n's names: where
 * the prompt comes from and the structured-output switch, plus the typed inputs those
 * nodes compute from `hasOutputParser`.
 */
import type { INodeInputConfiguration, INodeProperties } from '@sdk/workflow';

/** n8n's package prefix of the AI ("LangChain") node types. */
export const AI_PACKAGE = '@n8n/n8n-nodes-langchain';

/** `promptType`: take the prompt from a connected Chat Trigger's `chatInput`, or define it. */
export function promptTypeProperty(minVersion: number): INodeProperties {
  return {
    displayName: 'Source for Prompt (User Message)',
    name: 'promptType',
    type: 'options',
    options: [
      {
        name: 'Connected Chat Trigger Node',
        value: 'auto',
        description: "Looks for an input field called 'chatInput' that is coming from a directly connected Chat Trigger",
      },
      { name: 'Define below', value: 'define', description: 'Use an expression to reference data in previous nodes or enter static text' },
    ],
    default: 'auto',
    displayOptions: { show: { '@version': [{ _cnd: { gte: minVersion } }] } },
  };
}

/** `text` for both prompt sources (the auto one reads `chatInput`), and the unversioned one before `promptType` existed. */
export function promptTextProperties(minVersion: number): INodeProperties[] {
  return [
    {
      displayName: 'Prompt (User Message)',
      name: 'text',
      type: 'string',
      required: true,
      default: '={{ $json.chatInput }}',
      typeOptions: { rows: 2 },
      disabledOptions: { show: { promptType: ['auto'] } },
      displayOptions: { show: { promptType: ['auto'], '@version': [{ _cnd: { gte: minVersion } }] } },
    },
    {
      displayName: 'Prompt (User Message)',
      name: 'text',
      type: 'string',
      required: true,
      default: '',
      placeholder: 'e.g. Hello, how can you help me?',
      typeOptions: { rows: 2 },
      displayOptions: { show: { promptType: ['define'], '@version': [{ _cnd: { gte: minVersion } }] } },
    },
    {
      displayName: 'Text',
      name: 'text',
      type: 'string',
      required: true,
      default: '={{ $json.chatInput }}',
      typeOptions: { rows: 2 },
      displayOptions: { show: { '@version': [{ _cnd: { lt: minVersion } }] } },
    },
  ];
}

/** `hasOutputParser`: adds the Output Parser input. */
export const hasOutputParserProperty: INodeProperties = {
  displayName: 'Require Specific Output Format',
  name: 'hasOutputParser',
  type: 'boolean',
  default: false,
  noDataExpression: true,
};

/** The root nodes' typed inputs: main, then Chat Model, [Memory, Tool,] [Output Parser]. */
export function rootInputs(slots: { memoryAndTools: boolean; outputParser: boolean }): Array<'main' | INodeInputConfiguration> {
  const inputs: Array<'main' | INodeInputConfiguration> = [
    'main',
    { type: 'ai_languageModel', displayName: 'Chat Model', required: true, maxConnections: 1 },
  ];
  if (slots.memoryAndTools) {
    inputs.push({ type: 'ai_memory', displayName: 'Memory', maxConnections: 1 }, { type: 'ai_tool', displayName: 'Tool' });
  }
  if (slots.outputParser) inputs.push({ type: 'ai_outputParser', displayName: 'Output Parser', maxConnections: 1 });
  return inputs;
}

/**
 * The inputs as an n8n inputs expression over `$parameter.hasOutputParser`, so an editor
 * that evaluates n8n's expression-computed inputs draws the slots as n8n does.
 */
export function rootInputsExpression(memoryAndTools: boolean): `={{${string}}}` {
  const base = JSON.stringify(rootInputs({ memoryAndTools, outputParser: false }));
  const parser = JSON.stringify({ type: 'ai_outputParser', displayName: 'Output Parser', maxConnections: 1 });
  return `={{ ${base}.concat($parameter.hasOutputParser === true ? [${parser}] : []) }}`;
}
