/**
 * Queue-mode test set-up: a main server on a private PostgreSQL schema and a private Redis
 * key prefix (so parallel suites never share a queue; nothing is flushed), and real worker
 * and webhook processes spawned from the CLI against the same schema and prefix.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import type { Env } from '../../app/server/config';
import { startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = fileURLToPath(new URL('../../app/server/cli.ts', import.meta.url));
/** Another main of the instance (the `start` server without the editor build). */
const SECOND_MAIN = fileURLToPath(new URL('./queue-main-child.ts', import.meta.url));

/** The environment every process of one test instance shares. */
export function queueEnv(prefix: string): Env {
  return {
    DB_TYPE: 'postgresdb',
    EXECUTIONS_MODE: 'queue',
    QUEUE_BULL_REDIS_HOST: '127.0.0.1',
    QUEUE_BULL_PREFIX: prefix,
    QUEUE_WORKER_STALLED_INTERVAL: '1000',
    QUEUE_WORKER_LOCK_DURATION: '2000',
    N8N_METRICS: 'true',
  };
}

/** A spawned process of the instance. */
export interface InstanceProcess {
  child: ChildProcess;
  /** Base URL it listens on. */
  base: string;
  /** Everything it printed so far. */
  output(): string;
  /** Waits until it exited (after a signal). */
  exited: Promise<number | null>;
}

/** A queue-mode instance: the main server in this process, workers spawned. */
export interface QueueInstance {
  team: Team;
  prefix: string;
  env: Env;
  spawn(command: 'worker' | 'webhook' | 'main', args?: string[], extraEnv?: Env): Promise<InstanceProcess>;
  close(): Promise<void>;
}

/** Starts the main process of a fresh queue-mode instance. */
export async function startQueueInstance(extraEnv: Env = {}): Promise<QueueInstance> {
  const prefix = `sy-test-${randomBytes(6).toString('hex')}`;
  const env = { ...queueEnv(prefix), ...extraEnv };
  const team = await startTeam('postgres', [], env);
  const { database, app } = team.server;
  const children: InstanceProcess[] = [];
  const childEnv: Env = {
    ...process.env,
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    SWITCHYARD_USER_FOLDER: app.switchyard.config.userFolder,
    SWITCHYARD_SSRF_ALLOWED_HOSTS: '127.0.0.1,::1,localhost',
    DB_POSTGRESDB_HOST: '127.0.0.1',
    DB_POSTGRESDB_DATABASE: 'test',
    DB_POSTGRESDB_USER: 'postgres',
    DB_POSTGRESDB_SCHEMA: database.schema ?? 'public',
  };
  return {
    team,
    prefix,
    env,
    async spawn(command, args = [], more = {}) {
      const script = command === 'main' ? [SECOND_MAIN] : [CLI, command];
      const child = spawn(process.execPath, ['--import', 'tsx', ...script, ...args], {
        cwd: REPO_ROOT,
        env: { ...childEnv, ...more },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const base = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${text}`)), 30_000);
        const look = () => {
          const match = /ready[^\n]*?(http:\/\/[0-9.:]+)/.exec(text);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        };
        child.stdout.on('data', look);
        void exited.then(() => {
          clearTimeout(timer);
          reject(new Error(`${command} exited:\n${text}`));
        });
      });
      const spawned = { child, base, output: () => text, exited };
      children.push(spawned);
      return spawned;
    },
    async close() {
      for (const { child, exited } of children) {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      await team.close();
      await deleteKeys(prefix);
    },
  };
}

/** Removes the test's own keys (never FLUSHALL: other suites share this Redis). */
export async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis({ host: '127.0.0.1', port: 6379 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Status of each execution of a workflow, as stored. */
export async function storedStatuses(team: Team, workflowId: string): Promise<string[]> {
  const rows = await sql<{ status: string }>`select status from executions where workflow_id = ${workflowId} order by id`.execute(
    team.server.database.db,
  );
  return rows.rows.map((row) => row.status);
}

/** A counter or gauge from a process's `/metrics`. */
export async function metric(base: string, name: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const match = new RegExp(`^${name} (\\d+)$`, 'm').exec(text);
  if (!match) throw new Error(`${name} not in:\n${text}`);
  return Number(match[1]);
}
