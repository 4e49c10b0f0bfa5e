/**
 * Markdown (`n8n-nodes-base.markdown` v1): Markdown to HTML (showdown) or HTML to Markdown
 * (node-html-markdown), into `destinationKey`, with the libraries and options n8n uses, so the
 * output is n8n's (the editor's own markdown, sticky notes, stays on marked).
 */
// showdown is CommonJS: Node's ESM loader gives it as a default export only.
import showdown from 'showdown';
import { NodeHtmlMarkdown } from 'node-html-markdown';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type INodeType } from '../../engine/node-interface';
import { setPathCopy } from '@sdk/values';
import { pairedItemOf } from '../../engine/paired-item';
import { htmlToMarkdownOptions, htmlToMarkdownSettings, markdownToHtmlOptions } from './options';

export const markdownNode: INodeType = {
  description: {
    displayName: 'Markdown',
    name: 'n8n-nodes-base.markdown',
    icon: 'file:markdown.svg',
    group: ['output'],
    version: 1,
    subtitle: '={{$parameter["mode"]==="markdownToHtml" ? "Markdown to HTML" : "HTML to Markdown"}}',
    description: 'Convert data between Markdown and HTML',
    defaults: { name: 'Markdown' },
    inputs: ['main'],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] } },
    properties: [
      {
        displayName: 'Mode',
        name: 'mode',
        type: 'options',
        options: [
          { name: 'Markdown to HTML', value: 'markdownToHtml', description: 'Convert data from Markdown to HTML' },
          { name: 'HTML to Markdown', value: 'htmlToMarkdown', description: 'Convert data from HTML to Markdown' },
        ],
        default: 'htmlToMarkdown',
      },
      {
        displayName: 'HTML',
        name: 'html',
        type: 'string',
        displayOptions: { show: { mode: ['htmlToMarkdown'] } },
        default: '',
        required: true,
        description: 'The HTML to be converted to markdown',
      },
      {
        displayName: 'Markdown',
        name: 'markdown',
        type: 'string',
        displayOptions: { show: { mode: ['markdownToHtml'] } },
        default: '',
        required: true,
        description: 'The Markdown to be converted to html',
        typeOptions: { rows: 5 },
      },
      {
        displayName: 'Destination Key',
        name: 'destinationKey',
        type: 'string',
        default: 'data',
        required: true,
        placeholder: '',
        description: 'The field to put the output in. Specify nested fields using dots, e.g."level1.level2.newKey".',
      },
      htmlToMarkdownOptions,
      markdownToHtmlOptions,
    ],
  },
  async execute() {
    const items = this.getInputData();
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        const mode = this.getNodeParameter('mode', i) as string;
        const key = this.getNodeParameter('destinationKey', i) as string;
        let result: string;
        const options = this.getNodeParameter('options', i, {}) as IDataObject;
        if (mode === 'markdownToHtml') {
          const converter = new showdown.Converter();
          for (const [name, value] of Object.entries(options)) converter.setOption(name, value);
          result = converter.makeHtml(this.getNodeParameter('markdown', i) as string);
        } else {
          result = NodeHtmlMarkdown.translate(this.getNodeParameter('html', i) as string, htmlToMarkdownSettings(options));
        }
        out.push({ json: setPathCopy(items[i]!.json, key, result), binary: items[i]!.binary, pairedItem: pairedItemOf(i) });
      } catch (error) {
        if (!this.continueOnFail())
          throw error instanceof NodeOperationError ? error : new NodeOperationError(this.getNode(), error as Error, { itemIndex: i });
        out.push({ json: { error: (error as Error).message }, pairedItem: pairedItemOf(i) });
      }
    }
    return [out];
  },
};
