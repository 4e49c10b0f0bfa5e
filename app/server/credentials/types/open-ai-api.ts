/**
 * `openAiApi`: an OpenAI (or OpenAI-compatible) API key, n8n's type and field names. The
 * base URL `url` points the OpenAI nodes at another compatible server; the test lists the
 * models there (`GET {url}/models`), as n8n's does.
 */
import type { ICredentialType } from '@sdk/workflow';

export const openAiApi: ICredentialType = {
  name: 'openAiApi',
  displayName: 'OpenAi',
  documentationUrl: 'openai',
  icon: 'node:@n8n/n8n-nodes-langchain.lmChatOpenAi',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, required: true, default: '' },
    {
      displayName: 'Organization ID (optional)',
      name: 'organizationId',
      type: 'string',
      default: '',
      hint: 'Only required if you belong to multiple organisations',
      description:
        "For users who belong to multiple organizations, you can set which organization is used for an API request. Usage from these API requests will count against the specified organization's subscription quota.",
    },
    {
      displayName: 'Base URL',
      name: 'url',
      type: 'string',
      default: 'https://api.openai.com/v1',
      description: 'Override the default base URL for the API',
    },
  ],
  authenticate: {
    type: 'generic',
    properties: {
      headers: { Authorization: '=Bearer {{$credentials.apiKey}}', 'OpenAI-Organization': '={{$credentials.organizationId}}' },
    },
  },
  test: { request: { baseURL: '={{$credentials.url}}', url: '/models' } },
};
