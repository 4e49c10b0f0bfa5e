/**
 * `postgres`: a PostgreSQL connection for the Postgres node (n8n's type name and field
 * names). Tested by really connecting (see `connect/connection-tests.ts`).
 */
import type { ICredentialType } from '@sdk/workflow';

export const postgres: ICredentialType = {
  name: 'postgres',
  displayName: 'Postgres',
  documentationUrl: 'postgres',
  icon: 'node:n8n-nodes-base.postgres',
  properties: [
    { displayName: 'Host', name: 'host', type: 'string', default: 'localhost' },
    { displayName: 'Database', name: 'database', type: 'string', default: 'postgres' },
    { displayName: 'User', name: 'user', type: 'string', default: 'postgres' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    {
      displayName: 'SSL',
      name: 'ssl',
      type: 'options',
      options: [
        { name: 'Allow', value: 'allow' },
        { name: 'Disable', value: 'disable' },
        { name: 'Require', value: 'require' },
      ],
      default: 'disable',
    },
    {
      displayName: 'Ignore SSL Issues',
      name: 'allowUnauthorizedCerts',
      type: 'boolean',
      default: false,
      description: 'Whether to connect even if the SSL certificate cannot be verified',
      displayOptions: { show: { ssl: ['require'] } },
    },
    { displayName: 'Port', name: 'port', type: 'number', default: 5432 },
  ],
};
