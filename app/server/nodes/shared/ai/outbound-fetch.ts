/**
 * A `fetch` for LangChain's provider clients that sends through the server's outbound
 * HTTP client, so a model's requests obey the same outbound policy (docs/security.md,
 * SSRF) as the HTTP Request node's. Answers are read whole (a streamed answer arrives at
 * once, which the clients parse the same way).
 */
import { sendOutbound } from '../../../outbound/http-client';

/** The fetch, with `timeoutMs` for a whole exchange. */
export function outboundFetch(timeoutMs: number): typeof fetch {
  return async (resource, init) => {
    const url = new URL(resource instanceof Request ? resource.url : String(resource));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init?.body;
    if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array)) {
      throw new TypeError('Only text and byte request bodies can be sent to a model provider');
    }
    const answer = await sendOutbound({
      method: init?.method ?? 'GET',
      url,
      headers,
      ...(body !== undefined && body !== null ? { body } : {}),
      timeoutMs,
      ...(init?.signal ? { signal: init.signal } : {}),
      maxRedirects: 3,
      crossOrigin: 'stop',
      credentialHeaders: ['authorization', 'api-key', 'x-api-key'],
      decompress: true,
    });
    const nullBody = answer.status === 204 || answer.status === 304;
    return new Response(nullBody ? null : new Uint8Array(answer.body), {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  };
}
