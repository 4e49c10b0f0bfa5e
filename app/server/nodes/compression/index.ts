/**
 * Compression (`n8n-nodes-base.compression` v1): zips or gzips the binary properties
 * named in "Binary Property" (comma-separated), or unpacks .zip and .gz files into binary
 * properties `<prefix>0`, `<prefix>1`, ..., with n8n's names: a zip keeps its entries'
 * names (macOS `__MACOSX` copies skipped), a gzip file becomes `<name>.<extension>`.
 * Files that are already compressed (images, PDF, Office, archives) are stored in a zip
 * without compressing them again, as n8n does. Unpacking is bounded: a file that would
 * expand past {@link MAX_EXPANDED_BYTES} is refused (a "zip bomb" never fills the disk).
 */
import { promisify } from 'node:util';
import { gunzip as zlibGunzip } from 'node:zlib';
import { gzip as fflateGzip, unzip as fflateUnzip, zip as fflateZip, type UnzipFileInfo, type Unzipped, type Zippable } from 'fflate';
import type { IBinaryData, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { compressionDescription } from './description';

/** The most one item's archives may expand to. */
export const MAX_EXPANDED_BYTES = 512 * 1024 * 1024;

const gzip = promisify(fflateGzip);
const unzip = (data: Uint8Array, filter: (file: UnzipFileInfo) => boolean) =>
  new Promise<Unzipped>((resolve, reject) => {
    fflateUnzip(data, { filter }, (error, files) => (error ? reject(error) : resolve(files)));
  });
const zip = promisify(fflateZip);
const gunzip = promisify(zlibGunzip);

const ALREADY_COMPRESSED: ReadonlySet<string> = new Set([
  '7z',
  'aifc',
  'bz2',
  'doc',
  'docx',
  'gif',
  'gz',
  'heic',
  'heif',
  'jpg',
  'jpeg',
  'mov',
  'mp3',
  'mp4',
  'pdf',
  'png',
  'ppt',
  'pptx',
  'rar',
  'webm',
  'webp',
  'xls',
  'xlsx',
  'zip',
]);

function names(context: IExecuteFunctions): string[] {
  return (context.getNodeParameter('binaryPropertyName', 0) as string).split(',').map((name) => name.trim());
}

/** What the file is when it has no name to tell: text if it reads as UTF-8 without NULs. */
function sniffMime(buffer: Buffer): string {
  const head = buffer.subarray(0, 4096);
  return !head.includes(0) && Buffer.from(head.toString('utf8'), 'utf8').equals(head) ? 'text/plain' : 'application/octet-stream';
}

async function unpackZip(context: IExecuteFunctions, buffer: Buffer, budget: { left: number }): Promise<Array<[string, Buffer]>> {
  let declared = 0;
  const files = await unzip(buffer, (file) => {
    if (file.name.includes('__MACOSX') || file.name.endsWith('/')) return false;
    declared += file.originalSize;
    if (declared > budget.left)
      throw new NodeOperationError(
        context.getNode(),
        `The archive expands to more than ${MAX_EXPANDED_BYTES / 1024 / 1024} MB; it is not unpacked`,
      );
    return true;
  });
  budget.left -= declared;
  return Object.entries(files).map(([name, data]) => [name, Buffer.from(data)]);
}

async function decompress(context: IExecuteFunctions, i: number, item: INodeExecutionData): Promise<INodeExecutionData> {
  const prefix = context.getNodeParameter('outputPrefix', 0) as string;
  const binary: Record<string, IBinaryData> = {};
  const budget = { left: MAX_EXPANDED_BYTES };
  let zipIndex = 0;
  for (const [index, property] of names(context).entries()) {
    const entry = context.helpers.assertBinaryData(i, property);
    const buffer = await context.helpers.getBinaryDataBuffer(i, property);
    const extension = entry.fileExtension?.toLowerCase();
    if (extension === 'zip') {
      for (const [name, data] of await unpackZip(context, buffer, budget))
        binary[`${prefix}${zipIndex++}`] = await context.helpers.prepareBinaryData(data, name);
    } else if (extension === 'gz') {
      let data: Buffer;
      try {
        data = await gunzip(buffer, { maxOutputLength: budget.left });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw new NodeOperationError(
            context.getNode(),
            `The archive expands to more than ${MAX_EXPANDED_BYTES / 1024 / 1024} MB; it is not unpacked`,
          );
        throw error;
      }
      budget.left -= data.length;
      const base = entry.fileName?.split('.')[0];
      const stored = await context.helpers.prepareBinaryData(data, undefined, sniffMime(data));
      const fileExtension = stored.mimeType === 'text/plain' ? 'txt' : 'bin';
      binary[`${prefix}${index}`] = { ...stored, fileName: `${base}.${fileExtension}`, fileExtension };
    }
  }
  return { json: item.json, binary, pairedItem: { item: i } };
}

async function compress(context: IExecuteFunctions, i: number, item: INodeExecutionData): Promise<INodeExecutionData> {
  const format = context.getNodeParameter('outputFormat', 0) as string;
  const files: Zippable = {};
  const binary: Record<string, IBinaryData> = {};
  for (const [index, property] of names(context).entries()) {
    const entry = context.helpers.assertBinaryData(i, property);
    const buffer = await context.helpers.getBinaryDataBuffer(i, property);
    if (format === 'zip') {
      files[entry.fileName ?? property] = [buffer, { level: ALREADY_COMPRESSED.has(entry.fileExtension ?? '') ? 0 : 6 }];
    } else if (format === 'gzip') {
      const prefix = context.getNodeParameter('outputPrefix', 0) as string;
      binary[`${prefix}${index}`] = await context.helpers.prepareBinaryData(
        Buffer.from(await gzip(buffer)),
        `${entry.fileName?.split('.')[0]}.gzip`,
      );
    }
  }
  if (format === 'zip') {
    const output = context.getNodeParameter('binaryPropertyOutput', 0, 'data') as string;
    binary[output] = await context.helpers.prepareBinaryData(
      Buffer.from(await zip(files)),
      context.getNodeParameter('fileName', 0) as string,
    );
  }
  return { json: item.json, binary, pairedItem: { item: i } };
}

export const compressionNode: INodeType = {
  description: compressionDescription,
  async execute() {
    const operation = this.getNodeParameter('operation', 0) as string;
    const out: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      try {
        out.push(operation === 'compress' ? await compress(this, i, items[i]!) : await decompress(this, i, items[i]!));
      } catch (error) {
        if (!this.continueOnFail())
          throw error instanceof NodeOperationError
            ? error
            : new NodeOperationError(this.getNode(), (error as Error).message, { itemIndex: i });
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return [out];
  },
};
