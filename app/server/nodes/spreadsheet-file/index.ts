/**
 * Spreadsheet File (`n8n-nodes-base.spreadsheetFile` v1, v2): reads rows from a
 * spreadsheet file (one item per row) or writes all items to one. Shares the reader and
 * writer with Extract From File and Convert To File. v1 reads every format, CSV included,
 * with SheetJS (numbers come out as numbers); v2 reads CSV with csv-parse (text) and
 * tells CSV from other files by its MIME type when the format is "Autodetect".
 */
import type { INodeExecutionData, IPairedItemData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { readSpreadsheetRows, type ReadSpreadsheetOptions, type SpreadsheetFormat } from '../shared/spreadsheet/read';
import { writeSpreadsheet, type WriteSpreadsheetOptions } from '../shared/spreadsheet/write';
import { spreadsheetFileV1Description, spreadsheetFileV2Description } from './description';

function formatToRead(
  context: IExecuteFunctions,
  i: number,
  mimeType: string,
  extension: string | undefined,
): SpreadsheetFormat | 'autodetect' {
  if (context.getNode().typeVersion < 2) return 'autodetect';
  const format = context.getNodeParameter('fileFormat', i, 'autodetect') as SpreadsheetFormat | 'autodetect';
  if (format === 'autodetect' && (mimeType === 'text/csv' || (mimeType === 'text/plain' && extension === 'csv'))) return 'csv';
  return format;
}

async function fromFile(context: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  const items = context.getInputData();
  for (let i = 0; i < items.length; i++) {
    let fileExtension: string | undefined;
    let format: SpreadsheetFormat | 'autodetect' = 'autodetect';
    try {
      const options = context.getNodeParameter('options', i, {}) as ReadSpreadsheetOptions;
      const property = context.getNodeParameter('binaryPropertyName', i) as string;
      const binary = context.helpers.assertBinaryData(i, property);
      fileExtension = binary.fileExtension;
      format = formatToRead(context, i, binary.mimeType, binary.fileExtension);
      const buffer = await context.helpers.getBinaryDataBuffer(i, property);
      // "autodetect" lets SheetJS recognise the file, as n8n does.
      const rows = readSpreadsheetRows(buffer, format === 'autodetect' ? 'xlsx' : format, options, context.getNode().typeVersion < 2);
      for (const json of rows) out.push({ json, pairedItem: { item: i } });
    } catch (error) {
      let message = error instanceof Error ? error.message : String(error);
      let description: string | undefined;
      if (context.getNode().typeVersion >= 2 && fileExtension && format !== 'autodetect' && fileExtension !== format) {
        message = `The file selected in 'Input Binary Field' is not in ${format} format`;
        description = `Try to change the operation or select a ${format} file in 'Input Binary Field'`;
      }
      if (!context.continueOnFail())
        throw new NodeOperationError(context.getNode(), message, { itemIndex: i, ...(description ? { description } : {}) });
      out.push({ json: { error: message }, pairedItem: { item: i } });
    }
  }
  return out;
}

async function toFile(context: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const items = context.getInputData();
  const pairedItem: IPairedItemData[] = items.map((_item, item) => ({ item }));
  try {
    const property = context.getNodeParameter('binaryPropertyName', 0) as string;
    const format = context.getNodeParameter('fileFormat', 0, 'xls') as SpreadsheetFormat;
    const options = context.getNodeParameter('options', 0, {}) as WriteSpreadsheetOptions & { fileName?: string };
    const buffer = writeSpreadsheet(
      items.map((item) => item.json),
      format,
      options,
    );
    const binary = await context.helpers.prepareBinaryData(
      buffer,
      options.fileName !== undefined && options.fileName !== '' ? options.fileName : `spreadsheet.${format}`,
    );
    return [{ json: {}, binary: { [property]: binary }, pairedItem }];
  } catch (error) {
    if (!context.continueOnFail())
      throw error instanceof NodeOperationError ? error : new NodeOperationError(context.getNode(), (error as Error).message);
    return [{ json: { error: (error as Error).message }, pairedItem }];
  }
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const operation = this.getNodeParameter('operation', 0, 'fromFile') as string;
  return [operation === 'toFile' ? await toFile(this) : await fromFile(this)];
}

export const spreadsheetFileV1Node: INodeType = { description: spreadsheetFileV1Description, execute };
export const spreadsheetFileV2Node: INodeType = { description: spreadsheetFileV2Description, execute };
