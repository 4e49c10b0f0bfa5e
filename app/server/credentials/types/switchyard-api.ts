/**
 * `switchyardApi`: an API key of a Switchyard (or n8n) instance's public API, for the
 * Execute Workflow and instance nodes. Sent as `X-N8N-API-KEY`, like n8n's `n8nApi`; the
 * key is made on the API settings page (`POST /rest/me/api-key`).
 */
import type { ICredentialType } from '@sdk/workflow';

export const switchyardApi: ICredentialType = {
  name: 'switchyardApi',
  displayName: 'Switchyard API',
  documentationUrl: 'switchyardApi',
  properties: [
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'The API key of the instance (Settings → API)',
    },
    {
      displayName: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      default: '',
      placeholder: 'https://switchyard.example.com/api/v1',
      description: 'The public API URL of the instance',
    },
  ],
  authenticate: { type: 'generic', properties: { headers: { 'X-N8N-API-KEY': '={{$credentials.apiKey}}' } } },
  test: { request: { baseURL: '={{$credentials.baseUrl}}', url: '/workflows?limit=5' } },
};
