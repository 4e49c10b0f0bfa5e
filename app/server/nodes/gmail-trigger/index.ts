/**
 * Gmail Trigger (`n8n-nodes-base.gmailTrigger` 1 to 1.2): polls for messages received since
 * the last poll, as n8n does. The node's static data keeps `lastTimeChecked` (epoch
 * seconds) and the IDs already delivered at that second (`possibleDuplicates`: Gmail's
 * `after:` includes the second itself), so a message is delivered once. The first poll of
 * an active workflow only notes the time; a manual run ("fetch test event") gives the
 * newest message. Filters and outputs are the Gmail node's Get Many ones.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { INodeType, IPollFunctions } from '../../engine/node-interface';
import { messageFilters } from '../gmail/description';
import { fetchMessage, gmailSession, labelsOf, listAll, listQuery, messageItem, USER, type ReadOptions } from '../gmail/gmail-api';

async function poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
  const memory = this.getWorkflowStaticData('node');
  const now = Math.floor(Date.now() / 1000);
  const manual = this.getMode() === 'manual';
  const since = typeof memory['lastTimeChecked'] === 'number' ? memory['lastTimeChecked'] : undefined;
  if (since === undefined && !manual) {
    memory['lastTimeChecked'] = now;
    return null;
  }
  const session = await gmailSession(this, String(this.getNodeParameter('authentication', 'oAuth2')));
  const filters = (this.getNodeParameter('filters', {}) ?? {}) as IDataObject;
  const query = listQuery(filters, manual ? [] : [`after:${since}`]);
  const found = await listAll(session, `${USER}/messages`, 'messages', query, manual ? 1 : undefined);
  const seen = new Set((memory['possibleDuplicates'] ?? []) as string[]);
  const options = (this.getNodeParameter('options', {}) ?? {}) as IDataObject;
  const read: ReadOptions = {
    simple: this.getNodeParameter('simple', true) !== false,
    downloadAttachments: options['downloadAttachments'] === true,
    prefix: String(options['dataPropertyAttachmentsPrefixName'] || 'attachment_'),
  };
  const labels = read.simple ? await labelsOf(session) : [];
  const items: INodeExecutionData[] = [];
  let newest = since ?? now;
  const atNewest: string[] = [];
  for (const entry of found.filter((message) => manual || !seen.has(String(message['id'])))) {
    const message = await fetchMessage(session, String(entry['id']), read);
    const second = Math.floor(Number(message['internalDate'] ?? Date.now()) / 1000);
    if (second > newest) {
      newest = second;
      atNewest.length = 0;
    }
    if (second === newest) atNewest.push(String(message['id']));
    items.push(await messageItem(message, read, labels, this.helpers.prepareBinaryData));
  }
  if (!manual) {
    memory['lastTimeChecked'] = newest;
    memory['possibleDuplicates'] = newest === since ? [...seen, ...atNewest] : atNewest;
  }
  return items.length > 0 ? [items] : null;
}

export const gmailTriggerNode: INodeType = {
  description: {
    displayName: 'Gmail Trigger',
    name: 'n8n-nodes-base.gmailTrigger',
    icon: 'file:gmail.svg',
    group: ['trigger'],
    version: [1, 1.1, 1.2],
    description: 'Fetches emails from Gmail and starts the workflow on specified polling intervals.',
    subtitle: '={{"Gmail Trigger"}}',
    defaults: { name: 'Gmail Trigger' },
    credentials: [
      { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
      { name: 'gmailOAuth2', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    ],
    polling: true,
    inputs: [],
    outputs: ['main'],
    codex: { categories: ['Communication'], alias: ['email', 'mail', 'google', 'inbox'] },
    properties: [
      {
        displayName: 'Authentication',
        name: 'authentication',
        type: 'options',
        options: [
          { name: 'OAuth2 (recommended)', value: 'oAuth2' },
          { name: 'Service Account', value: 'serviceAccount' },
        ],
        default: 'oAuth2',
      },
      {
        displayName: 'Event',
        name: 'event',
        type: 'options',
        default: 'messageReceived',
        options: [{ name: 'Message Received', value: 'messageReceived' }],
      },
      {
        displayName: 'Simplify',
        name: 'simple',
        type: 'boolean',
        default: true,
        description: 'Whether to return a simplified version of the response instead of the raw data',
      },
      messageFilters,
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add Option',
        default: {},
        displayOptions: { hide: { simple: [true] } },
        options: [
          { displayName: 'Attachment Prefix', name: 'dataPropertyAttachmentsPrefixName', type: 'string', default: 'attachment_' },
          { displayName: 'Download Attachments', name: 'downloadAttachments', type: 'boolean', default: false },
        ],
      },
    ],
  },
  poll,
};
