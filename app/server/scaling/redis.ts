/** Connections to the queue's Redis (QUEUE_BULL_REDIS_*). */
import { Redis } from 'ioredis';
import type { RedisOptions } from 'ioredis';
import type { RedisOptions as BullRedisOptions } from 'bullmq';
import type { QueueRedisConfig } from '../config';

/** Longest wait between reconnection attempts, in ms. */
const MAX_RECONNECT_WAIT_MS = 2_000;

/**
 * ioredis options for the queue's Redis. `maxRetriesPerRequest: null` is what BullMQ asks
 * of its blocking connections: a command waits across a Redis restart instead of failing,
 * and reconnection goes on for ever with a short, bounded wait.
 */
export function redisOptions(redis: QueueRedisConfig, name: string): RedisOptions {
  return {
    host: redis.host,
    port: redis.port,
    db: redis.db,
    ...(redis.password !== '' ? { password: redis.password } : {}),
    ...(redis.username !== '' ? { username: redis.username } : {}),
    connectionName: name,
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_WAIT_MS),
  };
}

/** A new connection; `onError` hears connection errors (ioredis reconnects by itself). */
export function connectRedis(redis: QueueRedisConfig, name: string, onError: (error: Error) => void): Redis {
  const client = new Redis(redisOptions(redis, name));
  client.on('error', onError);
  return client;
}

/** The same options in the shape BullMQ's constructors take (it opens its own connections). */
export function bullConnection(redis: QueueRedisConfig, name: string): BullRedisOptions {
  const { retryStrategy, ...rest } = redisOptions(redis, name);
  return { ...rest, retryStrategy: (attempt: number) => retryStrategy?.(attempt) ?? null };
}
