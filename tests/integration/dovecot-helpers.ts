/**
 * A throwaway Dovecot IMAP server for tests: its own configuration, users, Maildir and
 * logs in a temporary folder, listening on free 127.0.0.1 ports (plain IMAP, and IMAPS
 * with a self-signed certificate). Debian's `dovecot-imapd` must be installed (.ci/run
 * installs it); when it is missing or does not start, `startDovecot` throws, so the tests
 * fail loudly instead of being skipped.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

/** A running Dovecot. */
export interface Dovecot {
  port: number;
  tlsPort: number;
  user: string;
  password: string;
  /** Stores `source` (an RFC 822 message) in the user's INBOX over IMAP APPEND, unseen. */
  deliver(source: string): Promise<void>;
  /** The flags of each INBOX message, by UID. */
  flags(): Promise<Map<number, Set<string>>>;
  /** Dovecot's log so far (shown when a test fails). */
  log(): string;
  stop(): Promise<void>;
}

const USER = 'ada';
const PASSWORD = 'imap-secret';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function dovecotBinary(): string {
  for (const candidate of ['/usr/sbin/dovecot', '/usr/bin/dovecot']) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next one
    }
  }
  throw new Error('Dovecot is not installed: run `apt-get install -y dovecot-imapd` (.ci/run does)');
}

/** The account the mail processes run as: ourselves, or Debian's `dovecot` user when root (Dovecot refuses UID 0). */
function mailAccount(): { uid: number; gid: number; name: string } {
  const me = userInfo();
  if (me.uid !== 0) return { uid: me.uid, gid: me.gid, name: me.username };
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'dovecot']).toString().trim()));
  return { uid: uid!, gid: gid!, name: 'dovecot' };
}

function writeCertificate(dir: string): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
}

function configText(dir: string, port: number, tlsPort: number, account: { name: string }): string {
  return `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
default_internal_user = ${account.name}
default_internal_group = ${account.name}
default_login_user = ${account.name}
first_valid_uid = 1
ssl = yes
ssl_cert = <${dir}/cert.pem
ssl_key = <${dir}/key.pem
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%u
# New mail reaches IDLE clients within a second even where inotify does not work.
mailbox_idle_check_interval = 1 secs
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/users
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${tlsPort}
    ssl = yes
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
`;
}

async function waitForPort(port: number, process: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let log = '';
  try {
    log = readFileSync(logFile, 'utf8');
  } catch {
    // no log written
  }
  throw new Error(`Dovecot did not start on 127.0.0.1:${port}\n${log}`);
}

async function withClient<T>(port: number, run: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: USER, pass: PASSWORD },
    logger: false,
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.logout().catch(() => undefined);
  }
}

/** Starts Dovecot with one user (`ada` / `imap-secret`) and an empty INBOX. */
export async function startDovecot(): Promise<Dovecot> {
  const binary = dovecotBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'switchyard-dovecot-'));
  const account = mailAccount();
  const [port, tlsPort] = [await freePort(), await freePort()];
  // Dovecot's own processes run as the mail account and read the users file from here.
  chmodSync(dir, 0o755);
  for (const sub of ['run', 'state', 'mail']) mkdirSync(path.join(dir, sub));
  writeCertificate(dir);
  writeFileSync(path.join(dir, 'users'), `${USER}:{PLAIN}${PASSWORD}:${account.uid}:${account.gid}::${dir}/mail/${USER}::\n`);
  writeFileSync(path.join(dir, 'dovecot.conf'), configText(dir, port, tlsPort, account));
  chownSync(path.join(dir, 'mail'), account.uid, account.gid);
  const child = spawn(binary, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForPort(port, child, path.join(dir, 'dovecot.log'));
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return {
    port,
    tlsPort,
    user: USER,
    password: PASSWORD,
    deliver: (source) => withClient(port, async (client) => void (await client.append('INBOX', source, []))),
    flags: () =>
      withClient(port, async (client) => {
        const lock = await client.getMailboxLock('INBOX');
        try {
          const flags = new Map<number, Set<string>>();
          for await (const message of client.fetch('1:*', { uid: true, flags: true })) flags.set(message.uid, message.flags ?? new Set());
          return flags;
        } finally {
          lock.release();
        }
      }),
    log: () => {
      try {
        return readFileSync(path.join(dir, 'dovecot.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
