/**
 * A throwaway OpenLDAP directory for tests: Debian's `slapd` with an mdb database in a
 * temporary folder, seeded offline with `slapadd` (fast), listening on a free 127.0.0.1
 * port with STARTTLS on a self-signed certificate. `slapd` and `ldap-utils` must be
 * installed (.ci/run installs them); when they are missing `startSlapd` throws, so the
 * tests fail loudly instead of being skipped.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'ldapts';

/** The directory's suffix, admin and password. */
export const SLAPD_BASE_DN = 'dc=example,dc=org';
export const SLAPD_ADMIN_DN = `cn=admin,${SLAPD_BASE_DN}`;
export const SLAPD_ADMIN_PASSWORD = 'directory-secret';
export const SLAPD_PEOPLE_DN = `ou=people,${SLAPD_BASE_DN}`;

/** A user seeded into the directory. */
export interface SeedUser {
  uid: string;
  givenName: string;
  sn: string;
  mail: string;
  password: string;
}

/** A running slapd. */
export interface Slapd {
  port: number;
  /** The PEM of the self-signed certificate STARTTLS presents (CN=localhost). */
  certificate: string;
  /** Adds a user under ou=people. */
  addUser(user: SeedUser): Promise<void>;
  /** Removes the user `uid` from ou=people. */
  removeUser(uid: string): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function slapdBinary(): string {
  for (const candidate of ['/usr/sbin/slapd', '/usr/bin/slapd']) if (existsSync(candidate)) return candidate;
  throw new Error('slapd is not installed: run `apt-get install -y slapd ldap-utils` (.ci/run does)');
}

function userLdif(user: SeedUser): string {
  return [
    `dn: uid=${user.uid},${SLAPD_PEOPLE_DN}`,
    'objectClass: inetOrgPerson',
    `uid: ${user.uid}`,
    `cn: ${user.givenName} ${user.sn}`,
    `givenName: ${user.givenName}`,
    `sn: ${user.sn}`,
    `mail: ${user.mail}`,
    `userPassword: ${user.password}`,
    '',
  ].join('\n');
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`slapd exited (${child.exitCode}):\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`slapd did not listen on ${port}:\n${output()}`);
}

/** Starts slapd seeded with `users` under ou=people. */
export async function startSlapd(users: SeedUser[]): Promise<Slapd> {
  const binary = slapdBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'switchyard-slapd-'));
  mkdirSync(path.join(dir, 'db'));
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
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const conf = path.join(dir, 'slapd.conf');
  writeFileSync(
    conf,
    [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `pidfile ${path.join(dir, 'slapd.pid')}`,
      `TLSCertificateFile ${path.join(dir, 'cert.pem')}`,
      `TLSCertificateKeyFile ${path.join(dir, 'key.pem')}`,
      'database mdb',
      'maxsize 10485760',
      `suffix "${SLAPD_BASE_DN}"`,
      `rootdn "${SLAPD_ADMIN_DN}"`,
      `rootpw ${SLAPD_ADMIN_PASSWORD}`,
      `directory ${path.join(dir, 'db')}`,
      '',
    ].join('\n'),
  );
  const seed = path.join(dir, 'seed.ldif');
  writeFileSync(
    seed,
    [
      `dn: ${SLAPD_BASE_DN}\nobjectClass: dcObject\nobjectClass: organization\no: Example\ndc: example\n`,
      `dn: ${SLAPD_PEOPLE_DN}\nobjectClass: organizationalUnit\nou: people\n`,
      ...users.map(userLdif),
    ].join('\n'),
  );
  execFileSync('slapadd', ['-f', conf, '-l', seed], { stdio: 'pipe' });
  const port = await freePort();
  let output = '';
  const child = spawn(binary, ['-d', '0', '-f', conf, '-h', `ldap://127.0.0.1:${port}/`], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForPort(port, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const asAdmin = async (action: (client: Client) => Promise<void>) => {
    const client = new Client({ url: `ldap://127.0.0.1:${port}` });
    try {
      await client.bind(SLAPD_ADMIN_DN, SLAPD_ADMIN_PASSWORD);
      await action(client);
    } finally {
      await client.unbind();
    }
  };

  return {
    port,
    certificate: execFileSync('cat', [path.join(dir, 'cert.pem')]).toString(),
    addUser: (user) =>
      asAdmin((client) =>
        client.add(`uid=${user.uid},${SLAPD_PEOPLE_DN}`, {
          objectClass: 'inetOrgPerson',
          uid: user.uid,
          cn: `${user.givenName} ${user.sn}`,
          givenName: user.givenName,
          sn: user.sn,
          mail: user.mail,
          userPassword: user.password,
        }),
      ),
    removeUser: (uid) => asAdmin((client) => client.del(`uid=${uid},${SLAPD_PEOPLE_DN}`)),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
