/**
 * The Form node's description: n8n's `n8n-nodes-base.form` v1. After a Form Trigger it
 * shows the next page of the form ("Next Form Page") or the end of it ("Form Ending":
 * a completion screen, a redirect, or a text). Its webhooks are restart webhooks: the
 * execution waits at it and the browser reaches it at `/form-waiting/<executionId>`.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { defineFormProperties } from '../form-trigger/description';

const page = { show: { operation: ['page'] } };
const completion = { show: { operation: ['completion'] } };

export const formDescription: INodeTypeDescription = {
  displayName: 'n8n Form',
  name: 'n8n-nodes-base.form',
  icon: 'file:form.svg',
  group: ['input'],
  version: 1,
  description: 'Generate webforms in n8n and pass their responses to the workflow',
  defaults: { name: 'Form' },
  inputs: ['main'],
  outputs: ['main'],
  webhooks: [
    { name: 'default', httpMethod: 'GET', responseMode: 'onReceived', path: '', restartWebhook: true, isFullPath: true, isForm: true },
    { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: '', restartWebhook: true, isFullPath: true, isForm: true },
  ],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Flow'] }, alias: ['form', 'page', 'multi-step form', 'ending'] },
  properties: [
    {
      displayName: 'An n8n Form Trigger node must be set up before this node',
      name: 'triggerNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Page Type',
      name: 'operation',
      type: 'options',
      default: 'page',
      noDataExpression: true,
      options: [
        { name: 'Next Form Page', value: 'page' },
        { name: 'Form Ending', value: 'completion' },
      ],
    },
    ...defineFormProperties.map((property) => ({
      ...property,
      displayOptions: { show: { ...property.displayOptions?.show, operation: ['page'] } },
    })),
    {
      displayName: 'On n8n Form Submission',
      name: 'respondWith',
      type: 'options',
      default: 'text',
      displayOptions: completion,
      options: [
        { name: 'Show Completion Screen', value: 'text', description: 'Show a response text to the user' },
        { name: 'Redirect to URL', value: 'redirect', description: 'Redirect the user to a URL' },
        { name: 'Show Text', value: 'showText', description: 'Display simple text' },
      ],
    },
    {
      displayName: 'URL',
      name: 'redirectUrl',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'e.g. https://example.com',
      displayOptions: { show: { operation: ['completion'], respondWith: ['redirect'] } },
    },
    {
      displayName: 'Completion Title',
      name: 'completionTitle',
      type: 'string',
      default: '',
      required: true,
      displayOptions: { show: { operation: ['completion'], respondWith: ['text'] } },
    },
    {
      displayName: 'Completion Message',
      name: 'completionMessage',
      type: 'string',
      default: '',
      typeOptions: { rows: 2 },
      displayOptions: { show: { operation: ['completion'], respondWith: ['text'] } },
    },
    {
      displayName: 'Text',
      name: 'responseText',
      type: 'string',
      default: '',
      typeOptions: { rows: 2 },
      placeholder: 'e.g. Thanks for filling the form',
      displayOptions: { show: { operation: ['completion'], respondWith: ['showText'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: page,
      options: [
        { displayName: 'Form Title', name: 'formTitle', type: 'string', default: '', description: 'Shown at the top of the page' },
        {
          displayName: 'Form Description',
          name: 'formDescription',
          type: 'string',
          default: '',
          typeOptions: { rows: 2 },
          description: 'Shown underneath the Form Title',
        },
        { displayName: 'Button Label', name: 'buttonLabel', type: 'string', default: 'Submit' },
        {
          displayName: 'Custom Form Styling',
          name: 'customCss',
          type: 'string',
          default: '',
          typeOptions: { rows: 10, editor: 'cssEditor' },
        },
      ],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: completion,
      options: [
        {
          displayName: 'Completion Page Title',
          name: 'formTitle',
          type: 'string',
          default: '',
          description: "The title of the browser's tab",
        },
        {
          displayName: 'Custom Form Styling',
          name: 'customCss',
          type: 'string',
          default: '',
          typeOptions: { rows: 10, editor: 'cssEditor' },
        },
      ],
    },
  ],
};
