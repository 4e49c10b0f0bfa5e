/**
 * The Gmail 2 / 2.1 operations, one item at a time. Outputs as n8n's: a sent message
 * `{ id, threadId, labelIds }`, messages simple or parsed (get, get many), the relabelled
 * message (labels, read/unread), `{ success: true }` for deletions, Gmail's label and draft
 * objects (a draft read like a message, with `messageId`).
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import type { GoogleSession } from '../shared/google/google-request';
import {
  composeRaw,
  fetchMessage,
  listAll,
  listQuery,
  messageItem,
  SIMPLE_HEADERS,
  simplified,
  USER,
  type Attachment,
  type OutgoingMail,
  type ReadOptions,
} from './gmail-api';

const ATTRIBUTION = 'This email was sent automatically with Switchyard';

export interface Run {
  fn: IExecuteFunctions;
  session: GoogleSession;
  i: number;
  labels: () => Promise<IDataObject[]>;
}

const param = ({ fn, i }: Run, name: string, fallback?: unknown) => fn.getNodeParameter(name, i, fallback);
const options = (run: Run) => (param(run, 'options', {}) ?? {}) as IDataObject;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value as string));

/** A required ID parameter, refused when empty rather than sent as an empty path segment. */
function idOf(run: Run, name: string, label: string): string {
  const value = text(param(run, name, '')).trim();
  if (value === '') throw new NodeOperationError(run.fn.getNode(), `Enter the ${label}`, { itemIndex: run.i });
  return encodeURIComponent(value);
}

async function attachmentsOf(run: Run): Promise<Attachment[]> {
  const entries = (((options(run)['attachmentsUi'] ?? {}) as IDataObject)['attachmentsBinary'] ?? []) as IDataObject[];
  const fields = entries
    .flatMap((entry) => text(entry['property']).split(','))
    .map((field) => field.trim())
    .filter(Boolean);
  const out: Attachment[] = [];
  for (const field of fields) {
    const binary = run.fn.helpers.assertBinaryData(run.i, field);
    out.push({
      filename: binary.fileName ?? field,
      content: await run.fn.helpers.getBinaryDataBuffer(run.i, field),
      contentType: binary.mimeType,
    });
  }
  return out;
}

/** The body (text or HTML) with the attribution line from 2.1 unless turned off. */
function bodyOf(run: Run, withAttribution: boolean): Pick<OutgoingMail, 'text' | 'html'> {
  let message = text(param(run, 'message', ''));
  const html = param(run, 'emailType', 'text') === 'html';
  if (withAttribution && run.fn.getNode().typeVersion >= 2.1 && options(run)['appendAttribution'] !== false)
    message += html ? `<br><br>---<br><em>${ATTRIBUTION}</em>` : `\n\n---\n${ATTRIBUTION}`;
  return html ? { html: message } : { text: message };
}

async function sender(run: Run): Promise<string | undefined> {
  const name = text(options(run)['senderName']);
  if (!name) return undefined;
  const profile = (await run.session.request({ method: 'GET', service: 'gmail', path: `${USER}/profile` })) as IDataObject;
  return `"${name.replace(/"/g, '')}" <${text(profile['emailAddress'])}>`;
}

async function send(run: Run, mail: OutgoingMail, threadId?: string): Promise<IDataObject> {
  const raw = await composeRaw(mail);
  return (await run.session.request({
    method: 'POST',
    service: 'gmail',
    path: `${USER}/messages/send`,
    body: { raw, ...(threadId ? { threadId } : {}) },
  })) as IDataObject;
}

async function sendMessage(run: Run): Promise<IDataObject> {
  const chosen = options(run);
  return send(run, {
    from: await sender(run),
    to: text(param(run, 'sendTo', '')),
    cc: text(chosen['ccList']),
    bcc: text(chosen['bccList']),
    replyTo: text(chosen['replyTo']),
    subject: text(param(run, 'subject', '')),
    ...bodyOf(run, true),
    attachments: await attachmentsOf(run),
  });
}

const addresses = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

async function threadCall(
  run: Run,
  method: 'GET' | 'POST',
  suffix = '',
  extra: { qs?: IDataObject; body?: IDataObject } = {},
): Promise<IDataObject> {
  return (await run.session.request({
    method,
    service: 'gmail',
    path: `${USER}/threads/${idOf(run, 'threadId', 'Thread ID')}${suffix}`,
    ...extra,
  })) as IDataObject;
}

