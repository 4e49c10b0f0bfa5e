/**
 * Connections to Redis from the `redis` credential (n8n's field names), shared by the Redis
 * node, Redis Trigger and Redis Chat Memory: ioredis with one connection attempt, so a wrong
 * address fails the node (or the activation) with the reason instead of retrying for ever.
 */
import { Redis } from 'ioredis';
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';

/** How long connecting may take before the node fails. */
const CONNECT_TIMEOUT_MS = 10_000;

function clientOptions(credential: ICredentialDataDecryptedObject, withUser: boolean) {
  const tls = credential['ssl'] === true ? { rejectUnauthorized: credential['disableTlsVerification'] !== true } : undefined;
  return {
    host: String(credential['host'] || 'localhost'),
    port: Number(credential['port'] || 6379),
    db: Number(credential['database'] || 0),
    ...(credential['password'] ? { password: String(credential['password']) } : {}),
    ...(withUser && credential['user'] ? { username: String(credential['user']) } : {}),
    ...(tls ? { tls } : {}),
    connectTimeout: CONNECT_TIMEOUT_MS,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  };
}

/** A connected client; the caller disconnects it. */
export async function openRedis(credential: ICredentialDataDecryptedObject, withUser = true): Promise<Redis> {
  const client = new Redis(clientOptions(credential, withUser));
  // ioredis rejects a failed connect with "Connection is closed."; the socket's error says why.
  let lastError: Error | undefined;
  client.on('error', (error: Error) => (lastError = error));
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw lastError ?? error;
  }
  return client;
}

/** Runs `work` on a fresh connection, closed afterwards whatever happens. */
export async function withRedis<T>(
  credential: ICredentialDataDecryptedObject,
  withUser: boolean,
  work: (client: Redis) => Promise<T>,
): Promise<T> {
  const client = await openRedis(credential, withUser);
  try {
    return await work(client);
  } finally {
    client.disconnect();
  }
}

/** The credential's connection test: connect and PING. */
export async function testRedisCredential(
  credential: ICredentialDataDecryptedObject,
): Promise<{ status: 'OK' | 'Error'; message: string }> {
  try {
    await withRedis(credential, true, (client) => client.ping());
    return { status: 'OK', message: 'Connection successful!' };
  } catch (error) {
    return { status: 'Error', message: error instanceof Error ? error.message : String(error) };
  }
}
