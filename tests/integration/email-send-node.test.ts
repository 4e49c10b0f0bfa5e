/**
 * The Send Email node (v1, v2, v2.1) against a real SMTP server on 127.0.0.1: what
 * arrives (addresses, subject, text/HTML, attachments, attribution), what the node
 * outputs (the server's answer), TLS with a self-signed certificate, failed sign-in, and
 * the `smtp` credential's connection test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ICredentialDataDecryptedObject, IDataObject, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { CONNECTION_TESTS } from '../../app/server/credentials/connect/connection-tests';
import { ResumeSigner } from '../../app/server/engine/resume-signature';
import { connect, node } from '../../app/server/engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../app/server/engine/testing/run-test-workflow';
import { startMailCatcher, type MailCatcher } from './accounts-helpers';

const AUTH = { user: 'mailer', pass: 'secret-pass' };
let plain: MailCatcher;
let tls: MailCatcher;

beforeAll(async () => {
  plain = await startMailCatcher(AUTH);
  tls = await startMailCatcher(undefined, { secure: true });
});
afterAll(async () => {
  await plain.close();
  await tls.close();
});

const smtpOf = (catcher: MailCatcher, extra: ICredentialDataDecryptedObject = {}): ICredentialDataDecryptedObject => ({
  host: '127.0.0.1',
  port: catcher.port,
  secure: false,
  disableStartTls: true,
  user: AUTH.user,
  password: AUTH.pass,
  ...extra,
});

async function send(
  typeVersion: number,
  parameters: INodeParameters,
  credential: ICredentialDataDecryptedObject,
  input: INodeExecutionData[] = [{ json: { name: 'Ada' } }],
  extra: { continueOnFail?: boolean } = {},
) {
  const workflow = {
    nodes: [
      node('Start', 'manualTrigger'),
      node('Data', 'noOp'),
      node('Mail', 'emailSend', parameters, { typeVersion, credentials: { smtp: { id: 'smtp-1', name: 'SMTP' } }, ...extra }),
    ],
    connections: connect(['Start', 'Data'], ['Data', 'Mail']),
  };
  return runTestWorkflow(workflow, { pinData: { Data: input }, services: { loadCredential: async () => credential as IDataObject } });
}

const file = (text: string, fileName: string) => ({ data: Buffer.from(text).toString('base64'), mimeType: 'text/plain', fileName });

describe('Send Email (n8n-nodes-base.emailSend)', { timeout: 30_000 }, () => {
  it("v2.1 sends HTML by default with the attribution, cc and a cid attachment, and outputs the server's answer", async () => {
    const result = await send(
      2.1,
      {
        fromEmail: 'Bot <bot@example.com>',
        toEmail: 'ada@example.com',
        subject: '=Hi {{ $json.name }}',
        html: '=<p>Hello {{ $json.name }}</p><img src="cid:logo">',
        options: { ccEmail: 'cc@example.com', attachments: 'logo' },
      },
      smtpOf(plain),
      [{ json: { name: 'Ada' }, binary: { logo: file('PNG?', 'logo.png') } }],
    );
    expect(result.data.resultData.error).toBeUndefined();
    const [answer] = outputJson(result, 'Mail') as Array<Record<string, unknown>>;
    expect(answer?.['accepted']).toEqual(['ada@example.com', 'cc@example.com']);
    expect(answer?.['rejected']).toEqual([]);
    expect(String(answer?.['response'])).toMatch(/^250/);
    expect(answer?.['messageId']).toEqual(expect.any(String));
    const mail = await plain.waitFor((m) => m.subject === 'Hi Ada');
    expect(mail.from?.text).toBe('"Bot" <bot@example.com>');
    expect(String(mail.html)).toContain('<p>Hello Ada</p>');
    expect(String(mail.html)).toContain('This email was sent automatically with Switchyard');
    expect(mail.attachments.map((a) => [a.filename, a.cid, a.content.toString()])).toEqual([['logo.png', 'logo', 'PNG?']]);
    expect(plain.logins).toContain('mailer');
  });

  it('v2 sends plain text by default, without attribution when it is turned off', async () => {
    const result = await send(
      2,
      {
        fromEmail: 'bot@example.com',
        toEmail: 'linus@example.com',
        subject: 'Plain v2',
        text: 'Just text',
        options: { appendAttribution: false },
      },
      smtpOf(plain),
    );
    expect(result.data.resultData.error).toBeUndefined();
    const mail = await plain.waitFor((m) => m.subject === 'Plain v2');
    expect(mail.text?.trim()).toBe('Just text');
    expect(mail.html).toBe(false);
  });

  it('v1 sends text and HTML together with attachments named in the attachments field', async () => {
    const result = await send(
      1,
      {
        fromEmail: 'bot@example.com',
        toEmail: 'grace@example.com',
        bccEmail: 'audit@example.com',
        subject: 'Version one',
        text: 'text part',
        html: '<b>html part</b>',
        attachments: 'a, b',
      },
      smtpOf(plain),
      [{ json: {}, binary: { a: file('first', 'a.txt'), b: file('second', 'b.txt') } }],
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect((outputJson(result, 'Mail')?.[0] as { accepted: string[] }).accepted).toEqual(['grace@example.com', 'audit@example.com']);
    const mail = await plain.waitFor((m) => m.subject === 'Version one');
    expect(mail.text?.trim()).toBe('text part');
    expect(String(mail.html)).toContain('<b>html part</b>');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['a.txt', 'b.txt']);
  });

  it('sends one mail per item', async () => {
    const input = [{ json: { to: 'one@example.com' } }, { json: { to: 'two@example.com' } }];
    const result = await send(
      2.1,
      { fromEmail: 'bot@example.com', toEmail: '={{ $json.to }}', subject: 'Per item', html: 'x' },
      smtpOf(plain),
      input,
    );
    expect(outputJson(result, 'Mail')?.map((answer) => (answer as { accepted: string[] }).accepted)).toEqual([
      ['one@example.com'],
      ['two@example.com'],
    ]);
  });

  it("speaks TLS: refuses the server's untrusted (self-signed, expired) certificate unless told to ignore SSL issues", async () => {
    const params = { fromEmail: 'bot@example.com', toEmail: 'tls@example.com', subject: 'Over TLS', html: 'secure' };
    const refused = await send(2.1, params, { host: '127.0.0.1', port: tls.port, secure: true });
    expect(refused.data.resultData.error?.message).toMatch(/certificate/i);
    const sent = await send(
      2.1,
      { ...params, options: { allowUnauthorizedCerts: true } },
      { host: '127.0.0.1', port: tls.port, secure: true },
    );
    expect(sent.data.resultData.error).toBeUndefined();
    await tls.waitFor((m) => m.subject === 'Over TLS');
  });

  it("reports a refused sign-in, or outputs it as the item's error with continue on fail", async () => {
    const params = { fromEmail: 'bot@example.com', toEmail: 'x@example.com', subject: 'Nope', html: 'x' };
    const failed = await send(2.1, params, smtpOf(plain, { password: 'wrong' }));
    expect(failed.data.resultData.error?.message).toMatch(/Invalid login|Invalid username or password/);
    const continued = await send(2.1, params, smtpOf(plain, { password: 'wrong' }), undefined, { continueOnFail: true });
    expect(continued.data.resultData.error).toBeUndefined();
    expect(outputJson(continued, 'Mail')).toEqual([{ error: expect.stringMatching(/Invalid/) }]);
  });

  it('"Send and Wait" mails a signed link and waits until "Limit Wait Time" runs out', async () => {
    const signer = new ResumeSigner(Buffer.alloc(32, 7));
    const workflow = {
      nodes: [
        node('Start', 'manualTrigger'),
        node(
          'Ask',
          'emailSend',
          {
            operation: 'sendAndWait',
            fromEmail: 'bot@example.com',
            toEmail: 'boss@example.com',
            subject: 'Limited ask',
            message: 'Yes?',
            options: { limitWaitTime: { values: { limitType: 'afterTimeInterval', resumeAmount: 2, resumeUnit: 'hours' } } },
          },
          { typeVersion: 2.1, credentials: { smtp: { id: 'smtp-1', name: 'SMTP' } } },
        ),
      ],
      connections: connect(['Start', 'Ask']),
    };
    const started = Date.now();
    const result = await runTestWorkflow(workflow, {
      services: { loadCredential: async () => smtpOf(plain) as IDataObject, resumeSigner: signer },
    });
    expect(result.status).toBe('waiting');
    expect(result.waitTill!.getTime() - started).toBeGreaterThanOrEqual(2 * 3_600_000 - 1000);
    expect(result.waitTill!.getTime() - started).toBeLessThan(2 * 3_600_000 + 60_000);
    const mail = await plain.waitFor((m) => m.subject === 'Limited ask');
    const link = new URL(/href="([^"]+)"/.exec(String(mail.html))![1]!.replace(/&amp;/g, '&'));
    expect(link.pathname).toBe(`/webhook-waiting/test/${workflow.nodes[1]!.id}`);
    expect(link.searchParams.get('approved')).toBe('true');
    expect(signer.verify('test', workflow.nodes[1]!.id, link.searchParams.get('signature'))).toBe(true);
  });

  it('fails before sending a mail when the custom form of "Send and Wait for Response" is JSON that cannot be read', async () => {
    const before = plain.mails.length;
    const result = await send(
      2.1,
      {
        operation: 'sendAndWait',
        fromEmail: 'bot@example.com',
        toEmail: 'x@example.com',
        subject: 'Approve?',
        message: 'ok?',
        responseType: 'customForm',
        defineForm: 'json',
        jsonOutput: '[{"fieldLabel": "Name",]',
      },
      smtpOf(plain),
    );
    expect(result.data.resultData.error?.message).toContain('The form fields are not valid JSON');
    expect(plain.mails.length).toBe(before);
  });
});

describe('the smtp credential test', { timeout: 30_000 }, () => {
  const test = CONNECTION_TESTS['smtp']!;

  it('signs in to the server', async () => {
    expect(await test(smtpOf(plain))).toEqual({ status: 'OK', message: 'Connection successful!' });
  });

  it('says why it failed: a wrong password, nothing listening', async () => {
    expect((await test(smtpOf(plain, { password: 'wrong' }))).status).toBe('Error');
    const closed = await test({ host: '127.0.0.1', port: 1, secure: false });
    expect(closed).toEqual({ status: 'Error', message: expect.stringMatching(/ECONNREFUSED/) });
  });
});
