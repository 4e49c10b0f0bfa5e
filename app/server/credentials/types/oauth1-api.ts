/**
 * `oAuth1Api`: generic OAuth 1.0a (RFC 5849), n8n's type. The account is connected through
 * `GET /rest/oauth1-credential/auth` (request token, user authorization, access token);
 * the access token lands in `oauthTokenData`. Specific services extend it.
 */
import type { ICredentialType } from '@sdk/workflow';

export const oAuth1Api: ICredentialType = {
  name: 'oAuth1Api',
  displayName: 'OAuth1 API',
  documentationUrl: 'httpRequest',
  genericAuth: true,
  properties: [
    { displayName: 'Authorization URL', name: 'authUrl', type: 'string', default: '', required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'string', default: '', required: true },
    { displayName: 'Consumer Key', name: 'consumerKey', type: 'string', default: '', required: true },
    {
      displayName: 'Consumer Secret',
      name: 'consumerSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
    },
    { displayName: 'Request Token URL', name: 'requestTokenUrl', type: 'string', default: '', required: true },
    {
      displayName: 'Signature Method',
      name: 'signatureMethod',
      type: 'options',
      options: [
        { name: 'HMAC-SHA1', value: 'HMAC-SHA1' },
        { name: 'HMAC-SHA256', value: 'HMAC-SHA256' },
        { name: 'HMAC-SHA512', value: 'HMAC-SHA512' },
      ],
      default: 'HMAC-SHA1',
      required: true,
    },
  ],
};
