/** Slack 1's calls: the shared Web API client with version 1's handling (answers as Slack gives them). */
import type { IDataObject } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../../engine/node-interface';
import { slackRequest, slackRequestAll } from '../slack-api';

export function call(
  fn: IExecuteFunctions,
  method: 'GET' | 'POST',
  endpoint: string,
  request: { body?: IDataObject; form?: Record<string, string>; qs?: IDataObject } = {},
): Promise<IDataObject> {
  return slackRequest(fn, { method, endpoint, ...request, raw: true });
}

/** A text parameter as given. */
export const param = (fn: IExecuteFunctions, name: string, i: number): string => String(fn.getNodeParameter(name, i, '') ?? '');

/**
 * A list method's `property`: every page with "Return All", else one page of "Limit"
 * (`count` for files.list's classic paging). `settingsItem` is the item whose Return All
 * counts (n8n's member list reads it from the first item).
 */
export async function list(
  fn: IExecuteFunctions,
  i: number,
  endpoint: string,
  property: string,
  qs: IDataObject = {},
  limitName: 'limit' | 'count' = 'limit',
  settingsItem = i,
): Promise<unknown[]> {
  if (fn.getNodeParameter('returnAll', settingsItem, false) === true) return slackRequestAll(fn, endpoint, property, qs);
  const answer = await call(fn, 'GET', endpoint, { qs: { ...qs, [limitName]: fn.getNodeParameter('limit', i, 50) } });
  return (answer[property] ?? []) as unknown[];
}
