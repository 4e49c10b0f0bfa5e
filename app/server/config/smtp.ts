/**
 * Outgoing mail, read with n8n's variable names (N8N_EMAIL_MODE, N8N_SMTP_*) so an n8n
 * deployment's environment carries over. Mail is off unless N8N_EMAIL_MODE=smtp; the
 * SMTP variables are read (and validated) only then.
 */
import { isValidEmail } from '@sdk/validation';
import { z } from 'zod';
import { boolSchema, intSchema } from './env';
import type { Env, EnvReader } from './env';

/** Defaults of the SMTP settings; the same as n8n's (implicit TLS on port 465). */
export const SMTP_DEFAULTS = {
  port: 465,
  secure: true,
} as const;

/** An SMTP server to send invitations and password-reset mails through. */
export interface SmtpConfig {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465). When false, STARTTLS is used if offered. */
  secure: boolean;
  /** Sign-in name; no authentication when unset. */
  user: string | undefined;
  pass: string | undefined;
  /** The From header: `ops@example.com` or `Switchyard <ops@example.com>`. */
  sender: string;
}

const hostSchema = z.string().regex(/^[^\s/]+$/);

/** `a@b.co` or `Name <a@b.co>`, with an address the sign-in forms would accept too. */
const senderSchema = z.string().refine((value) => {
  const angled = /^[^<>]*<([^<>]+)>$/.exec(value);
  return isValidEmail(angled ? (angled[1] ?? '') : value);
});

/** Reads N8N_EMAIL_MODE and, for `smtp`, the N8N_SMTP_* variables; undefined when mail is off. */
export function readSmtpConfig(r: EnvReader, env: Env): SmtpConfig | undefined {
  const mode = r.read<string>(['N8N_EMAIL_MODE'], z.enum(['smtp']), 'smtp (or unset for no e-mail)', '');
  if (mode !== 'smtp') return undefined;

  const host = r.read<string>(['N8N_SMTP_HOST'], hostSchema, 'a host name or IP address such as smtp.example.com', '');
  if (host === '' && r.raw(['N8N_SMTP_HOST']) === undefined) {
    r.fail('N8N_SMTP_HOST', 'the SMTP server host, because N8N_EMAIL_MODE is smtp');
  }
  const sender = r.read<string>(
    ['N8N_SMTP_SENDER'],
    senderSchema,
    'an e-mail address such as ops@example.com or "Switchyard <ops@example.com>"',
    '',
  );
  if (sender === '' && r.raw(['N8N_SMTP_SENDER']) === undefined) {
    r.fail('N8N_SMTP_SENDER', 'the From address of mails, because N8N_EMAIL_MODE is smtp');
  }
  const user = r.raw(['N8N_SMTP_USER'])?.value;
  // Read as-is, not through EnvReader: a password may begin or end with spaces.
  const pass = env['N8N_SMTP_PASS'];
  return {
    host,
    port: r.read(['N8N_SMTP_PORT'], intSchema(1, 65535), 'a whole number between 1 and 65535', SMTP_DEFAULTS.port),
    secure: r.read(['N8N_SMTP_SSL'], boolSchema, 'true or false', SMTP_DEFAULTS.secure),
    user,
    pass: user === undefined ? undefined : (pass ?? ''),
    sender,
  };
}
