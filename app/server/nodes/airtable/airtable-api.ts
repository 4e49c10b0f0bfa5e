/**
 * Calls to Airtable's Web API for the Airtable node: `<baseUrl>/v0/<path>` with the node's
 * credential (the Authentication parameter names the credential type, as n8n). Refusals
 * fail with Airtable's `error.type` and message (`NOT_FOUND` for a record names the ID);
 * 429s wait (shared/saas; Airtable sends no Retry-After, so a second). Lists follow
 * `offset`.
 */
import type { IDataObject } from '@sdk/workflow';
import { NodeApiError, type IExecuteFunctions, type IN8nHttpFullResponse, type ILoadOptionsFunctions } from '../../engine/node-interface';
import { AIRTABLE_API_URL } from '../../credentials/types/airtable';
import { sendWithRateLimitRetry } from '../shared/saas/rate-limit-retry';

type Context = IExecuteFunctions | ILoadOptionsFunctions;

/** Most pages one list follows. */
const MAX_PAGES = 1000;

export interface AirtableRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: IDataObject;
  qs?: IDataObject;
  /** Named in a NOT_FOUND refusal ("<id> is not a valid Record ID"). */
  recordId?: string;
  /** Words a refusal instead (version 1 fails with n8n's generic request error). */
  refuse?: Refuse;
}

export type Refuse = (fn: Context, response: IN8nHttpFullResponse) => Error;

function credentialType(fn: Context): string {
  const chosen =
    'getInputData' in fn
      ? fn.getNodeParameter('authentication', 0, 'airtableTokenApi')
      : fn.getNodeParameter('authentication', 'airtableTokenApi');
  return chosen === 'airtableOAuth2Api' ? 'airtableOAuth2Api' : 'airtableTokenApi';
}

function refusal(fn: Context, response: IN8nHttpFullResponse, recordId?: string): NodeApiError {
  const body = (response.body !== null && typeof response.body === 'object' ? response.body : {}) as IDataObject;
  const error = (typeof body['error'] === 'object' && body['error'] !== null ? body['error'] : { type: body['error'] }) as IDataObject;
  const type = String(error['type'] ?? (body['errors'] as IDataObject[] | undefined)?.[0]?.['error'] ?? `HTTP ${response.statusCode}`);
  const message = String(error['message'] ?? (body['errors'] as IDataObject[] | undefined)?.[0]?.['message'] ?? type);
  const description = type === 'NOT_FOUND' && recordId ? `${recordId} is not a valid Record ID` : message;
  return new NodeApiError(
    fn.getNode(),
    { ...body, message: `Airtable: ${type}`, description, httpCode: response.statusCode },
    { description },
  );
}

/** Sends one call; resolves with Airtable's JSON answer. */
export async function airtableRequest(fn: Context, request: AirtableRequest): Promise<IDataObject> {
  const type = credentialType(fn);
  const credential = await fn.getCredentials(type);
  const base = String(credential['baseUrl'] || AIRTABLE_API_URL).replace(/\/+$/, '');
  const options = {
    method: request.method,
    url: `${base}/v0/${request.path}`,
    ...(request.body && Object.keys(request.body).length > 0 ? { body: request.body } : {}),
    ...(request.qs ? { qs: request.qs } : {}),
    json: true,
    returnFullResponse: true,
    ignoreHttpStatusErrors: true,
  };
  const signal = 'getExecutionCancelSignal' in fn ? fn.getExecutionCancelSignal() : undefined;
  const response = await sendWithRateLimitRetry(
    async () => (await fn.helpers.httpRequestWithAuthentication(type, options)) as IN8nHttpFullResponse,
    signal,
  );
  if (response.statusCode >= 400) throw request.refuse ? request.refuse(fn, response) : refusal(fn, response, request.recordId);
  return (response.body ?? {}) as IDataObject;
}

/** Every record of a list (`records`, page after page along `offset`). */
export async function airtableRequestAll(
  fn: Context,
  path: string,
  qs: IDataObject = {},
  property = 'records',
  refuse?: Refuse,
): Promise<IDataObject[]> {
  const all: IDataObject[] = [];
  const query: IDataObject = { ...qs, ...(property === 'records' ? { pageSize: 100 } : {}) };
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await airtableRequest(fn, { method: 'GET', path, qs: query, refuse });
    all.push(...((answer[property] ?? []) as IDataObject[]));
    if (typeof answer['offset'] !== 'string' || answer['offset'] === '') break;
    query['offset'] = answer['offset'];
  }
  return all;
}

/** A record as n8n outputs it from get and search: `id`, `createdTime` and the fields at the top. */
export function flatten(record: IDataObject): IDataObject {
  const { fields, ...rest } = record;
  return { ...rest, ...((fields ?? {}) as IDataObject) };
}
