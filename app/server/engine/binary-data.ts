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

/**
 * Media types by file extension, as the mime-types table n8n looks names up in gives them
 * for the files workflows commonly make (text, data, office, archives, media).
 */
const EXTENSION_MIME: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  json: 'application/json',
  html: 'text/html',
  htm: 'text/html',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  xml: 'application/xml',
  md: 'text/markdown',
  css: 'text/css',
  js: 'application/javascript',
  yaml: 'text/yaml',
  yml: 'text/yaml',
  ics: 'text/calendar',
  rtf: 'application/rtf',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  '7z': 'application/x-7z-compressed',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  mp3: 'audio/mpeg',
  wav: 'audio/wave',
  mp4: 'video/mp4',
  webm: 'video/webm',
  eml: 'message/rfc822',
};

/** The extension a file of a media type gets when it has no name to tell. */
const MIME_EXTENSIONS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(EXTENSION_MIME).map(([extension, mime]) => [mime, extension])),
  'text/html': 'html',
  'text/yaml': 'yaml',
  'image/jpeg': 'jpg',
  'image/tiff': 'tif',
  'text/xml': 'xml',
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
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  return EXTENSION_MIME[extension] ?? 'application/octet-stream';
}
