/** The Slack node's star and user group operations (`stars.*`, `usergroups.*`), with n8n's outputs. */
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import { slackRequest, slackRequestAll } from '../slack-api';
import { collection, locatorValue, type OperationResult } from './common';

/** Slack wants the default channels of a user group as one comma-separated text. */
function groupFields(fields: IDataObject): IDataObject {
  return Array.isArray(fields['channels']) ? { ...fields, channels: fields['channels'].join(',') } : fields;
}

async function stars(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  const options = collection(fn, 'options', i);
  if (operation === 'add') {
    const body: IDataObject = { channel: locatorValue(fn, 'channelId', i) };
    if (fn.getNodeParameter('target', i, '') === 'message') body['timestamp'] = String(fn.getNodeParameter('timestamp', i, ''));
    if (fn.getNodeParameter('target', i, '') === 'file') body['file'] = fn.getNodeParameter('fileId', i, '');
    if (options['fileComment']) body['file_comment'] = options['fileComment'];
    return slackRequest(fn, { method: 'POST', endpoint: 'stars.add', body });
  }
  if (operation === 'delete') {
    const body: IDataObject = {};
    if (options['channelId']) body['channel'] = options['channelId'];
    if (options['fileId']) body['file'] = options['fileId'];
    if (options['fileComment']) body['file_comment'] = options['fileComment'];
    if (options['timestamp']) body['timestamp'] = options['timestamp'];
    return slackRequest(fn, { method: 'POST', endpoint: 'stars.remove', body });
  }
  if (fn.getNodeParameter('returnAll', i, false) === true) return (await slackRequestAll(fn, 'stars.list', 'items')) as IDataObject[];
  return ((await slackRequest(fn, { method: 'GET', endpoint: 'stars.list', qs: { limit: fn.getNodeParameter('limit', i, 50) } }))[
    'items'
  ] ?? []) as IDataObject[];
}

async function userGroups(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  const group = async (endpoint: string, body: IDataObject) =>
    (await slackRequest(fn, { method: 'POST', endpoint, body }))['usergroup'] as IDataObject;
  switch (operation) {
    case 'create':
      return group('usergroups.create', { name: fn.getNodeParameter('name', i, ''), ...groupFields(collection(fn, 'options', i)) });
    case 'enable':
    case 'disable':
      return group(`usergroups.${operation}`, { usergroup: fn.getNodeParameter('userGroupId', i, ''), ...collection(fn, 'options', i) });
    case 'update':
      return group('usergroups.update', {
        usergroup: fn.getNodeParameter('userGroupId', i, ''),
        ...groupFields(collection(fn, 'updateFields', i)),
      });
    case 'getAll': {
      const groups = ((await slackRequest(fn, { method: 'GET', endpoint: 'usergroups.list', qs: collection(fn, 'options', i) }))[
        'usergroups'
      ] ?? []) as IDataObject[];
      return fn.getNodeParameter('returnAll', i, false) === true ? groups : groups.slice(0, Number(fn.getNodeParameter('limit', i, 100)));
    }
    default:
      throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported for user groups`, { itemIndex: i });
  }
}

export function starGroupOperation(fn: IExecuteFunctions, resource: string, operation: string, i: number): Promise<OperationResult> {
  return resource === 'star' ? stars(fn, operation, i) : userGroups(fn, operation, i);
}
