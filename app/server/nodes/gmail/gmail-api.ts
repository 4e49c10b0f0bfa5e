/**
 * Gmail v1 calls shared by the Gmail node and the Gmail Trigger: the session, messages
 * composed as RFC 822 (nodemailer's composer, attachments from binary data) and sent as
 * base64url `raw`, the Get Many filters as a Gmail search, every page of a list, and a
 * message as an item: "simple" (the `metadata` format, headers From/To/Cc/Bcc/Subject at
 * the top level, label IDs as `labels` with names) or parsed from its `raw` form
 * (mailparser, attachments as binary `<prefix>N` when asked).
 */
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { simpleParser } from 'mailparser';
import type { IBinaryData, IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, ILoadOptionsFunctions, IPollFunctions } from '../../engine/node-interface';
import { parsedMailItem } from '../email-read-imap/mail-items';
import { googleSession, type GoogleSession } from '../shared/google/google-request';

export const GMAIL_SCOPES = [
  'https://www.googleapis.com/auth/gmail.modify',
  'https://www.googleapis.com/auth/gmail.compose',
  'https://mail.google.com/',
];
export const USER = '/gmail/v1/users/me';
export const SIMPLE_HEADERS = ['From', 'To', 'Cc', 'Bcc', 'Subject'];

export function gmailSession(
  fn: IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions,
  authentication: string,
): Promise<GoogleSession> {
  return googleSession(fn, authentication, 'gmailOAuth2', GMAIL_SCOPES);
}

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  from?: string;
  to?: string;
  cc?: string;
  bcc?: string;
  replyTo?: string;
  subject: string;
  text?: string;
  html?: string;
  inReplyTo?: string;
  references?: string;
  attachments?: Attachment[];
}

/** The message as Gmail's `raw`: RFC 822, base64url. */
export async function composeRaw(mail: OutgoingMail): Promise<string> {
  const defined = Object.fromEntries(Object.entries(mail).filter(([, value]) => value !== undefined && value !== ''));
  // keepBcc: Gmail reads the Bcc header to deliver, then removes it.
  const composer = new MailComposer({ ...defined, keepBcc: true } as ConstructorParameters<typeof MailComposer>[0]);
  const message = composer.compile();
  message.keepBcc = true;
  const built = await message.build();
  return built.toString('base64url');
}

/** The Get Many / trigger filters as a Gmail search and list parameters. */
export function listQuery(filters: IDataObject, extra: string[] = []): IDataObject {
  const q: string[] = [];
  if (filters['sender']) q.push(`from:${String(filters['sender'])}`);
  if (filters['readStatus'] && filters['readStatus'] !== 'both') q.push(`is:${String(filters['readStatus'])}`);
  const seconds = (value: unknown) => Math.floor((typeof value === 'number' ? value : Date.parse(String(value))) / 1000);
  if (filters['receivedAfter']) q.push(`after:${seconds(filters['receivedAfter'])}`);
  if (filters['receivedBefore']) q.push(`before:${seconds(filters['receivedBefore'])}`);
  if (filters['q']) q.push(String(filters['q']));
  q.push(...extra);
  const labels = (filters['labelIds'] ?? []) as string[];
  return {
    ...(q.length > 0 ? { q: q.join(' ') } : {}),
    ...(labels.length > 0 ? { labelIds: labels } : {}),
    ...(filters['includeSpamTrash'] === true ? { includeSpamTrash: true } : {}),
  };
}

/** Every entry of `key` in a Gmail list, page after page, or the first `limit`. */
export async function listAll(session: GoogleSession, path: string, key: string, qs: IDataObject, limit?: number): Promise<IDataObject[]> {
  const found: IDataObject[] = [];
  let pageToken: string | undefined;
  do {
    const page = (await session.request({
      method: 'GET',
      service: 'gmail',
      path,
      qs: { ...qs, maxResults: Math.min(limit ?? 500, 500), ...(pageToken ? { pageToken } : {}) },
    })) as IDataObject;
    found.push(...((page[key] ?? []) as IDataObject[]));
    pageToken = typeof page['nextPageToken'] === 'string' ? page['nextPageToken'] : undefined;
  } while (pageToken && (limit === undefined || found.length < limit));
  return limit === undefined ? found : found.slice(0, limit);
}

export async function labelsOf(session: GoogleSession): Promise<IDataObject[]> {
  return ((await session.request({ method: 'GET', service: 'gmail', path: `${USER}/labels` })) as IDataObject)['labels'] as IDataObject[];
}

/** n8n's simplified message: headers on top, label IDs as `{ id, name }`. */
export function simplified(message: IDataObject, labels: IDataObject[]): IDataObject {
  const { payload, labelIds, ...rest } = message;
  const out: IDataObject = { ...rest };
  const ids = Array.isArray(labelIds) ? (labelIds as unknown[]) : undefined;
  if (ids) out['labels'] = labels.filter((label) => ids.includes(label['id'])).map((label) => ({ id: label['id'], name: label['name'] }));
  for (const header of ((payload as IDataObject | undefined)?.['headers'] ?? []) as Array<{ name: string; value: string }>)
    if (SIMPLE_HEADERS.includes(header.name)) out[header.name] = header.value;
  return out;
}

export interface ReadOptions {
  simple: boolean;
  downloadAttachments: boolean;
  prefix: string;
}

type Prepare = (data: Buffer, fileName?: string, mimeType?: string) => Promise<IBinaryData>;

/** A fetched message (`message` with `raw` or `payload`) as the item the node outputs. */
export async function messageItem(
  message: IDataObject,
  read: ReadOptions,
  labels: IDataObject[],
  prepare: Prepare,
  extra: IDataObject = {},
): Promise<INodeExecutionData> {
  if (read.simple) return { json: { ...extra, ...simplified(message, labels) } };
  const parsed = await simpleParser(Buffer.from(String(message['raw'] ?? ''), 'base64url'));
  const base = Object.fromEntries(
    ['id', 'threadId', 'labelIds', 'sizeEstimate'].filter((key) => key in message).map((key) => [key, message[key]]),
  );
  const item = await parsedMailItem(
    read.downloadAttachments ? parsed : { ...parsed, attachments: [] },
    { ...base, ...extra },
    read.prefix,
    prepare,
  );
  return item;
}

/** Fetches a message in the format `read` needs. */
export async function fetchMessage(session: GoogleSession, id: string, read: ReadOptions): Promise<IDataObject> {
  return (await session.request({
    method: 'GET',
    service: 'gmail',
    path: `${USER}/messages/${encodeURIComponent(id)}`,
    qs: read.simple ? { format: 'metadata', metadataHeaders: SIMPLE_HEADERS } : { format: 'raw' },
  })) as IDataObject;
}
