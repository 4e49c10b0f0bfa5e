/**
 * `oAuth2Api`: generic OAuth 2.0, n8n's type (specific services extend it and fix some
 * properties as hidden defaults). Grant types:
 *
 * - `authorizationCode`: the user connects the account in a popup
 *   (`GET /rest/oauth2-credential/auth` → provider → `/callback`); the tokens land in
 *   `oauthTokenData`.
 * - `pkce`: the same with a PKCE code challenge (S256).
 * - `clientCredentials`: no user step; a token is fetched from the token endpoint.
 *
 * `scope` is split on spaces or commas and sent space-separated.
 */
import type { ICredentialType } from '@sdk/workflow';

const USER_GRANTS = ['authorizationCode', 'pkce'];

export const oAuth2Api: ICredentialType = {
  name: 'oAuth2Api',
  displayName: 'OAuth2 API',
  documentationUrl: 'httpRequest',
  genericAuth: true,
  properties: [
    {
      displayName: 'Grant Type',
      name: 'grantType',
      type: 'options',
      options: [
        { name: 'Authorization Code', value: 'authorizationCode' },
        { name: 'Client Credentials', value: 'clientCredentials' },
        { name: 'PKCE', value: 'pkce' },
      ],
      default: 'authorizationCode',
    },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'string',
      displayOptions: { show: { grantType: USER_GRANTS } },
      default: '',
      required: true,
    },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'string', default: '', required: true },
    { displayName: 'Client ID', name: 'clientId', type: 'string', default: '', required: true },
    {
      displayName: 'Client Secret',
      name: 'clientSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
    },
    { displayName: 'Scope', name: 'scope', type: 'string', default: '' },
    {
      displayName: 'Auth URI Query Parameters',
      name: 'authQueryParameters',
      type: 'string',
      displayOptions: { show: { grantType: USER_GRANTS } },
      default: '',
      description: 'For some services additional query parameters have to be set which can be defined here',
      placeholder: 'access_type=offline',
    },
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Body', value: 'body', description: 'Send credentials in body' },
        { name: 'Header', value: 'header', description: 'Send credentials as Basic Auth header' },
      ],
      default: 'header',
    },
    { displayName: 'Ignore SSL Issues', name: 'ignoreSSLIssues', type: 'boolean', default: false, doNotInherit: true },
  ],
};
