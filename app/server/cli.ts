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
import { boundPort, urlHost } from './urls';

const USAGE = `Usage: npm start [-- --build]
       node --import tsx app/server/cli.ts start [--build]

  start     build the editor if needed, then serve it and the REST API
  --build   rebuild the editor first even if dist/web exists
  --help    show this help`;

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

function installShutdown(app: FastifyInstance): void {
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
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
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

async function main(argv: readonly string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { build: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  const command = positionals[0] ?? 'start';
  if (values.help) {
    console.info(USAGE);
    return;
  }
  if (command !== 'start' || positionals.length > 1) {
    console.error(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
    process.exit(2);
  }
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
