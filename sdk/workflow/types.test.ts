import { describe, expect, it } from 'vitest';
import type { ICredentialType, IExecutionResponse, INodeParameterResourceLocator, INodeTypeDescription, IWorkflowDb } from './index';
import { NodeConnectionTypes, PLACEHOLDER_EMPTY_WORKFLOW_ID } from './index';

// Shapes copied from real n8n exports: they must type-check unchanged.
const channel = { __rl: true, mode: 'list', value: 'C1', cachedResultName: '#general' } satisfies INodeParameterResourceLocator;

const workflow = {
  id: PLACEHOLDER_EMPTY_WORKFLOW_ID,
  name: 'My workflow',
  active: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  nodes: [
    {
      parameters: {},
      id: 'a1b2',
      name: 'When clicking "Execute Workflow"',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [240, 300],
    },
    {
      parameters: {
        values: { string: [{ name: 'greeting', value: '={{ $json.name }}' }] },
        options: {},
        channel,
      },
      id: 'c3d4',
      name: 'Set',
      type: 'n8n-nodes-base.set',
      typeVersion: 2,
      position: [460, 300],
      credentials: { slackApi: { id: '7', name: 'Slack account' } },
      onError: 'continueRegularOutput',
      notesInFlow: true,
      notes: 'note',
    },
  ],
  connections: {
    'When clicking "Execute Workflow"': { main: [[{ node: 'Set', type: 'main', index: 0 }]] },
  },
  settings: { executionOrder: 'v1', saveManualExecutions: true, callerPolicy: 'workflowsFromSameOwner' },
  pinData: { Set: [{ json: { greeting: 'hi' }, pairedItem: { item: 0 } }] },
  versionId: 'v-1',
  tags: [{ id: '1', name: 'prod' }],
  meta: { instanceId: 'abc' },
} satisfies IWorkflowDb;

const setNode = {
  displayName: 'Set',
  name: 'n8n-nodes-base.set',
  icon: 'fa:pen',
  group: ['input'],
  version: [1, 2],
  description: 'Sets values on items and optionally remove other values',
  defaults: { name: 'Set', color: '#0000FF' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] }, alias: ['Set'] },
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
          values: [{ displayName: 'Name', name: 'name', type: 'string', default: 'propertyName' }],
        },
      ],
    },
    {
      displayName: 'Channel',
      name: 'channel',
      type: 'resourceLocator',
      default: { __rl: true, mode: 'list', value: '' },
      modes: [
        { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'getChannels', searchable: true } },
        { displayName: 'ID', name: 'id', type: 'string', extractValue: { type: 'regex', regex: '([A-Z0-9]+)' } },
      ],
      displayOptions: { show: { '@version': [2], resource: ['message'] }, hide: { operation: [{ _cnd: { eq: 'x' } }] } },
    },
  ],
} satisfies INodeTypeDescription;

const credential = {
  name: 'httpHeaderAuth',
  displayName: 'Header Auth',
  properties: [{ displayName: 'Value', name: 'value', type: 'string', typeOptions: { password: true }, default: '' }],
  authenticate: { type: 'generic', properties: { headers: { '={{$credentials.name}}': '={{$credentials.value}}' } } },
  test: { request: { baseURL: 'https://api.example.com', url: '/me' } },
} satisfies ICredentialType;

const execution = {
  id: '12',
  finished: true,
  mode: 'manual',
  status: 'success',
  startedAt: '2024-01-01T00:00:00.000Z',
  stoppedAt: '2024-01-01T00:00:01.000Z',
  workflowId: '1',
  workflowName: 'My workflow',
  workflowData: { ...workflow, id: '1' },
  data: {
    resultData: {
      runData: {
        Set: [
          {
            startTime: 1,
            executionTime: 2,
            source: [{ previousNode: 'When clicking "Execute Workflow"' }],
            data: { main: [[{ json: { greeting: 'hi' } }]] },
          },
        ],
      },
      lastNodeExecuted: 'Set',
    },
  },
} satisfies IExecutionResponse;

describe('workflow entity types', () => {
  it('accept real n8n JSON', () => {
    expect(workflow.nodes[1]?.parameters).toHaveProperty('channel', channel);
    expect(setNode.properties).toHaveLength(3);
    expect(credential.authenticate.type).toBe('generic');
    expect(execution.data.resultData.runData.Set[0]?.executionTime).toBe(2);
    expect(NodeConnectionTypes.Main).toBe('main');
  });
});