/** Thread `get`: its messages as items (or the thread as one), simplified like messages. */
async function getThread(run: Run): Promise<INodeExecutionData[]> {
  const simple = param(run, 'simple', true) !== false;
  const thread = await threadCall(run, 'GET', '', {
    qs: simple ? { format: 'metadata', metadataHeaders: SIMPLE_HEADERS } : { format: 'full' },
  });
  const labels = simple ? await run.labels() : [];
  const messages = ((thread['messages'] ?? []) as IDataObject[]).map((message) => (simple ? simplified(message, labels) : message));
  if (options(run)['returnOnlyMessages'] === false) return [{ json: { ...thread, messages } }];
  return messages.map((json) => ({ json }));
}

async function reply(run: Run): Promise<IDataObject> {
  const id = idOf(run, 'messageId', 'Message ID');
  const original = (await run.session.request({
    method: 'GET',
    service: 'gmail',
    path: `${USER}/messages/${id}`,
    qs: { format: 'metadata', metadataHeaders: ['From', 'To', 'Cc', 'Subject', 'Message-ID', 'References'] },
  })) as IDataObject;
  const headers = Object.fromEntries(
    (((original['payload'] as IDataObject | undefined)?.['headers'] ?? []) as Array<{ name: string; value: string }>).map((h) => [
      h.name.toLowerCase(),
      h.value,
    ]),
  );
  const chosen = options(run);
  const profile = (await run.session.request({ method: 'GET', service: 'gmail', path: `${USER}/profile` })) as IDataObject;
  const self = text(profile['emailAddress']).toLowerCase();
  const others = chosen['replyToSenderOnly'] === true ? [] : addresses(`${headers['to'] ?? ''},${headers['cc'] ?? ''}`);
  const to = [...new Set([headers['from'] ?? '', ...others])].filter((entry) => entry && !entry.toLowerCase().includes(self));
  const subject = text(headers['subject']);
  const messageIdHeader = text(headers['message-id']);
  return send(
    run,
    {
      from: await sender(run),
      to: to.join(', '),
      cc: text(chosen['ccList']),
      bcc: text(chosen['bccList']),
      subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
      ...bodyOf(run, true),
      inReplyTo: messageIdHeader,
      references: [text(headers['references']), messageIdHeader].filter(Boolean).join(' '),
      attachments: await attachmentsOf(run),
    },
    text(original['threadId']),
  );
}

function readOptions(run: Run, simple: boolean): ReadOptions {
  const chosen = options(run);
  return {
    simple,
    downloadAttachments: chosen['downloadAttachments'] === true,
    prefix: text(chosen['dataPropertyAttachmentsPrefixName']) || 'attachment_',
  };
}

async function readMessages(run: Run, ids: string[]): Promise<INodeExecutionData[]> {
  const read = readOptions(run, param(run, 'simple', true) !== false);
  const labels = read.simple ? await run.labels() : [];
  const out: INodeExecutionData[] = [];
  for (const id of ids)
    out.push(await messageItem(await fetchMessage(run.session, id, read), read, labels, run.fn.helpers.prepareBinaryData));
  return out;
}

const limitOf = (run: Run) => (param(run, 'returnAll', false) === true ? undefined : Number(param(run, 'limit', 50)));

async function modify(run: Run, body: IDataObject): Promise<IDataObject> {
  const id = idOf(run, 'messageId', 'Message ID');
  return (await run.session.request({
    method: 'POST',
    service: 'gmail',
    path: `${USER}/messages/${id}/modify`,
    body,
  })) as IDataObject;
}

async function remove(run: Run, path: string): Promise<IDataObject> {
  await run.session.request({ method: 'DELETE', service: 'gmail', path });
  return { success: true };
}

async function createDraft(run: Run): Promise<IDataObject> {
  const chosen = options(run);
  const raw = await composeRaw({
    from: text(chosen['fromAlias']),
    to: text(chosen['sendTo']),
    cc: text(chosen['ccList']),
    bcc: text(chosen['bccList']),
    replyTo: text(chosen['replyTo']),
    subject: text(param(run, 'subject', '')),
    ...bodyOf(run, false),
    attachments: await attachmentsOf(run),
  });
  const threadId = text(chosen['threadId']);
  return (await run.session.request({
    method: 'POST',
    service: 'gmail',
    path: `${USER}/drafts`,
    body: { message: { raw, ...(threadId ? { threadId } : {}) } },
  })) as IDataObject;
}

