/**
 * The Gmail v1 slice of the Google stand-in (`/gmail/v1/users/me/...`): messages listed
 * newest first (`q` with is:read / is:unread, from:, after: / before: in epoch seconds,
 * has:attachment and words; `labelIds`; spam and trash left out unless asked; `maxResults`
 * and `pageToken` paging), read as `raw`, `metadata` or `full`, sent from a base64url
 * RFC 822 `raw`, relabelled (`modify`), deleted; threads (the messages sharing a thread ID:
 * listed, read, relabelled, trashed and untrashed, deleted); labels and drafts. Errors in Google's shape.
 */
import type { IDataObject } from '@sdk/workflow';
import type { SeenRequest } from '../../../http-request/testing/local-server';
import type { DriveAnswer } from './drive-routes';

export interface StandInMessage {
  id: string;
  threadId: string;
  labelIds: string[];
  raw: Buffer;
  /** Epoch milliseconds. */
  internalDate: number;
}

export interface GmailState {
  messages: StandInMessage[];
  labels: IDataObject[];
  drafts: Array<{ id: string; message: StandInMessage }>;
  gmailCount: { value: number };
}

export const SYSTEM_LABELS: IDataObject[] = ['INBOX', 'SENT', 'DRAFT', 'UNREAD', 'SPAM', 'TRASH', 'STARRED', 'IMPORTANT'].map((id) => ({
  id,
  name: id,
  type: 'system',
}));

const error = (status: number, reason: string, message: string): DriveAnswer => ({
  status,
  body: {
    error: {
      code: status,
      message,
      errors: [{ domain: 'global', reason, message }],
      status: reason === 'notFound' ? 'NOT_FOUND' : 'INVALID_ARGUMENT',
    },
  },
});

