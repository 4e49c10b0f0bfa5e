/**
 * What n8n's HTTP Request puts in the output item when a request fails and "Continue On
 * Fail" is on (all versions): the request library's error as it serialises, i.e.
 *
 *   { error: { message: '404 - "<body>"', name: 'AxiosError', code: 'ERR_BAD_REQUEST', status: 404 } }
 *
 * (`ERR_BAD_RESPONSE` for 5xx; `<body>` is the answer JSON-encoded: a string when it was
 * read as text or a file, the parsed value when JSON was asked for). A request that got
 * no answer gives `{ message, name, code }` with the system's code (ECONNREFUSED, ...).
 * n8n also writes its stack trace; Switchyard leaves it out (it would only show the
 * server's internals). v3+ give a plain `{ error: '<message>' }` for a failure before the
 * request (a bad parameter) or after it (a body that is not JSON).
 */
import type { IDataObject } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { NodeApiError } from '../../engine/node-errors';
import { decodeBody } from './decode-text';
import { parsedBody } from './response';
import type { SentResponse } from './send';

/** The `error` object of a 4xx/5xx answer; `asText`: the body was read as text (not parsed). */
export function statusErrorObject(response: SentResponse, asText: boolean): IDataObject {
  const text = decodeBody(response.body, response.headers['content-type'] ?? '');
  let body: unknown = text;
  if (!asText) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  return {
    message: `${response.statusCode} - ${JSON.stringify(body)}`,
    name: 'AxiosError',
    code: response.statusCode >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    status: response.statusCode,
  };
}

/** The `error` object of a request that got no answer. */
export function transportErrorObject(message: string, code: string | undefined): IDataObject {
  return { message, name: 'AxiosError', ...(code !== undefined ? { code } : {}) };
}

/** The error a 4xx/5xx answer fails the node with (without Continue On Fail). */
export function apiError(ctx: IExecuteFunctions, response: SentResponse, i: number): NodeApiError {
  const body = parsedBody(response);
  const bodyText = typeof body === 'string' ? body : Buffer.isBuffer(body) ? `<${body.length} bytes>` : JSON.stringify(body);
  return new NodeApiError(
    ctx.getNode(),
    { httpCode: String(response.statusCode), body: body as never, headers: response.headers as never },
    { itemIndex: i, description: `${response.statusCode} - ${bodyText.slice(0, 1000)}` },
  );
}
