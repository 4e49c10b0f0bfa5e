/**
 * HTML (`n8n-nodes-base.html` v1, 1.1, 1.2): generate HTML from a template (expressions resolved per
 * item by the engine), extract values by CSS selector (cheerio, a maintained
 * htmlparser2-based parser with jQuery-style selection) from JSON or binary HTML, or
 * convert all items into one HTML table. Version differences of the extraction: extract.ts.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { extractValues, htmlSources, type Extraction } from './extract';
import { htmlDescription } from './description';
import { pairedItemOf } from '../../engine/paired-item';
import { htmlTable } from './table';

export { extractValues } from './extract';

export const htmlNode: INodeType = {
  description: htmlDescription,
  async execute() {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0) as string;
    const version = this.getNode().typeVersion;
    if (operation === 'convertToHtmlTable' && items.length > 0)
      return [[{ json: { table: htmlTable(this, items) }, pairedItem: items.map((_, item) => ({ item })) }]];
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        if (operation === 'generateHtmlTemplate') {
          out.push({ json: { html: String(this.getNodeParameter('html', i) ?? '') }, pairedItem: pairedItemOf(i) });
          continue;
        }
        const extractions = (this.getNodeParameter('extractionValues.values', i, []) as Extraction[]) ?? [];
        const options = {
          trimValues: this.getNodeParameter('options.trimValues', i, false) as boolean,
          cleanUpText: this.getNodeParameter('options.cleanUpText', i, false) as boolean,
        };
        for (const html of await htmlSources(this, items[i]!, i, version))
          out.push({ json: extractValues(html, extractions, options, version), pairedItem: pairedItemOf(i) });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        out.push({ json: { error: (error as Error).message }, pairedItem: pairedItemOf(i) });
      }
    }
    return [out];
  },
};
