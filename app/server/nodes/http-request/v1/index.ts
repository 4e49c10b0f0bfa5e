/**
 * HTTP Request v1 and v2 (`n8n-nodes-base.httpRequest`), n8n's older node: one request per
 * input item, all in flight together ("Batch Size" / "Batch Interval" pause between
 * batches when both are set), the answer read as `responseFormat` says:
 *
 * - `json` (default): parsed (a body that is not JSON fails the item); with "Split Into
 *   Items" an array gives one item per element;
 * - `string`: the text in `dataPropertyName`;
 * - `file`: a binary property `dataPropertyName` next to the input item's JSON and files;
 * - "Full Response": `{body, headers, statusCode, statusMessage}` (for `string` the text
 *   is in `dataPropertyName`, for `file` the body is the file).
 *
 * A 4xx/5xx answer fails the node unless "Ignore Response Code" is on; with Continue On
 * Fail it becomes the item's `error` (error-item.ts). GET and HEAD follow redirects unless
 * "Follow GET/HEAD Redirect" is off; other methods only with "Follow All Redirects".
 * Credentials: v1 by its `authentication` values, v2 as v3 does (node-auth.ts).
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../../engine/node-interface';
import { NodeApiError, NodeOperationError } from '../../../engine/node-errors';
import { pairedItemOf } from '../../../engine/paired-item';
import type { Authenticator } from '../authenticate';
import { RequestBuildError } from '../build-request';
import { decodeBody } from '../decode-text';
import { apiError, statusErrorObject, transportErrorObject } from '../error-item';
import { authenticatorOf, credentialAuthenticator, sendAuthenticated } from '../node-auth';
import { storeResponseFile } from '../response';
import { SendError, withAccept } from '../send';
import type { SentResponse } from '../send';
import { buildV1Request } from './build';
import type { V1Options } from './build';
import { httpRequestV1Description, httpRequestV2Description } from './description';

/** Time limit of a request when the node sets none (n8n's v1/v2: one hour). */
const DEFAULT_TIMEOUT_MS = 3_600_000;

/** v1's `authentication` values and the credential type each names. */
const V1_CREDENTIALS: Readonly<Record<string, string>> = {
  basicAuth: 'httpBasicAuth',
  digestAuth: 'httpDigestAuth',
  headerAuth: 'httpHeaderAuth',
  queryAuth: 'httpQueryAuth',
  oAuth1: 'oAuth1Api',
  oAuth2: 'oAuth2Api',
};

/** How an item's request ended; `early`: a parameter error, which fails the node as in n8n. */
type Outcome = { response: SentResponse } | { error: unknown; early: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function authFor(ctx: IExecuteFunctions, i: number): Promise<Authenticator | undefined> {
  if (ctx.getNode().typeVersion >= 2) return authenticatorOf(ctx, i);
  const type = V1_CREDENTIALS[ctx.getNodeParameter('authentication', i, 'none') as string];
  return credentialAuthenticator(ctx, i, type);
}

function follows(method: string, options: V1Options): boolean {
  if (options.followAllRedirects === true) return true;
  return (method === 'GET' || method === 'HEAD') && options.followRedirect !== false;
}

async function request(ctx: IExecuteFunctions, i: number, responseFormat: string): Promise<SentResponse> {
  const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as V1Options;
  const read = (name: string, fallback: unknown) => ctx.getNodeParameter(name, i, fallback);
  const built = await buildV1Request(read, options, async (property) => {
    const binary = ctx.helpers.assertBinaryData(i, property);
    return { data: await ctx.helpers.getBinaryDataBuffer(i, property), fileName: binary.fileName, mimeType: binary.mimeType };
  });
  const spec = withAccept(built, responseFormat);
  const signal = ctx.getExecutionCancelSignal();
  return sendAuthenticated(spec, await authFor(ctx, i), {
    timeoutMs: options.timeout !== undefined && options.timeout > 0 ? options.timeout : DEFAULT_TIMEOUT_MS,
    followRedirects: follows(spec.method, options),
    maxRedirects: 10,
    allowUnauthorizedCerts: ctx.getNodeParameter('allowUnauthorizedCerts', i, false) === true,
    ...(options.proxy ? { proxy: options.proxy } : {}),
    ...(signal ? { signal } : {}),
  });
}

function parseJson(text: string, i: number, ctx: IExecuteFunctions): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new NodeOperationError(ctx.getNode(), 'Response body is not valid JSON. Change "Response Format" to "String"', {
      itemIndex: i,
    });
  }
}

