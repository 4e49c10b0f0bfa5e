/**
 * The IMAP connection of the Email Trigger (IMAP) node and of the `imap` credential test
 * (imapflow, see docs/decisions.md). As with n8n's node-imap: `secure` means TLS from the
 * start, otherwise the connection stays plain (no STARTTLS upgrade). The host obeys the
 * outbound policy like the SMTP and HTTP hosts (docs/security.md "Outbound requests").
 */
import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import type { ICredentialDataDecryptedObject, IDataObject } from '@sdk/workflow';
import { assertHostAllowed } from '../../outbound/ssrf';

/** n8n waits 20 s for the login. */
const TIMEOUT_MS = 20_000;

/**
 * A connected and logged-in client.
 *
 * @param credentials - the decrypted `imap` credential
 * @returns the client; the caller logs out
 */
export async function connectImap(credentials: IDataObject | ICredentialDataDecryptedObject): Promise<ImapFlow> {
  const host = String(credentials['host'] ?? '');
  if (!host) throw new Error('The IMAP credential has no host');
  await assertHostAllowed(host);
  const secure = credentials['secure'] !== false;
  const client = new ImapFlow({
    host,
    port: Number(credentials['port'] ?? 993),
    secure,
    doSTARTTLS: secure ? undefined : false,
    auth: { user: String(credentials['user'] ?? ''), pass: String(credentials['password'] ?? '') },
    tls: { rejectUnauthorized: credentials['allowUnauthorizedCerts'] !== true, ...(isIP(host) ? {} : { servername: host }) },
    logger: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
  });
  // Without a listener a later socket error would crash the process; callers add their own.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new Error(imapErrorMessage(error), { cause: error });
  }
  return client;
}

/** The server's own words for a failed command (imapflow's message is only "Command failed"). */
export function imapErrorMessage(error: unknown): string {
  const { responseText, message } = (error ?? {}) as { responseText?: string; message?: string };
  return responseText ? responseText : (message ?? String(error));
}

/**
 * The `imap` credential test: connects and logs in, as n8n's `imapConnectionTest`.
 *
 * @param credentials - the decrypted credential
 * @returns n8n's result shape; never rejects
 */
export async function testImapCredential(
  credentials: ICredentialDataDecryptedObject,
): Promise<{ status: 'OK' | 'Error'; message: string }> {
  try {
    const client = await connectImap(credentials);
    await client.logout().catch(() => undefined);
    return { status: 'OK', message: 'Connection successful!' };
  } catch (error) {
    return { status: 'Error', message: imapErrorMessage(error) };
  }
}
