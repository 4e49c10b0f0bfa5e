/**
 * `redis`: a Redis connection (n8n's type and field names), used by the Redis node, Redis Trigger and Redis Chat Memory.
 * Tested by really connecting and sending PING (see `connect/connection-tests.ts`).
 */
import type { ICredentialType } from '@sdk/workflow';

export const redis: ICredentialType = {
  name: 'redis',
  displayName: 'Redis',
  documentationUrl: 'redis',
  icon: 'node:n8n-nodes-base.redis',
  properties: [
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'User', name: 'user', type: 'string', default: '', hint: 'Leave blank for password-only auth' },
    { displayName: 'Host', name: 'host', type: 'string', default: 'localhost' },
    { displayName: 'Port', name: 'port', type: 'number', default: 6379 },
    { displayName: 'Database Number', name: 'database', type: 'number', default: 0 },
    { displayName: 'SSL', name: 'ssl', type: 'boolean', default: false },
    {
      displayName: 'Disable TLS Verification (insecure)',
      name: 'disableTlsVerification',
      type: 'boolean',
      displayOptions: { show: { ssl: [true] } },
      default: false,
    },
  ],
};
