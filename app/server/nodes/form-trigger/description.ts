/**
 * The n8n Form Trigger's description: n8n's `n8n-nodes-base.formTrigger` v2, 2.1 and 2.2.
 * Two webhooks on the same path, as n8n declares them: `setup` (GET, the form page) and
 * `default` (POST, the submission). 2.1 reads `submittedAt` in the workflow's time zone
 * (2 asks, with "Use Workflow Timezone"); 2.2 moves the path into the options (the
 * node's webhookId when empty) and adds custom CSS.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

const FIELD_TYPES = [
  { name: 'Checkboxes', value: 'checkbox' },
  { name: 'Custom HTML', value: 'html' },
  { name: 'Date', value: 'date' },
  { name: 'Dropdown List', value: 'dropdown' },
  { name: 'Email', value: 'email' },
  { name: 'File', value: 'file' },
  { name: 'Hidden Field', value: 'hiddenField' },
  { name: 'Number', value: 'number' },
  { name: 'Password', value: 'password' },
  { name: 'Radio Buttons', value: 'radio' },
  { name: 'Text', value: 'text' },
  { name: 'Textarea', value: 'textarea' },
];

/** The options of checkboxes or radio buttons (n8n names each list after its element). */
function choiceOptions(fieldType: string, displayName: string, placeholder: string, label: string): INodeProperties {
  return {
    displayName,
    name: 'fieldOptions',
    placeholder,
    type: 'fixedCollection',
    default: { values: [{ option: '' }] },
    required: true,
    displayOptions: { show: { fieldType: [fieldType] } },
    typeOptions: { multipleValues: true, sortable: true },
    options: [{ displayName: 'Values', name: 'values', values: [{ displayName: label, name: 'option', type: 'string', default: '' }] }],
  };
}

/** Form Elements (`formFields.values[]`), shared with the Form node. */
export const formFieldsProperty: INodeProperties = {
  displayName: 'Form Elements',
  name: 'formFields',
  placeholder: 'Add Form Element',
  type: 'fixedCollection',
  default: {},
  typeOptions: { multipleValues: true, sortable: true },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'Field Name',
          name: 'fieldName',
          type: 'string',
          default: '',
          description: 'The key of the value in the output',
          displayOptions: { show: { fieldType: ['hiddenField'] } },
        },
        {
          displayName: 'Field Label',
          name: 'fieldLabel',
          type: 'string',
          default: '',
          placeholder: 'e.g. What is your name?',
          description: 'Label that appears above the input field',
          required: true,
          displayOptions: { hide: { fieldType: ['hiddenField', 'html'] } },
        },
        {
          displayName: 'Element Type',
          name: 'fieldType',
          type: 'options',
          default: 'text',
          description: 'The type of field to add to the form',
          options: FIELD_TYPES,
          required: true,
        },
        {
          displayName: 'Element Name',
          name: 'elementName',
          type: 'string',
          default: '',
          placeholder: 'e.g. content-section',
          description: 'Optional field. It can be used to include the html in the output.',
          displayOptions: { show: { fieldType: ['html'] } },
        },
        {
          displayName: 'Placeholder',
          name: 'placeholder',
          type: 'string',
          default: '',
          description: 'Sample text to display inside the field',
          displayOptions: { hide: { fieldType: ['dropdown', 'date', 'file', 'html', 'hiddenField', 'radio', 'checkbox'] } },
        },
        {
          displayName: 'Field Value',
          name: 'fieldValue',
          type: 'string',
          default: '',
          description: 'The value of the hidden field; a query parameter of the same name overrides it',
          displayOptions: { show: { fieldType: ['hiddenField'] } },
        },
        {
          displayName: 'Field Options',
          name: 'fieldOptions',
          placeholder: 'Add Field Option',
          type: 'fixedCollection',
          default: { values: [{ option: '' }] },
          required: true,
          displayOptions: { show: { fieldType: ['dropdown'] } },
          typeOptions: { multipleValues: true, sortable: true },
          options: [
            { displayName: 'Values', name: 'values', values: [{ displayName: 'Option', name: 'option', type: 'string', default: '' }] },
          ],
        },
        choiceOptions('checkbox', 'Checkboxes', 'Add Checkbox', 'Checkbox Label'),
        choiceOptions('radio', 'Radio Buttons', 'Add Radio Button', 'Radio Button Label'),
        {
          displayName: 'Multiple Choice',
          name: 'multiselect',
          type: 'boolean',
          default: false,
          description: 'Whether to allow the user to select multiple options from the dropdown list',
          displayOptions: { show: { fieldType: ['dropdown'] } },
        },
        {
          displayName: 'Limit Selection',
          name: 'limitSelection',
          type: 'options',
          default: 'unlimited',
          options: [
            { name: 'Exact Number', value: 'exact' },
            { name: 'Range', value: 'range' },
            { name: 'Unlimited', value: 'unlimited' },
          ],
          displayOptions: { show: { fieldType: ['checkbox'] } },
        },
        {
          displayName: 'Number of Selections',
          name: 'numberOfSelections',
          type: 'number',
          default: 1,
          typeOptions: { numberPrecision: 0, minValue: 1 },
          displayOptions: { show: { fieldType: ['checkbox'], limitSelection: ['exact'] } },
        },
        {
          displayName: 'Minimum Selections',
          name: 'minSelections',
          type: 'number',
          default: 0,
          typeOptions: { numberPrecision: 0, minValue: 0 },
          displayOptions: { show: { fieldType: ['checkbox'], limitSelection: ['range'] } },
        },
        {
          displayName: 'Maximum Selections',
          name: 'maxSelections',
          type: 'number',
          default: 1,
          typeOptions: { numberPrecision: 0, minValue: 1 },
          displayOptions: { show: { fieldType: ['checkbox'], limitSelection: ['range'] } },
        },
        {
          displayName: 'HTML',
          name: 'html',
          type: 'string',
          default: '<!-- Your custom HTML here --->\n\n\n',
          noDataExpression: true,
          typeOptions: { editor: 'htmlEditor' },
          description: 'HTML elements to display on the form page',
          hint: 'Does not accept <code>&lt;script&gt;</code>, <code>&lt;style&gt;</code> or <code>&lt;input&gt;</code> tags',
          displayOptions: { show: { fieldType: ['html'] } },
        },
        {
          displayName: 'Multiple Files',
          name: 'multipleFiles',
          type: 'boolean',
          default: true,
          description: 'Whether to allow the user to select multiple files from the file input or just one',
          displayOptions: { show: { fieldType: ['file'] } },
        },
        {
          displayName: 'Accepted File Types',
          name: 'acceptFileTypes',
          type: 'string',
          default: '',
          placeholder: 'e.g. .jpg, .png',
          description: 'Comma-separated list of allowed file extensions',
          displayOptions: { show: { fieldType: ['file'] } },
        },
        {
          displayName: 'Format Date As',
          name: 'formatDate',
          type: 'string',
          default: '',
          placeholder: 'e.g. dd/mm/yyyy',
          description: 'How to format the date in the output data (Luxon tokens); empty keeps yyyy-MM-dd',
          displayOptions: { show: { fieldType: ['date'] } },
        },
        {
          displayName: 'Required Field',
          name: 'requiredField',
          type: 'boolean',
          default: false,
          description: 'Whether to require the user to enter a value for this field before submitting the form',
          displayOptions: { hide: { fieldType: ['html', 'hiddenField'] } },
        },
      ],
    },
  ],
};

