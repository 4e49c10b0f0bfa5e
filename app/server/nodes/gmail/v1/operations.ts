/**
 * Gmail 1's operations, one item at a time, as n8n's version 1 runs them. Mails are built
 * from lists of addresses (each as `<address>, `), the plain text and, with "HTML", an HTML
 * body; "Override Sender Name" is the From header as written. A reply goes in the given
 * thread with the original's Subject and References, In-Reply-To the given message ID, to
 * the original's sender when no address is listed. Messages and drafts are read in the
 * chosen "Format" (resolved by default: the raw message parsed, attachments as binary
 * `<prefix>N`; a draft's `id` its own and `messageId` its message's). Outputs: Gmail's
 * answers, `{ success: true }` for deletions.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import type { GoogleSession } from '../../shared/google/google-request';
import { composeRaw, listAll, messageItem, USER, type Attachment } from '../gmail-api';

export interface RunV1 {
  fn: IExecuteFunctions;
  session: GoogleSession;
  i: number;
}

type Operation = (run: RunV1) => Promise<INodeExecutionData[]>;

const param = ({ fn, i }: RunV1, name: string, fallback?: unknown) => fn.getNodeParameter(name, i, fallback);
const fields = (run: RunV1) => (param(run, 'additionalFields', {}) ?? {}) as IDataObject;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value as string));
const one = (json: IDataObject): INodeExecutionData[] => [{ json }];

async function call(run: RunV1, method: 'GET' | 'POST' | 'DELETE', path: string, extra: { qs?: IDataObject; body?: IDataObject } = {}) {
  return (await run.session.request({ method, service: 'gmail', path: `${USER}${path}`, ...extra })) as IDataObject;
}

/** A path segment from a required ID parameter, refused when empty. */
function idOf(run: RunV1, name: string, label: string): string {
  const value = text(param(run, name, '')).trim();
  if (value === '') throw new NodeOperationError(run.fn.getNode(), `Enter the ${label}`, { itemIndex: run.i });
  return encodeURIComponent(value);
}

const listed = (value: unknown) => (Array.isArray(value) ? value.map((address) => `<${text(address)}>, `).join('') : '');

async function attachmentsOf(run: RunV1): Promise<Attachment[]> {
  const entries = (((fields(run)['attachmentsUi'] ?? {}) as IDataObject)['attachmentsBinary'] ?? []) as IDataObject[];
  // As n8n's version 1: attachments only from an item that has binary data.
  if (!run.fn.getInputData()[run.i]?.binary) return [];
  const out: Attachment[] = [];
  for (const field of entries.flatMap((entry) => text(entry['property']).split(','))) {
    const binary = run.fn.helpers.assertBinaryData(run.i, field);
    out.push({
      filename: binary.fileName || 'unknown',
      content: await run.fn.helpers.getBinaryDataBuffer(run.i, field),
      contentType: binary.mimeType,
    });
  }
  return out;
}

interface Mail {
  to: string;
  subject: string;
  inReplyTo?: string;
  references?: string;
}

/** The mail as `raw`, and the query n8n's version 1 adds when it carries attachments. */
async function composed(run: RunV1, mail: Mail): Promise<{ raw: string; qs: IDataObject }> {
  const chosen = fields(run);
  const attachments = await attachmentsOf(run);
  const raw = await composeRaw({
    from: text(chosen['senderName']),
    to: mail.to,
    cc: listed(chosen['ccList']),
    bcc: listed(chosen['bccList']),
    subject: mail.subject,
    text: text(param(run, 'message', '')),
    ...(param(run, 'includeHtml', false) === true ? { html: text(param(run, 'htmlMessage', '')) } : {}),
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
    ...(mail.references ? { references: mail.references } : {}),
    attachments,
  });
  const hasAttachments = chosen['attachmentsUi'] !== undefined && Object.keys(chosen['attachmentsUi'] as IDataObject).length > 0;
  return { raw, qs: hasAttachments ? { userId: 'me', uploadType: 'media' } : {} };
}

const send: Operation = async (run) => {
  const { raw, qs } = await composed(run, { to: listed(param(run, 'toList', [])), subject: text(param(run, 'subject', '')) });
  return one(await call(run, 'POST', '/messages/send', { qs, body: { raw } }));
};

const header = (headers: Array<{ name: string; value: string }>, name: string) => headers.find((h) => h.name === name)?.value ?? '';

/** n8n's extractEmail: the address inside `<…>`, or the text as it is. */
const addressIn = (value: string) => (value.includes('<') ? value.split('<')[1]!.slice(0, -1) : value);

const reply: Operation = async (run) => {
  const id = text(param(run, 'messageId', ''));
  const original = await call(run, 'GET', `/messages/${idOf(run, 'messageId', 'Message ID')}`, { qs: { format: 'metadata' } });
  const headers = ((original['payload'] as IDataObject | undefined)?.['headers'] ?? []) as Array<{ name: string; value: string }>;
  let to = listed(param(run, 'toList', []));
  const from = headers.find((h) => h.name === 'From');
  if (to === '' && from) to = `<${addressIn(from.value)}>,`;
  const { raw, qs } = await composed(run, {
    to,
    subject: header(headers, 'Subject'),
    inReplyTo: id,
    references: header(headers, 'References'),
  });
  return one(await call(run, 'POST', '/messages/send', { qs, body: { raw, threadId: text(param(run, 'threadId', '')) } }));
};

interface Read {
  format: string;
  prefix: string;
}

function readOf(run: RunV1): Read {
  const chosen = fields(run);
  return { format: text(chosen['format']) || 'resolved', prefix: text(chosen['dataPropertyAttachmentsPrefixName']) || 'attachment_' };
}