/** The message's header block as name → value (first of each, unfolded). */
export function headersOf(raw: Buffer): Array<{ name: string; value: string }> {
  const text = raw.toString('utf8');
  const end = text.search(/\r?\n\r?\n/);
  const block = (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  return block
    .split(/\r?\n/)
    .filter((line) => line.includes(':'))
    .map((line) => ({ name: line.slice(0, line.indexOf(':')), value: line.slice(line.indexOf(':') + 1).trim() }));
}

const header = (message: StandInMessage, name: string) =>
  headersOf(message.raw).find((h) => h.name.toLowerCase() === name.toLowerCase())?.value ?? '';

function bodyText(message: StandInMessage): string {
  const text = message.raw.toString('utf8');
  return text.slice(Math.max(0, text.search(/\r?\n\r?\n/)));
}

function matches(message: StandInMessage, q: string): boolean {
  for (const term of q.split(/\s+/).filter(Boolean)) {
    const [key, value = ''] = term.includes(':') ? [term.slice(0, term.indexOf(':')), term.slice(term.indexOf(':') + 1)] : ['', term];
    const seconds = message.internalDate / 1000;
    const ok =
      key === 'is'
        ? value === 'unread'
          ? message.labelIds.includes('UNREAD')
          : value === 'read'
            ? !message.labelIds.includes('UNREAD')
            : message.labelIds.includes(value.toUpperCase())
        : key === 'from'
          ? header(message, 'From').toLowerCase().includes(value.toLowerCase())
          : key === 'after'
            ? seconds >= Number(value)
            : key === 'before'
              ? seconds < Number(value)
              : key === 'has'
                ? /Content-Disposition:\s*attachment/i.test(message.raw.toString('utf8'))
                : `${header(message, 'Subject')} ${bodyText(message)}`.toLowerCase().includes(term.toLowerCase());
    if (!ok) return false;
  }
  return true;
}

function snippet(message: StandInMessage): string {
  return bodyText(message)
    .replace(/<[^>]+>|--[^\s]+|Content-[^\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

export function messageJson(message: StandInMessage, query: URLSearchParams): IDataObject {
  const base: IDataObject = {
    id: message.id,
    threadId: message.threadId,
    labelIds: message.labelIds,
    snippet: snippet(message),
    sizeEstimate: message.raw.length,
    historyId: String(1000 + Number(message.id.replace(/\D/g, '') || 0)),
    internalDate: String(message.internalDate),
  };
  const format = query.get('format') ?? 'full';
  if (format === 'raw') return { ...base, raw: message.raw.toString('base64url') };
  if (format === 'minimal') return base;
  const wanted = query.getAll('metadataHeaders').map((name) => name.toLowerCase());
  const headers = headersOf(message.raw).filter(
    (h) => format !== 'metadata' || wanted.length === 0 || wanted.includes(h.name.toLowerCase()),
  );
  return { ...base, payload: { mimeType: /multipart/i.test(header(message, 'Content-Type')) ? 'multipart/mixed' : 'text/plain', headers } };
}

function page<T>(list: T[], query: URLSearchParams, fallback = 100): { items: T[]; next?: string } {
  const size = Math.min(Number(query.get('maxResults') ?? fallback) || fallback, 500);
  const start = Number(query.get('pageToken') ?? 0) || 0;
  return { items: list.slice(start, start + size), ...(start + size < list.length ? { next: String(start + size) } : {}) };
}

function newMessage(state: GmailState, raw: Buffer, labelIds: string[], threadId?: string): StandInMessage {
  const id = `m${String(++state.gmailCount.value).padStart(4, '0')}`;
  const message = { id, threadId: threadId || `t${id.slice(1)}`, labelIds, raw, internalDate: Date.now() };
  return message;
}

function rawOf(body: IDataObject): Buffer | undefined {
  const raw = (body['raw'] ?? (body['message'] as IDataObject | undefined)?.['raw']) as unknown;
  return typeof raw === 'string' && raw !== '' ? Buffer.from(raw, 'base64url') : undefined;
}

function labels(state: GmailState, method: string, id: string | undefined, body: IDataObject): DriveAnswer {
  if (!id && method === 'GET') return { status: 200, body: { labels: state.labels } };
  if (!id && method === 'POST') {
    if (state.labels.some((label) => label['name'] === body['name'])) return error(409, 'alreadyExists', 'Label name exists or conflicts');
    const label = {
      id: `Label_${state.labels.length + 1}`,
      type: 'user',
      messageListVisibility: 'show',
      labelListVisibility: 'labelShow',
      ...body,
    };
    state.labels.push(label);
    return { status: 200, body: label };
  }
  const label = state.labels.find((entry) => entry['id'] === id);
  if (!label) return error(404, 'notFound', 'Requested entity was not found.');
  if (method === 'DELETE') {
    state.labels = state.labels.filter((entry) => entry !== label);
    return { status: 204 };
  }
  return { status: 200, body: label };
}

function relabel(state: GmailState, messages: StandInMessage[], add: string[], remove: string[]): DriveAnswer | undefined {
  const unknown = [...add, ...remove].find((label) => !state.labels.some((entry) => entry['id'] === label));
  if (unknown) return error(400, 'invalidArgument', `Invalid label: ${unknown}`);
  for (const message of messages) message.labelIds = [...new Set([...message.labelIds.filter((label) => !remove.includes(label)), ...add])];
  return undefined;
}

function visible(message: StandInMessage, query: URLSearchParams): boolean {
  const wanted = query.getAll('labelIds');
  const hidden = query.get('includeSpamTrash') === 'true' ? [] : ['SPAM', 'TRASH'];
  return (
    wanted.every((label) => message.labelIds.includes(label)) &&
    !message.labelIds.some((label) => hidden.includes(label)) &&
    matches(message, query.get('q') ?? '')
  );
}

/** Threads: the messages sharing a `threadId`, newest thread first. */
function threads(
  state: GmailState,
  request: SeenRequest,
  id: string | undefined,
  action: string | undefined,
  body: IDataObject,
): DriveAnswer {
  const { method, query } = request;
  const newestFirst = [...state.messages].sort((a, b) => b.internalDate - a.internalDate);
  if (!id && method === 'GET') {
    const ids = [...new Set(newestFirst.filter((message) => visible(message, query)).map((message) => message.threadId))];
    const { items, next } = page(ids, query);
    const summary = (threadId: string) => {
      const latest = newestFirst.find((message) => message.threadId === threadId)!;
      return {
        id: threadId,
        snippet: snippet(latest),
        historyId: messageJson(latest, new URLSearchParams({ format: 'minimal' }))['historyId'],
      };
    };
    return {
      status: 200,
      body: {
        ...(items.length > 0 ? { threads: items.map(summary) } : {}),
        resultSizeEstimate: ids.length,
        ...(next ? { nextPageToken: next } : {}),
      },
    };
  }
  const members = state.messages.filter((message) => message.threadId === id).sort((a, b) => a.internalDate - b.internalDate);
  if (members.length === 0) return error(404, 'notFound', 'Requested entity was not found.');
  const thread = (format: URLSearchParams) => ({
    id,
    historyId: messageJson(members.at(-1)!, format)['historyId'],
    messages: members.map((message) => messageJson(message, format)),
  });
  if (method === 'DELETE') {
    state.messages = state.messages.filter((message) => message.threadId !== id);
    return { status: 204 };
  }
  if (method === 'POST' && action) {
    const add = action === 'trash' ? ['TRASH'] : action === 'modify' ? ((body['addLabelIds'] ?? []) as string[]) : [];
    const remove = action === 'untrash' ? ['TRASH'] : action === 'modify' ? ((body['removeLabelIds'] ?? []) as string[]) : [];
    const refused = relabel(state, members, add, remove);
    return refused ?? { status: 200, body: thread(new URLSearchParams({ format: 'minimal' })) };
  }
  return { status: 200, body: thread(query) };
}

function drafts(state: GmailState, request: SeenRequest, id: string | undefined, body: IDataObject): DriveAnswer {
  const { method, query } = request;
  if (!id && method === 'POST') {
    const raw = rawOf(body);
    if (!raw) return error(400, 'invalidArgument', 'Missing draft message');
    const message = newMessage(state, raw, ['DRAFT'], (body['message'] as IDataObject | undefined)?.['threadId'] as string | undefined);
    const draft = { id: `r${message.id.slice(1)}`, message };
    state.drafts.push(draft);
    return { status: 200, body: { id: draft.id, message: { id: message.id, threadId: message.threadId, labelIds: message.labelIds } } };
  }
  if (!id && method === 'GET') {
    const { items, next } = page(state.drafts, query);
    return {
      status: 200,
      body: {
        drafts: items.map((d) => ({ id: d.id, message: { id: d.message.id, threadId: d.message.threadId } })),
        resultSizeEstimate: state.drafts.length,
        ...(next ? { nextPageToken: next } : {}),
      },
    };
  }
  const draft = state.drafts.find((entry) => entry.id === id);
  if (!draft) return error(404, 'notFound', 'Requested entity was not found.');
  if (method === 'DELETE') {
    state.drafts = state.drafts.filter((entry) => entry !== draft);
    return { status: 204 };
  }
  return { status: 200, body: { id: draft.id, message: messageJson(draft.message, query) } };
}

/** A Gmail route under `/gmail/v1/users/me`. */
export function gmailRoute(state: GmailState, request: SeenRequest, body: IDataObject): DriveAnswer {
  const { method, query } = request;
  const [, collection, id, action] =
    /^\/gmail\/v1\/users\/me\/(messages|labels|drafts|threads)(?:\/([^/]+))?(?:\/(modify|send|trash|untrash))?$/.exec(request.path) ?? [];
  if (collection === 'labels') return labels(state, method, id, body);
  if (collection === 'drafts') return drafts(state, request, id, body);
  if (collection === 'threads') return threads(state, request, id, action, body);
  if (collection !== 'messages') return error(404, 'notFound', `No route for ${method} ${request.path}`);
  if (id === 'send' && method === 'POST') {
    const raw = rawOf(body);
    if (!raw) return error(400, 'invalidArgument', "'raw' RFC822 payload message string or uploading message via /upload/* URL required");
    const message = newMessage(state, raw, ['SENT'], body['threadId'] as string | undefined);
    state.messages.push(message);
    return { status: 200, body: { id: message.id, threadId: message.threadId, labelIds: message.labelIds } };
  }
  if (!id && method === 'GET') {
    const found = [...state.messages].sort((a, b) => b.internalDate - a.internalDate).filter((m) => visible(m, query));
    const { items, next } = page(found, query);
    return {
      status: 200,
      body: {
        ...(items.length > 0 ? { messages: items.map((m) => ({ id: m.id, threadId: m.threadId })) } : {}),
        resultSizeEstimate: found.length,
        ...(next ? { nextPageToken: next } : {}),
      },
    };
  }
  const message = state.messages.find((entry) => entry.id === id);
  if (!message) return error(404, 'notFound', 'Requested entity was not found.');
  if (action === 'modify' && method === 'POST') {
    const refused = relabel(state, [message], (body['addLabelIds'] ?? []) as string[], (body['removeLabelIds'] ?? []) as string[]);
    return refused ?? { status: 200, body: { id: message.id, threadId: message.threadId, labelIds: message.labelIds } };
  }
  if (method === 'DELETE') {
    state.messages = state.messages.filter((entry) => entry !== message);
    return { status: 204 };
  }
  if (method === 'GET') return { status: 200, body: messageJson(message, query) };
  return error(405, 'invalidArgument', 'Method not allowed');
}

/** Puts a received message (RFC 822 text) in the inbox, unread. */
export function receive(state: GmailState, raw: string, at = Date.now(), labelIds = ['INBOX', 'UNREAD']): StandInMessage {
  const message = newMessage(state, Buffer.from(raw.replace(/\r?\n/g, '\r\n')), labelIds);
  message.internalDate = at;
  state.messages.push(message);
  return message;
}
