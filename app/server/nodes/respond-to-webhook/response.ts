/**
 * The answer Respond to Webhook gives: the first or all incoming items, JSON, text, binary
 * data, a redirect or no body, with the status code and headers of its options.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import type { WebhookResponse } from '../../engine/node-interface';

interface RespondOptions {
  responseCode?: number;
  responseHeaders?: { entries?: Array<{ name?: string; value?: string }> };
  responseKey?: string;
}

function headerRows(options: RespondOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const entry of options.responseHeaders?.entries ?? []) {
    if (entry.name) headers[entry.name.toLowerCase()] = String(entry.value ?? '');
  }
  return headers;
}

export async function buildResponse(ctx: IExecuteFunctions, items: INodeExecutionData[]): Promise<WebhookResponse> {
  const respondWith = ctx.getNodeParameter('respondWith', 0, 'firstIncomingItem') as string;
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as RespondOptions;
  const headers = headerRows(options);
  const statusCode = options.responseCode ?? (respondWith === 'redirect' ? 307 : 200);
  const keyed = (value: unknown) => (options.responseKey ? { [options.responseKey]: value } : value);
  switch (respondWith) {
    case 'firstIncomingItem':
      return { statusCode, headers, body: keyed(items[0]?.json ?? {}) };
    case 'allIncomingItems':
      return { statusCode, headers, body: keyed(items.map((item) => item.json)) };
    case 'json': {
      const raw = ctx.getNodeParameter('responseBody', 0, '');
      if (typeof raw !== 'string') return { statusCode, headers, body: raw };
      try {
        return { statusCode, headers, body: raw.trim() === '' ? {} : (JSON.parse(raw) as unknown) };
      } catch {
        throw new NodeOperationError(ctx.getNode(), "Invalid JSON in 'Response Body' field");
      }
    }
    case 'text': {
      headers['content-type'] ??= 'text/plain; charset=utf-8';
      return { statusCode, headers, body: String(ctx.getNodeParameter('responseBody', 0, '') as string) };
    }
    case 'binary': {
      const item = items[0];
      const source = ctx.getNodeParameter('responseDataSource', 0, 'automatically') as string;
      const property =
        source === 'set' ? (ctx.getNodeParameter('inputFieldName', 0, 'data') as string) : Object.keys(item?.binary ?? {})[0];
      const binary = property === undefined ? undefined : item?.binary?.[property];
      if (binary === undefined) throw new NodeOperationError(ctx.getNode(), 'No binary data exists on the first item!');
      headers['content-type'] ??= binary.mimeType;
      if (binary.fileName && headers['content-disposition'] === undefined)
        headers['content-disposition'] = `attachment; filename="${binary.fileName.replace(/"/g, '')}"`;
      return { statusCode, headers, body: await ctx.helpers.binaryToBuffer(binary) };
    }
    case 'redirect':
      headers['location'] = String(ctx.getNodeParameter('redirectURL', 0, '') as string);
      return { statusCode, headers, body: undefined };
    case 'noData':
      return { statusCode, headers, body: undefined };
    case 'jwt':
      // Signing needs the JWT credential type, which this instance does not have.
      throw new NodeOperationError(ctx.getNode(), 'Responding with a JWT token is not available here', {
        description: 'Respond with JSON instead, or sign the token in a Code node.',
      });
    default:
      throw new NodeOperationError(ctx.getNode(), `The Response Data option "${respondWith}" is not supported!`);
  }
}
