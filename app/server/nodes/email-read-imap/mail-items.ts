/**
 * One fetched message as the item n8n's Email Trigger (IMAP) v2 outputs, per format:
 * - simple: the first text/html and text/plain parts as `textHtml`/`textPlain`, the
 *   headers `cc`, `date`, `from`, `subject`, `to` at the top level and every other header
 *   under `metadata` (lower-case names, first occurrence, unfolded and decoded but not
 *   parsed), `attributes.uid`; attachments (parts with an "attachment" disposition) as
 *   binary `<prefix>0`, `<prefix>1`, ... when downloading them.
 * - resolved: mailparser's parsed message, `headers` as name → raw header line,
 *   `attributes.uid`, every attachment as binary `<prefix>N`.
 * - raw: `{ raw }`, the message body (what follows the header block) as text.
 */
import iconv from 'iconv-lite';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { IBinaryData, IDataObject, INodeExecutionData } from '@sdk/workflow';

/** How the node was asked to output messages. */
export interface ItemFormat {
  format: string;
  downloadAttachments: boolean;
  prefix: string;
}

/** What a message brings: its source and which text parts its structure lists. */
export interface FetchedMail {
  uid: number;
  source: Buffer;
  hasPlain: boolean;
  hasHtml: boolean;
}

type PrepareBinary = (data: Buffer, fileName?: string, mimeType?: string) => Promise<IBinaryData>;

const TOP_LEVEL_HEADERS: readonly string[] = ['cc', 'date', 'from', 'subject', 'to'];

/** Decodes RFC 2047 encoded words (`=?utf-8?B?...?=`) as node-imap does for header values. */
export function decodeWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return joined.replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (word, charset: string, encoding: string, text: string) => {
    try {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return iconv.decode(bytes, charset.split('*')[0]!);
    } catch {
      return word;
    }
  });
}

function headerValue(line: string): string {
  return decodeWords(
    line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim(),
  );
}

async function binaries(
  attachments: ParsedMail['attachments'],
  prefix: string,
  prepare: PrepareBinary,
): Promise<INodeExecutionData['binary']> {
  if (attachments.length === 0) return undefined;
  const binary: NonNullable<INodeExecutionData['binary']> = {};
  for (const [index, attachment] of attachments.entries()) {
    binary[`${prefix}${index}`] = await prepare(attachment.content, attachment.filename, attachment.contentType);
  }
  return binary;
}

async function simpleItem(mail: FetchedMail, parsed: ParsedMail, format: ItemFormat, prepare: PrepareBinary) {
  const json: IDataObject = {
    textHtml: mail.hasHtml && typeof parsed.html === 'string' ? parsed.html : '',
    textPlain: mail.hasPlain ? (parsed.text ?? '') : '',
    metadata: {},
    attributes: { uid: mail.uid },
  };
  const metadata = json['metadata'] as IDataObject;
  for (const { key, line } of parsed.headerLines) {
    const target = TOP_LEVEL_HEADERS.includes(key) ? json : metadata;
    if (!(key in target)) target[key] = headerValue(line);
  }
  const item: INodeExecutionData = { json };
  if (format.downloadAttachments) {
    const attached = parsed.attachments.filter((attachment) => attachment.contentDisposition === 'attachment');
    const binary = await binaries(attached, format.prefix, prepare);
    if (binary !== undefined) item.binary = binary;
  }
  return item;
}

async function resolvedItem(mail: FetchedMail, parsed: ParsedMail, format: ItemFormat, prepare: PrepareBinary) {
  return parsedMailItem(parsed, { attributes: { uid: mail.uid } }, format.prefix, prepare);
}

/**
 * mailparser's parsed message as an item (n8n's "resolved" shape, which the Gmail node's
 * raw messages share): `headers` as name → raw header line, `extra` fields added, every
 * attachment as binary `<prefix>N`.
 */
export async function parsedMailItem(
  parsed: ParsedMail,
  extra: IDataObject,
  prefix: string,
  prepare: PrepareBinary,
): Promise<INodeExecutionData> {
  const headers: IDataObject = {};
  for (const { key, line } of parsed.headerLines) headers[key] = line;
  const { attachments, headerLines: _lines, headers: _map, ...rest } = parsed;
  // Dates and nested objects become what they are in the stored execution (JSON).
  const json = JSON.parse(JSON.stringify({ ...extra, ...rest, headers })) as IDataObject;
  const item: INodeExecutionData = { json };
  const binary = await binaries(attachments, prefix, prepare);
  if (binary !== undefined) item.binary = binary;
  return item;
}

function rawItem(mail: FetchedMail): INodeExecutionData {
  const text = mail.source.toString('utf8');
  const end = text.search(/\r?\n\r?\n/);
  return { json: { raw: end === -1 ? '' : text.slice(end).replace(/^\r?\n\r?\n/, '') } };
}

/**
 * @param mail - the fetched message
 * @param format - the node's format parameters
 * @param prepare - the context's `prepareBinaryData`
 * @returns the item for the message
 */
export async function mailItem(mail: FetchedMail, format: ItemFormat, prepare: PrepareBinary): Promise<INodeExecutionData> {
  if (format.format === 'raw') return rawItem(mail);
  const parsed = await simpleParser(mail.source);
  return format.format === 'resolved' ? resolvedItem(mail, parsed, format, prepare) : simpleItem(mail, parsed, format, prepare);
}
