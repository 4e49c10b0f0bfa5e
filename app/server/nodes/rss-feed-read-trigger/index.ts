/**
 * RSS Feed Trigger (`n8n-nodes-base.rssFeedReadTrigger` v1): a polling trigger that
 * starts the workflow with the feed's entries published since it last looked, as n8n
 * does: the first poll only notes the time (nothing old is delivered), each later one
 * delivers entries whose date is after the newest it has seen, which it remembers in the
 * node's static data. Testing it in the editor fetches the feed's first entry.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { INodeType, IPollFunctions } from '../../engine/node-interface';
import { readFeedItems } from '../rss-feed-read/read-feed';

function newestDate(entries: IDataObject[]): string | undefined {
  let newest: IDataObject | undefined;
  for (const entry of entries) {
    if (newest === undefined || new Date(entry['isoDate'] as string) > new Date(newest['isoDate'] as string)) newest = entry;
  }
  return newest?.['isoDate'] as string | undefined;
}

async function poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
  const memory = this.getWorkflowStaticData('node');
  const since =
    (memory['lastItemDate'] as string | undefined) ?? (memory['lastTimeChecked'] as string | undefined) ?? new Date().toISOString();
  const entries = await readFeedItems(this.getNode(), this.helpers, { url: this.getNodeParameter('feedUrl', '') as string });
  if (this.getMode() === 'manual') return entries.length > 0 ? [this.helpers.returnJsonArray(entries[0] as IDataObject)] : null;
  const fresh = entries.filter((entry) => Date.parse(entry['isoDate'] as string) > Date.parse(since));
  const newest = newestDate(entries);
  if (newest !== undefined) memory['lastItemDate'] = newest;
  else memory['lastTimeChecked'] = since;
  return fresh.length > 0 ? [this.helpers.returnJsonArray(fresh)] : null;
}

export const rssFeedReadTriggerNode: INodeType = {
  description: {
    displayName: 'RSS Feed Trigger',
    name: 'n8n-nodes-base.rssFeedReadTrigger',
    icon: 'fa:rss',
    group: ['trigger'],
    version: 1,
    description: 'Starts a workflow when an RSS feed is updated',
    subtitle: '={{$parameter["event"]}}',
    defaults: { name: 'RSS Feed Trigger', color: '#b02020' },
    polling: true,
    inputs: [],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Other Trigger Nodes'] },
      alias: ['feed', 'atom', 'news', 'poll'],
    },
    properties: [
      {
        displayName: 'Feed URL',
        name: 'feedUrl',
        type: 'string',
        default: 'https://blog.n8n.io/rss/',
        required: true,
        description: 'URL of the RSS feed to poll',
      },
    ],
  },
  poll,
};
