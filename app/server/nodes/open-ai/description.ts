/**
 * OpenAI (`@n8n/n8n-nodes-langchain.openAi` 1 to 1.8, the app node; n8n's parameter names
 * and operation values): Text → Message a Model (chat completions, with tools connected on
 * the canvas) and Classify Text for Violations (moderation); Image → Analyze and Generate.
 * The other operations (assistants, audio, files) keep their names so imported workflows
 * open and show them, but say on the form and at run time that Switchyard does not run them.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** Models that cannot call tools: with one of them (1.2+) the Tools slot is hidden, as in n8n. */
export const MODELS_NOT_SUPPORT_FUNCTION_CALLS = [
  'gpt-3.5-turbo-16k-0613',
  'dall-e-3',
  'text-embedding-3-large',
  'dall-e-2',
  'whisper-1',
  'tts-1-hd-1106',
  'tts-1-hd',
  'gpt-4-0314',
  'text-embedding-3-small',
  'gpt-4-32k-0314',
  'gpt-3.5-turbo-0301',
  'gpt-4-vision-preview',
  'gpt-3.5-turbo-16k',
  'gpt-3.5-turbo-instruct-0914',
  'tts-1',
  'davinci-002',
  'gpt-3.5-turbo-instruct',
  'babbage-002',
  'tts-1-1106',
  'text-embedding-ada-002',
];

/** Operations Switchyard runs, as `resource:operation`. */
export const BUILT_OPERATIONS: ReadonlySet<string> = new Set(['text:message', 'text:classify', 'image:analyze', 'image:generate']);

const show = (resource: string, operation: string) => ({ show: { resource: [resource], operation: [operation] } });

function modelLocator(searchListMethod: string, extra: Partial<INodeProperties> = {}): INodeProperties {
  return {
    displayName: 'Model',
    name: 'modelId',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod, searchable: true } },
      { displayName: 'ID', name: 'id', type: 'string', placeholder: 'e.g. gpt-4' },
    ],
    ...extra,
  };
}

const operations: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Create an Assistant', value: 'create', action: 'Create an assistant' },
      { name: 'Delete an Assistant', value: 'deleteAssistant', action: 'Delete an assistant' },
      { name: 'List Assistants', value: 'list', action: 'List assistants' },
      { name: 'Message an Assistant', value: 'message', action: 'Message an assistant' },
      { name: 'Update an Assistant', value: 'update', action: 'Update an assistant' },
    ],
    default: 'message',
    displayOptions: { show: { resource: ['assistant'] } },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Message a Model', value: 'message', action: 'Message a model', description: 'Create a completion with GPT 3, 4, etc.' },
      {
        name: 'Classify Text for Violations',
        value: 'classify',
        action: 'Classify text for violations',
        description: 'Check whether content complies with usage policies',
      },
    ],
    default: 'message',
    displayOptions: { show: { resource: ['text'] } },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Analyze Image', value: 'analyze', action: 'Analyze image', description: 'Take in images and answer questions about them' },
      { name: 'Generate an Image', value: 'generate', action: 'Generate an image', description: 'Creates an image from a text prompt' },
    ],
    default: 'generate',
    displayOptions: { show: { resource: ['image'] } },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Generate Audio', value: 'generate', action: 'Generate audio' },
      { name: 'Transcribe a Recording', value: 'transcribe', action: 'Transcribe a recording' },
      { name: 'Translate a Recording', value: 'translate', action: 'Translate a recording' },
    ],
    default: 'generate',
    displayOptions: { show: { resource: ['audio'] } },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Delete a File', value: 'deleteFile', action: 'Delete a file' },
      { name: 'List Files', value: 'list', action: 'List files' },
      { name: 'Upload a File', value: 'upload', action: 'Upload a file' },
    ],
    default: 'upload',
    displayOptions: { show: { resource: ['file'] } },
  },
];

const notBuilt: INodeProperties = {
  displayName: 'Switchyard does not run this operation yet: a run of this node fails with a message saying so.',
  name: 'notSupportedNotice',
  type: 'notice',
  default: '',
  displayOptions: { show: { resource: ['assistant', 'audio', 'file'] } },
};

