/**
 * Writing webhook answers on the raw Node response: JSON for data, text as given, Buffers
 * as bytes; nothing after the headers for HEAD. Also the answers of the Webhook node's
 * "Immediately" and "When Last Node Finishes" modes (n8n's bodies and status codes).
 */
import type { ServerResponse } from 'node:http';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { BinaryDataStore } from '../engine/binary-data';
import type { RunResult } from '../engine/run-types';
import { workflowAnswerCsp } from './answer-csp';
import type { WebhookResponse } from './response-channel';
import { getPath } from '@sdk/values';

/** Writes `response` unless something was written already. */
export function writeResponse(raw: ServerResponse, method: string, response: WebhookResponse): void {
  if (raw.headersSent || raw.writableEnded) return;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) headers[name.toLowerCase()] = value;
  let body: Buffer | string | undefined;
  if (response.body === undefined || response.body === null) body = undefined;
  else if (Buffer.isBuffer(response.body)) body = response.body;
  else if (typeof response.body === 'string') {
    body = response.body;
    headers['content-type'] ??= 'text/plain; charset=utf-8';
  } else {
    body = JSON.stringify(response.body);
    headers['content-type'] ??= 'application/json; charset=utf-8';
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  // The sandbox policy is set on every webhook answer before the handler runs; a header
  // the workflow chose may add a policy but never replace it (docs/security.md).
  const { 'content-security-policy': own, ...rest } = headers;
  raw.setHeader('content-security-policy', workflowAnswerCsp(own));
  raw.writeHead(response.statusCode, rest);
  raw.end(method === 'HEAD' ? undefined : body);
}

/** The JSON error answer n8n gives for a failed webhook call. */
export function errorResponse(statusCode: number, message: string, hint?: string): WebhookResponse {
  return { statusCode, headers: {}, body: { code: statusCode, message, ...(hint !== undefined ? { hint } : {}) } };
}

/** Response settings of a Webhook (or Wait) node. */
export interface ResponseSettings {
  responseMode: string;
  responseCode: number;
  responseData: string;
  responseBinaryPropertyName: string;
  /** `options.responseData` (Immediately mode). */
  immediateData: string | undefined;
  noResponseBody: boolean;
  responseContentType: string | undefined;
  responsePropertyName: string | undefined;
  headers: Record<string, string>;
}

/** The "Immediately" answer. */
export function immediateResponse(settings: ResponseSettings): WebhookResponse {
  const headers = { ...settings.headers };
  if (settings.noResponseBody) return { statusCode: settings.responseCode, headers, body: undefined };
  if (settings.immediateData !== undefined && settings.immediateData !== '')
    return { statusCode: settings.responseCode, headers, body: settings.immediateData };
  return { statusCode: settings.responseCode, headers, body: { message: 'Workflow was started' } };
}

function lastOutput(result: RunResult): INodeExecutionData[] | undefined {
  const last = result.data.resultData.lastNodeExecuted;
  if (last === undefined) return undefined;
  const runs = result.data.resultData.runData[last];
  return runs?.[runs.length - 1]?.data?.['main']?.[0] ?? undefined;
}

function pick(json: IDataObject, path: string | undefined): unknown {
  if (path === undefined || path === '') return json;
  return getPath(json, path);
}

/** The "When Last Node Finishes" answer for a finished run. */
export async function lastNodeResponse(settings: ResponseSettings, result: RunResult, binary: BinaryDataStore): Promise<WebhookResponse> {
  if (result.status === 'error' || result.status === 'canceled' || result.status === 'crashed') {
    return errorResponse(500, 'Error in workflow');
  }
  const headers = { ...settings.headers };
  if (settings.responseData === 'noData') return { statusCode: settings.responseCode, headers, body: undefined };
  const items = lastOutput(result) ?? [];
  if (settings.responseData === 'allEntries') return { statusCode: settings.responseCode, headers, body: items.map((item) => item.json) };
  const first = items[0];
  if (first === undefined) return errorResponse(500, 'No item to return got found');
  if (settings.responseData === 'firstEntryBinary') {
    const entry = first.binary?.[settings.responseBinaryPropertyName];
    if (entry === undefined)
      return errorResponse(500, `The binary property "${settings.responseBinaryPropertyName}" which should be returned does not exist`);
    headers['content-type'] ??= entry.mimeType;
    return { statusCode: settings.responseCode, headers, body: await binary.toBuffer(entry) };
  }
  const data = pick(first.json, settings.responsePropertyName);
  if (settings.responseContentType) {
    headers['content-type'] = settings.responseContentType;
    return { statusCode: settings.responseCode, headers, body: typeof data === 'string' ? data : Buffer.from(JSON.stringify(data)) };
  }
  return { statusCode: settings.responseCode, headers, body: data };
}
