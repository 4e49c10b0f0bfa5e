/**
 * Email Trigger (IMAP) v2/v2.1 against a real Dovecot on 127.0.0.1 (dovecot-helpers.ts):
 * activation delivers the unseen messages in n8n's simple format and marks them seen, a
 * message arriving while active starts another execution, attachments become binary,
 * the other formats, a wrong password fails activation with the server's words, the
 * manual run, and the `imap` credential's connection test.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { CONNECTION_TESTS } from '../../app/server/credentials/connect/connection-tests';
import { createEngineServices } from '../../app/server/engine/engine-services';
import { node } from '../../app/server/engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../app/server/engine/testing/run-test-workflow';
import { createCoreNodeTypes } from '../../app/server/nodes';
import { configureOutboundPolicy } from '../../app/server/outbound/ssrf';
import { createTriggerContext } from '../../app/server/webhooks/node-contexts';
import { startDovecot, type Dovecot } from './dovecot-helpers';

let dovecot: Dovecot;
beforeAll(async () => {
  dovecot = await startDovecot();
}, 30_000);
afterAll(async () => {
  await dovecot?.stop();
});

const credentialOf = (extra: IDataObject = {}): IDataObject => ({
  host: '127.0.0.1',
  port: dovecot.port,
  secure: false,
  user: dovecot.user,
  password: dovecot.password,
  ...extra,
});

const mail = (subject: string, body = 'Hello Ada', extraHeaders = '') =>
  `From: Bob <bob@example.com>\r\nTo: ada@example.com\r\nSubject: ${subject}\r\nDate: Fri, 27 Nov 2026 05:00:00 +0000\r\nMessage-ID: <${subject.replace(/\W/g, '')}@example.com>\r\n${extraHeaders}Content-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n`;

const withAttachment = (subject: string) =>
  [
    'From: Bob <bob@example.com>',
    'To: ada@example.com',
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>See attached</p>',
    '--b1',
    'Content-Type: text/plain; name="notes.txt"',
    'Content-Disposition: attachment; filename="notes.txt"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from('attached notes').toString('base64'),
    '--b1--',
    '',
  ].join('\r\n');

/** Activates the trigger like ActiveWorkflows does and records what it emits. */
async function activate(parameters: INodeParameters, credential: IDataObject = credentialOf(), typeVersion = 2) {
  const nodeTypes = createCoreNodeTypes();
  const trigger = node('Mail', 'emailReadImap', parameters, { typeVersion, credentials: { imap: { id: 'imap-1', name: 'IMAP' } } });
  const workflow = { id: 'wf-imap', nodes: [trigger], connections: {}, staticData: {} as IDataObject };
  const services = createEngineServices({
    nodeTypes,
    userFolder: mkdtempSync(path.join(tmpdir(), 'switchyard-imap-')),
    timezone: 'UTC',
    loadCredential: async () => credential,
  });
  const emitted: INodeExecutionData[][] = [];
  const errors: Error[] = [];
  const nodeType = nodeTypes.getClosest(trigger.type, typeVersion)!;
  const context = createTriggerContext({
    workflow,
    node: trigger,
    nodeType,
    services,
    mode: 'trigger',
    activation: 'activate',
    emit: (data) => void emitted.push(data[0] ?? []),
    emitError: (error) => void errors.push(error),
  });
  const response = await nodeType.trigger!.call(context);
  return { emitted, errors, workflow, close: () => response?.closeFunction?.() };
}

async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function emptyInbox(): Promise<void> {
  // Each test starts from its own messages: earlier ones are marked seen.
  const listener = await activate({ postProcessAction: 'read', options: { customEmailConfig: '["UNSEEN"]' } });
  await listener.close();
}

