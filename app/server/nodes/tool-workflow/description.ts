/**
 * Call n8n Workflow Tool (`@n8n/n8n-nodes-langchain.toolWorkflow` 1 to 1.3 and 2 to 2.2,
 * n8n's parameter names): a tool that runs another workflow through the Execute Workflow
 * machinery (its permission and caller-policy checks) and hands the model the result.
 * Before 2 the model sends a `query` string (or the input schema's fields) and `fields`
 * add fixed values; from 2 the model fills the sub-workflow's inputs (`workflowInputs`).
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';
import { inputSchemaProperties } from '../shared/ai/tool-properties';

export const toolWorkflowDescription: INodeTypeDescription = {
  displayName: 'Call n8n Workflow Tool',
  name: `${AI_PACKAGE}.toolWorkflow`,
  icon: 'fa:network-wired',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3, 2, 2.1, 2.2],
  defaultVersion: 2.2,
  description: 'Uses another n8n workflow as a tool. Allows packaging any n8n node(s) as a tool.',
  defaults: { name: 'Call n8n Workflow Tool' },
  inputs: [],
  outputs: ['ai_tool'],
  outputNames: ['Tool'],
  codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Recommended Tools'] } },
  properties: [
    {
      displayName: 'Name',
      name: 'name',
      type: 'string',
      default: '',
      placeholder: 'My_Color_Tool',
      description: 'The name of the function to be called, could contain letters, numbers, and underscores only',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
    },
    {
      displayName: 'Description',
      name: 'description',
      type: 'string',
      default: '',
      placeholder: 'Call this tool to get a random color. The input should be a string with comma separted names of colors to exclude.',
      typeOptions: { rows: 3 },
    },
    {
      displayName: 'Source',
      name: 'source',
      type: 'options',
      options: [
        { name: 'Database', value: 'database', description: 'Load the workflow from the database by ID' },
        { name: 'Define Below', value: 'parameter', description: 'Pass the JSON code of a workflow' },
      ],
      default: 'database',
      description: 'Where to get the workflow to execute from',
    },
    {
      displayName: 'Workflow ID',
      name: 'workflowId',
      type: 'string',
      default: '',
      required: true,
      description: 'The workflow to execute',
      hint: 'Can be found in the URL of the workflow',
      displayOptions: { show: { source: ['database'], '@version': [{ _cnd: { lte: 1.1 } }] } },
    },
    {
      displayName: 'Workflow',
      name: 'workflowId',
      type: 'resourceLocator',
      default: { mode: 'list', value: '' },
      required: true,
      modes: [
        {
          displayName: 'From List',
          name: 'list',
          type: 'list',
          placeholder: 'Select a workflow...',
          typeOptions: { searchListMethod: 'searchWorkflows', searchable: true },
        },
        { displayName: 'By ID', name: 'id', type: 'string', placeholder: '10' },
      ],
      displayOptions: { show: { source: ['database'], '@version': [{ _cnd: { gte: 1.2 } }] } },
    },
    {
      displayName: 'Workflow JSON',
      name: 'workflowJson',
      type: 'json',
      default: '\n\n\n\n\n\n\n\n\n',
      required: true,
      typeOptions: { rows: 10 },
      noDataExpression: true,
      displayOptions: { show: { source: ['parameter'] } },
    },
    {
      displayName: 'Workflow Inputs',
      name: 'workflowInputs',
      type: 'resourceMapper',
      noDataExpression: true,
      default: { mappingMode: 'defineBelow', value: null },
      required: true,
      typeOptions: {
        loadOptionsDependsOn: ['workflowId.value'],
        resourceMapper: {
          localResourceMapperMethod: 'loadSubWorkflowInputs',
          valuesLabel: 'Workflow Inputs',
          mode: 'map',
          fieldWords: { singular: 'input', plural: 'inputs' },
          addAllFields: true,
          multiKeyMatch: false,
          supportAutoMap: false,
        },
      },
      displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
    },
    {
      displayName: 'Field to Return',
      name: 'responsePropertyName',
      type: 'string',
      default: 'response',
      required: true,
      hint: 'The field in the last-executed node of the workflow that contains the response',
      description:
        'Where to find the data that this tool should return. n8n will look in the output of the last-executed node of the workflow for a field with this name, and return its value.',
      displayOptions: { show: { '@version': [{ _cnd: { lt: 1.3 } }] } },
    },
    {
      displayName: 'Extra Workflow Inputs',
      name: 'fields',
      placeholder: 'Add Value',
      type: 'fixedCollection',
      description: "These will be output by the 'execute workflow' trigger of the workflow being called",
      typeOptions: { multipleValues: true, sortable: true },
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
              description: 'Name of the field to set the value of. Supports dot-notation. Example: data.person[0].name.',
              requiresDataPath: 'single',
            },
            {
              displayName: 'Type',
              name: 'type',
              type: 'options',
              description: 'The field value type',
              options: [
                { name: 'Boolean', value: 'booleanValue' },
                { name: 'Number', value: 'numberValue' },
                { name: 'Object', value: 'objectValue' },
                { name: 'String', value: 'stringValue' },
              ],
              default: 'stringValue',
            },
            { displayName: 'Value', name: 'stringValue', type: 'string', default: '', displayOptions: { show: { type: ['stringValue'] } } },
            {
              displayName: 'Value',
              name: 'booleanValue',
              type: 'options',
              default: 'true',
              options: [
                { name: 'True', value: 'true' },
                { name: 'False', value: 'false' },
              ],
              displayOptions: { show: { type: ['booleanValue'] } },
            },
            { displayName: 'Value', name: 'numberValue', type: 'string', default: '', displayOptions: { show: { type: ['numberValue'] } } },
            {
              displayName: 'Value',
              name: 'objectValue',
              type: 'json',
              default: '={}',
              typeOptions: { rows: 2 },
              displayOptions: { show: { type: ['objectValue'] } },
            },
          ],
        },
      ],
      displayOptions: { show: { '@version': [{ _cnd: { lt: 2 } }] } },
    },
    ...inputSchemaProperties.map((property) => ({
      ...property,
      displayOptions: { show: { ...property.displayOptions?.show, '@version': [{ _cnd: { lt: 2 } }] } },
    })),
  ],
};
