/**
 * Scaling settings (docs/scaling.md), read with n8n's variable names so its users' queue-mode
 * environments carry over: EXECUTIONS_MODE, QUEUE_BULL_*, QUEUE_WORKER_*, N8N_METRICS.
 * Queue mode needs PostgreSQL: the main, worker and webhook processes share executions
 * through the database, and SQLite is one file one process on one machine writes.
 */
import { z } from 'zod';
import { boolSchema, enumSchema, intSchema } from './env';
import type { Env, EnvReader } from './env';
import type { DatabaseConfig } from './database';

/** Where BullMQ's Redis is and how its keys are named. */
export interface QueueRedisConfig {
  host: string;
  port: number;
  db: number;
  /** Empty when Redis needs none. */
  password: string;
  username: string;
  /** Prefix of every key the queue writes (`QUEUE_BULL_PREFIX`, default `bull`). */
  prefix: string;
}

/** How executions are run: in this process, or through the queue by worker processes. */
export interface ScalingConfig {
  mode: 'regular' | 'queue';
  redis: QueueRedisConfig;
  /** Manual (editor) runs stay in the main process even in queue mode (`EXECUTIONS_PROCESS_MAIN_FOR_MANUAL`). */
  processMainForManual: boolean;
  /** Seconds a worker given SIGTERM waits for its running jobs before leaving them to the queue (`QUEUE_WORKER_TIMEOUT`). */
  workerTimeoutS: number;
  /** How often (ms) workers look for jobs whose worker died (`QUEUE_WORKER_STALLED_INTERVAL`). */
  stalledIntervalMs: number;
  /** How long (ms) a worker's hold on a job lasts without renewal (`QUEUE_WORKER_LOCK_DURATION`). */
  lockDurationMs: number;
  /** How often a stalled job is started again before it is marked crashed (`QUEUE_WORKER_MAX_STALLED_COUNT`). */
  maxStalledCount: number;
  /** Prometheus text at `/metrics` (`N8N_METRICS`). */
  metrics: boolean;
  /** How long (ms) the leading main's hold lasts without renewal (`N8N_MULTI_MAIN_SETUP_KEY_TTL`, seconds). */
  leaderTtlMs: number;
  /** How often (ms) mains renew or try to take leadership (`N8N_MULTI_MAIN_SETUP_CHECK_INTERVAL`, seconds). */
  leaderCheckMs: number;
}

export const SCALING_DEFAULTS = {
  redis: { host: 'localhost', port: 6379, db: 0, password: '', username: '', prefix: 'bull' },
  workerTimeoutS: 30,
  stalledIntervalMs: 30_000,
  lockDurationMs: 30_000,
  maxStalledCount: 1,
  leaderTtlS: 10,
  leaderCheckS: 3,
} as const;

/** Why queue mode refuses SQLite, in the words start-up prints. */
export const QUEUE_NEEDS_POSTGRES =
  'regular, because queue mode needs PostgreSQL (set DB_TYPE=postgresdb): main, worker and webhook processes share executions through the database, and SQLite is a file only one machine can write';

/** Reads EXECUTIONS_MODE and the queue settings; queue mode on SQLite is an issue. */
export function readScalingConfig(r: EnvReader, env: Env, database: DatabaseConfig): ScalingConfig {
  const mode = r.read(['EXECUTIONS_MODE'], enumSchema(['regular', 'queue']), 'regular or queue', 'regular');
  if (mode === 'queue' && database.type !== 'postgresdb') r.fail('EXECUTIONS_MODE', QUEUE_NEEDS_POSTGRES);
  const d = SCALING_DEFAULTS;
  return {
    mode,
    redis: {
      host: r.read(['QUEUE_BULL_REDIS_HOST'], z.string().regex(/^[^\s/]+$/), 'a host name or IP address', d.redis.host),
      port: r.read(['QUEUE_BULL_REDIS_PORT'], intSchema(1, 65535), 'a whole number between 1 and 65535', d.redis.port),
      db: r.read(['QUEUE_BULL_REDIS_DB'], intSchema(0, 15), 'a Redis database number from 0 to 15', d.redis.db),
      // Read as-is, not through EnvReader: a password may begin or end with spaces.
      password: env['QUEUE_BULL_REDIS_PASSWORD'] ?? d.redis.password,
      username: env['QUEUE_BULL_REDIS_USERNAME'] ?? d.redis.username,
      prefix: r.read(
        ['QUEUE_BULL_PREFIX', 'QUEUE_BULL_REDIS_PREFIX'],
        z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
        'a key prefix of letters, digits, _ . : - (at most 64 characters)',
        d.redis.prefix,
      ),
    },
    processMainForManual: r.read(['EXECUTIONS_PROCESS_MAIN_FOR_MANUAL'], boolSchema, 'true or false', false),
    workerTimeoutS: r.read(['QUEUE_WORKER_TIMEOUT'], intSchema(0, 86_400), 'a whole number of seconds from 0 to 86400', d.workerTimeoutS),
    stalledIntervalMs: r.read(
      ['QUEUE_WORKER_STALLED_INTERVAL'],
      intSchema(100, 3_600_000),
      'milliseconds from 100 to 3600000',
      d.stalledIntervalMs,
    ),
    lockDurationMs: r.read(['QUEUE_WORKER_LOCK_DURATION'], intSchema(200, 3_600_000), 'milliseconds from 200 to 3600000', d.lockDurationMs),
    maxStalledCount: r.read(['QUEUE_WORKER_MAX_STALLED_COUNT'], intSchema(0, 100), 'a whole number from 0 to 100', d.maxStalledCount),
    metrics: r.read(['N8N_METRICS'], boolSchema, 'true or false', false),
    ...readLeadership(r),
  };
}

function readLeadership(r: EnvReader): Pick<ScalingConfig, 'leaderTtlMs' | 'leaderCheckMs'> {
  const ttlS = r.read(
    ['N8N_MULTI_MAIN_SETUP_KEY_TTL'],
    intSchema(2, 600),
    'a whole number of seconds from 2 to 600',
    SCALING_DEFAULTS.leaderTtlS,
  );
  const checkS = r.read(
    ['N8N_MULTI_MAIN_SETUP_CHECK_INTERVAL'],
    intSchema(1, 300),
    'a whole number of seconds from 1 to 300',
    SCALING_DEFAULTS.leaderCheckS,
  );
  // A hold must be renewed before it lapses, or two mains would lead in turn.
  if (checkS * 2 > ttlS) r.fail('N8N_MULTI_MAIN_SETUP_CHECK_INTERVAL', `at most half of N8N_MULTI_MAIN_SETUP_KEY_TTL (${ttlS})`);
  return { leaderTtlMs: ttlS * 1000, leaderCheckMs: checkS * 1000 };
}
