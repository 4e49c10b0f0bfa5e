import type { INodeTypeDescription } from '@sdk';

/** A small catalogue in the `/types/nodes.json` shape, for this plugin's unit tests. */
export function testCatalogue(): INodeTypeDescription[] {
  const node = (d: Partial<INodeTypeDescription> & Pick<INodeTypeDescription, 'name' | 'displayName'>): INodeTypeDescription => ({
    group: ['transform'],
    version: 1,
    description: '',
    inputs: ['main'],
    outputs: ['main'],
    properties: [],
    ...d,
    defaults: { name: d.displayName, ...d.defaults },
  });
  const core = (subs: string[]) => ({ categories: ['Core Nodes'], subcategories: { 'Core Nodes': subs } });
  return [
    node({
      name: 'n8n-nodes-base.manualTrigger',
      displayName: 'Manual Trigger',
      group: ['trigger'],
      inputs: [],
      maxNodes: 1,
      description: 'Runs the flow on clicking a button',
      defaults: { name: 'When clicking ‘Execute workflow’' },
      codex: core(['Other Trigger Nodes']),
    }),
    node({
      name: 'n8n-nodes-base.scheduleTrigger',
      displayName: 'Schedule Trigger',
      group: ['trigger', 'schedule'],
      inputs: [],
      version: [1, 1.2],
      description: 'Triggers the workflow on a given schedule',
      codex: { ...core(['Flow']), alias: ['cron', 'timer'] },
    }),
    node({
      name: 'n8n-nodes-base.webhook',
      displayName: 'Webhook',
      group: ['trigger'],
      inputs: [],
      webhooks: [{ name: 'default', httpMethod: 'GET', path: '={{$parameter["path"]}}' }],
      properties: [{ displayName: 'Path', name: 'path', type: 'string', default: '', required: true }],
      description: 'Starts the workflow when a webhook is called',
      codex: { categories: ['Development', 'Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] } },
    }),
    node({
      name: 'n8n-nodes-base.set',
      displayName: 'Set',
      version: [1, 2],
      description: 'Sets values',
      codex: core(['Data Transformation']),
    }),
    node({
      name: 'n8n-nodes-base.set',
      displayName: 'Edit Fields (Set)',
      version: [3, 3.4],
      description: 'Modify, add, or remove item fields',
      codex: { ...core(['Data Transformation']), alias: ['fields'] },
    }),
    node({
      name: 'n8n-nodes-base.if',
      displayName: 'If',
      outputs: ['main', 'main'],
      description: 'Route items to different branches (true/false)',
      codex: { ...core(['Flow']), alias: ['condition'] },
    }),
    node({
      name: 'n8n-nodes-base.httpRequest',
      displayName: 'HTTP Request',
      version: [3, 4.2],
      description: 'Makes an HTTP request',
      codex: { categories: ['Development', 'Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['API', 'curl'] },
    }),
    node({
      name: 'n8n-nodes-base.noOp',
      displayName: 'No Operation, do nothing',
      description: 'No Operation',
      codex: core(['Helpers', 'Flow']),
    }),
    node({ name: 'n8n-nodes-base.stickyNote', displayName: 'Sticky Note', inputs: [], outputs: [] }),
    node({ name: 'n8n-nodes-base.start', displayName: 'Start', hidden: true, group: ['input'], inputs: [] }),
    node({ name: 'n8n-nodes-base.legacyThing', displayName: 'Legacy Thing', description: 'Has no codex' }),
    node({ name: 'n8n-nodes-acme.widget', displayName: 'Acme Widget', description: 'Talks to the Acme API' }),
  ];
}
