/**
 * Binary data on disk in the user folder (`<userFolder>/binaryData/<file id>`), never
 * inside run data: an item's binary entry holds only metadata and an id
 * `filesystem-v2:<file id>` (and `data: 'filesystem-v2'`), which `GET /rest/data/{id}`
 * serves. File ids are random UUIDs, so they cannot be guessed or point outside the folder.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IBinaryData } from '@sdk/workflow';

/** Storage mode marker in ids and `data`. */
export const BINARY_MODE = 'filesystem-v2';

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const MIME_EXTENSIONS: Record<string, string> = {
  'application/json': 'json',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/csv': 'csv',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

function fileTypeOf(mimeType: string): IBinaryData['fileType'] {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('audio/')) return 'audio';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType === 'text/html') return 'html';
  if (mimeType.includes('json')) return 'json';
  if (mimeType.startsWith('text/')) return 'text';
  return undefined;
}

function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** Stores and reads binary content. */
export class BinaryDataStore {
  private readonly folder: string;

  constructor(userFolder: string) {
    this.folder = path.join(userFolder, 'binaryData');
  }

  /** Writes `data` and returns the binary entry for an item. */
  async store(data: Buffer | Uint8Array, fileName?: string, mimeType?: string): Promise<IBinaryData> {
    await mkdir(this.folder, { recursive: true });
    const fileId = randomUUID();
    const buffer = Buffer.from(data);
    await writeFile(path.join(this.folder, fileId), buffer);
    const type = mimeType ?? (fileName ? guessMime(fileName) : 'application/octet-stream');
    const extension = fileName?.includes('.') ? fileName.split('.').pop() : MIME_EXTENSIONS[type];
    const entry: IBinaryData = { data: BINARY_MODE, mimeType: type, fileSize: humanSize(buffer.length), id: `${BINARY_MODE}:${fileId}` };
    const fileType = fileTypeOf(type);
    if (fileType) entry.fileType = fileType;
    if (fileName) entry.fileName = fileName;
    if (extension) entry.fileExtension = extension;
    return entry;
  }

  /** The file id inside `id` (`filesystem-v2:<uuid>`), or undefined when malformed. */
  fileIdOf(id: string): string | undefined {
    const fileId = id.startsWith(`${BINARY_MODE}:`) ? id.slice(BINARY_MODE.length + 1) : id;
    return FILE_ID.test(fileId) ? fileId : undefined;
  }

  /** The content of a stored id, or undefined when there is none. */
  async read(id: string): Promise<Buffer | undefined> {
    const fileId = this.fileIdOf(id);
    if (!fileId) return undefined;
    try {
      return await readFile(path.join(this.folder, fileId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** The content behind an item's binary entry (stored or inline base64). */
  async toBuffer(binary: IBinaryData): Promise<Buffer> {
    if (binary.id) {
      const content = await this.read(binary.id);
      if (!content) throw new Error(`The binary data "${binary.fileName ?? binary.id}" could not be found`);
      return content;
    }
    return Buffer.from(binary.data, 'base64');
  }

  /** Removes stored files (execution deletion). */
  async remove(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const fileId = this.fileIdOf(id);
      if (fileId) await rm(path.join(this.folder, fileId), { force: true });
    }
  }
}

function guessMime(fileName: string): string {
  const extension = fileName.split('.').pop()?.toLowerCase();
  const found = Object.entries(MIME_EXTENSIONS).find(([, ext]) => ext === extension);
  return found?.[0] ?? 'application/octet-stream';
}
