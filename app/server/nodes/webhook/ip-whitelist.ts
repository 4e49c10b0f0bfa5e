/**
 * The Webhook node's "IP(s) Whitelist" option: a comma-separated list of addresses and
 * CIDR ranges (IPv4 or IPv6). A call whose client address (or one of the forwarded
 * addresses the server trusts) is not on it is refused with 403, as n8n does. n8n matches
 * by substring; this matches addresses and ranges exactly, so "10.0.0.1" does not also
 * let in "110.0.0.15".
 */
import type { ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { IWebhookRequest } from '../../engine/node-interface';

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** `::ffff:1.2.3.4` (IPv4 seen by an IPv6 socket) as `1.2.3.4`. */
function plain(address: string): string {
  const trimmed = address.trim();
  return MAPPED_V4.exec(trimmed)?.[1] ?? trimmed;
}

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** The allowed addresses and ranges; entries that are neither are ignored. */
export function parseIpWhitelist(whitelist: string | readonly string[]): BlockList {
  const list = new BlockList();
  const entries = typeof whitelist === 'string' ? whitelist.split(',') : whitelist;
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '') continue;
    const slash = entry.indexOf('/');
    const address = plain(slash === -1 ? entry : entry.slice(0, slash));
    const kind = family(address);
    if (kind === undefined) continue;
    if (slash === -1) {
      list.addAddress(address, kind);
      continue;
    }
    const prefix = Number(entry.slice(slash + 1));
    if (Number.isInteger(prefix) && prefix >= 0 && prefix <= (kind === 'ipv4' ? 32 : 128)) list.addSubnet(address, prefix, kind);
  }
  return list;
}

/**
 * Whether a call from `ip` (and the forwarded `ips`) may use the webhook: always when the
 * whitelist is empty.
 */
export function isIpWhitelisted(whitelist: unknown, ips: readonly string[], ip: string | undefined): boolean {
  if (whitelist === undefined || whitelist === null) return true;
  const entries = (Array.isArray(whitelist) ? whitelist.map(String) : String(whitelist as string).split(',')).filter(
    (entry) => entry.trim() !== '',
  );
  if (entries.length === 0) return true;
  const list = parseIpWhitelist(entries);
  const allowed = (address: string | undefined) => {
    if (address === undefined) return false;
    const candidate = plain(address);
    const kind = family(candidate);
    return kind !== undefined && list.check(candidate, kind);
  };
  return allowed(ip) || ips.some(allowed);
}

/**
 * Answers n8n's 403 "IP is not whitelisted to access the webhook!" when the caller is not
 * on `whitelist` (the Webhook node's and the Wait node's resume webhook's option).
 *
 * @returns true when the call was refused (and answered)
 */
export function refuseIfNotWhitelisted(whitelist: unknown, request: IWebhookRequest, response: ServerResponse): boolean {
  if (isIpWhitelisted(whitelist, request.ips ?? [], request.ip)) return false;
  response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('IP is not whitelisted to access the webhook!');
  return true;
}
