/**
 * Convert To File (`n8n-nodes-base.convertToFile` v1, v1.1): turns items into a file.
 * Spreadsheet operations (CSV, HTML table, ODS, RTF, XLS, XLSX) write all items into one
 * file (nested fields as dotted columns); "Convert to JSON" writes all items to one file
 * or each to its own; "Convert to Text File" writes one field's text per item; "Move
 * Base64 String to File" decodes one field per item. n8n's "Convert to ICS" is not built:
 * such a node fails saying so.
 */
import iconv from 'iconv-lite';
import type { IBinaryData, IDataObject, INodeExecutionData, IPairedItemData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { getPath } from '@sdk/values';
import type { SpreadsheetFormat } from '../shared/spreadsheet/read';
import { writeSpreadsheet, type WriteSpreadsheetOptions } from '../shared/spreadsheet/write';
import { icalEvent } from './ical-event';
import { convertToFileDescription, SPREADSHEET_OPERATIONS } from './description';

interface FileOptions {
  fileName?: string;
  encoding?: string;
  addBOM?: boolean;
  format?: boolean;
  mimeType?: string;
}

const allPaired = (count: number): IPairedItemData[] => Array.from({ length: count }, (_unused, item) => ({ item }));

function encodeText(text: string, options: FileOptions): Buffer {
  const encoding = options.encoding || 'utf8';
  if (!iconv.encodingExists(encoding)) throw new Error(`The encoding "${encoding}" is not known`);
  return iconv.encode(text, encoding, { addBOM: options.addBOM === true });
}

/** As n8n names files it gets no name for: `file.<extension of the MIME type>`. */
function named(binary: IBinaryData): IBinaryData {
  if (!binary.fileName) binary.fileName = `file${binary.fileExtension ? `.${binary.fileExtension}` : ''}`;
  return binary;
}

async function jsonFile(context: IExecuteFunctions, value: unknown, options: FileOptions): Promise<IBinaryData> {
  const text = options.format ? JSON.stringify(value, null, 2) : JSON.stringify(value);
  return named(await context.helpers.prepareBinaryData(encodeText(text, options), options.fileName || undefined, 'application/json'));
}

function sourceValue(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number): unknown {
  const key = context.getNodeParameter('sourceProperty', itemIndex) as string;
  const value = getPath(item.json, key);
  if (value === undefined) throw new NodeOperationError(context.getNode(), `The value in "${key}" is not set`, { itemIndex });
  return value;
}

async function base64File(context: IExecuteFunctions, value: unknown, options: FileOptions, itemIndex: number): Promise<IBinaryData> {
  let text = typeof value === 'string' ? value.trim() : String(value ?? '');
  let mimeType = options.mimeType || undefined;
  const dataUri = /^data:(.*?);base64,(.*)$/s.exec(text);
  if (dataUri) {
    mimeType ??= dataUri[1]!.split(';')[0]!.trim() || undefined;
    text = dataUri[2]!;
  }
  const cleaned = text.replace(/\s+/g, '');
  if (cleaned.length > 0 && !/^[A-Za-z0-9+/=_-]+$/.test(cleaned)) {
    throw new NodeOperationError(
      context.getNode(),
      'The provided string is not valid base64 data. If you are trying to write plain text to a file, use the "Convert to Text File" operation instead.',
      { itemIndex },
    );
  }
  return named(await context.helpers.prepareBinaryData(Buffer.from(cleaned, 'base64'), options.fileName || undefined, mimeType));
}

async function perItem(
  context: IExecuteFunctions,
  make: (item: INodeExecutionData, index: number, options: FileOptions) => Promise<IBinaryData>,
): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  const items = context.getInputData();
  for (let i = 0; i < items.length; i++) {
    try {
      const options = context.getNodeParameter('options', i, {}) as FileOptions;
      const property = context.getNodeParameter('binaryPropertyName', i, 'data') as string;
      out.push({ json: {}, binary: { [property]: await make(items[i]!, i, options) }, pairedItem: { item: i } });
    } catch (error) {
      if (!context.continueOnFail())
        throw error instanceof NodeOperationError
          ? error
          : new NodeOperationError(context.getNode(), (error as Error).message, { itemIndex: i });
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return out;
}

async function allInOne(
  context: IExecuteFunctions,
  make: (items: INodeExecutionData[], options: FileOptions & IDataObject) => Promise<IBinaryData>,
): Promise<INodeExecutionData[]> {
  const items = context.getInputData();
  const pairedItem = allPaired(items.length);
  try {
    const options = context.getNodeParameter('options', 0, {}) as FileOptions & IDataObject;
    const property = context.getNodeParameter('binaryPropertyName', 0, 'data') as string;
    return [{ json: {}, binary: { [property]: await make(items, options) }, pairedItem }];
  } catch (error) {
    if (!context.continueOnFail())
      throw error instanceof NodeOperationError ? error : new NodeOperationError(context.getNode(), (error as Error).message);
    return [{ json: { error: (error as Error).message }, pairedItem }];
  }
}

/** One event file per item (n8n's "Convert to ICS"). */
async function icalFiles(context: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  const items = context.getInputData();
  for (let i = 0; i < items.length; i++) {
    try {
      const { text, fileName } = icalEvent({
        title: context.getNodeParameter('title', i, '') as string,
        start: context.getNodeParameter('start', i) as string,
        end: context.getNodeParameter('end', i) as string,
        allDay: context.getNodeParameter('allDay', i, false) as boolean,
        additionalFields: context.getNodeParameter('additionalFields', i, {}) as IDataObject,
      });
      const property = context.getNodeParameter('binaryPropertyName', i, 'data') as string;
      const binary = await context.helpers.prepareBinaryData(Buffer.from(text), fileName, 'text/calendar');
      out.push({ json: {}, binary: { [property]: binary }, pairedItem: { item: i } });
    } catch (error) {
      if (!context.continueOnFail())
        throw error instanceof NodeOperationError
          ? error
          : new NodeOperationError(context.getNode(), (error as Error).message, { itemIndex: i });
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return out;
}

export const convertToFileNode: INodeType = {
  description: convertToFileDescription,
  async execute() {
    const operation = this.getNodeParameter('operation', 0) as string;
    if ((SPREADSHEET_OPERATIONS as readonly string[]).includes(operation)) {
      const format = operation as SpreadsheetFormat;
      return [
        await allInOne(this, async (items, options) => {
          const buffer = writeSpreadsheet(
            items.map((item) => item.json),
            format,
            options as WriteSpreadsheetOptions,
          );
          return this.helpers.prepareBinaryData(
            buffer,
            options.fileName !== undefined && options.fileName !== '' ? options.fileName : `File.${format}`,
          );
        }),
      ];
    }
    if (operation === 'toJson') {
      if ((this.getNodeParameter('mode', 0, 'once') as string) === 'each')
        return [await perItem(this, (item, _i, options) => jsonFile(this, item.json, options))];
      return [
        await allInOne(this, (items, options) =>
          jsonFile(
            this,
            items.map((item) => item.json),
            options,
          ),
        ),
      ];
    }
    if (operation === 'toText') {
      return [
        await perItem(this, async (item, i, options) => {
          const value = sourceValue(this, item, i);
          const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
          return named(
            await this.helpers.prepareBinaryData(
              encodeText(text, options),
              options.fileName || undefined,
              typeof value === 'object' ? 'application/json' : 'text/plain',
            ),
          );
        }),
      ];
    }
    if (operation === 'toBinary')
      return [await perItem(this, (item, i, options) => base64File(this, sourceValue(this, item, i), options, i))];
    if (operation === 'iCal') return [await icalFiles(this)];
    throw new NodeOperationError(this.getNode(), `The operation "${operation}" of Convert to File is not known`);
  },
};