const JSON_FORM_EXAMPLE = JSON.stringify(
  [
    { fieldLabel: 'Name', placeholder: 'enter your name', requiredField: true },
    { fieldLabel: 'Age', fieldType: 'number', placeholder: 'enter your age' },
    { fieldLabel: 'Email', fieldType: 'email', requiredField: true },
  ],
  null,
  2,
);

/**
 * "Define Form" (n8n's `defineForm`: the Form Elements below, or a JSON array of the same
 * entries in `jsonOutput`), for the Form node and send-and-wait's custom form.
 */
export const defineFormProperties: INodeProperties[] = [
  {
    displayName: 'Define Form',
    name: 'defineForm',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Using Fields Below', value: 'fields' },
      { name: 'Using JSON', value: 'json' },
    ],
    default: 'fields',
  },
  {
    displayName: 'Form Fields',
    name: 'jsonOutput',
    type: 'json',
    typeOptions: { rows: 5 },
    default: JSON_FORM_EXAMPLE,
    hint: 'An array of form elements, each with the names the fields below use (fieldLabel, fieldType, fieldOptions, requiredField ...)',
    displayOptions: { show: { defineForm: ['json'] } },
  },
  { ...formFieldsProperty, displayOptions: { show: { defineForm: ['fields'] } } },
];

/** "Form Response" (`options.respondWithOptions`). */
export const respondWithOptionsProperty: INodeProperties = {
  displayName: 'Form Response',
  name: 'respondWithOptions',
  type: 'fixedCollection',
  placeholder: 'Add option',
  default: { values: { respondWith: 'text' } },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'Respond With',
          name: 'respondWith',
          type: 'options',
          default: 'text',
          options: [
            { name: 'Form Submitted Text', value: 'text', description: 'Show a response text to the user' },
            { name: 'Redirect URL', value: 'redirect', description: 'Redirect the user to a URL' },
          ],
        },
        {
          displayName: 'Text to Show',
          name: 'formSubmittedText',
          type: 'string',
          default: 'Your response has been recorded',
          description:
            "The text displayed to users after they fill the form. Leave it empty if you don't want to show any additional text.",
          displayOptions: { show: { respondWith: ['text'] } },
        },
        {
          displayName: 'URL to Redirect to',
          name: 'redirectUrl',
          type: 'string',
          default: '',
          placeholder: 'e.g. http://www.n8n.io',
          description: 'The URL to redirect users to after they fill the form. Must be a valid URL.',
          displayOptions: { show: { respondWith: ['redirect'] } },
        },
      ],
    },
  ],
};

