/**
 * Gmail 2 / 2.1 and the Gmail Trigger against the local Google stand-in's Gmail v1
 * (shared/google/testing/gmail-routes.ts): messages sent as real RFC 822 (recipients,
 * HTML, attachments from binary data, the attribution line by version), replies in the
 * thread, reading simple or parsed with attachments as binary data, Get Many filters and
 * paging, labels, read state, drafts; the trigger delivers each new message once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject, INode, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { CredentialTypeRegistry } from '../../credentials/types';
import { createEngineServices } from '../../engine/engine-services';
import { node } from '../../engine/testing/nodes';
import { runSingleNode } from '../../engine/testing/run-single-node';
import { createPollContext } from '../../webhooks/node-contexts';
import { createCoreNodeTypes } from '..';
import { GOOGLE_TEST_EMAIL, startGoogleApiServer, type GoogleApiServer } from '../shared/google/testing/google-api-server';
import { gmailTriggerNode } from '../gmail-trigger';

const credentialTypes = new CredentialTypeRegistry();
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

const credential = () => ({ baseUrl: google.url, oauthTokenData: { access_token: 'gmail-token' } });
const mail = (from: string, subject: string, body: string, extra = '') =>
  `From: ${from}\nTo: ${GOOGLE_TEST_EMAIL}\nSubject: ${subject}\nMessage-ID: <${subject.replace(/\W/g, '')}@mail.test>\n${extra}Content-Type: text/plain\n\n${body}\n`;

async function run(parameters: INodeParameters, options: { items?: INodeExecutionData[]; version?: number } = {}) {
  const {
    json,
    items: output,
    calls,
    error,
  } = await runSingleNode({
    type: 'gmail',
    name: 'Gmail',
    parameters,
    version: options.version ?? 2.1,
    credentials: { gmailOAuth2: { id: 'g', name: 'G' } },
    loadCredential: async () => credential(),
    items: options.items,
    callLog: google.calls,
  });
  return { json, items: output, calls, error };
}

const sentMail = async (index = -1) => simpleParser(google.messages.at(index)!.raw);

describe('Gmail 2.x (n8n-nodes-base.gmail)', () => {
  it('sends a message with CC, BCC, a sender name and an attachment; the attribution line from 2.1 unless turned off', async () => {
    const items = [
      { json: {}, binary: { data: { data: Buffer.from('a,b').toString('base64'), fileName: 'r.csv', mimeType: 'text/csv' } } },
    ];
    const sent = await run(
      {
        sendTo: 'bob@x.test, cy@x.test',
        subject: 'Report',
        emailType: 'text',
        message: 'See attached.',
        options: {
          ccList: 'di@x.test',
          bccList: 'eve@x.test',
          senderName: 'Ada',
          attachmentsUi: { attachmentsBinary: [{ property: 'data' }] },
        },
      },
      { items },
    );
    expect(sent.error).toBeUndefined();
    expect(sent.json).toEqual([{ id: google.messages[0]!.id, threadId: google.messages[0]!.threadId, labelIds: ['SENT'] }]);
    const parsed = await sentMail();
    expect(parsed.from?.text).toBe(`"Ada" <${GOOGLE_TEST_EMAIL}>`);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('bob@x.test, cy@x.test');
    expect(parsed.headers.get('bcc')).toBeDefined();
    expect(parsed.text?.trim()).toBe('See attached.\n\n---\nThis email was sent automatically with Switchyard');
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['r.csv', 'a,b']]);

    await run({ sendTo: 'bob@x.test', subject: 'Plain', message: 'Hi' }, { version: 2 });
    expect((await sentMail()).text?.trim()).toBe('Hi');
    await run({ sendTo: 'bob@x.test', subject: 'Html', emailType: 'html', message: '<b>Hi</b>', options: { appendAttribution: false } });
    expect(String((await sentMail()).html).trim()).toBe('<b>Hi</b>');
  });

  it('replies in the thread to the sender and the other recipients, not to itself', async () => {
    const original = google.receive(mail('Bob <bob@x.test>', 'Lunch', 'Noon?', `Cc: cy@x.test, ${GOOGLE_TEST_EMAIL}\n`));
    const replied = await run({
      operation: 'reply',
      messageId: original.id,
      message: 'Yes',
      emailType: 'text',
      options: { appendAttribution: false },
    });
    expect(replied.json?.[0]).toMatchObject({ threadId: original.threadId });
    const parsed = await sentMail();
    expect(parsed.subject).toBe('Re: Lunch');
    expect(parsed.inReplyTo).toBe('<Lunch@mail.test>');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((a) => a.address) : []).toEqual(['bob@x.test', 'cy@x.test']);
    await run({ operation: 'reply', messageId: original.id, message: 'Only you', options: { replyToSenderOnly: true } });
    expect((await sentMail()).to).toMatchObject({ text: '"Bob" <bob@x.test>' });
  });

  it('gets a message simplified (headers on top, labels by name) or parsed with its attachments as binary data', async () => {
    const raw = [
      'From: Bob <bob@x.test>',
      `To: ${GOOGLE_TEST_EMAIL}`,
      'Subject: Invoice',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
      'Invoice attached',
      '--b1',
      'Content-Type: application/pdf; name="inv.pdf"',
      'Content-Disposition: attachment; filename="inv.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('%PDF-1.4').toString('base64'),
      '--b1--',
      '',
    ].join('\n');
    const message = google.receive(raw);
    const simple = await run({ operation: 'get', messageId: message.id });
    expect(simple.json?.[0]).toMatchObject({
      id: message.id,
      threadId: message.threadId,
      From: 'Bob <bob@x.test>',
      To: GOOGLE_TEST_EMAIL,
      Subject: 'Invoice',
      labels: [
        { id: 'INBOX', name: 'INBOX' },
        { id: 'UNREAD', name: 'UNREAD' },
      ],
    });
    expect(simple.json?.[0]).not.toHaveProperty('payload');
    const full = await run({
      operation: 'get',
      messageId: message.id,
      simple: false,
      options: { downloadAttachments: true, dataPropertyAttachmentsPrefixName: 'file_' },
    });
    expect(full.json?.[0]).toMatchObject({
      id: message.id,
      labelIds: ['INBOX', 'UNREAD'],
      subject: 'Invoice',
      text: expect.stringMatching(/^Invoice attached\s*$/),
      from: { text: '"Bob" <bob@x.test>' },
    });
    expect(full.items[0]!.binary?.['file_0']).toMatchObject({ fileName: 'inv.pdf', mimeType: 'application/pdf' });
    const missing = await run({ operation: 'get', messageId: 'nope' });
    expect(missing.error?.message).toBe('Requested entity was not found.');
    const empty = await run({ operation: 'markAsRead', messageId: ' ' });
    expect(empty.error?.message).toBe('Enter the Message ID');
    expect(empty.calls).toEqual([]);
  });

  it('gets many with filters (read status, sender, search, labels) up to a limit or every page', async () => {
    const now = Date.now();
    google.receive(mail('bob@x.test', 'One', 'alpha'), now - 3000);
    google.receive(mail('cy@x.test', 'Two', 'beta'), now - 2000, ['INBOX']);
    google.receive(mail('bob@x.test', 'Three', 'gamma'), now - 1000);
    const subjects = (found: { json?: IDataObject[] }) => found.json?.map((m) => m['Subject']);
    expect(subjects(await run({ operation: 'getAll' }))).toEqual(['Three', 'Two', 'One']);
    expect(subjects(await run({ operation: 'getAll', filters: { readStatus: 'unread', sender: 'bob' } }))).toEqual(['Three', 'One']);
    expect(subjects(await run({ operation: 'getAll', filters: { q: 'beta' } }))).toEqual(['Two']);
    expect(
      subjects(await run({ operation: 'getAll', filters: { labelIds: ['UNREAD'], receivedAfter: new Date(now - 1500).toISOString() } })),
    ).toEqual(['Three']);
    const limited = await run({ operation: 'getAll', limit: 2 });
    expect(limited.calls[0]!.query).toMatchObject({ maxResults: '2' });
    expect(subjects(limited)).toEqual(['Three', 'Two']);

    for (let n = 0; n < 510; n++) google.receive(mail('bulk@x.test', `Bulk ${n}`, 'x'), now - 100_000 - n);
    const all = await run({ operation: 'getAll', returnAll: true, filters: { sender: 'bulk' } });
    expect(all.json).toHaveLength(510);
    expect(
      all.calls.filter((call) => call.path === '/gmail/v1/users/me/messages').map((call) => call.query['pageToken'] ?? 'first'),
    ).toEqual(['first', '500']);
  });

  it('marks read and unread, adds and removes labels, deletes messages; labels are created, read, listed and deleted', async () => {
    const message = google.receive(mail('bob@x.test', 'Tag me', 'x'));
    expect((await run({ operation: 'markAsRead', messageId: message.id })).json).toEqual([
      { id: message.id, threadId: message.threadId, labelIds: ['INBOX'] },
    ]);
    await run({ operation: 'markAsUnread', messageId: message.id });
    expect(message.labelIds).toEqual(['INBOX', 'UNREAD']);

    const created = await run({ resource: 'label', operation: 'create', name: 'Invoices', options: { labelListVisibility: 'labelHide' } });
    const labelId = String(created.json?.[0]?.['id']);
    expect(created.json?.[0]).toEqual({
      id: labelId,
      name: 'Invoices',
      type: 'user',
      labelListVisibility: 'labelHide',
      messageListVisibility: 'show',
    });
    expect((await run({ resource: 'label', operation: 'create', name: 'Invoices' })).error?.message).toBe('Label name exists or conflicts');
    await run({ operation: 'addLabels', messageId: message.id, labelIds: [labelId, 'STARRED'] });
    expect(message.labelIds).toEqual(['INBOX', 'UNREAD', labelId, 'STARRED']);
    await run({ operation: 'removeLabels', messageId: message.id, labelIds: ['STARRED'] });
    expect(message.labelIds).toEqual(['INBOX', 'UNREAD', labelId]);
    expect((await run({ resource: 'label', operation: 'get', labelId })).json?.[0]).toMatchObject({ name: 'Invoices' });
    expect((await run({ resource: 'label', limit: 3 })).json).toHaveLength(3);
    expect((await run({ resource: 'label', operation: 'delete', labelId })).json).toEqual([{ success: true }]);
    expect((await run({ operation: 'delete', messageId: message.id })).json).toEqual([{ success: true }]);
    expect(google.messages).toEqual([]);
  });

  it('lists threads, reads one as its messages, replies in it, relabels, trashes, untrashes and deletes it', async () => {
    const first = google.receive(mail('Bob <bob@x.test>', 'Plans', 'Shall we?'), Date.now() - 2000);
    google.receive(mail('cy@x.test', 'Other', 'x'), Date.now() - 1000);
    const listed = await run({ resource: 'thread', filters: { q: 'Plans' } });
    expect(listed.json).toEqual([{ id: first.threadId, snippet: expect.stringContaining('Shall we?'), historyId: expect.any(String) }]);
    await run({
      resource: 'thread',
      operation: 'reply',
      threadId: first.threadId,
      messageId: first.id,
      message: 'Yes',
      options: { appendAttribution: false },
    });
    const messages = await run({ resource: 'thread', operation: 'get', threadId: first.threadId });
    expect(messages.json?.map((m) => [m['Subject'], (m['labels'] as IDataObject[]).map((l) => l['id'])])).toEqual([
      ['Plans', ['INBOX', 'UNREAD']],
      ['Re: Plans', ['SENT']],
    ]);
    const whole = await run({
      resource: 'thread',
      operation: 'get',
      threadId: first.threadId,
      simple: false,
      options: { returnOnlyMessages: false },
    });
    expect(whole.json?.[0]).toMatchObject({ id: first.threadId, messages: [{ id: first.id }, { threadId: first.threadId }] });
    await run({ resource: 'thread', operation: 'removeLabels', threadId: first.threadId, labelIds: ['UNREAD'] });
    expect(first.labelIds).toEqual(['INBOX']);
    await run({ resource: 'thread', operation: 'trash', threadId: first.threadId });
    expect((await run({ resource: 'thread' })).json?.map((t) => t['id'])).not.toContain(first.threadId);
    await run({ resource: 'thread', operation: 'untrash', threadId: first.threadId });
    expect((await run({ resource: 'thread', operation: 'delete', threadId: first.threadId })).json).toEqual([{ success: true }]);
    expect(google.messages.map((m) => m.threadId)).not.toContain(first.threadId);
  });

  it('creates, reads, lists and deletes drafts', async () => {
    const created = await run({
      resource: 'draft',
      subject: 'Plan',
      message: 'Draft body',
      options: { sendTo: 'bob@x.test', threadId: 't9' },
    });
    const draftId = String(created.json?.[0]?.['id']);
    expect(created.json?.[0]).toMatchObject({ message: { threadId: 't9', labelIds: ['DRAFT'] } });
    const read = await run({ resource: 'draft', operation: 'get', messageId: draftId });
    expect(read.json?.[0]).toMatchObject({
      id: draftId,
      messageId: google.drafts[0]!.message.id,
      subject: 'Plan',
      text: expect.stringMatching(/^Draft body\s*$/),
      to: { text: 'bob@x.test' },
    });
    await run({ resource: 'draft', subject: 'Second', message: 'x' });
    expect((await run({ resource: 'draft', operation: 'getAll' })).json?.map((d) => d['subject'])).toEqual(['Plan', 'Second']);
    expect((await run({ resource: 'draft', operation: 'delete', messageId: draftId })).json).toEqual([{ success: true }]);
    expect(google.drafts).toHaveLength(1);
  });
});

describe('Gmail Trigger (n8n-nodes-base.gmailTrigger)', () => {
  const services = createEngineServices({
    nodeTypes: createCoreNodeTypes(),
    userFolder: mkdtempSync(path.join(tmpdir(), 'gmail-trigger-')),
    timezone: 'UTC',
    credentialType: (name) => credentialTypes.get(name),
    loadCredential: async () => credential(),
  });
  const poller = (parameters: INodeParameters, mode: 'manual' | 'trigger' = 'trigger') => {
    const trigger: INode = {
      ...node('Gmail Trigger', 'gmailTrigger', parameters, { typeVersion: 1.2 }),
      credentials: { gmailOAuth2: { id: 'g', name: 'G' } },
    };
    const workflow = { nodes: [trigger], connections: {}, staticData: {} as IDataObject };
    const context = () =>
      createPollContext({
        workflow,
        node: trigger,
        nodeType: gmailTriggerNode,
        services,
        mode,
        activation: 'activate',
        emit: () => undefined,
      });
    return {
      poll: async () =>
        (await gmailTriggerNode.poll!.call(context()))?.[0]?.map((item) => item.json['Subject'] ?? item.json['subject']) ?? null,
      workflow,
    };
  };

  it('notes the time on its first poll, then delivers each new message once', async () => {
    const trigger = poller({ filters: { readStatus: 'unread' } });
    google.receive(mail('bob@x.test', 'Old', 'x'), Date.now() - 60_000);
    expect(await trigger.poll()).toBeNull();
    // The time is kept with the workflow, so a restart does not deliver old mail.
    expect(JSON.stringify(trigger.workflow.staticData)).toContain('lastTimeChecked');
    google.receive(mail('cy@x.test', 'New one', 'x'));
    google.receive(mail('cy@x.test', 'Read one', 'x'), Date.now(), ['INBOX']);
    expect(await trigger.poll()).toEqual(['New one']);
    expect(await trigger.poll()).toBeNull();
    google.receive(mail('di@x.test', 'Later', 'x'), Date.now() + 2000);
    expect(await trigger.poll()).toEqual(['Later']);
  });

  it('fetches the newest message as a test event, parsed when not simplified', async () => {
    google.receive(mail('bob@x.test', 'First', 'x'), Date.now() - 5000);
    google.receive(mail('bob@x.test', 'Newest', 'hello'), Date.now());
    expect(await poller({ simple: false }, 'manual').poll()).toEqual(['Newest']);
  });
});
