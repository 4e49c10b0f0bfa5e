/** `httpBasicAuth`: user and password sent as an `Authorization: Basic` header (n8n's type). */
import type { ICredentialType } from '@sdk/workflow';
import { testUrlProperty, testUrlRequest } from './test-url';

export const httpBasicAuth: ICredentialType = {
  name: 'httpBasicAuth',
  displayName: 'Basic Auth',
  documentationUrl: 'httpRequest',
  genericAuth: true,
  icon: 'node:n8n-nodes-base.httpRequest',
  properties: [
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    testUrlProperty,
  ],
  authenticate: {
    type: 'generic',
    properties: { auth: { username: '={{$credentials.user}}', password: '={{$credentials.password}}' } },
  },
  test: testUrlRequest,
};