const v22 = { '@version': [{ _cnd: { gte: 2.2 } }] };
const beforeV22 = { '@version': [{ _cnd: { lt: 2.2 } }] };

export const formTriggerDescription: INodeTypeDescription = {
  displayName: 'n8n Form Trigger',
  name: 'n8n-nodes-base.formTrigger',
  icon: 'file:form.svg',
  group: ['trigger'],
  version: [2, 2.1, 2.2],
  description: 'Generate webforms in n8n and pass their responses to the workflow',
  eventTriggerDescription: 'Waiting for you to submit the form',
  activationMessage: 'You can now make calls to your production Form URL.',
  defaults: { name: 'On form submission' },
  triggerPanel: { header: 'Pull in a test form submission', executionsHelp: { inactive: '', active: '' }, activationHint: '' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'httpBasicAuth', required: true, displayOptions: { show: { authentication: ['basicAuth'] } } }],
  webhooks: [
    {
      name: 'setup',
      httpMethod: 'GET',
      responseMode: 'onReceived',
      isFullPath: true,
      path: '={{ $parameter["path"] || $parameter["options"]?.path }}',
      ndvHideUrl: true,
      isForm: true,
    },
    {
      name: 'default',
      httpMethod: 'POST',
      responseMode: '={{$parameter["responseMode"]}}',
      isFullPath: true,
      path: '={{ $parameter["path"] || $parameter["options"]?.path }}',
      ndvHideMethod: true,
      isForm: true,
    },
  ],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Other Trigger Nodes'] },
    alias: ['form', 'survey', 'web form', 'questionnaire'],
  },
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Basic Auth', value: 'basicAuth' },
        { name: 'None', value: 'none' },
      ],
      default: 'none',
    },
    {
      displayName: 'Form Path',
      name: 'path',
      type: 'string',
      default: '',
      placeholder: 'webhook',
      required: true,
      description: "The final segment of the form's URL, both for test and production",
      displayOptions: { show: beforeV22 },
    },
    {
      displayName: 'Form Title',
      name: 'formTitle',
      type: 'string',
      default: '',
      placeholder: 'e.g. Contact us',
      required: true,
      description: 'Shown at the top of the form',
    },
    {
      displayName: 'Form Description',
      name: 'formDescription',
      type: 'string',
      default: '',
      placeholder: "e.g. We'll get back to you soon",
      typeOptions: { rows: 2 },
      description: 'Shown underneath the Form Title. Can be used to prompt the user on how to complete the form.',
    },
    formFieldsProperty,
    {
      displayName: 'Respond When',
      name: 'responseMode',
      type: 'options',
      options: [
        { name: 'Form Is Submitted', value: 'onReceived', description: 'As soon as this node receives the form submission' },
        { name: 'Workflow Finishes', value: 'lastNode', description: 'When the last node of the workflow is executed' },
        { name: "Using 'Respond to Webhook' Node", value: 'responseNode', description: "When the 'Respond to Webhook' node is executed" },
      ],
      default: 'onReceived',
      description: 'When to respond to the form submission',
    },
    {
      displayName:
        "In the 'Respond to Webhook' node, select 'Respond With JSON' and set the formSubmittedText key to display a custom response in the form, or the redirectURL key to redirect users to a URL",
      name: 'formNotice',
      type: 'notice',
      default: '',
      displayOptions: { show: { responseMode: ['responseNode'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Append n8n Attribution',
          name: 'appendAttribution',
          type: 'boolean',
          default: true,
          description: 'Whether to include the link "Form automated with n8n" at the bottom of the form',
        },
        {
          displayName: 'Button Label',
          name: 'buttonLabel',
          type: 'string',
          default: 'Submit',
          description: 'The label of the submit button in the form',
        },
        {
          displayName: 'Form Path',
          name: 'path',
          type: 'string',
          default: '',
          placeholder: 'webhook',
          description: "The final segment of the form's URL, both for test and production; empty uses the node's id",
          displayOptions: { show: v22 },
        },
        { ...respondWithOptionsProperty, displayOptions: { hide: { '/responseMode': ['responseNode'] } } },
        {
          displayName: 'Ignore Bots',
          name: 'ignoreBots',
          type: 'boolean',
          default: false,
          description: 'Whether to ignore requests from bots like link previewers and web crawlers',
        },
        {
          displayName: 'Use Workflow Timezone',
          name: 'useWorkflowTimezone',
          type: 'boolean',
          default: false,
          description: "Whether to use the workflow timezone set in the workflow's settings rather than UTC for submittedAt",
          displayOptions: { show: { '@version': [2] } },
        },
        {
          displayName: 'Custom Form Styling',
          name: 'customCss',
          type: 'string',
          default: '',
          typeOptions: { rows: 10, editor: 'cssEditor' },
          description: 'Override default styling of the public form interface with CSS',
          displayOptions: { show: v22 },
        },
      ],
    },
  ],
};
