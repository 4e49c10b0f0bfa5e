/** Execute Workflow v1/v1.1 description (n8n's parameter names). */
import type { INodeTypeDescription } from '@sdk/workflow';

export const executeWorkflowDescription: INodeTypeDescription = {
  displayName: 'Execute Workflow',
  name: 'n8n-nodes-base.executeWorkflow',
  icon: 'fa:sign-in-alt',
  group: ['transform'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  subtitle: '={{"Workflow: " + $parameter["workflowId"]}}',
  description: 'Execute another workflow',
  defaults: { name: 'Execute Workflow', color: '#ff6d5a' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers', 'Flow'] }, alias: ['n8n', 'call', 'sub', 'workflow', 'sub-workflow', 'subworkflow'] },
  properties: [
    {
      displayName: 'Source',
      name: 'source',
      type: 'options',
      options: [
        { name: 'Database', value: 'database', description: 'Load the workflow from the database by ID' },
        { name: 'Local File', value: 'localFile', description: 'Load the workflow from a locally saved file' },
        { name: 'Parameter', value: 'parameter', description: 'Load the workflow from a parameter' },
        { name: 'URL', value: 'url', description: 'Load the workflow from an URL' },
      ],
      default: 'database',
      description: 'Where to get the workflow to execute from',
    },
    { displayName: 'Workflow ID', name: 'workflowId', type: 'string', displayOptions: { show: { source: ['database'], '@version': [1] } }, default: '', required: true, hint: 'Can be found in the URL of the workflow', description: "Note on using an expression here: if this node is set to run once with all items, they will all be sent to the <em>same</em> workflow. That workflow's ID will be calculated by evaluating the expression for the <strong>first input item</strong>." },
    {
      displayName: 'Workflow',
      name: 'workflowId',
      type: 'resourceLocator',
      default: { mode: 'list', value: '' },
      required: true,
      displayOptions: { show: { source: ['database'], '@version': [1.1] } },
      modes: [
        { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a workflow...', typeOptions: { searchListMethod: 'searchWorkflows', searchable: true } },
        { displayName: 'By URL', name: 'url', type: 'string', placeholder: 'https://switchyard.example.com/workflow/1', validation: [{ type: 'regex', properties: { regex: '.*/workflow/([0-9a-zA-Z]{1,})', errorMessage: 'Not a valid Workflow URL' } }], extractValue: { type: 'regex', regex: '.*/workflow/([0-9a-zA-Z]{1,})' } },
        { displayName: 'ID', name: 'id', type: 'string', placeholder: '10', validation: [{ type: 'regex', properties: { regex: '[0-9a-zA-Z]{1,}', errorMessage: 'Not a valid Workflow ID' } }] },
      ],
    },
    { displayName: 'Workflow Path', name: 'workflowPath', type: 'string', displayOptions: { show: { source: ['localFile'] } }, default: '', placeholder: '/data/workflow.json', required: true, description: 'The path to local JSON workflow file to execute' },
    { displayName: 'Workflow JSON', name: 'workflowJson', type: 'json', typeOptions: { rows: 10 }, displayOptions: { show: { source: ['parameter'] } }, default: '\n\n\n', required: true, description: 'The workflow JSON code to execute' },
    { displayName: 'Workflow URL', name: 'workflowUrl', type: 'string', displayOptions: { show: { source: ['url'] } }, default: '', placeholder: 'https://example.com/workflow.json', required: true, description: 'The URL from which to load the workflow from' },
    { displayName: 'Any data you pass into this node will be output by the start node of the workflow to be executed. <a href="https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.executeworkflow/" target="_blank">More info</a>', name: 'executeWorkflowNotice', type: 'notice', default: '' },
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Run Once with All Items', value: 'once', description: 'Pass all items into a single execution of the sub-workflow' },
        { name: 'Run Once for Each Item', value: 'each', description: 'Call the sub-workflow individually for each item' },
      ],
      default: 'once',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      options: [{ displayName: 'Wait For Sub-Workflow Completion', name: 'waitForSubWorkflow', type: 'boolean', default: true, description: 'Whether the main workflow should wait for the sub-workflow to complete its execution before proceeding' }],
    },
  ],
};