describe('Email Trigger (IMAP) (n8n-nodes-base.emailReadImap)', { timeout: 30_000 }, () => {
  it('delivers the unseen messages in the simple format on activation, marks them seen, and delivers new mail while active', async () => {
    await emptyInbox();
    await dovecot.deliver(mail('First one', 'Hello Ada', 'X-Mailer: Tester\r\n'));
    await dovecot.deliver(mail('=?utf-8?B?' + Buffer.from('Grüße').toString('base64') + '?='));
    const listener = await activate({});
    try {
      expect(listener.emitted).toHaveLength(1);
      const [first, second] = listener.emitted[0]!;
      expect(first?.json).toMatchObject({
        textHtml: '',
        textPlain: 'Hello Ada\n',
        from: 'Bob <bob@example.com>',
        to: 'ada@example.com',
        subject: 'First one',
        date: 'Fri, 27 Nov 2026 05:00:00 +0000',
        metadata: { 'x-mailer': 'Tester', 'message-id': '<Firstone@example.com>' },
        attributes: { uid: expect.any(Number) },
      });
      expect(first?.json).not.toHaveProperty('cc');
      expect(first?.binary).toBeUndefined();
      expect(second?.json['subject']).toBe('Grüße');
      const flags = await dovecot.flags();
      const uidOf = (item: INodeExecutionData | undefined) => (item?.json['attributes'] as IDataObject)['uid'] as number;
      expect(flags.get(uidOf(first))?.has('\\Seen')).toBe(true);
      expect(flags.get(uidOf(second))?.has('\\Seen')).toBe(true);

      await dovecot.deliver(mail('Arrived later'));
      await eventually(() => listener.emitted.length === 2, 'the second execution');
      expect(listener.emitted[1]!.map((item) => item.json['subject'])).toEqual(['Arrived later']);
      expect(listener.errors).toEqual([]);
    } finally {
      await listener.close();
    }
  });

  it('"Nothing" leaves messages unseen, and the last UID keeps them from being delivered twice', async () => {
    await emptyInbox();
    await dovecot.deliver(mail('Stay unread'));
    const listener = await activate({ postProcessAction: 'nothing' });
    try {
      expect(listener.emitted[0]!.map((item) => item.json['subject'])).toEqual(['Stay unread']);
      const uid = (listener.emitted[0]![0]!.json['attributes'] as IDataObject)['uid'] as number;
      expect((await dovecot.flags()).get(uid)?.has('\\Seen')).toBe(false);
      expect(listener.workflow.staticData['node:Mail']).toMatchObject({ lastMessageUid: uid });
      await dovecot.deliver(mail('Next'));
      await eventually(() => listener.emitted.length === 2, 'the second execution');
      expect(listener.emitted[1]!.map((item) => item.json['subject'])).toEqual(['Next']);
    } finally {
      await listener.close();
    }
  });

  it('downloads attachments as binary <prefix>N in the simple format', async () => {
    await emptyInbox();
    await dovecot.deliver(withAttachment('With file'));
    const listener = await activate({ downloadAttachments: true, dataPropertyAttachmentsPrefixName: 'file_' });
    try {
      const [item] = listener.emitted[0]!;
      expect(item?.json['textHtml']).toContain('<p>See attached</p>');
      expect(item?.json['textPlain']).toBe('');
      expect(item?.binary?.['file_0']).toMatchObject({ fileName: 'notes.txt', mimeType: 'text/plain' });
      expect(Object.keys(item?.binary ?? {})).toEqual(['file_0']);
    } finally {
      await listener.close();
    }
  });

  it('outputs the resolved format (mailparser, headers, attachment_N) and the raw body', async () => {
    await emptyInbox();
    await dovecot.deliver(withAttachment('Resolved'));
    const resolved = await activate({ format: 'resolved', postProcessAction: 'nothing' });
    await resolved.close();
    const [item] = resolved.emitted[0]!;
    expect(item?.json).toMatchObject({
      subject: 'Resolved',
      html: '<p>See attached</p>',
      from: { value: [{ address: 'bob@example.com', name: 'Bob' }], text: expect.stringContaining('bob@example.com') },
      headers: { subject: 'Subject: Resolved' },
      attributes: { uid: expect.any(Number) },
    });
    expect(item?.json).not.toHaveProperty('attachments');
    expect(item?.binary?.['attachment_0']).toMatchObject({ fileName: 'notes.txt' });

    const raw = await activate(
      { format: 'raw', postProcessAction: 'nothing', options: { trackLastMessageId: false } },
      credentialOf(),
      2.1,
    );
    await raw.close();
    expect(String(raw.emitted[0]![0]!.json['raw'])).toMatch(/^--b1\r\nContent-Type: text\/html/);
  });

  it('v2.1 delivers at most 20 messages per execution', async () => {
    await emptyInbox();
    for (let index = 0; index < 21; index++) await dovecot.deliver(mail(`Bulk ${index}`));
    const listener = await activate({}, credentialOf(), 2.1);
    await listener.close();
    expect(listener.emitted.map((items) => items.length)).toEqual([20, 1]);
    expect(listener.emitted[1]![0]!.json['subject']).toBe('Bulk 20');
  });

  it('custom rules select the messages (FROM), and invalid JSON fails activation', async () => {
    await emptyInbox();
    await dovecot.deliver(mail('From Bob'));
    await dovecot.deliver(mail('From Carol').replace('Bob <bob@example.com>', 'carol@example.com'));
    const listener = await activate({ options: { customEmailConfig: '["UNSEEN", ["FROM", "carol@example.com"]]' } });
    await listener.close();
    expect(listener.emitted[0]!.map((item) => item.json['subject'])).toEqual(['From Carol']);
    await expect(activate({ options: { customEmailConfig: '[UNSEEN' } })).rejects.toThrow('Custom email config is not valid JSON.');
  });

  it("fails activation with the server's message on a wrong password", async () => {
    await expect(activate({}, credentialOf({ password: 'wrong' }))).rejects.toThrow(/Authentication failed/);
  });

  it('a manual run outputs the newest matching message without marking it', async () => {
    await emptyInbox();
    await dovecot.deliver(mail('Older'));
    await dovecot.deliver(mail('Newest'));
    const workflow = {
      nodes: [node('Mail', 'emailReadImap', {}, { typeVersion: 2, credentials: { imap: { id: 'imap-1', name: 'IMAP' } } })],
      connections: {},
    };
    const result = await runTestWorkflow(workflow, { services: { loadCredential: async () => credentialOf() } });
    expect(result.data.resultData.error).toBeUndefined();
    expect((outputJson(result, 'Mail') as IDataObject[]).map((json) => json['subject'])).toEqual(['Newest']);
    const unseen = [...(await dovecot.flags()).values()].filter((set) => !set.has('\\Seen'));
    expect(unseen).toHaveLength(2);
  });

  it('the imap credential test logs in, and reports a failed login', async () => {
    const test = CONNECTION_TESTS['imap']!;
    await expect(test(credentialOf() as never)).resolves.toEqual({ status: 'OK', message: 'Connection successful!' });
    const failed = await test(credentialOf({ password: 'wrong' }) as never);
    expect(failed.status).toBe('Error');
    expect(failed.message).toMatch(/Authentication failed/);
    const tls = await test(credentialOf({ port: dovecot.tlsPort, secure: true, allowUnauthorizedCerts: true }) as never);
    expect(tls).toEqual({ status: 'OK', message: 'Connection successful!' });
    const untrusted = await test(credentialOf({ port: dovecot.tlsPort, secure: true }) as never);
    expect(untrusted.message).toMatch(/self-signed certificate/);
  });

  it('obeys the outbound policy: a loopback IMAP host is refused when SSRF protection is on', async () => {
    configureOutboundPolicy({ ssrfProtection: true, ssrfAllowedHosts: [] });
    try {
      await expect(activate({})).rejects.toThrow(/workflows may not reach it/);
      const result = await CONNECTION_TESTS['imap']!(credentialOf() as never);
      expect(result).toMatchObject({ status: 'Error', message: expect.stringMatching(/workflows may not reach it/) });
    } finally {
      configureOutboundPolicy({ ssrfProtection: false, ssrfAllowedHosts: [] });
    }
  });
});
