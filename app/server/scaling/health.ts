/**
 * `/healthz` (the process is up), `/healthz/readiness` (it can reach its database and, in
 * queue mode, Redis: 503 naming what is down otherwise) and, with N8N_METRICS=true,
 * `/metrics` in Prometheus' text format with the queue's jobs by state. Every process has
 * them: load balancers and orchestrators ask the same paths of mains, workers and webhook
 * processes.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { QueueModeServices } from '.';

/** How long readiness waits for the database. */
const DATABASE_CHECK_MS = 3_000;

async function databaseReady(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  const query = sql`select 1`.execute(app.switchyard.database.db).then(
    () => true,
    () => false,
  );
  const ready = await Promise.race([query, timeout]);
  clearTimeout(timer);
  return ready;
}

function metricLine(name: string, help: string, type: 'gauge' | 'counter', samples: Array<[string, number]>): string {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];
  for (const [labels, value] of samples) lines.push(`${name}${labels} ${value}`);
  return lines.join('\n');
}

async function metricsText(app: FastifyInstance, scaling: QueueModeServices | undefined): Promise<string> {
  const blocks = [
    metricLine('switchyard_process_up', 'The process answers.', 'gauge', [['', 1]]),
    metricLine('switchyard_executions_running', 'Executions running in this process.', 'gauge', [
      ['', app.switchyard.executions.active.size],
    ]),
  ];
  const queue = scaling?.queue;
  if (queue !== undefined) {
    const counts = await queue.counts();
    const samples = Object.entries(counts).map(([state, value]): [string, number] => [`{state="${state}"}`, value]);
    blocks.push(metricLine('switchyard_queue_jobs', 'Jobs in the execution queue by state.', 'gauge', samples));
  }
  const worker = scaling?.worker;
  if (worker !== undefined) {
    blocks.push(
      metricLine('switchyard_worker_jobs_active', 'Jobs this worker is running.', 'gauge', [['', worker.running()]]),
      metricLine('switchyard_worker_jobs_completed_total', 'Jobs this worker completed.', 'counter', [['', worker.counts.completed]]),
      metricLine('switchyard_worker_jobs_failed_total', 'Jobs that failed on this worker.', 'counter', [['', worker.counts.failed]]),
    );
  }
  return `${blocks.join('\n')}\n`;
}

/** Registers the health routes, and `/metrics` when N8N_METRICS is on. */
export function registerHealthRoutes(app: FastifyInstance, scaling: QueueModeServices | undefined): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/healthz/readiness', async (_request, reply) => {
    const database = await databaseReady(app);
    const redis = scaling === undefined ? undefined : scaling.redisReady();
    const ok = database && redis !== false;
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'error',
      checks: { database: database ? 'ok' : 'down', ...(redis === undefined ? {} : { redis: redis ? 'ok' : 'down' }) },
    });
  });
  if (!app.switchyard.config.scaling.metrics) return;
  app.get('/metrics', async (_request, reply) => {
    const text = await metricsText(app, scaling);
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(text);
  });
}
