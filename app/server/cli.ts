/**
 * `node --import tsx app/server/cli.ts start [--build]` (what `npm start` runs).
 * Builds the editor when it is missing or `--build` is given, then listens and prints one
 * line with the URL. Configuration errors are printed as-is, without a stack trace.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { createServer } from './app';
import { ConfigError, loadConfig } from './config';
import type { ServerConfig } from './config';
import { DatabaseError } from './db';
import { InstanceError } from './instance';
import { DEFAULT_STATIC_DIR, VITE_CONFIG_FILE } from './paths';
import { PreflightError, preflight } from './preflight';
import { startQueueWorker } from './scaling';
import { boundPort, urlHost } from './urls';

const USAGE = `Usage: npm start [-- --build]
       npm run worker [-- --concurrency N]
       npm run webhook
       node --import tsx app/server/cli.ts start|worker|webhook [options]

  start          build the editor if needed, then serve it and the REST API
  worker         queue mode: run executions taken from the queue (docs/scaling.md)
  webhook        queue mode: answer production webhooks and queue their executions
  --build        rebuild the editor first even if dist/web exists (start)
  --concurrency  executions one worker runs at once (worker; default 10)
  --help         show this help`;

/** Executions a worker runs at once unless --concurrency says otherwise (n8n's default). */
const DEFAULT_WORKER_CONCURRENCY = 10;

/** Gives in-flight requests this long to finish on shutdown before exiting anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function editorIsBuilt(): Promise<boolean> {
  try {
    await access(join(DEFAULT_STATIC_DIR, 'index.html'));
    return true;
  } catch {
    return false;
  }
}

/** A failed editor build; vite has already printed the details. */
class EditorBuildError extends Error {}

async function buildEditor(): Promise<void> {
  console.info('Building the editor (dist/web) ...');
  // Imported lazily: vite is only needed for this step and is slow to load.
  const { build } = await import('vite');
  try {
    await build({ configFile: VITE_CONFIG_FILE, logLevel: 'warn' });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new EditorBuildError(`Building the editor failed:\n${detail}`, { cause: error });
  }
}

function fastifyLogLevel(config: ServerConfig): string {
  // Fastify logs nothing useful at info besides "listening", which the ready line replaces.
  switch (config.logLevel) {
    case 'debug':
    case 'verbose':
      return 'debug';
    case 'error':
    case 'silent':
      return config.logLevel;
    default:
      return 'warn';
  }
}

function installShutdown(
  app: FastifyInstance,
  beforeClose: () => Promise<void> = async () => undefined,
  graceMs = SHUTDOWN_GRACE_MS,
): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      console.warn(`Received ${signal} again, exiting now.`);
      process.exit(1);
    }
    closing = true;
    console.info(`Received ${signal}, shutting down ...`);
    setTimeout(() => {
      console.warn('Shutdown took too long, exiting.');
      process.exit(1);
    }, graceMs).unref();
    beforeClose()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Error during shutdown:', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/**
 * A promise rejection nobody handled is logged, and the server keeps serving: Node's
 * default would end the process, and with it every other execution and request, for
 * one failure that concerned a single run (docs/security.md "Resource limits").
 */
function installRejectionLogger(app: FastifyInstance): void {
  process.on('unhandledRejection', (reason: unknown) => {
    app.log.error({ err: reason }, 'Unhandled promise rejection (the server keeps running)');
  });
}

function describeListenError(error: unknown, config: ServerConfig): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `Port ${config.port} is already in use on ${config.host}. Set PORT to a free port.`;
  if (code === 'EACCES') return `Not allowed to listen on ${config.host}:${config.port}. Use a port above 1023.`;
  if (code === 'EADDRNOTAVAIL') return `Cannot listen on ${config.host}: no such address on this machine. Check HOST.`;
  return `Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`;
}

async function start(forceBuild: boolean): Promise<void> {
  const config = loadConfig();
  await preflight(config);
  if (forceBuild || !(await editorIsBuilt())) await buildEditor();
  const app = await createServer({ config, logger: { level: fastifyLogLevel(config) } });
  installShutdown(app);
  installRejectionLogger(app);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(describeListenError(error, config));
    await app.close();
    process.exit(1);
  }
  const port = boundPort(app.server) ?? config.port;
  console.info(`Switchyard is ready: http://${urlHost(config.host, port)}`);
}

