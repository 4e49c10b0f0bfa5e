/**
 * `httpDigestAuth`: HTTP Digest authentication (RFC 7616) with user and password (n8n's
 * type). Digest needs the server's challenge first, so it has no declarative
 * `authenticate`; the server answers the challenge itself (see ../connect/digest.ts).
 */
import type { ICredentialType } from '@sdk/workflow';
import { testUrlProperty, testUrlRequest } from './test-url';

export const httpDigestAuth: ICredentialType = {
  name: 'httpDigestAuth',
  displayName: 'Digest Auth',
  documentationUrl: 'httpRequest',
  genericAuth: true,
  icon: 'node:n8n-nodes-base.httpRequest',
  properties: [
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    testUrlProperty,
  ],
  test: testUrlRequest,
};
