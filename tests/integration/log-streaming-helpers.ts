/**
 * Real receivers for the log-streaming tests, on 127.0.0.1: an HTTP endpoint that keeps
 * each request (and can go down and come back on the same port), syslog over UDP and TCP
 * (node:dgram, node:net) and TLS keeping each RFC 5424 line, an HTTPS endpoint with a
 * self-signed certificate, and a Sentry envelope endpoint that parses what it receives.
 */
import { execFileSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer } from 'node:tls';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';

/** One request an HTTP receiver took. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An HTTP receiver; `down()` refuses connections until `up()`. */
export interface HttpReceiver {
  port: number;
  url: string;
  readonly requests: ReceivedRequest[];
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

async function listen(server: Server | TcpServer, port = 0): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** Starts an HTTP receiver answering 200 to everything. */
export async function startHttpReceiver(): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  let listening = true;
  const down = async () => {
    if (!listening) return;
    listening = false;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    down,
    async up() {
      if (listening) return;
      await listen(server, port);
      listening = true;
    },
    close: down,
  };
}

/** A syslog receiver keeping each message. */
export interface SyslogReceiver {
  port: number;
  readonly lines: string[];
  close(): Promise<void>;
}

/** Starts a UDP syslog receiver: one message per datagram. */
export async function startSyslogUdp(): Promise<SyslogReceiver> {
  const lines: string[] = [];
  const socket = createSocket('udp4');
  socket.on('message', (message) => lines.push(message.toString('utf8')));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  return { port: socket.address().port, lines, close: () => new Promise<void>((resolve) => socket.close(() => resolve())) };
}

/** Starts a TCP syslog receiver: messages ended by a line feed. */
export async function startSyslogTcp(): Promise<SyslogReceiver> {
  const lines: string[] = [];
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end = buffered.indexOf('\n');
      while (end >= 0) {
        lines.push(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
        end = buffered.indexOf('\n');
      }
    });
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  return {
    port,
    lines,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One Sentry envelope a receiver took, parsed. */
export interface ReceivedEnvelope {
  path: string;
  auth: string;
  header: Record<string, unknown>;
  itemHeader: Record<string, unknown>;
  event: Record<string, unknown> & { tags: Record<string, string>; extra: { payload: Record<string, unknown> } };
}

/** A Sentry stand-in: the DSN to give and the envelopes received. */
export interface SentryReceiver {
  dsn: string;
  readonly envelopes: ReceivedEnvelope[];
  close(): Promise<void>;
}

/** Starts a Sentry envelope receiver for project 42 with public key `publickey`. */
export async function startSentryReceiver(): Promise<SentryReceiver> {
  const envelopes: ReceivedEnvelope[] = [];
  const receiver = await startHttpReceiver();
  const envelopesOf = () => {
    for (const request of receiver.requests.splice(0)) {
      const [header = '{}', itemHeader = '{}', event = '{}'] = request.body.split('\n');
      envelopes.push({
        path: request.path,
        auth: String(request.headers['x-sentry-auth'] ?? ''),
        header: JSON.parse(header) as Record<string, unknown>,
        itemHeader: JSON.parse(itemHeader) as Record<string, unknown>,
        event: JSON.parse(event) as ReceivedEnvelope['event'],
      });
    }
    return envelopes;
  };
  return {
    dsn: `http://publickey@127.0.0.1:${receiver.port}/42`,
    get envelopes() {
      return envelopesOf();
    },
    close: () => receiver.close(),
  };
}

/** Polls `check` until it returns a value other than undefined (5 s at most, then throws with `what`). */
export async function eventually<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The parts of an RFC 5424 line. */
export function parseSyslogLine(line: string): {
  pri: number;
  version: string;
  ts: string;
  host: string;
  app: string;
  procId: string;
  msgId: string;
  sd: string;
  msg: Record<string, unknown>;
} {
  const match = /^<(\d+)>(\d) (\S+) (\S+) (\S+) (\S+) (\S+) (-|\[.*?\]) (.*)$/.exec(line);
  if (!match) throw new Error(`Not an RFC 5424 line: ${line}`);
  return {
    pri: Number(match[1]),
    version: match[2]!,
    ts: match[3]!,
    host: match[4]!,
    app: match[5]!,
    procId: match[6]!,
    msgId: match[7]!,
    sd: match[8]!,
    msg: JSON.parse(match[9]!) as Record<string, unknown>,
  };
}

/** A self-signed certificate for 127.0.0.1 (made with Debian's openssl). */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-logstream-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts a syslog receiver over TLS with `certificate`. */
export async function startSyslogTls(certificate: { key: string; cert: string }): Promise<SyslogReceiver> {
  const lines: string[] = [];
  const server = createTlsServer(certificate, (socket) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      lines.push(...parts);
    });
    socket.on('error', () => undefined);
  });
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    lines,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Starts an HTTPS receiver with `certificate`, keeping each request body. */
export async function startHttpsReceiver(certificate: {
  key: string;
  cert: string;
}): Promise<{ url: string; bodies: string[]; close(): Promise<void> }> {
  const bodies: string[] = [];
  const server = createHttpsServer(certificate, (request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      bodies.push(body);
      response.writeHead(200).end();
    });
  });
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/tls`,
    bodies,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