/** A queue-mode process (worker or webhook) refuses regular mode: it would have nothing to do. */
function queueModeConfig(command: 'worker' | 'webhook'): ServerConfig {
  const config = loadConfig();
  if (config.scaling.mode !== 'queue') {
    throw new ConfigError([
      { variable: 'EXECUTIONS_MODE', value: config.scaling.mode, expected: `queue for \`npm run ${command}\` (see docs/scaling.md)` },
    ]);
  }
  return config;
}

async function listenOrExit(app: FastifyInstance, config: ServerConfig): Promise<number> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(describeListenError(error, config));
    await app.close();
    process.exit(1);
  }
  return boundPort(app.server) ?? config.port;
}

/** `worker`: takes jobs from the queue; on SIGTERM finishes them (QUEUE_WORKER_TIMEOUT) or hands them back. */
async function startWorker(concurrency: number): Promise<void> {
  const config = queueModeConfig('worker');
  await preflight(config);
  const app = await createServer({ config, role: 'worker', logger: { level: fastifyLogLevel(config) } });
  const scaling = app.switchyard.scaling!;
  installRejectionLogger(app);
  const port = await listenOrExit(app, config);
  const logger = {
    info: (message: string) => console.info(message),
    warn: (message: string) => console.warn(message),
    error: (details: object, message: string) => app.log.error(details, message),
  };
  const worker = startQueueWorker({
    scaling: config.scaling,
    executions: app.switchyard.executions,
    repository: app.switchyard.executions.repository,
    bus: scaling.bus,
    concurrency,
    logger,
  });
  scaling.useWorker(worker);
  const timeoutS = config.scaling.workerTimeoutS;
  installShutdown(
    app,
    async () => {
      console.info(`Waiting up to ${timeoutS} s (QUEUE_WORKER_TIMEOUT) for ${worker.running()} running execution(s) ...`);
      const outcome = await worker.close(timeoutS);
      if (outcome === 'finished') {
        console.info('Running executions finished.');
        return;
      }
      // Closing the server would stop (and save as cancelled) what another worker now takes on.
      console.info('Running executions were handed back to the queue.');
      process.exit(0);
    },
    (timeoutS + 5) * 1000 + SHUTDOWN_GRACE_MS,
  );
  console.info(`Switchyard worker is ready (concurrency ${concurrency}): http://${urlHost(config.host, port)}/healthz`);
}

/** `webhook`: production webhooks only; their executions go to the queue. */
async function startWebhookProcess(): Promise<void> {
  const config = queueModeConfig('webhook');
  await preflight(config);
  const app = await createServer({ config, role: 'webhook', logger: { level: fastifyLogLevel(config) } });
  installShutdown(app);
  installRejectionLogger(app);
  const port = await listenOrExit(app, config);
  console.info(`Switchyard webhook process is ready: http://${urlHost(config.host, port)}/${config.endpointWebhook}/`);
}

async function main(argv: readonly string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      build: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      concurrency: { type: 'string' },
    },
  });
  const command = positionals[0] ?? 'start';
  if (values.help) {
    console.info(USAGE);
    return;
  }
  if (!['start', 'worker', 'webhook'].includes(command) || positionals.length > 1) {
    console.error(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
    process.exit(2);
  }
  if (command === 'worker') {
    const concurrency = values.concurrency === undefined ? DEFAULT_WORKER_CONCURRENCY : Number(values.concurrency);
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 1000) {
      console.error(`--concurrency must be a whole number from 1 to 1000, not "${values.concurrency ?? ''}".\n\n${USAGE}`);
      process.exit(2);
    }
    return startWorker(concurrency);
  }
  if (command === 'webhook') return startWebhookProcess();
  await start(values.build);
}

function describeStartError(error: unknown): string {
  // Expected start-up problems get their message only; anything else keeps its stack.
  if (
    error instanceof ConfigError ||
    error instanceof InstanceError ||
    error instanceof DatabaseError ||
    error instanceof EditorBuildError ||
    error instanceof PreflightError
  ) {
    return error.message;
  }
  if (error instanceof TypeError && (error as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return `${error.message}\n\n${USAGE}`;
  }
  return `Switchyard failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(describeStartError(error));
  process.exit(1);
});