const textMessage: INodeProperties[] = [
  modelLocator('modelSearch', { displayOptions: show('text', 'message') }),
  {
    displayName: 'Messages',
    name: 'messages',
    type: 'fixedCollection',
    typeOptions: { sortable: true, multipleValues: true },
    placeholder: 'Add Message',
    default: { values: [{ content: '' }] },
    options: [
      {
        displayName: 'Values',
        name: 'values',
        values: [
          {
            displayName: 'Prompt',
            name: 'content',
            type: 'string',
            description: 'The content of the message to be send',
            default: '',
            placeholder: 'e.g. Hello, how can you help me?',
            typeOptions: { rows: 2 },
          },
          {
            displayName: 'Role',
            name: 'role',
            type: 'options',
            description: "Role in shaping the model's response, it tells the model how it should behave and interact with the user",
            options: [
              { name: 'User', value: 'user', description: 'Send a message as a user and get a response from the model' },
              { name: 'Assistant', value: 'assistant', description: 'Tell the model to adopt a specific tone or personality' },
              {
                name: 'System',
                value: 'system',
                description: "Usually used to set the model's behavior or context for the next user message",
              },
            ],
            default: 'user',
          },
        ],
      },
    ],
    displayOptions: show('text', 'message'),
  },
  {
    displayName: 'Simplify Output',
    name: 'simplify',
    type: 'boolean',
    default: true,
    description: 'Whether to return a simplified version of the response instead of the raw data',
    displayOptions: show('text', 'message'),
  },
  {
    displayName: 'Output Content as JSON',
    name: 'jsonOutput',
    type: 'boolean',
    default: false,
    description:
      'Whether to attempt to return the response in JSON format. Compatible with GPT-4 Turbo and all GPT-3.5 Turbo models newer than gpt-3.5-turbo-1106.',
    displayOptions: show('text', 'message'),
  },
  {
    displayName: 'Hide Tools',
    name: 'hideTools',
    type: 'hidden',
    default: 'hide',
    displayOptions: {
      show: {
        resource: ['text'],
        operation: ['message'],
        modelId: MODELS_NOT_SUPPORT_FUNCTION_CALLS,
        '@version': [{ _cnd: { gte: 1.2 } }],
      },
    },
  },
  {
    displayName: 'Connect your own custom n8n tools to this node on the canvas',
    name: 'noticeTools',
    type: 'notice',
    default: '',
    displayOptions: { show: { resource: ['text'], operation: ['message'] }, hide: { hideTools: ['hide'] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    placeholder: 'Add Option',
    type: 'collection',
    default: {},
    displayOptions: show('text', 'message'),
    options: [
      {
        displayName: 'Frequency Penalty',
        name: 'frequency_penalty',
        default: 0,
        typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 },
        description:
          "Positive values penalize new tokens based on their existing frequency in the text so far, decreasing the model's likelihood to repeat the same line verbatim",
        type: 'number',
      },
      {
        displayName: 'Maximum Number of Tokens',
        name: 'maxTokens',
        default: 16,
        description: 'The maximum number of tokens to generate in the completion',
        type: 'number',
        typeOptions: { maxValue: 32768 },
      },
      {
        displayName: 'Number of Completions',
        name: 'n',
        default: 1,
        description: 'How many completions to generate for each prompt',
        type: 'number',
      },
      {
        displayName: 'Presence Penalty',
        name: 'presence_penalty',
        default: 0,
        typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 },
        description:
          "Positive values penalize new tokens based on whether they appear in the text so far, increasing the model's likelihood to talk about new topics",
        type: 'number',
      },
      {
        displayName: 'Output Randomness (Temperature)',
        name: 'temperature',
        default: 1,
        typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
        description: 'Controls randomness: lowering results in less random completions',
        type: 'number',
      },
      {
        displayName: 'Output Randomness (Top P)',
        name: 'topP',
        default: 1,
        typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
        description: 'An alternative to sampling with temperature, controls diversity via nucleus sampling',
        type: 'number',
      },
      {
        displayName: 'Reasoning Effort',
        name: 'reasoning_effort',
        default: 'medium',
        description: 'Controls the amount of reasoning tokens to use (o1, o3 and later, gpt-5 models)',
        type: 'options',
        options: [
          { name: 'Low', value: 'low', description: 'Favors speed and economical token usage' },
          { name: 'Medium', value: 'medium', description: 'Balance between speed and reasoning accuracy' },
          {
            name: 'High',
            value: 'high',
            description: 'Favors more complete reasoning at the cost of more tokens generated and slower responses',
          },
        ],
      },
      {
        displayName: 'Max Tool Calls Iterations',
        name: 'maxToolsIterations',
        type: 'number',
        default: 15,
        description:
          'The maximum number of tool iteration cycles the LLM will run before stopping. A single iteration can contain multiple tool calls. Set to 0 for no limit.',
        displayOptions: { show: { '@version': [{ _cnd: { gte: 1.5 } }] } },
      },
    ],
  },
];

