/**
 * Read/Write Files from Disk (`n8n-nodes-base.readWriteFile` v1): reads the files a path
 * or glob pattern matches (one item per file, the file as binary data and its details as
 * JSON) or writes an item's binary data to a file (replacing or appending). Only files
 * inside the allowed folders are touched (app/server/engine/file-access.ts): a pattern
 * that matches a file elsewhere, a link out of an allowed folder or a path with `..` out
 * of it fails with n8n's "Access to the file is not allowed" message.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { readWriteFileDescription } from './description';

/** The files a selector names: itself when it is a plain path, else its glob matches. */
async function matches(context: IExecuteFunctions, selector: string): Promise<string[]> {
  const base = context.helpers.allowedFileFolders()[0] ?? '/';
  const absolute = path.isAbsolute(selector) ? selector : path.join(base, selector);
  if (!isDynamicPattern(absolute)) return [absolute];
  return (
    await glob(absolute, { absolute: true, onlyFiles: true, dot: false, followSymbolicLinks: false, expandDirectories: false })
  ).sort();
}

function errorText(error: unknown, file: string | undefined, operation: 'read' | 'write'): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT')
    return operation === 'read' ? `The file "${file}" could not be found.` : `The folder of "${file}" could not be found.`;
  if (code === 'EACCES' || code === 'EPERM')
    return operation === 'read' ? `You don't have the permissions to access the file "${file}".` : `The file "${file}" is not writable.`;
  if (code === 'EISDIR') return `"${file}" is a folder, not a file.`;
  return error instanceof Error ? error.message : String(error);
}

async function readFiles(context: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
  const options = context.getNodeParameter('options', i, {}) as IDataObject;
  const property = (options['dataPropertyName'] as string | undefined) || 'data';
  const out: INodeExecutionData[] = [];
  for (const file of await matches(context, String(context.getNodeParameter('fileSelector', i)))) {
    const real = await context.helpers.resolveFilePath(file, 'read');
    const binary = await context.helpers.prepareBinaryData(await readFile(real), path.basename(file));
    binary.directory = path.dirname(file);
    if (options['fileName'] !== undefined) binary.fileName = options['fileName'] as string;
    if (options['fileExtension'] !== undefined) binary.fileExtension = options['fileExtension'] as string;
    if (options['mimeType'] !== undefined) binary.mimeType = options['mimeType'] as string;
    const json: IDataObject = {
      mimeType: binary.mimeType,
      fileType: binary.fileType,
      fileName: binary.fileName,
      fileExtension: binary.fileExtension,
      fileSize: binary.fileSize,
    };
    out.push({ json, binary: { [property]: binary }, pairedItem: { item: i } });
  }
  return out;
}

async function writeOne(context: IExecuteFunctions, i: number, item: INodeExecutionData): Promise<INodeExecutionData> {
  const file = context.getNodeParameter('fileName', i) as string;
  const property = context.getNodeParameter('dataPropertyName', i) as string;
  const options = context.getNodeParameter('options', i, {}) as IDataObject;
  context.helpers.assertBinaryData(i, property);
  const content = await context.helpers.getBinaryDataBuffer(i, property);
  const real = await context.helpers.resolveFilePath(file, 'write');
  await writeFile(real, content, { flag: options['append'] ? 'a' : 'w' });
  const out: INodeExecutionData = { json: { ...item.json, fileName: file }, pairedItem: { item: i } };
  if (item.binary !== undefined) out.binary = { ...item.binary };
  return out;
}

export const readWriteFileNode: INodeType = {
  description: readWriteFileDescription,
  async execute() {
    const operation = this.getNodeParameter('operation', 0, 'read') as string;
    const items = this.getInputData();
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      const file = String(this.getNodeParameter(operation === 'read' ? 'fileSelector' : 'fileName', i, ''));
      try {
        if (operation === 'read') out.push(...(await readFiles(this, i)));
        else out.push(await writeOne(this, i, items[i]!));
      } catch (error) {
        const message =
          error instanceof NodeOperationError ? error.message : errorText(error, file, operation === 'read' ? 'read' : 'write');
        if (!this.continueOnFail()) throw new NodeOperationError(this.getNode(), message, { itemIndex: i });
        out.push({ json: { error: message }, pairedItem: { item: i } });
      }
    }
    return [out];
  },
};
