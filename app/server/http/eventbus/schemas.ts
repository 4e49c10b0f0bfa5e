/**
 * Request schemas of the log-streaming routes. A destination is one flat object whose
 * `__type` picks its fields; fields left out take their defaults, every string is bounded
 * and header names and values are refused when they could not be sent.
 */
import { z } from 'zod';
import { DESTINATION_TYPES, EVENT_LEVELS, type DestinationInput } from '../../eventbus';
import { idSchema, MAX_ID_LENGTH } from '../validation';

const SECRET_MAX = 4096;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'url must be an http:// or https:// address.');

const headerValue = z
  .string()
  .max(SECRET_MAX)
  .refine((value) => !/[\r\n\0]/.test(value), 'Header values cannot hold line breaks.');

const common = {
  id: idSchema.optional(),
  label: z.string().trim().min(1).max(128),
  enabled: z.boolean().default(true),
  subscribedEvents: z.array(z.string().trim().min(1).max(128)).max(100).default([]),
  minLevel: z.enum(EVENT_LEVELS as ['debug', 'info', 'warning', 'error']).default('debug'),
};

const webhook = z.object({
  __type: z.literal(DESTINATION_TYPES.webhook),
  ...common,
  label: common.label.default('Webhook destination'),
  url: httpUrl,
  method: z.enum(['POST', 'PUT', 'PATCH']).default('POST'),
  headers: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .max(256)
          .refine((name) => name === '' || HEADER_NAME.test(name), 'Not a valid header name.'),
        value: headerValue,
      }),
    )
    .max(50)
    .default([]),
  authentication: z.enum(['none', 'basicAuth', 'headerAuth', 'bearerAuth']).default('none'),
  user: z
    .string()
    .max(256)
    .refine((value) => !value.includes(':'), 'A Basic auth user cannot hold ":".')
    .default(''),
  password: z.string().max(SECRET_MAX).default(''),
  headerName: z
    .string()
    .trim()
    .max(256)
    .refine((name) => name === '' || HEADER_NAME.test(name), 'Not a valid header name.')
    .default(''),
  headerValue: headerValue.default(''),
  token: headerValue.default(''),
  allowUnauthorizedCerts: z.boolean().default(false),
});

const syslog = z.object({
  __type: z.literal(DESTINATION_TYPES.syslog),
  ...common,
  label: common.label.default('Syslog destination'),
  host: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[^\s/]+$/, 'host must be a host name or an IP address.'),
  port: z.number().int().min(1).max(65535).default(514),
  protocol: z.enum(['udp', 'tcp', 'tls']).default('udp'),
  facility: z.number().int().min(0).max(23).default(16),
  app_name: z
    .string()
    .trim()
    .min(1)
    .max(48)
    .regex(/^[\x21-\x7e]+$/, 'app_name must be printable ASCII without spaces.')
    .default('switchyard'),
  allowUnauthorizedCerts: z.boolean().default(false),
});

const sentry = z.object({
  __type: z.literal(DESTINATION_TYPES.sentry),
  ...common,
  label: common.label.default('Sentry destination'),
  dsn: z.string().trim().min(1).max(2048),
});

/** `POST /eventbus/destination`. */
export const destinationBody = z.discriminatedUnion('__type', [webhook, syslog, sentry]) satisfies z.ZodType<DestinationInput>;

/** `?id=` of the delete and test calls. */
export const destinationIdQuery = z.object({ id: z.string().min(1).max(MAX_ID_LENGTH) });
