/**
 * Test support only (nothing in the product imports it): real-looking n8n
 * workflow exports and the node type descriptions they need, in the shapes
 * n8n writes them.
 *
 * @module
 */
import type { INodeTypeDescription } from './node-type-description';
import type { ExportedWorkflow } from './export-workflow';

/** Manual Trigger → HTTP Request → IF → two Set nodes, as n8n 1.x exports it. */
export const HTTP_IF_SET_WORKFLOW: ExportedWorkflow = {
  name: 'Fetch users and sort them',
  nodes: [
    {
      parameters: {},
      id: '5f1a2b3c-0001-4a5b-8c9d-000000000001',
      name: 'When clicking "Execute Workflow"',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [240, 300],
    },
    {
      parameters: {
        url: 'https://api.example.com/users',
        authentication: 'predefinedCredentialType',
        nodeCredentialType: 'githubApi',
        options: {},
      },
      id: '5f1a2b3c-0002-4a5b-8c9d-000000000002',
      name: 'HTTP Request',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.1,
      position: [460, 300],
      credentials: { githubApi: { id: '12', name: 'GitHub account' } },
    },
    {
      parameters: { conditions: { number: [{ value1: '={{ $json.age }}', operation: 'larger', value2: 18 }] } },
      id: '5f1a2b3c-0003-4a5b-8c9d-000000000003',
      name: 'IF',
      type: 'n8n-nodes-base.if',
      typeVersion: 1,
      position: [680, 300],
    },
    {
      parameters: { values: { string: [{ name: 'group', value: "={{ $('HTTP Request').item.json.name }} is an adult" }] }, options: {} },
      id: '5f1a2b3c-0004-4a5b-8c9d-000000000004',
      name: 'Set',
      type: 'n8n-nodes-base.set',
      typeVersion: 2,
      position: [900, 200],
    },
    {
      parameters: { values: { string: [{ name: 'group', value: '={{ $node["Set"].json.group }} minor' }] }, options: {} },
      id: '5f1a2b3c-0005-4a5b-8c9d-000000000005',
      name: 'Set1',
      type: 'n8n-nodes-base.set',
      typeVersion: 2,
      position: [900, 400],
      notes: 'Kids go here',
    },
  ],
  pinData: { 'HTTP Request': [{ json: { name: 'Ada', age: 36 } }, { json: { name: 'Tim', age: 9 } }] },
  connections: {
    'When clicking "Execute Workflow"': { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] },
    'HTTP Request': { main: [[{ node: 'IF', type: 'main', index: 0 }]] },
    IF: { main: [[{ node: 'Set', type: 'main', index: 0 }], [{ node: 'Set1', type: 'main', index: 0 }]] },
  },
  active: false,
  settings: { executionOrder: 'v1' },
  versionId: '0a6b9c8e-7f00-4c43-9a3e-1f2d3c4b5a69',
  meta: { instanceId: 'b1946ac92492d2347c6235b4d2611184' },
  id: 'wf-1001',
  tags: [{ id: '3', name: 'demo' }],
};

/** A Switch with four outputs, the third unconnected. */
export const SWITCH_WORKFLOW: ExportedWorkflow = {
  name: 'Route by priority',
  nodes: [
    {
      parameters: { path: 'tickets', options: {} },
      id: 'a0000000-0000-4000-8000-000000000001',
      name: 'Webhook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 1.1,
      position: [0, 0],
      webhookId: '9d1f0b1e-1111-4c9a-b1de-5c9a31f0b111',
    },
    {
      parameters: {
        dataType: 'string',
        value1: '={{ $json.body.priority }}',
        rules: {
          rules: [{ value2: 'low' }, { value2: 'medium', output: 1 }, { value2: 'high', output: 2 }, { value2: 'urgent', output: 3 }],
        },
      },
      id: 'a0000000-0000-4000-8000-000000000002',
      name: 'Switch',
      type: 'n8n-nodes-base.switch',
      typeVersion: 2,
      position: [220, 0],
    },
    {
      parameters: {},
      id: 'a0000000-0000-4000-8000-000000000003',
      name: 'Low',
      type: 'n8n-nodes-base.noOp',
      typeVersion: 1,
      position: [440, -200],
    },
    {
      parameters: {},
      id: 'a0000000-0000-4000-8000-000000000004',
      name: 'Medium',
      type: 'n8n-nodes-base.noOp',
      typeVersion: 1,
      position: [440, -60],
    },
    {
      parameters: {},
      id: 'a0000000-0000-4000-8000-000000000005',
      name: 'Urgent',
      type: 'n8n-nodes-base.noOp',
      typeVersion: 1,
      position: [440, 200],
    },
  ],
  pinData: {},
  connections: {
    Webhook: { main: [[{ node: 'Switch', type: 'main', index: 0 }]] },
    Switch: {
      main: [
        [{ node: 'Low', type: 'main', index: 0 }],
        [{ node: 'Medium', type: 'main', index: 0 }],
        [],
        [{ node: 'Urgent', type: 'main', index: 0 }],
      ],
    },
  },
  active: true,
  settings: {},
  tags: [],
};

