/**
 * Sending mail. With N8N_EMAIL_MODE=smtp the server talks to the configured SMTP server
 * through nodemailer; otherwise a mailer that sends nothing stands in, and callers fall
 * back to showing links (invitations) or only logging (password resets).
 */
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config';

/** One mail to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail, or says it cannot. */
export interface Mailer {
  /** Whether mail is configured; false means {@link send} always fails. */
  readonly configured: boolean;
  /** Sends `message`; rejects with a {@link MailError} when it could not be handed over. */
  send(message: MailMessage): Promise<void>;
  /** Closes pooled connections. */
  close(): Promise<void>;
}

/** A mail could not be handed to the SMTP server. */
export class MailError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MailError';
  }
}

/** Timeouts kept short so a request that sends mail never hangs for minutes. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

class SmtpMailer implements Mailer {
  readonly configured = true;
  private readonly transport: Transporter;

  constructor(private readonly config: SmtpConfig) {
    this.transport = nodemailer.createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      auth: config.user === undefined ? undefined : { user: config.user, pass: config.pass ?? '' },
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    });
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.config.sender,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new MailError(`Sending mail through ${this.config.host}:${this.config.port} failed: ${detail}`, {
        cause: error,
      });
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

class NoMailer implements Mailer {
  readonly configured = false;

  async send(): Promise<void> {
    throw new MailError('E-mail is not set up (N8N_EMAIL_MODE is not smtp).');
  }

  async close(): Promise<void> {}
}

/** The mailer for `smtp`, or one that sends nothing when it is undefined. */
export function createMailer(smtp: SmtpConfig | undefined): Mailer {
  return smtp === undefined ? new NoMailer() : new SmtpMailer(smtp);
}
