/** Code description (`n8n-nodes-base.code` v1 and v2, n8n's parameter names and defaults). */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { CODE_NODE_PLACEHOLDERS } from '@sdk/nodes/code-node-placeholders';

function jsCode(mode: keyof typeof CODE_NODE_PLACEHOLDERS, show: NonNullable<INodeProperties['displayOptions']>['show']): INodeProperties {
  return {
    displayName: 'JavaScript',
    name: 'jsCode',
    type: 'string',
    typeOptions: { editor: 'codeNodeEditor', editorLanguage: 'javaScript' },
    default: CODE_NODE_PLACEHOLDERS[mode],
    description:
      'JavaScript code to execute.<br><br>Tip: You can use luxon vars like <code>$today</code> for dates and <code>$jmespath</code> for querying JSON structures. <a href="https://docs.n8n.io/nodes/n8n-nodes-base.function">Learn more</a>.',
    noDataExpression: true,
    displayOptions: { show: { ...show, mode: [mode] } },
  };
}

export const codeDescription: INodeTypeDescription = {
  displayName: 'Code',
  name: 'n8n-nodes-base.code',
  icon: 'fa:code',
  group: ['transform'],
  version: [1, 2],
  defaultVersion: 2,
  description: 'Run custom JavaScript code',
  defaults: { name: 'Code', color: '#FF9922' },
  inputs: ['main'],
  outputs: ['main'],
  parameterPane: 'wide',
  codex: {
    categories: ['Development', 'Core Nodes'],
    subcategories: { 'Core Nodes': ['Helpers', 'Data Transformation'] },
    alias: ['cpde', 'Javascript', 'JS', 'Script', 'Custom Code', 'Function'],
  },
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      noDataExpression: true,
      options: [
        {
          name: 'Run Once for All Items',
          value: 'runOnceForAllItems',
          description: 'Run this code only once, no matter how many input items there are',
        },
        {
          name: 'Run Once for Each Item',
          value: 'runOnceForEachItem',
          description: 'Run this code as many times as there are input items',
        },
      ],
      default: 'runOnceForAllItems',
    },
    {
      displayName: 'Language',
      name: 'language',
      type: 'options',
      noDataExpression: true,
      displayOptions: { show: { '@version': [2] } },
      options: [{ name: 'JavaScript', value: 'javaScript' }],
      default: 'javaScript',
    },
    jsCode('runOnceForAllItems', { '@version': [1] }),
    jsCode('runOnceForEachItem', { '@version': [1] }),
    jsCode('runOnceForAllItems', { '@version': [2], language: ['javaScript'] }),
    jsCode('runOnceForEachItem', { '@version': [2], language: ['javaScript'] }),
    {
      displayName:
        'Type <code>$</code> for a list of <a target="_blank" href="https://docs.n8n.io/code-examples/methods-variables-reference/">special vars/methods</a>. Debug by using <code>console.log()</code> statements and viewing their output in the browser console.',
      name: 'notice',
      type: 'notice',
      displayOptions: { show: { language: ['javaScript'] } },
      default: '',
    },
  ],
};