/** A Merge node fed on both inputs, and a sticky note. */
export const MERGE_STICKY_WORKFLOW: ExportedWorkflow = {
  name: 'Merge two lists',
  nodes: [
    {
      parameters: {},
      id: 'b0000000-0000-4000-8000-000000000001',
      name: 'Start',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
    },
    {
      parameters: { jsCode: 'return [{ json: { a: 1 } }];' },
      id: 'b0000000-0000-4000-8000-000000000002',
      name: 'List A',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [220, -100],
    },
    {
      parameters: { jsCode: "return $('List A').all();" },
      id: 'b0000000-0000-4000-8000-000000000003',
      name: 'List B',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [220, 100],
    },
    {
      parameters: { mode: 'combine', combinationMode: 'multiplex', options: {} },
      id: 'b0000000-0000-4000-8000-000000000004',
      name: 'Merge',
      type: 'n8n-nodes-base.merge',
      typeVersion: 2.1,
      position: [440, 0],
    },
    {
      parameters: { content: '## Merge\nBoth inputs are combined.', height: 240, width: 360, color: 4 },
      id: 'b0000000-0000-4000-8000-000000000005',
      name: 'Sticky Note',
      type: 'n8n-nodes-base.stickyNote',
      typeVersion: 1,
      position: [380, -260],
    },
  ],
  pinData: {},
  connections: {
    Start: {
      main: [
        [
          { node: 'List A', type: 'main', index: 0 },
          { node: 'List B', type: 'main', index: 0 },
        ],
      ],
    },
    'List A': { main: [[{ node: 'Merge', type: 'main', index: 0 }]] },
    'List B': { main: [[{ node: 'Merge', type: 'main', index: 1 }]] },
  },
  active: false,
  settings: { executionOrder: 'v1', saveManualExecutions: true },
  meta: { templateCredsSetupCompleted: true },
  tags: [],
};

const base: Pick<INodeTypeDescription, 'description' | 'defaults' | 'inputs' | 'outputs'> = {
  description: '',
  defaults: {},
  inputs: ['main'],
  outputs: ['main'],
};

/** Small but faithful descriptions of the node types the fixtures use. */
export const FIXTURE_NODE_TYPES: INodeTypeDescription[] = [
  {
    ...base,
    inputs: [],
    name: 'n8n-nodes-base.manualTrigger',
    displayName: 'Manual Trigger',
    group: ['trigger'],
    version: 1,
    maxNodes: 1,
    properties: [],
  },
  {
    ...base,
    name: 'n8n-nodes-base.httpRequest',
    displayName: 'HTTP Request',
    group: ['output'],
    version: [3, 4, 4.1],
    properties: [
      {
        displayName: 'Method',
        name: 'method',
        type: 'options',
        options: [
          { name: 'GET', value: 'GET' },
          { name: 'POST', value: 'POST' },
        ],
        default: 'GET',
      },
      { displayName: 'URL', name: 'url', type: 'string', default: '', required: true },
      {
        displayName: 'Authentication',
        name: 'authentication',
        type: 'options',
        options: [
          { name: 'None', value: 'none' },
          { name: 'Predefined Credential Type', value: 'predefinedCredentialType' },
          { name: 'Generic Credential Type', value: 'genericCredentialType' },
        ],
        default: 'none',
      },
      {
        displayName: 'Credential Type',
        name: 'nodeCredentialType',
        type: 'credentialsSelect',
        default: '',
        credentialTypes: ['extends:oAuth2Api', 'has:authenticate'],
        displayOptions: { show: { authentication: ['predefinedCredentialType'] } },
      },
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        default: {},
        options: [{ displayName: 'Timeout', name: 'timeout', type: 'number', default: 10000 }],
      },
    ],
    credentials: [{ name: 'httpBasicAuth', required: true, displayOptions: { show: { authentication: ['genericCredentialType'] } } }],
  },
  {
    ...base,
    name: 'n8n-nodes-base.if',
    displayName: 'IF',
    group: ['transform'],
    version: 1,
    outputs: ['main', 'main'],
    properties: [
      {
        displayName: 'Conditions',
        name: 'conditions',
        type: 'fixedCollection',
        typeOptions: { multipleValues: true },
        default: {},
        options: [
          {
            name: 'number',
            displayName: 'Number',
            values: [
              { displayName: 'Value 1', name: 'value1', type: 'number', default: 0 },
              {
                displayName: 'Operation',
                name: 'operation',
                type: 'options',
                options: [
                  { name: 'Larger', value: 'larger' },
                  { name: 'Smaller', value: 'smaller' },
                ],
                default: 'smaller',
              },
              { displayName: 'Value 2', name: 'value2', type: 'number', default: 0 },
            ],
          },
        ],
      },
    ],
  },
  {
    ...base,
    name: 'n8n-nodes-base.set',
    displayName: 'Set',
    group: ['input'],
    version: [1, 2],
    properties: [
      { displayName: 'Keep Only Set', name: 'keepOnlySet', type: 'boolean', default: false },
      {
        displayName: 'Values to Set',
        name: 'values',
        type: 'fixedCollection',
        typeOptions: { multipleValues: true, sortable: true },
        default: {},
        options: [
          {
            name: 'string',
            displayName: 'String',
            values: [
              { displayName: 'Name', name: 'name', type: 'string', default: 'propertyName' },
              { displayName: 'Value', name: 'value', type: 'string', default: '' },
            ],
          },
        ],
      },
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        default: {},
        options: [{ displayName: 'Dot Notation', name: 'dotNotation', type: 'boolean', default: true }],
      },
    ],
  },
  { ...base, name: 'n8n-nodes-base.noOp', displayName: 'No Operation, do nothing', group: ['organization'], version: 1, properties: [] },
  {
    ...base,
    inputs: [],
    outputs: [],
    name: 'n8n-nodes-base.stickyNote',
    displayName: 'Sticky Note',
    group: ['input'],
    version: 1,
    properties: [
      { displayName: 'Content', name: 'content', type: 'string', default: "## I'm a note \n**Double click** to edit me." },
      { displayName: 'Height', name: 'height', type: 'number', default: 160, required: true },
      { displayName: 'Width', name: 'width', type: 'number', default: 240, required: true },
      { displayName: 'Color', name: 'color', type: 'number', default: 1 },
    ],
  },
];
