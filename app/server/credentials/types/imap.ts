/**
 * `imap`: an IMAP mailbox for the Email Trigger (IMAP) node (n8n's type name and field
 * names). Tested by connecting and logging in (see `connect/connection-tests.ts`).
 */
import type { ICredentialType } from '@sdk/workflow';

export const imap: ICredentialType = {
  name: 'imap',
  displayName: 'IMAP',
  documentationUrl: 'imap',
  icon: 'node:n8n-nodes-base.emailReadImap',
  properties: [
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'Host', name: 'host', type: 'string', default: '' },
    { displayName: 'Port', name: 'port', type: 'number', default: 993 },
    { displayName: 'SSL/TLS', name: 'secure', type: 'boolean', default: true },
    {
      displayName: 'Allow Self-Signed Certificates',
      name: 'allowUnauthorizedCerts',
      type: 'boolean',
      description: 'Whether to connect even if SSL certificate validation is not possible',
      default: false,
    },
  ],
};
