/**
 * HTTP Request (`n8n-nodes-base.httpRequest` v3, v4 to v4.4): one request per input item
 * (or several with pagination), items sent in batches (`options.batching`), the answer
 * turned into items by `options.response`. A 4xx/5xx answer fails the item with a
 * NodeApiError unless "Never Error" is set; with Continue On Fail the error becomes the
 * item's output in n8n's shape (error-item.ts). Version differences: how rows are read
 * (build-request.ts) and redirects, which v3 follows only when the Redirects option says
 * so and v4+ follow unless it says not to. v1 and v2 (the older parameters) are in v1/.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeApiError, NodeOperationError } from '../../engine/node-errors';
import { authenticatorOf, sendAuthenticated } from './node-auth';
import { buildRequest, RequestBuildError } from './build-request';
import type { RequestSpec } from './build-request';
import { httpRequestDescription } from './description';
import { fetchPages, PaginationError } from './pagination';
import type { PaginationSettings } from './pagination';
import { apiError, statusErrorObject, transportErrorObject } from './error-item';
import { ResponseFormatError, responseItems } from './response';
import type { ResponseOptions } from './response';
import { SendError, withAccept } from './send';
import type { SendOptions } from './send';
import { pairedItemOf } from '../../engine/paired-item';

/** Time limit of a request when the node sets none. */
export const DEFAULT_TIMEOUT_MS = 300_000;
/** Requests in flight at once when batching is not set. */
export const DEFAULT_CONCURRENCY = 20;

interface NodeOptions {
  allowUnauthorizedCerts?: boolean;
  timeout?: number;
  proxy?: string;
  redirect?: { redirect?: { followRedirects?: boolean; maxRedirects?: number } };
  response?: { response?: Partial<ResponseOptions> };
  batching?: { batch?: { batchSize?: number; batchInterval?: number } };
}

/** The `error` value of a Continue On Fail item (see error-item.ts). */
function continuedError(error: unknown, nodeError: Error): IDataObject | string {
  if (error instanceof StatusError) return error.item;
  if (error instanceof SendError) return transportErrorObject(error.message, error.code);
  return nodeError.message;
}

function asNodeError(ctx: IExecuteFunctions, error: unknown, i: number): Error {
  if (error instanceof StatusError) return error.nodeError;
  if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
  if (error instanceof SendError)
    return new NodeApiError(ctx.getNode(), { message: error.message, code: error.code }, { itemIndex: i, message: error.message });
  if (error instanceof RequestBuildError)
    return new NodeOperationError(ctx.getNode(), error.message, {
      itemIndex: i,
      ...(error.description ? { description: error.description } : {}),
    });
  if (error instanceof PaginationError || error instanceof ResponseFormatError)
    return new NodeOperationError(ctx.getNode(), error.message, { itemIndex: i });
  return new NodeOperationError(ctx.getNode(), error instanceof Error ? error : String(error), { itemIndex: i });
}

/** A 4xx/5xx answer, kept for the Continue On Fail item. */
class StatusError extends Error {
  constructor(
    readonly nodeError: NodeApiError,
    readonly item: IDataObject,
  ) {
    super(nodeError.message);
  }
}

/** Whether redirects are followed: v3 only when the option says so, v4+ unless it says not to. */
export function followsRedirects(version: number, redirect: { followRedirects?: boolean } | undefined): boolean {
  if (redirect === undefined) return version >= 4;
  return redirect.followRedirects !== false;
}

async function runItem(ctx: IExecuteFunctions, i: number, item: INodeExecutionData): Promise<INodeExecutionData[]> {
  const version = ctx.getNode().typeVersion;
  const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as NodeOptions;
  const read = (name: string, fallback: unknown) => ctx.getNodeParameter(name, i, fallback);
  const built = await buildRequest(
    read,
    async (property) => {
      const binary = ctx.helpers.assertBinaryData(i, property);
      return { data: await ctx.helpers.getBinaryDataBuffer(i, property), fileName: binary.fileName, mimeType: binary.mimeType };
    },
    version,
  );
  const auth = await authenticatorOf(ctx, i);
  const redirect = options.redirect?.redirect;
  const signal = ctx.getExecutionCancelSignal();
  const sendOptions: SendOptions = {
    timeoutMs: options.timeout !== undefined && options.timeout > 0 ? options.timeout : DEFAULT_TIMEOUT_MS,
    followRedirects: followsRedirects(version, redirect),
    maxRedirects: redirect?.maxRedirects ?? 21,
    allowUnauthorizedCerts: options.allowUnauthorizedCerts === true,
    ...(options.proxy ? { proxy: options.proxy } : {}),
    ...(signal ? { signal } : {}),
  };
  const responseOptions: ResponseOptions = {
    fullResponse: options.response?.response?.fullResponse === true,
    neverError: options.response?.response?.neverError === true,
    responseFormat: options.response?.response?.responseFormat ?? 'autodetect',
    outputPropertyName: options.response?.response?.outputPropertyName || 'data',
  };
  const spec = withAccept(built, responseOptions.responseFormat);
  const rawOptions = (ctx.getNodeParameter('options', i, {}, { rawExpressions: true }) ?? {}) as {
    pagination?: { pagination?: PaginationSettings };
  };
  const pagination = rawOptions.pagination?.pagination;
  const sendPage = (next: RequestSpec) => sendAuthenticated(next, auth, sendOptions);
  const responses =
    pagination !== undefined && pagination.paginationMode !== 'off'
      ? await fetchPages(spec, pagination, item.json, sendPage)
      : [await sendPage(spec)];

  const out: INodeExecutionData[] = [];
  for (const response of responses) {
    if (response.statusCode >= 400 && !responseOptions.neverError) {
      const asText = responseOptions.responseFormat === 'autodetect' || responseOptions.responseFormat === 'file';
      throw new StatusError(apiError(ctx, response, i), statusErrorObject(response, asText));
    }
    const store = (data: Buffer, fileName: string | undefined, mimeType: string) => ctx.helpers.prepareBinaryData(data, fileName, mimeType);
    out.push(...(await responseItems(response, responseOptions, i, store, item)));
  }
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const httpRequestNode: INodeType = {
  description: httpRequestDescription,
  async execute(this: IExecuteFunctions) {
    const items = this.getInputData();
    const first = (this.getNodeParameter('options', 0, {}) ?? {}) as NodeOptions;
    const batchSize = first.batching?.batch?.batchSize;
    const size = batchSize !== undefined && batchSize > 0 ? batchSize : DEFAULT_CONCURRENCY;
    const interval = batchSize !== undefined && batchSize > 0 ? (first.batching?.batch?.batchInterval ?? 0) : 0;
    const results: INodeExecutionData[][] = new Array<INodeExecutionData[]>(items.length);
    for (let start = 0; start < items.length; start += size) {
      if (start > 0 && interval > 0) await sleep(interval);
      const batch = items.slice(start, start + size).map(async (item, offset) => {
        const i = start + offset;
        try {
          results[i] = await runItem(this, i, item);
        } catch (error) {
          const nodeError = asNodeError(this, error, i);
          if (!this.continueOnFail()) throw nodeError;
          results[i] = [{ json: { error: continuedError(error, nodeError) } as IDataObject, pairedItem: pairedItemOf(i) }];
        }
      });
      // Wait for the whole batch so a failure is reported after its siblings settled.
      const settled = await Promise.allSettled(batch);
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed !== undefined) throw failed.reason;
    }
    return [results.flat()];
  },
};
