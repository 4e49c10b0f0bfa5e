/**
 * RSS Read (`n8n-nodes-base.rssFeedRead` v1, v1.1): outputs one item per entry of an RSS
 * or Atom feed. As in n8n, v1 reads the feed once whatever its input (with the first
 * item's URL), and v1.1 once per input item, each entry paired with the item it came
 * from; v1.1 has the "Custom Fields" and "Ignore SSL Issues" options.
 */
import type { IDataObject, INodeExecutionData, IPairedItemData } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { readFeedItems } from './read-feed';

export const rssFeedReadNode: INodeType = {
  description: {
    displayName: 'RSS Read',
    name: 'n8n-nodes-base.rssFeedRead',
    icon: 'fa:rss',
    group: ['input'],
    version: [1, 1.1],
    description: 'Reads data from an RSS Feed',
    defaults: { name: 'RSS Read', color: '#b02020' },
    inputs: ['main'],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['feed', 'atom', 'news'] },
    properties: [
      { displayName: 'URL', name: 'url', type: 'string', default: '', required: true, description: 'URL of the RSS feed' },
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add option',
        default: {},
        displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
        options: [
          {
            displayName: 'Custom Fields',
            name: 'customFields',
            type: 'string',
            default: '',
            description: 'A comma-separated list of custom fields to include in the output. For example, "author, contributor".',
          },
          {
            displayName: 'Ignore SSL Issues (Insecure)',
            name: 'ignoreSSL',
            type: 'boolean',
            default: false,
            description: 'Whether to ignore SSL/TLS certificate issues or not',
          },
        ],
      },
    ],
  },
  async execute() {
    const items = this.getInputData();
    const version = this.getNode().typeVersion;
    // v1 reads once (when there is input at all); its entries pair with every input item.
    const runs = version >= 1.1 ? items.length : items.length > 0 ? 1 : 0;
    const allItems: IPairedItemData[] = items.map((_item, index) => ({ item: index }));
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < runs; i++) {
      const pairedItem = version >= 1.1 ? [{ item: i }] : allItems;
      try {
        const options = (version >= 1.1 ? this.getNodeParameter('options', i, {}) : {}) as IDataObject;
        const entries = await readFeedItems(this.getNode(), this.helpers, {
          url: this.getNodeParameter('url', i) as string,
          ignoreSSL: options['ignoreSSL'] === true,
          customFields: String(options['customFields'] ?? '')
            .split(',')
            .map((field) => field.trim()),
        });
        for (const json of entries) out.push({ json, pairedItem });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        out.push({ json: { error: (error as Error).message }, pairedItem });
      }
    }
    return [out];
  },
};
