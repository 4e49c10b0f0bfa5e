/**
 * `airtableTokenApi` (a personal access token, sent as a bearer token) and
 * `airtableOAuth2Api` (Airtable's OAuth 2.0 with PKCE), n8n's type and field names. Both
 * carry an API base URL so an Airtable-compatible server or a test stand-in can answer; it
 * defaults to Airtable's. The test asks `GET /v0/meta/whoami`.
 */
import type { ICredentialType, INodeProperties } from '@sdk/workflow';

export const AIRTABLE_API_URL = 'https://api.airtable.com';

const baseUrl: INodeProperties = {
  displayName: 'API Base URL',
  name: 'baseUrl',
  type: 'string',
  default: AIRTABLE_API_URL,
  description: 'Where the Airtable Web API answers',
};

export const airtableTokenApi: ICredentialType = {
  name: 'airtableTokenApi',
  displayName: 'Airtable Personal Access Token API',
  documentationUrl: 'airtable',
  icon: 'node:n8n-nodes-base.airtable',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '', required: true },
    baseUrl,
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.accessToken}}' } } },
  test: { request: { baseURL: '={{$credentials.baseUrl}}', url: '/v0/meta/whoami' } },
};

export const airtableOAuth2Api: ICredentialType = {
  name: 'airtableOAuth2Api',
  displayName: 'Airtable OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'airtable',
  icon: 'node:n8n-nodes-base.airtable',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'pkce' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://airtable.com/oauth2/v1/authorize' },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://airtable.com/oauth2/v1/token' },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'schema.bases:read data.records:read data.records:write' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'header' },
    baseUrl,
  ],
};
