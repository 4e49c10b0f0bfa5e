/**
 * The Notion node's user resource, declared for the routing engine community nodes use
 * (app/server/community-packages/routing): get is `GET /users/<id>`, get many `GET /users`
 * followed along `next_cursor` while `has_more`, up to the limit unless Return All. The
 * request defaults give the credential's base URL and the Notion-Version; a refusal fails
 * with Notion's message and code, as the programmatic operations do.
 */
import type { IDataObject, INodeExecutionData, INodeProperties } from '@sdk/workflow';
import { NodeApiError, type IExecuteFunctions, type IN8nHttpFullResponse } from '../../engine/node-interface';
import { NOTION_API_URL, NOTION_VERSION } from '../../credentials/types/notion-api';
import { show } from './fields';

export const notionRequestDefaults = {
  baseURL: `={{ String($credentials.baseUrl || '${NOTION_API_URL}').replace(/\\/+$/, '') }}/v1`,
  headers: { 'Notion-Version': NOTION_VERSION },
  ignoreHttpStatusErrors: true,
};

/** postReceive: a refusal becomes Notion's message (the engine was told to let it through). */
async function notionRefusal(
  this: IExecuteFunctions,
  items: INodeExecutionData[],
  response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
  if (response.statusCode < 400) return items;
  const body = (response.body !== null && typeof response.body === 'object' ? response.body : {}) as IDataObject;
  const message = typeof body['message'] === 'string' ? body['message'] : `Notion answered ${response.statusCode}`;
  throw new NodeApiError(
    this.getNode(),
    { ...body, message, httpCode: response.statusCode },
    { description: String(body['code'] ?? '') || undefined },
  );
}

export const userProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['user'] } },
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get a user',
        routing: {
          request: { method: 'GET', url: '=/users/{{ encodeURIComponent($parameter.userId) }}' },
          output: { postReceive: [notionRefusal] },
        },
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many users',
        routing: {
          request: { method: 'GET', url: '/users' },
          send: { paginate: true },
          operations: {
            pagination: {
              type: 'generic',
              properties: {
                continue: '={{ $response.body.has_more === true }}',
                request: { qs: { start_cursor: '={{ $response.body.next_cursor }}' } },
              },
            },
          },
          output: { postReceive: [notionRefusal, { type: 'rootProperty', properties: { property: 'results' } }] },
        },
      },
    ],
    default: 'get',
  },
  { displayName: 'User ID', name: 'userId', type: 'string', default: '', required: true, ...show('user', ['get']) },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    description: 'Whether to return all results or only up to a given limit',
    ...show('user', ['getAll']),
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: { minValue: 1, maxValue: 100 },
    description: 'Max number of results to return',
    ...show('user', ['getAll'], { returnAll: [false] }),
    routing: { output: { maxResults: '={{ $value }}' } },
  },
];
