/**
 * `slackApi` (a bot or user token, sent as a bearer token) and `slackOAuth2Api` (Slack's
 * OAuth 2.0 app install), n8n's type and field names. Both carry an API base URL so a
 * Slack-compatible server or a test stand-in can answer; it defaults to Slack's. The test
 * asks `auth.test`, which Slack answers 200 `{ ok: false, error }` for a bad token.
 */
import type { ICredentialTestRequest, ICredentialType, INodeProperties } from '@sdk/workflow';

export const SLACK_API_URL = 'https://slack.com/api';

const baseUrl: INodeProperties = {
  displayName: 'API Base URL',
  name: 'baseUrl',
  type: 'string',
  default: SLACK_API_URL,
  description: 'Where the Slack Web API answers',
};

const test: ICredentialTestRequest = {
  request: { baseURL: '={{$credentials.baseUrl}}', url: '/auth.test', method: 'POST' },
  rules: [
    { type: 'responseSuccessBody', properties: { key: 'error', value: 'invalid_auth', message: 'Invalid access token' } },
    { type: 'responseSuccessBody', properties: { key: 'error', value: 'not_authed', message: 'No access token was sent' } },
    { type: 'responseSuccessBody', properties: { key: 'ok', value: false, message: 'Slack refused the token' } },
  ],
};

export const slackApi: ICredentialType = {
  name: 'slackApi',
  displayName: 'Slack API',
  documentationUrl: 'slack',
  icon: 'node:n8n-nodes-base.slack',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '', required: true },
    {
      displayName: 'Signature Secret',
      name: 'signatureSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'The signature secret is used to verify the authenticity of requests sent by Slack',
    },
    baseUrl,
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.accessToken}}' } } },
  test,
};

/** The user scopes n8n's Slack app asks for (the node's operations need them). */
const USER_SCOPES = [
  'channels:read',
  'channels:write',
  'channels:history',
  'chat:write',
  'files:read',
  'files:write',
  'groups:read',
  'groups:history',
  'im:read',
  'im:history',
  'mpim:read',
  'mpim:history',
  'reactions:read',
  'reactions:write',
  'stars:read',
  'stars:write',
  'usergroups:write',
  'usergroups:read',
  'users.profile:read',
  'users.profile:write',
  'users:read',
  'search:read',
];

export const slackOAuth2Api: ICredentialType = {
  name: 'slackOAuth2Api',
  displayName: 'Slack OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'slack',
  icon: 'node:n8n-nodes-base.slack',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://slack.com/oauth/v2/authorize' },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://slack.com/api/oauth.v2.access' },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'chat:write' },
    {
      displayName: 'Auth URI Query Parameters',
      name: 'authQueryParameters',
      type: 'hidden',
      default: `user_scope=${USER_SCOPES.join(' ')}`,
    },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
    baseUrl,
  ],
  test,
};
