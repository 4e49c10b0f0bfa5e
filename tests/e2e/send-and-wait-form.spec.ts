import { expect, test } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { uniqueName } from './editor-helpers';

/**
 * Send Email's "Send and Wait for Response" with a free-text answer, as a person meets it:
 * the workflow mails a Respond button (to a local SMTP server the spec starts), the
 * person opens the link in the browser, writes the answer in the form page and submits
 * it, and the owner sees the answer as the node's output in the execution.
 */
test.describe.configure({ timeout: 90_000 });

const SHOTS = '/work/notes/shots/wt-forms';

/** A local SMTP server that keeps what it receives. */
async function startMailCatcher(): Promise<{ port: number; mails: ParsedMail[]; close(): Promise<void> }> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    const listener = server.listen(0, '127.0.0.1', () => resolve((listener.address() as AddressInfo).port));
  });
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('a person answers a "Send and Wait" question in the mailed form, and the answer is the node\'s output', async ({ page, request }) => {
  const catcher = await startMailCatcher();
  try {
    const credential = await request.post('/rest/credentials', {
      data: {
        name: uniqueName('Local mail'),
        type: 'smtp',
        data: { host: '127.0.0.1', port: catcher.port, secure: false, disableStartTls: true },
      },
    });
    expect(credential.status(), await credential.text()).toBe(200);
    const credentialId = ((await credential.json()) as { data: { id: string } }).data.id;

    const path = `ask-${Date.now()}`;
    const subject = `Release notes ${Date.now()}`;
    const created = await request.post('/rest/workflows', {
      data: {
        name: uniqueName('Ask for feedback'),
        nodes: [
          {
            id: 'w1',
            name: 'Webhook',
            type: 'n8n-nodes-base.webhook',
            typeVersion: 2,
            position: [0, 0],
            webhookId: '7a0c3f52-1b1e-4c6a-9d55-3e2f1a0b9c01',
            parameters: { path, responseMode: 'onReceived' },
          },
          {
            id: 'a1',
            name: 'Ask',
            type: 'n8n-nodes-base.emailSend',
            typeVersion: 2.1,
            position: [220, 0],
            webhookId: '7a0c3f52-1b1e-4c6a-9d55-3e2f1a0b9c02',
            credentials: { smtp: { id: credentialId, name: 'Local mail' } },
            parameters: {
              operation: 'sendAndWait',
              fromEmail: 'bot@example.com',
              toEmail: 'editor@example.com',
              subject,
              message: 'What should the release notes say first?',
              responseType: 'freeText',
              options: { responseFormTitle: 'Release notes', messageButtonLabel: 'Answer' },
            },
          },
        ],
        connections: { Webhook: { main: [[{ node: 'Ask', type: 'main', index: 0 }]] } },
        settings: { executionOrder: 'v1' },
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const workflow = ((await created.json()) as { data: { id: string; versionId: string } }).data;
    const activated = await request.patch(`/rest/workflows/${workflow.id}`, { data: { active: true, versionId: workflow.versionId } });
    expect(activated.status(), await activated.text()).toBe(200);
    expect((await request.get(`/webhook/${path}`)).status()).toBe(200);

    await expect.poll(() => catcher.mails.some((m) => m.subject === subject), { timeout: 20_000 }).toBe(true);
    const mail = catcher.mails.find((m) => m.subject === subject)!;
    const href = /href="([^"]+)"/.exec(String(mail.html))?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(String(mail.html)).toMatch(/>Answer<\/a>/);
    const link = new URL(href);

    // The person opens the link: a form page, nothing answered yet.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Release notes', level: 1 })).toBeVisible();
    await expect(page.getByText('What should the release notes say first?')).toBeVisible();
    await page.getByLabel('Response').focus();
    await page.keyboard.type('Lead with the faster editor.');
    await page.screenshot({ path: `${SHOTS}/send-and-wait-free-text.png`, fullPage: true });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Got it, thanks' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/send-and-wait-received.png`, fullPage: true });

    // The owner sees the answer in the execution.
    await page.goto(`/workflow/${workflow.id}/executions`);
    const side = page.getByRole('list', { name: 'Executions of this workflow' });
    await expect(side.getByRole('link')).toHaveCount(1);
    await side.getByRole('link').first().click();
    const ask = page.getByRole('listbox', { name: 'Nodes' }).getByRole('option', { name: /^Ask,/ });
    await expect(ask).toHaveAccessibleName(/success, 1 item$/, { timeout: 45_000 });
    await ask.dblclick({ force: true });
    const output = page.getByRole('dialog').getByRole('region', { name: 'Output' });
    await expect(output).toContainText('Lead with the faster editor.');
  } finally {
    await catcher.close();
  }
});
