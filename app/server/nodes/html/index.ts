/**
 * HTML (`n8n-nodes-base.html` v1): generate HTML from a template (expressions resolved per
 * item by the engine), extract values by CSS selector (cheerio, a maintained
 * htmlparser2-based parser with jQuery-style selection) from JSON or binary HTML, or
 * convert all items into one HTML table.
 */
import { load } from 'cheerio';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { getPath, setOwn } from '@sdk/values';
import { htmlDescription } from './description';
import { pairedItemOf } from '../../engine/paired-item';

interface Extraction {
  key: string;
  cssSelector: string;
  returnValue: 'attribute' | 'html' | 'text' | 'value';
  attribute?: string;
  returnArray?: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Extracts the configured values from one HTML document. */
export function extractValues(
  html: string,
  extractions: readonly Extraction[],
  options: { trimValues: boolean; cleanUpText: boolean },
): IDataObject {
  const $ = load(html);
  const out: IDataObject = {};
  for (const extraction of extractions) {
    const values: string[] = [];
    $(extraction.cssSelector).each((_, element) => {
      const el = $(element);
      let value: string | undefined;
      if (extraction.returnValue === 'attribute') value = el.attr(extraction.attribute ?? '');
      else if (extraction.returnValue === 'html') value = el.html() ?? '';
      else if (extraction.returnValue === 'value') value = String(el.val() ?? '');
      else value = el.text();
      if (value === undefined) return;
      if (options.cleanUpText && extraction.returnValue === 'text') value = value.replace(/\s+/g, ' ');
      if (options.trimValues) value = value.trim();
      values.push(value);
    });
    setOwn(out, extraction.key, extraction.returnArray ? values : values.length === 0 ? undefined : values.join(''));
  }
  return out;
}

async function htmlSources(fn: IExecuteFunctions, item: INodeExecutionData, i: number): Promise<string[]> {
  const property = fn.getNodeParameter('dataPropertyName', i, 'data') as string;
  if ((fn.getNodeParameter('sourceData', i, 'json') as string) === 'binary') {
    return [(await fn.helpers.getBinaryDataBuffer(i, property)).toString('utf8')];
  }
  const value = getPath(item.json, property);
  if (value === undefined) throw new NodeOperationError(fn.getNode(), `No property named "${property}" exists!`, { itemIndex: i });
  return (Array.isArray(value) ? value : [value]).map((v) => String(v));
}

function table(fn: IExecuteFunctions, items: INodeExecutionData[]): string {
  const capitalize = fn.getNodeParameter('options.capitalize', 0, false) as boolean;
  const attributes = fn.getNodeParameter('options.tableAttributes', 0, '') as string;
  const headers = [...new Set(items.flatMap((item) => Object.keys(item.json)))];
  const cell = (value: unknown) =>
    escapeHtml(value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value as string));
  const head = headers.map((h) => `<th>${escapeHtml(capitalize ? h[0]!.toUpperCase() + h.slice(1) : h)}</th>`).join('');
  const rows = items.map((item) => `<tr>${headers.map((h) => `<td>${cell(item.json[h])}</td>`).join('')}</tr>`).join('');
  return `<table${attributes ? ` ${attributes}` : ''}><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

export const htmlNode: INodeType = {
  description: htmlDescription,
  async execute() {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0) as string;
    if (operation === 'convertToHtmlTable')
      return [[{ json: { table: table(this, items) }, pairedItem: items.map((_, item) => ({ item })) }]];
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        if (operation === 'generateHtmlTemplate') {
          out.push({ json: { html: String(this.getNodeParameter('html', i) ?? '') }, pairedItem: pairedItemOf(i) });
          continue;
        }
        const extractions = (this.getNodeParameter('extractionValues.values', i, []) as Extraction[]) ?? [];
        const options = {
          trimValues: this.getNodeParameter('options.trimValues', i, true) as boolean,
          cleanUpText: this.getNodeParameter('options.cleanUpText', i, true) as boolean,
        };
        for (const html of await htmlSources(this, items[i]!, i))
          out.push({ json: extractValues(html, extractions, options), pairedItem: pairedItemOf(i) });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        out.push({ json: { error: (error as Error).message }, pairedItem: pairedItemOf(i) });
      }
    }
    return [out];
  },
};
