/**
 * A second queue-mode main in its own process (queue-mode.test.ts "two mains"): the server a
 * `start` would serve, without building the editor, listening on a free port. It prints
 * "ready: <url>" once it listens, and stops when killed.
 */
import { createServer } from '../../app/server/app';
import { loadConfig } from '../../app/server/config';
import { boundPort } from '../../app/server/urls';

const app = await createServer({ config: loadConfig() });
await app.listen({ port: 0, host: '127.0.0.1' });
console.info(`Second main is ready: http://127.0.0.1:${boundPort(app.server)}`);