async function readDraft(run: Run, id: string): Promise<INodeExecutionData> {
  const draft = (await run.session.request({
    method: 'GET',
    service: 'gmail',
    path: `${USER}/drafts/${encodeURIComponent(id)}`,
    qs: { format: 'raw' },
  })) as IDataObject;
  const message = (draft['message'] ?? {}) as IDataObject;
  const item = await messageItem(message, readOptions(run, false), [], run.fn.helpers.prepareBinaryData);
  // The draft's ID and its message's Gmail ID, over the parsed Message-ID header.
  item.json = { ...item.json, id: draft['id'], messageId: message['id'] };
  return item;
}

type Handler = (run: Run) => Promise<IDataObject | IDataObject[] | INodeExecutionData[]>;

const HANDLERS: Readonly<Record<string, Handler>> = {
  'message:send': sendMessage,
  'message:reply': reply,
  'message:get': (run) => readMessages(run, [decodeURIComponent(idOf(run, 'messageId', 'Message ID'))]),
  'message:getAll': async (run) => {
    const found = await listAll(
      run.session,
      `${USER}/messages`,
      'messages',
      listQuery((param(run, 'filters', {}) ?? {}) as IDataObject),
      limitOf(run),
    );
    return readMessages(
      run,
      found.map((entry) => text(entry['id'])),
    );
  },
  'message:delete': (run) => remove(run, `${USER}/messages/${idOf(run, 'messageId', 'Message ID')}`),
  'message:markAsRead': (run) => modify(run, { removeLabelIds: ['UNREAD'] }),
  'message:markAsUnread': (run) => modify(run, { addLabelIds: ['UNREAD'] }),
  'message:addLabels': (run) => modify(run, { addLabelIds: param(run, 'labelIds', []) }),
  'message:removeLabels': (run) => modify(run, { removeLabelIds: param(run, 'labelIds', []) }),
  'label:create': async (run) =>
    (await run.session.request({
      method: 'POST',
      service: 'gmail',
      path: `${USER}/labels`,
      body: { labelListVisibility: 'labelShow', messageListVisibility: 'show', ...options(run), name: text(param(run, 'name', '')) },
    })) as IDataObject,
  'label:get': async (run) =>
    (await run.session.request({
      method: 'GET',
      service: 'gmail',
      path: `${USER}/labels/${idOf(run, 'labelId', 'Label ID')}`,
    })) as IDataObject,
  'label:delete': (run) => remove(run, `${USER}/labels/${idOf(run, 'labelId', 'Label ID')}`),
  'label:getAll': async (run) => {
    const labels = await run.labels();
    const limit = limitOf(run);
    return limit === undefined ? labels : labels.slice(0, limit);
  },
  'thread:get': getThread,
  'thread:getAll': async (run) =>
    listAll(run.session, `${USER}/threads`, 'threads', listQuery((param(run, 'filters', {}) ?? {}) as IDataObject), limitOf(run)),
  'thread:reply': reply,
  'thread:delete': (run) => remove(run, `${USER}/threads/${idOf(run, 'threadId', 'Thread ID')}`),
  'thread:trash': (run) => threadCall(run, 'POST', '/trash'),
  'thread:untrash': (run) => threadCall(run, 'POST', '/untrash'),
  'thread:addLabels': (run) => threadCall(run, 'POST', '/modify', { body: { addLabelIds: param(run, 'labelIds', []) } }),
  'thread:removeLabels': (run) => threadCall(run, 'POST', '/modify', { body: { removeLabelIds: param(run, 'labelIds', []) } }),
  'draft:create': createDraft,
  'draft:get': async (run) => [await readDraft(run, decodeURIComponent(idOf(run, 'messageId', 'Draft ID')))],
  'draft:delete': (run) => remove(run, `${USER}/drafts/${idOf(run, 'messageId', 'Draft ID')}`),
  'draft:getAll': async (run) => {
    const qs = options(run)['includeSpamTrash'] === true ? { includeSpamTrash: true } : {};
    const drafts = await listAll(run.session, `${USER}/drafts`, 'drafts', qs, limitOf(run));
    const out: INodeExecutionData[] = [];
    for (const draft of drafts) out.push(await readDraft(run, text(draft['id'])));
    return out;
  },
};

const isItem = (value: unknown): value is INodeExecutionData => value !== null && typeof value === 'object' && 'json' in value;

/** Runs `resource`/`operation` for one item. */
export async function runGmailItem(run: Run, resource: string, operation: string): Promise<INodeExecutionData[]> {
  const handler = HANDLERS[`${resource}:${operation}`];
  if (!handler)
    throw new NodeOperationError(run.fn.getNode(), `The operation "${operation}" of "${resource}" is not supported`, { itemIndex: run.i });
  const result = await handler(run);
  return (Array.isArray(result) ? result : [result]).map((entry) => (isItem(entry) ? entry : { json: entry }));
}
