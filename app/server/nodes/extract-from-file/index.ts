/**
 * Extract From File (`n8n-nodes-base.extractFromFile` v1): turns each input item's file
 * into JSON. Spreadsheet operations (CSV, HTML table, ODS, RTF, XLS, XLSX) output one
 * item per row; the others put the file's text, parsed JSON, XML text or base64 into the
 * destination field (an ICS file as its calendar object), keeping the item's JSON and/or
 * binary as "Keep Source" says; a PDF gives its text and metadata.
 */
import iconv from 'iconv-lite';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { deepCopy, getPath, setPath } from '@sdk/values';
import { readSpreadsheetRows, type ReadSpreadsheetOptions, type SpreadsheetFormat } from '../shared/spreadsheet/read';
import { extractFromFileDescription, MOVE_OPERATIONS, SPREADSHEET_OPERATIONS } from './description';
import { readIcs } from './ics';
import { readPdf } from './pdf';

function fail(context: IExecuteFunctions, itemIndex: number, error: unknown, out: INodeExecutionData[], description?: string): void {
  const message = error instanceof Error ? error.message : String(error);
  if (!context.continueOnFail())
    throw new NodeOperationError(context.getNode(), message, { itemIndex, ...(description ? { description } : {}) });
  out.push({ json: { error: message }, pairedItem: { item: itemIndex } });
}

async function extractSpreadsheet(context: IExecuteFunctions, format: SpreadsheetFormat): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  const items = context.getInputData();
  for (let i = 0; i < items.length; i++) {
    let fileExtension: string | undefined;
    try {
      const options = context.getNodeParameter('options', i, {}) as ReadSpreadsheetOptions;
      const property = context.getNodeParameter('binaryPropertyName', i) as string;
      fileExtension = context.helpers.assertBinaryData(i, property).fileExtension;
      const buffer = await context.helpers.getBinaryDataBuffer(i, property);
      for (const json of readSpreadsheetRows(buffer, format, options)) out.push({ json, pairedItem: { item: i } });
    } catch (error) {
      // As n8n: a file of another type gets a message about the operation, not the parser's.
      if (fileExtension && fileExtension !== format) {
        fail(
          context,
          i,
          `The file selected in 'Input Binary Field' is not in ${format} format`,
          out,
          `Try to change the operation or select a ${format} file in 'Input Binary Field'`,
        );
      } else fail(context, i, error, out);
    }
  }
  return out;
}

/**
 * The item's files on the new item, as "Keep Source" says: all of them for binary or both,
 * otherwise every file but the one that was read.
 */
function withSourceFiles(newItem: INodeExecutionData, item: INodeExecutionData, property: string, keep: unknown): INodeExecutionData {
  if (keep === 'binary' || keep === 'both') return item.binary ? { ...newItem, binary: item.binary } : newItem;
  if (!item.binary) return newItem;
  const rest = { ...item.binary };
  delete rest[property];
  return { ...newItem, binary: rest };
}

async function moveToField(context: IExecuteFunctions, operation: string): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  const items = context.getInputData();
  for (let i = 0; i < items.length; i++) {
    try {
      const item = items[i]!;
      const options = context.getNodeParameter('options', i, {}) as IDataObject;
      const property = context.getNodeParameter('binaryPropertyName', i) as string;
      if (!getPath(item.binary, property)) continue;
      const buffer = await context.helpers.getBinaryDataBuffer(i, property);
      const json: IDataObject = options['keepSource'] && options['keepSource'] !== 'binary' ? deepCopy(item.json) : {};
      let value: unknown;
      if (operation === 'binaryToPropery') value = buffer.toString('base64');
      else {
        const encoding = (options['encoding'] as string | undefined) || 'utf8';
        if (!iconv.encodingExists(encoding)) throw new Error(`The encoding "${encoding}" is not known`);
        const text = iconv.decode(buffer, encoding, { stripBOM: options['stripBOM'] !== false });
        value = text;
        if (operation === 'fromIcs') value = readIcs(text);
        if (operation === 'fromJson') {
          try {
            value = text === '' ? {} : (JSON.parse(text) as unknown);
          } catch {
            fail(
              context,
              i,
              "The file selected in 'Input Binary Field' is not in JSON format",
              out,
              "Try to change the operation or select a JSON file in 'Input Binary Field'",
            );
            continue;
          }
        }
      }
      setPath(json, context.getNodeParameter('destinationKey', i, '') as string, value);
      out.push(withSourceFiles({ json, pairedItem: { item: i } }, item, property, options['keepSource']));
    } catch (error) {
      fail(context, i, error, out);
    }
  }
  return out;
}

async function extractPdf(context: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  const items = context.getInputData();
  for (let i = 0; i < items.length; i++) {
    try {
      const item = items[i]!;
      const options = context.getNodeParameter('options', i, {}) as IDataObject;
      const property = context.getNodeParameter('binaryPropertyName', i) as string;
      context.helpers.assertBinaryData(i, property);
      const data = await readPdf(await context.helpers.getBinaryDataBuffer(i, property), {
        ...(typeof options['password'] === 'string' && options['password'] !== '' ? { password: options['password'] } : {}),
        ...(typeof options['maxPages'] === 'number' ? { maxPages: options['maxPages'] } : {}),
        joinPages: options['joinPages'] !== false,
      });
      const keep = options['keepSource'];
      const json = keep && keep !== 'binary' ? { ...deepCopy(item.json), ...data } : data;
      out.push(withSourceFiles({ json, pairedItem: { item: i } }, item, property, keep));
    } catch (error) {
      fail(context, i, error, out);
    }
  }
  return out;
}

export const extractFromFileNode: INodeType = {
  description: extractFromFileDescription,
  async execute() {
    const operation = this.getNodeParameter('operation', 0) as string;
    if ((SPREADSHEET_OPERATIONS as readonly string[]).includes(operation))
      return [await extractSpreadsheet(this, operation as SpreadsheetFormat)];
    if ((MOVE_OPERATIONS as readonly string[]).includes(operation)) return [await moveToField(this, operation)];
    if (operation === 'pdf') return [await extractPdf(this)];
    throw new NodeOperationError(this.getNode(), `The operation "${operation}" of Extract from File is not known`);
  },
};
