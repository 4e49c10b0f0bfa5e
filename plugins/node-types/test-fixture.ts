import type { INodeTypeDescription } from '@sdk';

/**
 * A small node catalogue in the shape `GET /types/nodes.json` returns, for
 * unit tests only. It is served over real HTTP in the tests; the editor never
 * falls back to it.
 */
export function nodeTypesFixture(): INodeTypeDescription[] {
  const base = { properties: [], defaults: {}, description: '' };
  const node = (d: Partial<INodeTypeDescription> & Pick<INodeTypeDescription, 'name' | 'displayName'>): INodeTypeDescription => ({
    ...base,
    group: ['transform'],
    version: 1,
    inputs: ['main'],
    outputs: ['main'],
    ...d,
    defaults: { name: d.displayName, ...d.defaults },
  });
  return [
    node({
      name: 'n8n-nodes-base.manualTrigger',
      displayName: 'Manual Trigger',
      group: ['trigger'],
      inputs: [],
      description: 'Runs the flow on clicking a button',
      defaults: { name: 'When clicking "Execute Workflow"' },
      codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Other Trigger Nodes'] } },
    }),
    node({
      name: 'n8n-nodes-base.scheduleTrigger',
      displayName: 'Schedule Trigger',
      group: ['trigger', 'schedule'],
      inputs: [],
      version: [1, 1.1],
      description: 'Triggers the workflow on a given schedule',
      codex: { categories: ['Core Nodes'], alias: ['cron', 'timer', 'interval'] },
    }),
    node({
      name: 'n8n-nodes-base.webhook',
      displayName: 'Webhook',
      group: ['trigger'],
      inputs: [],
      version: [1, 2],
      description: 'Starts the workflow when a webhook is called',
      codex: { categories: ['Core Nodes', 'Development'], subcategories: { 'Core Nodes': ['Helpers'] } },
    }),
    node({
      name: 'n8n-nodes-base.set',
      displayName: 'Edit Fields (Set)',
      version: [1, 2],
      description: 'Sets values on items',
      codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] }, alias: ['set', 'fields'] },
    }),
    node({
      name: 'n8n-nodes-base.set',
      displayName: 'Edit Fields (Set)',
      version: [3, 3.1, 3.2],
      defaultVersion: 3.2,
      description: 'Modify, add, or remove item fields',
      codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] }, alias: ['set', 'fields'] },
    }),
    node({
      name: 'n8n-nodes-base.if',
      displayName: 'If',
      description: 'Route items to different branches (true/false)',
      outputs: ['main', 'main'],
      outputNames: ['true', 'false'],
      codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Flow'] }, alias: ['condition', 'logic'] },
    }),
    node({
      name: 'n8n-nodes-base.httpRequest',
      displayName: 'HTTP Request',
      version: [1, 2, 3, 4, 4.1],
      description: 'Makes an HTTP request and returns the response data',
      codex: { categories: ['Core Nodes', 'Development'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['API', 'fetch', 'curl'] },
    }),
    node({
      name: 'n8n-nodes-base.noOp',
      displayName: 'No Operation, do nothing',
      description: 'No Operation',
      codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] } },
    }),
    node({ name: 'n8n-nodes-base.start', displayName: 'Start', hidden: true, group: ['input'], inputs: [] }),
    node({
      name: 'n8n-nodes-acme.widget',
      displayName: 'Acme Widget',
      description: 'Talks to the Acme widget API',
      codex: { categories: ['Custom Nodes'] },
    }),
    node({ name: 'n8n-nodes-base.uncategorised', displayName: 'Uncategorised Thing', description: 'Has no codex' }),
  ];
}
