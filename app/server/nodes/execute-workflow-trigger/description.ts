/** Execute Workflow Trigger v1 and 1.1 description (n8n's parameter names). */
import type { INodeTypeDescription } from '@sdk/workflow';

const V11 = { '@version': [{ _cnd: { gte: 1.1 } }] };

export const executeWorkflowTriggerDescription: INodeTypeDescription = {
  displayName: 'Execute Workflow Trigger',
  name: 'n8n-nodes-base.executeWorkflowTrigger',
  icon: 'fa:sign-out-alt',
  group: ['trigger'],
  version: [1, 1.1],
  description: 'Helpers for calling other n8n workflows. Used for designing modular, microservice-like workflows.',
  eventTriggerDescription: '',
  maxNodes: 1,
  defaults: { name: 'When Executed by Another Workflow', color: '#ff6d5a' },
  inputs: [],
  outputs: ['main'],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers', 'Other Trigger Nodes'] } },
  properties: [
    { displayName: 'Events', name: 'events', type: 'hidden', noDataExpression: true, default: 'worklfow_call' },
    {
      displayName:
        "When an ‘execute workflow’ node calls this workflow, the execution starts here. Any data passed into the 'execute workflow' node will be output by this node.",
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { '@version': [{ _cnd: { eq: 1 } }] } },
    },
    {
      displayName: 'Input data mode',
      name: 'inputSource',
      type: 'options',
      options: [
        { name: 'Define using fields below', value: 'workflowInputs', description: 'Provide input fields via UI' },
        { name: 'Define using JSON example', value: 'jsonExample', description: 'Generate a schema from an example JSON object' },
        { name: 'Accept all data', value: 'passthrough', description: 'Use all incoming data from the parent workflow' },
      ],
      default: 'workflowInputs',
      noDataExpression: true,
      displayOptions: { show: V11 },
    },
    {
      displayName:
        'Provide an example object to infer fields and their types.<br>To allow any type for a given field, set the value to null.',
      name: 'jsonExample_notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { ...V11, inputSource: ['jsonExample'] } },
    },
    {
      displayName: 'JSON Example',
      name: 'jsonExample',
      type: 'json',
      default: JSON.stringify({ aField: 'a string', aNumber: 123, thisFieldAcceptsAnyType: null, anArray: [] }, null, 2),
      noDataExpression: true,
      displayOptions: { show: { ...V11, inputSource: ['jsonExample'] } },
    },
    {
      displayName: 'Workflow Input Schema',
      name: 'workflowInputs',
      placeholder: 'Add field',
      type: 'fixedCollection',
      description: 'Define expected input fields. If no inputs are provided, all data from the calling workflow will be passed through.',
      typeOptions: { multipleValues: true, sortable: true, minRequiredFields: 1 },
      displayOptions: { show: { ...V11, inputSource: ['workflowInputs'] } },
      default: {},
      options: [
        {
          name: 'values',
          displayName: 'Values',
          values: [
            {
              displayName: 'Name',
              name: 'name',
              type: 'string',
              default: '',
              placeholder: 'e.g. fieldName',
              required: true,
              noDataExpression: true,
            },
            {
              displayName: 'Type',
              name: 'type',
              type: 'options',
              options: [
                { name: 'Allow Any Type', value: 'any' },
                { name: 'String', value: 'string' },
                { name: 'Number', value: 'number' },
                { name: 'Boolean', value: 'boolean' },
                { name: 'Array', value: 'array' },
                { name: 'Object', value: 'object' },
              ],
              required: true,
              default: 'string',
              noDataExpression: true,
            },
          ],
        },
      ] as never,
    },
  ],
};