const formatQuery = (read: Read) => ({ format: read.format === 'resolved' ? 'raw' : read.format });

/** A message (Gmail's answer in `read.format`) as the item n8n's version 1 outputs. */
async function messageOut(run: RunV1, message: IDataObject, read: Read): Promise<INodeExecutionData> {
  if (read.format !== 'resolved') return { json: message };
  const options = { simple: false, downloadAttachments: true, prefix: read.prefix };
  return messageItem(message, options, [], run.fn.helpers.prepareBinaryData);
}

async function draftOut(run: RunV1, draft: IDataObject, read: Read): Promise<INodeExecutionData> {
  if (read.format !== 'resolved') return { json: draft };
  const message = (draft['message'] ?? {}) as IDataObject;
  const item = await messageOut(run, message, read);
  item.json = { ...item.json, messageId: item.json['id'], id: draft['id'] };
  return item;
}

const limitOf = (run: RunV1) => (param(run, 'returnAll', false) === true ? undefined : Number(param(run, 'limit', 10)));

async function listOf(run: RunV1, path: string, key: string, qs: IDataObject): Promise<IDataObject[]> {
  const limit = limitOf(run);
  // Return All walks every page, 100 at a time; a limit asks once for that many.
  if (limit === undefined) return listAll(run.session, `${USER}${path}`, key, { ...qs, maxResults: 100 });
  return ((await call(run, 'GET', path, { qs: { ...qs, maxResults: limit } }))[key] ?? []) as IDataObject[];
}

const getMessage: Operation = async (run) => {
  const read = readOf(run);
  return [
    await messageOut(run, await call(run, 'GET', `/messages/${idOf(run, 'messageId', 'Message ID')}`, { qs: formatQuery(read) }), read),
  ];
};

const getMessages: Operation = async (run) => {
  const chosen = fields(run);
  const read = readOf(run);
  const labels = (chosen['labelIds'] ?? []) as string[];
  const qs: IDataObject = {
    ...(chosen['q'] ? { q: chosen['q'] } : {}),
    ...(Array.isArray(labels) && labels.length > 0 ? { labelIds: labels } : {}),
    ...(chosen['includeSpamTrash'] === true ? { includeSpamTrash: true } : {}),
  };
  const found = await listOf(run, '/messages', 'messages', qs);
  if (read.format === 'ids') return found.map((json) => ({ json }));
  const out: INodeExecutionData[] = [];
  for (const entry of found)
    out.push(
      await messageOut(run, await call(run, 'GET', `/messages/${encodeURIComponent(text(entry['id']))}`, { qs: formatQuery(read) }), read),
    );
  return out;
};

const getDraft: Operation = async (run) => {
  const read = readOf(run);
  return [await draftOut(run, await call(run, 'GET', `/drafts/${idOf(run, 'messageId', 'Draft ID')}`, { qs: formatQuery(read) }), read)];
};

const getDrafts: Operation = async (run) => {
  const read = readOf(run);
  const qs = fields(run)['includeSpamTrash'] === true ? { includeSpamTrash: true } : {};
  const found = await listOf(run, '/drafts', 'drafts', qs);
  if (read.format === 'ids') return found.map((json) => ({ json }));
  const out: INodeExecutionData[] = [];
  for (const entry of found)
    out.push(
      await draftOut(run, await call(run, 'GET', `/drafts/${encodeURIComponent(text(entry['id']))}`, { qs: formatQuery(read) }), read),
    );
  return out;
};

const createDraft: Operation = async (run) => {
  const { raw, qs } = await composed(run, { to: listed(fields(run)['toList']), subject: text(param(run, 'subject', '')) });
  return one(await call(run, 'POST', '/drafts', { qs, body: { message: { raw } } }));
};

const removed =
  (path: (run: RunV1) => string): Operation =>
  async (run) => {
    await call(run, 'DELETE', path(run));
    return one({ success: true });
  };

const relabel =
  (key: 'addLabelIds' | 'removeLabelIds'): Operation =>
  async (run) =>
    one(
      await call(run, 'POST', `/messages/${idOf(run, 'messageId', 'Message ID')}/modify`, { body: { [key]: param(run, 'labelIds', []) } }),
    );

const createLabel: Operation = async (run) =>
  one(
    await call(run, 'POST', '/labels', {
      body: {
        labelListVisibility: param(run, 'labelListVisibility', 'labelShow'),
        messageListVisibility: param(run, 'messageListVisibility', 'show'),
        name: param(run, 'name', ''),
      },
    }),
  );

const getLabels: Operation = async (run) => {
  const labels = ((await call(run, 'GET', '/labels'))['labels'] ?? []) as IDataObject[];
  const chosen = param(run, 'returnAll', false) === true ? labels : labels.slice(0, Number(param(run, 'limit', 50)));
  return chosen.map((json) => ({ json }));
};

export const GMAIL_V1_OPERATIONS: Readonly<Record<string, Readonly<Record<string, Operation>>>> = {
  message: {
    send,
    reply,
    get: getMessage,
    getAll: getMessages,
    delete: removed((run) => `/messages/${idOf(run, 'messageId', 'Message ID')}`),
  },
  draft: {
    create: createDraft,
    get: getDraft,
    getAll: getDrafts,
    delete: removed((run) => `/drafts/${idOf(run, 'messageId', 'Draft ID')}`),
  },
  label: {
    create: createLabel,
    get: async (run) => one(await call(run, 'GET', `/labels/${idOf(run, 'labelId', 'Label ID')}`)),
    getAll: getLabels,
    delete: removed((run) => `/labels/${idOf(run, 'labelId', 'Label ID')}`),
  },
  messageLabel: { add: relabel('addLabelIds'), remove: relabel('removeLabelIds') },
};
