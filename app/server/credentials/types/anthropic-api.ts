/**
 * `anthropicApi`: an Anthropic API key, n8n's type and field names; `url` points the
 * Anthropic Chat Model at another server speaking Anthropic's Messages API. The test lists
 * the models there (`GET {url}/v1/models`).
 */
import type { ICredentialType } from '@sdk/workflow';

export const anthropicApi: ICredentialType = {
  name: 'anthropicApi',
  displayName: 'Anthropic',
  documentationUrl: 'anthropic',
  icon: 'node:@n8n/n8n-nodes-langchain.lmChatAnthropic',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, required: true, default: '' },
    {
      displayName: 'Base URL',
      name: 'url',
      type: 'string',
      default: 'https://api.anthropic.com',
      description: 'Override the default base URL for the API',
    },
  ],
  authenticate: { type: 'generic', properties: { headers: { 'x-api-key': '={{$credentials.apiKey}}' } } },
  test: { request: { baseURL: '={{$credentials.url}}', url: '/v1/models', headers: { 'anthropic-version': '2023-06-01' } } },
};
