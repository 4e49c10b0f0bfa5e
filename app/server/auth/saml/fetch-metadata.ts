/** Fetches IdP metadata from its URL, through the outbound client (SSRF policy, time limit). */
import { OutboundRequestError, sendOutbound } from '../../outbound/http-client';
import { DomainError } from '../../domain-error';

const FETCH_TIMEOUT_MS = 15_000;

/** The metadata XML at `url`; throws a DomainError saying why it could not be read. */
export async function fetchIdpMetadata(url: string, ignoreSSL: boolean, maxBytes: number): Promise<string> {
  let answer;
  try {
    answer = await sendOutbound({
      method: 'GET',
      url: new URL(url),
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
      timeoutMs: FETCH_TIMEOUT_MS,
      maxRedirects: 3,
      ignoreInvalidCerts: ignoreSSL,
      maxBodyBytes: maxBytes,
      decompress: true,
    });
  } catch (error) {
    const reason = error instanceof OutboundRequestError || error instanceof Error ? error.message : String(error);
    throw new DomainError('invalid', `The identity provider metadata could not be fetched from ${url}: ${reason}`, { cause: error });
  }
  if (answer.status !== 200) {
    throw new DomainError(
      'invalid',
      `The identity provider metadata could not be fetched from ${url}: it answered ${answer.status} ${answer.statusText}.`,
    );
  }
  if (answer.truncated) throw new DomainError('invalid', `The identity provider metadata at ${url} is larger than ${maxBytes} bytes.`);
  return answer.body.toString('utf8');
}
