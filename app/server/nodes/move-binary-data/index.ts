/**
 * Convert to/from binary data (`n8n-nodes-base.moveBinaryData` v1, v1.1), the node older
 * workflows use to turn a file into JSON and back: "Binary to JSON" decodes a binary
 * property (iconv-lite encodings) into the whole JSON (parsed) or one key (text, base64
 * or parsed); "JSON to Binary" stores the JSON, or one key, as a file. v1.1 names a file
 * it gets no name for `file.<extension>` and, for raw text, leaves the MIME type to the
 * content instead of assuming JSON.
 */
import iconv from 'iconv-lite';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { deepCopy, getPath, setPath, unsetPath } from '@sdk/values';
import { moveBinaryDataDescription } from './description';

function parse(context: IExecuteFunctions, text: string, itemIndex: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new NodeOperationError(context.getNode(), `The data could not be parsed as JSON: ${(error as Error).message}`, { itemIndex });
  }
}

function encodingOf(options: IDataObject): string {
  const encoding = (options['encoding'] as string | undefined) || 'utf8';
  if (!iconv.encodingExists(encoding)) throw new Error(`The encoding "${encoding}" is not known`);
  return encoding;
}

async function toJson(
  context: IExecuteFunctions,
  i: number,
  item: INodeExecutionData,
  options: IDataObject,
): Promise<INodeExecutionData | undefined> {
  const sourceKey = context.getNodeParameter('sourceKey', i) as string;
  if (getPath(item.binary, sourceKey) === undefined) return undefined;
  const buffer = await context.helpers.getBinaryDataBuffer(i, sourceKey);
  const decode = () => iconv.decode(buffer, encodingOf(options), { stripBOM: options['stripBOM'] !== false });
  const out: INodeExecutionData = { json: {}, pairedItem: { item: i } };
  if (context.getNodeParameter('setAllData', i) as boolean) {
    out.json = parse(context, decode(), i) as IDataObject;
  } else {
    out.json = deepCopy(item.json);
    let value: unknown = options['keepAsBase64'] === true ? buffer.toString('base64') : decode();
    if (options['jsonParse']) value = parse(context, value as string, i);
    setPath(out.json, context.getNodeParameter('destinationKey', i, '') as string, value);
  }
  if (options['keepSource'] === true) out.binary = item.binary;
  else {
    out.binary = deepCopy(item.binary ?? {});
    unsetPath(out.binary as unknown as IDataObject, sourceKey);
  }
  return out;
}

async function toBinary(
  context: IExecuteFunctions,
  i: number,
  item: INodeExecutionData,
  options: IDataObject,
): Promise<INodeExecutionData | undefined> {
  const convertAll = context.getNodeParameter('convertAllData', i) as boolean;
  const destinationKey = context.getNodeParameter('destinationKey', i) as string;
  let value: unknown = convertAll ? item.json : getPath(item.json, context.getNodeParameter('sourceKey', i) as string);
  if (value === undefined) return undefined;
  const version = context.getNode().typeVersion;
  let mimeType = (options['mimeType'] as string | undefined) || undefined;
  let data: Buffer;
  if (options['dataIsBase64'] !== true) {
    if (options['useRawData'] !== true || typeof value === 'object') {
      value = JSON.stringify(value);
      mimeType ??= 'application/json';
    }
    data = iconv.encode(String(value), encodingOf(options), { addBOM: options['addBOM'] === true });
  } else {
    data = Buffer.from(String(value), 'base64');
  }
  if (!mimeType && version === 1) mimeType = 'application/json';
  const binary = await context.helpers.prepareBinaryData(data, (options['fileName'] as string | undefined) || undefined, mimeType);
  if (!binary.fileName && version > 1) binary.fileName = `file${binary.fileExtension ? `.${binary.fileExtension}` : ''}`;
  const out: INodeExecutionData = { json: {}, binary: deepCopy(item.binary ?? {}), pairedItem: { item: i } };
  setPath(out.binary as unknown as IDataObject, destinationKey, binary);
  if (options['keepSource'] === true) out.json = item.json;
  else if (!convertAll) {
    out.json = deepCopy(item.json);
    unsetPath(out.json, context.getNodeParameter('sourceKey', i) as string);
  }
  return out;
}

export const moveBinaryDataNode: INodeType = {
  description: moveBinaryDataDescription,
  async execute() {
    const mode = this.getNodeParameter('mode', 0) as string;
    if (mode !== 'binaryToJson' && mode !== 'jsonToBinary')
      throw new NodeOperationError(this.getNode(), `The operation "${mode}" is not known!`);
    const out: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      const options = this.getNodeParameter('options', i, {}) as IDataObject;
      const made = mode === 'binaryToJson' ? await toJson(this, i, items[i]!, options) : await toBinary(this, i, items[i]!, options);
      if (made) out.push(made);
    }
    return [out];
  },
};
