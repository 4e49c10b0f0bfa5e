/**
 * Request schemas of the LDAP routes. Every string is bounded; attribute names must be
 * LDAP attribute descriptions, so they cannot smuggle filter syntax into a search.
 */
import { z } from 'zod';

const ATTRIBUTE = /^(?:[A-Za-z][A-Za-z0-9-]*|\d+(?:\.\d+)*)$/;

const attribute = (label: string) =>
  z
    .string()
    .trim()
    .max(128)
    .refine((value) => value === '' || ATTRIBUTE.test(value), `${label} must be an LDAP attribute name such as uid or mail.`)
    .default('');

const dn = z.string().trim().max(1024).default('');

/** Body of `PUT /ldap/config` (n8n's field names); fields left out take their defaults. */
export const ldapConfigBody = z
  .object({
    loginEnabled: z.boolean().default(false),
    loginLabel: z.string().trim().max(128).default(''),
    connectionUrl: z
      .string()
      .trim()
      .max(255)
      .refine((value) => value === '' || /^[A-Za-z0-9.:[\]_-]+$/.test(value), 'connectionUrl must be a host name or an IP address.')
      .default(''),
    allowUnauthorizedCerts: z.boolean().default(false),
    connectionSecurity: z.enum(['none', 'tls', 'startTls']).default('none'),
    connectionPort: z.number().int().min(1).max(65535).default(389),
    baseDn: dn,
    bindingAdminDn: dn,
    bindingAdminPassword: z.string().max(1024).default(''),
    firstNameAttribute: attribute('firstNameAttribute'),
    lastNameAttribute: attribute('lastNameAttribute'),
    emailAttribute: attribute('emailAttribute'),
    loginIdAttribute: attribute('loginIdAttribute'),
    ldapIdAttribute: attribute('ldapIdAttribute'),
    userFilter: z
      .string()
      .trim()
      .max(2048)
      .refine(
        (value) => value === '' || (value.startsWith('(') && value.endsWith(')')),
        'userFilter must be an LDAP filter in parentheses, such as (objectClass=person).',
      )
      .default(''),
    synchronizationEnabled: z.boolean().default(false),
    synchronizationInterval: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(60),
    searchPageSize: z.number().int().min(0).max(10_000).default(0),
    searchTimeout: z.number().int().min(1).max(3600).default(60),
  })
  .superRefine((config, context) => {
    // Signing in or syncing needs the directory and how to read its users.
    if (!config.loginEnabled && !config.synchronizationEnabled) return;
    for (const field of ['connectionUrl', 'baseDn', 'loginIdAttribute', 'ldapIdAttribute', 'emailAttribute'] as const) {
      if (config[field] === '')
        context.addIssue({ code: 'custom', path: [field], message: `${field} is required when LDAP login or sync is on.` });
    }
  });

/** Body of `POST /ldap/sync`. */
export const ldapSyncBody = z.object({ type: z.enum(['dry', 'live']) });

/** Query of `GET /ldap/sync`. */
export const ldapSyncHistoryQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
