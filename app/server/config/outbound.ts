/**
 * Outbound requests made for workflows (HTTP Request node, import from URL): whether
 * private, loopback and link-local destinations are refused, and the exceptions
 * (docs/security.md "Outbound requests (SSRF)").
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { boolSchema } from './env';
import type { EnvReader } from './env';

/** Outbound request policy. */
export interface OutboundConfig {
  /** Refuse destinations in private, loopback, link-local and other special ranges (`SWITCHYARD_SSRF_PROTECTION`). */
  ssrfProtection: boolean;
  /**
   * Destinations allowed all the same (`SWITCHYARD_SSRF_ALLOWED_HOSTS`): host names
   * (`db.internal`, or `*.internal` for every name under it), IP addresses and CIDR
   * ranges (`10.1.0.0/16`, `fd00::/8`).
   */
  ssrfAllowedHosts: readonly string[];
}

function validEntry(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || address === undefined) return false;
  if (bits !== undefined) {
    const family = isIP(address);
    const n = Number(bits);
    return family !== 0 && /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
  }
  return isIP(address) !== 0 || /^(\*\.)?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*\.?$/i.test(address);
}

const allowListSchema: z.ZodType<string[], string> = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ''),
  )
  .refine((entries) => entries.every(validEntry));

/** Reads SWITCHYARD_SSRF_PROTECTION and SWITCHYARD_SSRF_ALLOWED_HOSTS. */
export function readOutboundConfig(r: EnvReader): OutboundConfig {
  return {
    ssrfProtection: r.read(['SWITCHYARD_SSRF_PROTECTION', 'N8N_SSRF_PROTECTION_ENABLED'], boolSchema, 'true or false', true),
    ssrfAllowedHosts: r.read(
      ['SWITCHYARD_SSRF_ALLOWED_HOSTS', 'N8N_SSRF_ALLOWED_HOSTS'],
      allowListSchema,
      'a comma-separated list of host names (*.example.com for a whole domain), IP addresses and CIDR ranges such as 127.0.0.1,10.0.0.0/8',
      [],
    ),
  };
}