async function itemsOf(
  ctx: IExecuteFunctions,
  response: SentResponse,
  i: number,
  input: INodeExecutionData,
  responseFormat: string,
): Promise<INodeExecutionData[]> {
  const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as V1Options;
  const meta = { headers: response.headers, statusCode: response.statusCode, statusMessage: response.statusMessage };
  const pairedItem = pairedItemOf(i);
  const property = ctx.getNodeParameter('dataPropertyName', 0, 'data') as string;
  if (responseFormat === 'file') {
    const store = (data: Buffer, fileName: string | undefined, mimeType: string) => ctx.helpers.prepareBinaryData(data, fileName, mimeType);
    const binary = await storeResponseFile(response, store, undefined);
    const json = options.fullResponse === true ? (meta as unknown as IDataObject) : input.json;
    return [{ json, binary: { ...(input.binary ?? {}), [property]: binary }, pairedItem }];
  }
  const text = decodeBody(response.body, response.headers['content-type'] ?? '');
  if (responseFormat === 'string')
    return [{ json: (options.fullResponse === true ? { [property]: text, ...meta } : { [property]: text }) as IDataObject, pairedItem }];
  const body = parseJson(text, i, ctx);
  if (options.fullResponse === true) return [{ json: { body, ...meta } as unknown as IDataObject, pairedItem }];
  if (options.splitIntoItems === true && Array.isArray(body)) return body.map((entry) => ({ json: entry as IDataObject, pairedItem }));
  return [{ json: body as IDataObject, pairedItem }];
}

function failureItem(error: unknown, i: number): INodeExecutionData {
  if (error instanceof SendError) return { json: { error: transportErrorObject(error.message, error.code) }, pairedItem: pairedItemOf(i) };
  return { json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: pairedItemOf(i) };
}

function thrown(ctx: IExecuteFunctions, error: unknown, i: number): Error {
  if (error instanceof SendError)
    return new NodeApiError(ctx.getNode(), { message: error.message, code: error.code }, { itemIndex: i, message: error.message });
  if (error instanceof RequestBuildError) return new NodeOperationError(ctx.getNode(), error.message, { itemIndex: i });
  if (error instanceof NodeOperationError) return error;
  return new NodeOperationError(ctx.getNode(), error instanceof Error ? error : String(error), { itemIndex: i });
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const items = this.getInputData();
  const responseFormat = this.getNodeParameter('responseFormat', 0, 'json') as string;
  const pending: Array<Promise<Outcome>> = [];
  for (let i = 0; i < items.length; i++) {
    const options = (this.getNodeParameter('options', i, {}) ?? {}) as V1Options;
    const size = options.batchSize ?? -1;
    const interval = options.batchInterval ?? 0;
    if (i > 0 && size >= 0 && interval > 0 && i % (size > 0 ? size : 1) === 0) await sleep(interval);
    pending.push(
      request(this, i, responseFormat).then(
        (response): Outcome => ({ response }),
        (error: unknown): Outcome => ({ error, early: error instanceof RequestBuildError || error instanceof NodeOperationError }),
      ),
    );
  }
  const outcomes = await Promise.all(pending);
  const out: INodeExecutionData[] = [];
  for (const [i, outcome] of outcomes.entries()) {
    const input = items[i] ?? { json: {} };
    if ('error' in outcome) {
      if (outcome.early || !this.continueOnFail()) throw thrown(this, outcome.error, i);
      out.push(failureItem(outcome.error, i));
      continue;
    }
    const { response } = outcome;
    const options = (this.getNodeParameter('options', i, {}) ?? {}) as V1Options;
    if (response.statusCode >= 400 && options.ignoreResponseCode !== true) {
      if (!this.continueOnFail()) throw apiError(this, response, i);
      const asText = responseFormat === 'file' || options.bodyContentType === 'raw';
      out.push({ json: { error: statusErrorObject(response, asText) }, pairedItem: pairedItemOf(i) });
      continue;
    }
    out.push(...(await itemsOf(this, response, i, input, responseFormat)));
  }
  return [out];
}

/** `n8n-nodes-base.httpRequest` v1. */
export const httpRequestV1Node: INodeType = { description: httpRequestV1Description, execute };

/** `n8n-nodes-base.httpRequest` v2. */
export const httpRequestV2Node: INodeType = { description: httpRequestV2Description, execute };