const textClassify: INodeProperties[] = [
  {
    displayName: 'Text Input',
    name: 'input',
    type: 'string',
    placeholder: 'e.g. Sample text goes here',
    description: 'The input text to classify if it is violates the moderation policy',
    default: '',
    typeOptions: { rows: 2 },
    displayOptions: show('text', 'classify'),
  },
  {
    displayName: 'Simplify Output',
    name: 'simplify',
    type: 'boolean',
    default: false,
    description: 'Whether to return a simplified version of the response instead of the raw data',
    displayOptions: show('text', 'classify'),
  },
  {
    displayName: 'Options',
    name: 'options',
    placeholder: 'Add Option',
    type: 'collection',
    default: {},
    displayOptions: show('text', 'classify'),
    options: [
      {
        displayName: 'Use Stable Model',
        name: 'useStableModel',
        type: 'boolean',
        default: false,
        description: 'Whether to use the stable version of the model instead of the latest version, accuracy may be slightly lower',
      },
    ],
  },
];

const imageAnalyze: INodeProperties[] = [
  modelLocator('imageModelSearch', {
    displayOptions: { show: { resource: ['image'], operation: ['analyze'], '@version': [{ _cnd: { gte: 1.4 } }] } },
  }),
  {
    displayName: 'Text Input',
    name: 'text',
    type: 'string',
    placeholder: "e.g. What's in this image?",
    default: "What's in this image?",
    typeOptions: { rows: 2 },
    displayOptions: show('image', 'analyze'),
  },
  {
    displayName: 'Input Type',
    name: 'inputType',
    type: 'options',
    default: 'url',
    options: [
      { name: 'Image URL(s)', value: 'url' },
      { name: 'Binary File(s)', value: 'base64' },
    ],
    displayOptions: show('image', 'analyze'),
  },
  {
    displayName: 'URL(s)',
    name: 'imageUrls',
    type: 'string',
    placeholder: 'e.g. https://example.com/image.jpeg',
    description: 'URL(s) of the image(s) to analyze, multiple URLs can be added separated by comma',
    default: '',
    displayOptions: { show: { resource: ['image'], operation: ['analyze'], inputType: ['url'] } },
  },
  {
    displayName: 'Input Data Field Name',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    placeholder: 'e.g. data',
    hint: 'The name of the input field containing the binary file data to be processed',
    description: 'Name of the binary property which contains the image(s)',
    displayOptions: { show: { resource: ['image'], operation: ['analyze'], inputType: ['base64'] } },
  },
  {
    displayName: 'Simplify Output',
    name: 'simplify',
    type: 'boolean',
    default: true,
    description: 'Whether to simplify the response or not',
    displayOptions: show('image', 'analyze'),
  },
  {
    displayName: 'Options',
    name: 'options',
    placeholder: 'Add Option',
    type: 'collection',
    default: {},
    displayOptions: show('image', 'analyze'),
    options: [
      {
        displayName: 'Detail',
        name: 'detail',
        type: 'options',
        default: 'auto',
        options: [
          {
            name: 'Auto',
            value: 'auto',
            description: 'Model will look at the image input size and decide if it should use the low or high setting',
          },
          { name: 'Low', value: 'low', description: 'Return faster responses and consume fewer tokens' },
          { name: 'High', value: 'high', description: 'Return more detailed responses, consumes more tokens' },
        ],
      },
      {
        displayName: 'Length of Description (Max Tokens)',
        description: 'Fewer tokens will result in shorter, less detailed image description',
        name: 'maxTokens',
        type: 'number',
        default: 300,
        typeOptions: { minValue: 1 },
      },
    ],
  },
];

