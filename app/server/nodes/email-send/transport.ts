/**
 * The SMTP connection of the Send Email node and of the `smtp` credential test, built
 * from the credential as n8n does (SSL/TLS, STARTTLS unless disabled, client host name,
 * user and password when given). The SMTP host obeys the outbound policy like the HTTP
 * Request node's hosts (docs/security.md "Outbound requests (SSRF)").
 */
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { ICredentialDataDecryptedObject, IDataObject } from '@sdk/workflow';
import { assertHostAllowed } from '../../outbound/ssrf';

/** How long to wait for the server before giving up (n8n leaves nodemailer's 2 minutes). */
const CONNECTION_TIMEOUT_MS = 30_000;

/**
 * @param credentials - the decrypted `smtp` credential
 * @param allowUnauthorizedCerts - the node's "Ignore SSL Issues" option
 * @returns a transport; the caller closes it
 */
export async function smtpTransport(
  credentials: IDataObject | ICredentialDataDecryptedObject,
  allowUnauthorizedCerts = false,
): Promise<Transporter<SMTPTransport.SentMessageInfo>> {
  const host = String(credentials['host'] ?? '');
  if (!host) throw new Error('The SMTP credential has no host');
  await assertHostAllowed(host);
  const options: SMTPTransport.Options = {
    host,
    port: Number(credentials['port'] ?? 465),
    secure: credentials['secure'] !== false,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
  };
  if (credentials['secure'] === false) options.ignoreTLS = credentials['disableStartTls'] === true;
  const hostName = credentials['hostName'];
  if (typeof hostName === 'string' && hostName) options.name = hostName;
  if (credentials['user'] || credentials['password'])
    options.auth = { user: String(credentials['user'] ?? ''), pass: String(credentials['password'] ?? '') };
  if (allowUnauthorizedCerts) options.tls = { rejectUnauthorized: false };
  return createTransport(options);
}

/**
 * The `smtp` credential test: connects, greets and logs in when a user is set.
 *
 * @param credentials - the decrypted credential
 * @returns n8n's result shape; never rejects
 */
export async function testSmtpCredential(
  credentials: ICredentialDataDecryptedObject,
): Promise<{ status: 'OK' | 'Error'; message: string }> {
  let transport: Transporter | undefined;
  try {
    transport = await smtpTransport(credentials);
    await transport.verify();
    return { status: 'OK', message: 'Connection successful!' };
  } catch (error) {
    return { status: 'Error', message: error instanceof Error ? error.message : String(error) };
  } finally {
    transport?.close();
  }
}
