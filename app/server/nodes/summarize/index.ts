/**
 * Summarize (`n8n-nodes-base.summarize` v1, v1.1): a pivot table of the items. 1.1 keeps
 * the group values' types (1 turns them into text) and reports a field missing from every
 * item instead of failing.
 */
import type { INodeType } from '../../engine/node-interface';
import { summarizeItems } from '../shared/transform/summarize';
import { summarizeDescription } from './description';

export const summarizeNode: INodeType = {
  description: summarizeDescription,
  async execute() {
    const version = this.getNode().typeVersion;
    return [
      summarizeItems(
        this,
        this.getInputData(),
        version >= 1.1 ? { groupKeys: 'original', neverFailOnMissingField: true } : { groupKeys: 'string' },
      ),
    ];
  },
};