const imageGenerate: INodeProperties[] = [
  {
    displayName: 'Model',
    name: 'model',
    type: 'options',
    default: 'dall-e-3',
    description: 'The model to use for image generation',
    options: [
      { name: 'DALL·E 2', value: 'dall-e-2' },
      { name: 'DALL·E 3', value: 'dall-e-3' },
      { name: 'GPT Image 1', value: 'gpt-image-1' },
    ],
    displayOptions: show('image', 'generate'),
  },
  {
    displayName: 'Prompt',
    name: 'prompt',
    type: 'string',
    placeholder: 'e.g. A cute cat eating a dinosaur',
    description:
      'A text description of the desired image(s). The maximum length is 1000 characters for dall-e-2 and 4000 characters for dall-e-3.',
    default: '',
    typeOptions: { rows: 2 },
    displayOptions: show('image', 'generate'),
  },
  {
    displayName: 'Options',
    name: 'options',
    placeholder: 'Add Option',
    type: 'collection',
    default: {},
    displayOptions: show('image', 'generate'),
    options: [
      {
        displayName: 'Number of Images',
        name: 'n',
        default: 1,
        description: 'Number of images to generate',
        type: 'number',
        typeOptions: { minValue: 1, maxValue: 10 },
        displayOptions: { show: { '/model': ['dall-e-2'] } },
      },
      {
        displayName: 'Quality',
        name: 'dalleQuality',
        type: 'options',
        description: 'The quality of the image that will be generated',
        options: [
          { name: 'HD', value: 'hd' },
          { name: 'Standard', value: 'standard' },
        ],
        displayOptions: { show: { '/model': ['dall-e-3'] } },
        default: 'standard',
      },
      {
        displayName: 'Quality',
        name: 'quality',
        type: 'options',
        description: 'The quality of the image that will be generated',
        options: [
          { name: 'High', value: 'high' },
          { name: 'Medium', value: 'medium' },
          { name: 'Low', value: 'low' },
        ],
        displayOptions: { show: { '/model': ['gpt-image-1'] } },
        default: 'medium',
      },
      {
        displayName: 'Resolution',
        name: 'size',
        type: 'options',
        options: ['256x256', '512x512', '1024x1024'].map((size) => ({ name: size, value: size })),
        displayOptions: { show: { '/model': ['dall-e-2'] } },
        default: '1024x1024',
      },
      {
        displayName: 'Resolution',
        name: 'size',
        type: 'options',
        options: ['1024x1024', '1792x1024', '1024x1792'].map((size) => ({ name: size, value: size })),
        displayOptions: { show: { '/model': ['dall-e-3'] } },
        default: '1024x1024',
      },
      {
        displayName: 'Resolution',
        name: 'size',
        type: 'options',
        options: ['1024x1024', '1024x1536', '1536x1024'].map((size) => ({ name: size, value: size })),
        displayOptions: { show: { '/model': ['gpt-image-1'] } },
        default: '1024x1024',
      },
      {
        displayName: 'Style',
        name: 'style',
        type: 'options',
        options: [
          { name: 'Natural', value: 'natural', description: 'Produce more natural looking images' },
          { name: 'Vivid', value: 'vivid', description: 'Lean towards generating hyper-real and dramatic images' },
        ],
        displayOptions: { show: { '/model': ['dall-e-3'] } },
        default: 'vivid',
      },
      {
        displayName: 'Respond with Image URL(s)',
        name: 'returnImageUrls',
        type: 'boolean',
        default: false,
        description: 'Whether to return image URL(s) instead of binary file(s)',
        displayOptions: { hide: { '/model': ['gpt-image-1'] } },
      },
      {
        displayName: 'Put Output in Field',
        name: 'binaryPropertyOutput',
        type: 'string',
        default: 'data',
        hint: 'The name of the output field to put the binary file data in',
        displayOptions: { show: { returnImageUrls: [false] } },
      },
    ],
  },
];

/** The Tools slot of Message a Model (unless the model cannot call tools), the assistant's slots, else main only. */
export const OPEN_AI_INPUTS =
  "={{ ($parameter.resource ?? 'text') === 'assistant' && ($parameter.operation ?? 'message') === 'message' ? " +
  "[{ type: 'main' }, { type: 'ai_tool', displayName: 'Tools' }].concat($parameter.memory === 'threadId' ? [] : [{ type: 'ai_memory', displayName: 'Memory', maxConnections: 1 }]) : " +
  "($parameter.resource ?? 'text') === 'text' && ($parameter.operation ?? 'message') === 'message' && $parameter.hideTools !== 'hide' ? " +
  "[{ type: 'main' }, { type: 'ai_tool', displayName: 'Tools' }] : ['main'] }}";

export const openAiDescription: INodeTypeDescription = {
  displayName: 'OpenAI',
  name: `${AI_PACKAGE}.openAi`,
  icon: 'fa:robot',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8],
  defaultVersion: 1.8,
  subtitle: '={{ $parameter.resource + ": " + $parameter.operation }}',
  description: 'Message an assistant or GPT, analyze images, generate audio, etc.',
  defaults: { name: 'OpenAI' },
  inputs: OPEN_AI_INPUTS as INodeTypeDescription['inputs'],
  outputs: ['main'],
  credentials: [{ name: 'openAiApi', required: true }],
  codex: { alias: ['LangChain', 'ChatGPT', 'DallE'], categories: ['AI'], subcategories: { AI: ['Agents', 'Miscellaneous'] } },
  properties: [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Assistant', value: 'assistant' },
        { name: 'Text', value: 'text' },
        { name: 'Image', value: 'image' },
        { name: 'Audio', value: 'audio' },
        { name: 'File', value: 'file' },
      ],
      default: 'text',
    },
    ...operations,
    notBuilt,
    ...textMessage,
    ...textClassify,
    ...imageAnalyze,
    ...imageGenerate,
  ],
};
