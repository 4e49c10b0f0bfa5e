/**
 * `mySql`: a MySQL or MariaDB connection for the MySQL node (n8n's type and field names).
 * Tested by really connecting (see `connect/connection-tests.ts`).
 */
import type { ICredentialType } from '@sdk/workflow';

const whenSsl = { show: { ssl: [true] } };

export const mySql: ICredentialType = {
  name: 'mySql',
  displayName: 'MySQL',
  documentationUrl: 'mysql',
  icon: 'node:n8n-nodes-base.mySql',
  properties: [
    { displayName: 'Host', name: 'host', type: 'string', default: 'localhost' },
    { displayName: 'Database', name: 'database', type: 'string', default: 'mysql' },
    { displayName: 'User', name: 'user', type: 'string', default: 'mysql' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'Port', name: 'port', type: 'number', default: 3306 },
    {
      displayName: 'Connect Timeout',
      name: 'connectTimeout',
      type: 'number',
      default: 10000,
      hint: 'The milliseconds before a timeout occurs during the initial connection to the MySQL server',
    },
    { displayName: 'SSL', name: 'ssl', type: 'boolean', default: false },
    {
      displayName: 'CA Certificate',
      name: 'caCertificate',
      type: 'string',
      typeOptions: { password: true, rows: 4 },
      displayOptions: whenSsl,
      default: '',
    },
    {
      displayName: 'Client Private Key',
      name: 'clientPrivateKey',
      type: 'string',
      typeOptions: { password: true, rows: 4 },
      displayOptions: whenSsl,
      default: '',
    },
    {
      displayName: 'Client Certificate',
      name: 'clientCertificate',
      type: 'string',
      typeOptions: { password: true, rows: 4 },
      displayOptions: whenSsl,
      default: '',
    },
  ],
};
