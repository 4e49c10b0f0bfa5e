/**
 * Gmail 1 against the local Google stand-in's Gmail v1 (shared/google/testing): messages
 * sent and replied to as n8n's version 1 composes them (address lists, HTML beside text,
 * attachments, the original's subject and references), read in each format (resolved:
 * parsed, attachments as binary), listed with filters, limits and every page; labels,
 * message labels and drafts.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { runSingleNode } from '../../../engine/testing/run-single-node';
import { GOOGLE_TEST_EMAIL, startGoogleApiServer, type GoogleApiServer } from '../../shared/google/testing/google-api-server';

let google: GoogleApiServer;
beforeAll(async () => {
  google = await startGoogleApiServer({ accessTokens: ['gmail-token'] });
});
afterAll(() => google.close());
beforeEach(() => {
  google.messages = [];
  google.drafts = [];
  google.labels = google.labels.filter((label) => label['type'] === 'system');
});

const mail = (from: string, subject: string, body: string, extra = '') =>
  `From: ${from}\nTo: ${GOOGLE_TEST_EMAIL}\nSubject: ${subject}\nMessage-ID: <${subject.replace(/\W/g, '')}@mail.test>\n${extra}Content-Type: text/plain\n\n${body}\n`;
const withAttachment = (subject: string) =>
  [
    `From: Bob <bob@x.test>`,
    `To: ${GOOGLE_TEST_EMAIL}`,
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain',
    '',
    'See file',
    '--b1',
    'Content-Type: text/csv; name="r.csv"',
    'Content-Disposition: attachment; filename="r.csv"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from('a,b').toString('base64'),
    '--b1--',
    '',
  ].join('\n');

async function run(parameters: INodeParameters, items: INodeExecutionData[] = [{ json: {} }], continueOnFail = false) {
  const {
    json,
    items: output,
    calls,
    error,
  } = await runSingleNode({
    type: 'gmail',
    name: 'Gmail',
    parameters,
    version: 1,
    credentials: { gmailOAuth2: { id: 'g', name: 'G' } },
    loadCredential: async () => ({ baseUrl: google.url, oauthTokenData: { access_token: 'gmail-token' } }),
    items,
    continueOnFail,
    callLog: google.calls,
  });
  return { json, items: output, calls, error };
}

const sentMail = async (index = -1) => simpleParser(google.messages.at(index)!.raw);

describe('Gmail 1: messages', () => {
  it('sends to address lists with text and HTML bodies, a From as written and attachments', async () => {
    const items = [
      { json: {}, binary: { data: { data: Buffer.from('a,b').toString('base64'), fileName: 'r.csv', mimeType: 'text/csv' } } },
    ];
    const sent = await run(
      {
        resource: 'message',
        subject: 'Report',
        message: 'See attached.',
        includeHtml: true,
        htmlMessage: '<p>See attached.</p>',
        toList: ['bob@x.test', 'cy@x.test'],
        additionalFields: {
          ccList: ['di@x.test'],
          bccList: ['eve@x.test'],
          senderName: `Ada <${GOOGLE_TEST_EMAIL}>`,
          attachmentsUi: { attachmentsBinary: [{ property: 'data' }] },
        },
      },
      items,
    );
    expect(sent.error).toBeUndefined();
    expect(sent.json).toEqual([{ id: google.messages[0]!.id, threadId: google.messages[0]!.threadId, labelIds: ['SENT'] }]);
    expect(sent.calls.at(-1)!.query).toMatchObject({ userId: 'me', uploadType: 'media' });
    const parsed = await sentMail();
    expect(parsed.from?.value).toEqual([{ name: 'Ada', address: GOOGLE_TEST_EMAIL }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((a) => a.address) : []).toEqual(['bob@x.test', 'cy@x.test']);
    expect(parsed.headers.get('bcc')).toBeDefined();
    expect(parsed.text?.trim()).toBe('See attached.');
    expect(String(parsed.html).trim()).toBe('<p>See attached.</p>');
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['r.csv', 'a,b']]);
  });

  it("replies in the given thread with the original's subject and references, to its sender unless addresses are listed", async () => {
    const original = google.receive(mail('Bob <bob@x.test>', 'Lunch', 'Noon?', 'References: <a@x.test>\n'));
    const replied = await run({
      resource: 'message',
      operation: 'reply',
      messageId: original.id,
      threadId: original.threadId,
      message: 'Yes',
    });
    expect(replied.error).toBeUndefined();
    expect(replied.json?.[0]).toMatchObject({ threadId: original.threadId });
    const parsed = await sentMail();
    expect(parsed.subject).toBe('Lunch');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('bob@x.test');
    expect(parsed.inReplyTo).toBe(`<${original.id}>`);
    expect(parsed.references).toBe('<a@x.test>');
    await run({
      resource: 'message',
      operation: 'reply',
      messageId: original.id,
      threadId: original.threadId,
      message: 'Fwd',
      toList: ['cy@x.test'],
    });
    const second = await sentMail();
    expect(second.to && !Array.isArray(second.to) ? second.to.text : '').toBe('cy@x.test');
  });

  it("reads a message resolved (parsed, attachments as binary with the prefix) or in Gmail's own formats", async () => {
    const message = google.receive(withAttachment('Invoice'));
    const resolved = await run({
      resource: 'message',
      operation: 'get',
      messageId: message.id,
      additionalFields: { dataPropertyAttachmentsPrefixName: 'file_' },
    });
    expect(resolved.error).toBeUndefined();
    expect(resolved.json?.[0]).toMatchObject({
      id: message.id,
      threadId: message.threadId,
      labelIds: ['INBOX', 'UNREAD'],
      subject: 'Invoice',
      text: 'See file',
    });
    expect(Object.keys(resolved.items[0]!.binary ?? {})).toEqual(['file_0']);
    const minimal = await run({ resource: 'message', operation: 'get', messageId: message.id, additionalFields: { format: 'minimal' } });
    expect(minimal.json?.[0]).toEqual(expect.objectContaining({ id: message.id, labelIds: ['INBOX', 'UNREAD'] }));
    expect(minimal.json?.[0]).not.toHaveProperty('payload');
    expect(minimal.calls.at(-1)!.query['format']).toBe('minimal');
    const raw = await run({ resource: 'message', operation: 'get', messageId: message.id, additionalFields: { format: 'raw' } });
    expect(Buffer.from(String(raw.json?.[0]?.['raw']), 'base64url').toString()).toContain('Subject: Invoice');
  });

  it('lists messages by query and labels, as IDs or read one by one, up to the limit or every page', async () => {
    for (let n = 0; n < 3; n++) google.receive(mail('Bob <bob@x.test>', `Note ${n}`, 'x'), Date.UTC(2026, 0, 1 + n));
    google.receive(mail('Cy <cy@x.test>', 'Other', 'y'), Date.UTC(2026, 0, 9));
    const ids = await run({
      resource: 'message',
      operation: 'getAll',
      limit: 2,
      additionalFields: { format: 'ids', q: 'from:bob@x.test' },
    });
    expect(ids.json).toEqual([
      { id: google.messages[2]!.id, threadId: google.messages[2]!.threadId },
      { id: google.messages[1]!.id, threadId: google.messages[1]!.threadId },
    ]);
    expect(ids.calls[0]!.query).toMatchObject({ q: 'from:bob@x.test', maxResults: '2' });
    const all = await run({
      resource: 'message',
      operation: 'getAll',
      returnAll: true,
      additionalFields: { format: 'metadata', labelIds: ['INBOX'] },
    });
    expect(all.json?.map((m) => m['id'])).toEqual([...google.messages].reverse().map((m) => m.id));
    expect(all.json?.[0]).toHaveProperty('payload.headers');
    const resolved = await run({ resource: 'message', operation: 'getAll', limit: 1 });
    expect(resolved.json?.[0]).toMatchObject({ subject: 'Other' });
  });

  it('adds and removes labels, deletes a message; an unknown message fails, or gives { error } with Continue On Fail', async () => {
    const message = google.receive(mail('Bob <bob@x.test>', 'Tag me', 'x'));
    const added = await run({ resource: 'messageLabel', messageId: message.id, labelIds: ['STARRED'] });
    expect(added.json).toEqual([{ id: message.id, threadId: message.threadId, labelIds: ['INBOX', 'UNREAD', 'STARRED'] }]);
    const removed = await run({ resource: 'messageLabel', operation: 'remove', messageId: message.id, labelIds: ['UNREAD'] });
    expect(removed.json?.[0]?.['labelIds']).toEqual(['INBOX', 'STARRED']);
    expect((await run({ resource: 'message', operation: 'delete', messageId: message.id })).json).toEqual([{ success: true }]);
    expect(google.messages).toEqual([]);
    const missing = await run({ resource: 'message', operation: 'delete', messageId: 'nope' }, [{ json: {} }], true);
    expect(missing.json).toEqual([{ error: expect.stringContaining('Requested entity was not found') }]);
  });
});

describe('Gmail 1: labels and drafts', () => {
  it('creates, gets, lists (limited or all) and deletes labels', async () => {
    const created = await run({ resource: 'label', name: 'Invoices', labelListVisibility: 'labelHide' });
    expect(created.json).toEqual([
      expect.objectContaining({ name: 'Invoices', labelListVisibility: 'labelHide', messageListVisibility: 'show' }),
    ]);
    const id = String(created.json![0]!['id']);
    expect((await run({ resource: 'label', operation: 'get', labelId: id })).json?.[0]).toMatchObject({ id, name: 'Invoices' });
    expect((await run({ resource: 'label', operation: 'getAll', limit: 3 })).json).toHaveLength(3);
    expect((await run({ resource: 'label', operation: 'getAll', returnAll: true })).json).toHaveLength(google.labels.length);
    expect((await run({ resource: 'label', operation: 'delete', labelId: id })).json).toEqual([{ success: true }]);
  });

  it('creates a draft (recipients optional), reads it resolved with its own ID and its message ID, lists and deletes drafts', async () => {
    const created = await run({
      subject: 'Plan',
      message: 'Draft text',
      additionalFields: { toList: ['bob@x.test'], ccList: ['cy@x.test'] },
    });
    expect(created.error).toBeUndefined();
    const draft = google.drafts[0]!;
    expect(created.json).toEqual([
      { id: draft.id, message: { id: draft.message.id, threadId: draft.message.threadId, labelIds: ['DRAFT'] } },
    ]);
    const parsed = await simpleParser(draft.message.raw);
    expect(parsed.cc && !Array.isArray(parsed.cc) ? parsed.cc.text : '').toBe('cy@x.test');
    const got = await run({ resource: 'draft', operation: 'get', messageId: draft.id });
    expect(got.json?.[0]).toMatchObject({ id: draft.id, messageId: draft.message.id, subject: 'Plan', text: 'Draft text\n' });
    const listed = await run({ resource: 'draft', operation: 'getAll', additionalFields: { format: 'ids' } });
    expect(listed.json).toEqual([{ id: draft.id, message: { id: draft.message.id, threadId: draft.message.threadId } }]);
    const full = await run({ resource: 'draft', operation: 'getAll', returnAll: true, additionalFields: { format: 'metadata' } });
    expect(full.json?.[0]).toMatchObject({ id: draft.id, message: { id: draft.message.id } });
    expect((await run({ resource: 'draft', operation: 'delete', messageId: draft.id })).json).toEqual([{ success: true }]);
    expect(google.drafts).toEqual([]);
  });
});
