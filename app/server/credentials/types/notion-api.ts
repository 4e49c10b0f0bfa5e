/**
 * `notionApi`: a Notion integration secret (n8n's type and field name), sent as a bearer
 * token. The API base URL reaches a Notion-compatible server or a test stand-in; it
 * defaults to Notion's. The test asks who the integration is (`GET /v1/users/me`).
 */
import type { ICredentialType } from '@sdk/workflow';

export const NOTION_API_URL = 'https://api.notion.com';
/** The Notion-Version the Notion node's version 2 speaks. */
export const NOTION_VERSION = '2021-08-16';

export const notionApi: ICredentialType = {
  name: 'notionApi',
  displayName: 'Notion API',
  documentationUrl: 'notion',
  icon: 'node:n8n-nodes-base.notion',
  properties: [
    {
      displayName: 'Internal Integration Secret',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
    },
    { displayName: 'API Base URL', name: 'baseUrl', type: 'string', default: NOTION_API_URL, description: 'Where the Notion API answers' },
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.apiKey}}' } } },
  test: { request: { baseURL: '={{$credentials.baseUrl}}', url: '/v1/users/me', headers: { 'Notion-Version': NOTION_VERSION } } },
};
