/**
 * Credential types tested by opening a real connection rather than by an HTTP request
 * (n8n does this through a node's `methods.credentialTest`): type name → test.
 */
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';
import { testImapCredential } from '../../nodes/email-read-imap/connection';
import { testSmtpCredential } from '../../nodes/email-send/transport';
import { testMySqlCredential } from '../../nodes/my-sql/transport';
import { testRedisCredential } from '../../nodes/shared/redis-client';
import { testPostgresCredential } from '../../nodes/postgres/transport';
import { GOOGLE_CONNECTION_TESTS } from './google-tests';

/** A connection test: resolves with the result, never rejects. */
export type ConnectionTest = (data: ICredentialDataDecryptedObject) => Promise<{ status: 'OK' | 'Error'; message: string }>;

/** The connection tests by credential type name. */
export const CONNECTION_TESTS: Readonly<Record<string, ConnectionTest>> = {
  imap: testImapCredential,
  mySql: testMySqlCredential,
  postgres: testPostgresCredential,
  redis: testRedisCredential,
  smtp: testSmtpCredential,
  ...GOOGLE_CONNECTION_TESTS,
};
