/**
 * Outbound requests made for workflows (HTTP Request node, import from URL) may not reach
 * private, loopback, link-local and other special-purpose addresses unless the operator
 * allows them (docs/security.md "Outbound requests (SSRF)"). Otherwise anyone who can
 * edit a workflow could read the server's own admin ports, cloud metadata
 * (169.254.169.254) or the internal network through the server.
 *
 * The check is made where the connection is made, on the addresses actually used: the
 * agents' connector resolves the host name itself and refuses the connection when any
 * address it resolves to is denied (a name that resolves to one public and one private
 * address is refused; no second lookup can change the answer between check and connect).
 * A redirect opens a new connection to the new host, checked the same way. IP literals
 * (`http://127.1/`, `http://[::ffff:7f00:1]/`) are checked as they are.
 *
 * The server configures the policy at start-up ({@link configureOutboundPolicy}); code
 * that runs without a server (unit tests) gets no restriction.
 *
 * @module
 */
import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';
import type { Dispatcher } from 'undici';

/** The policy in force. */
export interface OutboundPolicy {
  /** Whether special-purpose addresses are refused. */
  ssrfProtection: boolean;
  /** Host names (`*.example.com` for a domain), IP addresses and CIDR ranges allowed all the same. */
  ssrfAllowedHosts: readonly string[];
}

/** Special-purpose ranges (IANA registries), never the target of a workflow's request by default. */
const DENIED_V4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const;
const DENIED_V6 = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const;

const denied = new BlockList();
for (const [network, prefix] of DENIED_V4) denied.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of DENIED_V6) denied.addSubnet(network, prefix, 'ipv6');

interface Compiled {
  protection: boolean;
  names: Set<string>;
  suffixes: string[];
  addresses: BlockList;
}

let policy: Compiled = compile({ ssrfProtection: false, ssrfAllowedHosts: [] });

function compile(input: OutboundPolicy): Compiled {
  const addresses = new BlockList();
  const names = new Set<string>();
  const suffixes: string[] = [];
  for (const raw of input.ssrfAllowedHosts) {
    const entry = raw.trim().toLowerCase();
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '');
    if (family !== 0) {
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) addresses.addAddress(address as string, type);
      else addresses.addSubnet(address as string, Number(bits), type);
    } else if (entry.startsWith('*.')) {
      suffixes.push(entry.slice(1));
    } else if (entry !== '') {
      names.add(entry.replace(/\.$/, ''));
    }
  }
  return { protection: input.ssrfProtection, names, suffixes, addresses };
}

/** Sets the policy (server start-up). */
export function configureOutboundPolicy(input: OutboundPolicy): void {
  policy = compile(input);
}

/** An address or name the policy refuses. */
export class OutboundAddressError extends Error {
  readonly code = 'ESSRF';
  constructor(host: string, address: string) {
    super(
      `The address of "${host}" (${address}) is private, loopback, link-local or reserved, and workflows may not reach it. ` +
        'An administrator can allow it with SWITCHYARD_SSRF_ALLOWED_HOSTS.',
    );
    this.name = 'OutboundAddressError';
  }
}

function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function nameAllowed(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return policy.names.has(name) || policy.suffixes.some((suffix) => name.endsWith(suffix));
}

/** The IPv4 address an IPv4-mapped (or -compatible) IPv6 address stands for. */
function embeddedV4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower.replace(/^::/, '0::'));
  if (dotted) return dotted[1];
  const hex = /^(?:0{0,4}:){0,5}ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower.replace(/^::/, '0::'));
  if (!hex) return undefined;
  const high = parseInt(hex[1] as string, 16);
  const low = parseInt(hex[2] as string, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/**
 * Whether `address` (an IP) may be reached under the current policy.
 *
 * @param address - an IPv4 or IPv6 address
 * @returns true when allowed
 */
export function isAddressAllowed(address: string): boolean {
  if (!policy.protection) return true;
  const ip = unbracket(address);
  const family = isIP(ip);
  if (family === 0) return false;
  const v4 = family === 6 ? embeddedV4(ip) : undefined;
  const checks: Array<[string, 'ipv4' | 'ipv6']> =
    v4 !== undefined
      ? [
          [v4, 'ipv4'],
          [ip, 'ipv6'],
        ]
      : [[ip, family === 4 ? 'ipv4' : 'ipv6']];
  if (checks.some(([value, type]) => policy.addresses.check(value, type))) return true;
  return !checks.some(([value, type]) => denied.check(value, type));
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * `dns.lookup` for the connections of workflow requests: resolves every address of
 * `hostname` and fails with {@link OutboundAddressError} when one of them is denied.
 */
export function guardedLookup(
  hostname: string,
  options: LookupOneOptions | LookupAllOptions | number | undefined,
  callback: LookupCallback,
): void {
  const given = typeof options === 'number' ? { family: options } : (options ?? {});
  dnsLookup(hostname, { ...given, all: true }, (error, addresses) => {
    if (error) return callback(error, given.all === true ? [] : '');
    if (!nameAllowed(hostname)) {
      const bad = addresses.find((entry) => !isAddressAllowed(entry.address));
      if (bad !== undefined)
        return callback(new OutboundAddressError(hostname, bad.address) as unknown as NodeJS.ErrnoException, given.all === true ? [] : '');
    }
    if (given.all === true) return callback(null, addresses);
    const first = addresses[0];
    if (first === undefined) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '');
    callback(null, first.address, first.family);
  });
}

/**
 * Checks a host before a request that does not connect to it directly (through a
 * proxy): resolves it and refuses denied addresses.
 *
 * @param host - a host name or IP literal
 * @throws OutboundAddressError when refused
 */
export async function assertHostAllowed(host: string): Promise<void> {
  if (!policy.protection) return;
  const name = unbracket(host);
  if (isIP(name) !== 0) {
    if (!isAddressAllowed(name)) throw new OutboundAddressError(name, name);
    return;
  }
  await new Promise<void>((resolve, reject) => {
    guardedLookup(name, { all: true }, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * An undici agent whose connections obey the policy (checked at connect time).
 *
 * @param tls - TLS options of the connections
 * @returns the agent
 */
export function guardedAgent(tls: { rejectUnauthorized: boolean }): Dispatcher {
  const connector = buildConnector({ ...tls, lookup: guardedLookup } as buildConnector.BuildOptions);
  return new Agent({
    connect(options, callback) {
      const host = unbracket(options.hostname);
      // IP literals never reach the lookup: check them here.
      if (policy.protection && isIP(host) !== 0 && !isAddressAllowed(host)) {
        callback(new OutboundAddressError(host, host), null);
        return;
      }
      connector(options, callback);
    },
  });
}
