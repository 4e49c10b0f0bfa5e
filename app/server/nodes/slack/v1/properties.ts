/** Builders for the Slack 1 parameters, which repeat per operation (n8n's names and defaults). */
import type { INodeProperties } from '@sdk/workflow';

type Show = (resource: string, operations: string[], extra?: Record<string, unknown[]>) => INodeProperties['displayOptions'];

export const show: Show = (resource, operations, extra = {}) => ({ show: { resource: [resource], operation: operations, ...extra } });

/** A channel picked from the workspace's list (or an ID by expression). */
export const channelOption = (resource: string, operations: string[], description = 'The channel'): INodeProperties => ({
  displayName: 'Channel Name or ID',
  name: 'channelId',
  type: 'options',
  typeOptions: { loadOptionsMethod: 'getChannels' },
  required: true,
  default: '',
  displayOptions: show(resource, operations),
  description: `${description}. Choose from the list, or specify an ID using an expression.`,
});

export const text = (name: string, displayName: string, resource: string, operations: string[], required = true): INodeProperties => ({
  displayName,
  name,
  type: 'string',
  default: '',
  required,
  displayOptions: show(resource, operations),
});

/** "Return All" and "Limit" of a list operation. */
export const paging = (resource: string, operation: string, limit = 50, maxValue = 100): INodeProperties[] => [
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: show(resource, [operation]),
    description: 'Whether to return all results or only up to a given limit',
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    typeOptions: { minValue: 1, maxValue },
    default: limit,
    displayOptions: show(resource, [operation], { returnAll: [false] }),
    description: 'Max number of results to return',
  },
];

export const operationOf = (resource: string, fallback: string, options: Array<[string, string]>): INodeProperties => ({
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
  displayOptions: { show: { resource: [resource] } },
  options: options.map(([name, value]) => ({ name, value, action: `${name} (${resource})` })),
  default: fallback,
});

export const boolean = (name: string, displayName: string, fallback = false): INodeProperties => ({
  displayName,
  name,
  type: 'boolean',
  default: fallback,
});

export const plain = (name: string, displayName: string): INodeProperties => ({ displayName, name, type: 'string', default: '' });
