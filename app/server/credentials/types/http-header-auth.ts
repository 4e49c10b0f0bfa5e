/** `httpHeaderAuth`: one request header with a secret value (n8n's type). */
import type { ICredentialType } from '@sdk/workflow';
import { testUrlProperty, testUrlRequest } from './test-url';

export const httpHeaderAuth: ICredentialType = {
  name: 'httpHeaderAuth',
  displayName: 'Header Auth',
  documentationUrl: 'httpRequest',
  genericAuth: true,
  icon: 'node:n8n-nodes-base.httpRequest',
  properties: [
    { displayName: 'Name', name: 'name', type: 'string', default: '' },
    { displayName: 'Value', name: 'value', type: 'string', typeOptions: { password: true }, default: '' },
    testUrlProperty,
  ],
  authenticate: {
    type: 'generic',
    properties: { headers: { '={{$credentials.name}}': '={{$credentials.value}}' } },
  },
  test: testUrlRequest,
};
