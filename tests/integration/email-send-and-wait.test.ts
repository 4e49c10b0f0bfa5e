/**
 * Send Email v2.1 "Send and Wait for Response" through a running server: the execution
 * mails the approval links to a real SMTP server (smtp-server on 127.0.0.1) and waits;
 * opening a link (whose signature is checked) resumes it with n8n's `{ data: { approved } }`.
 * "Free Text" and "Custom Form" mail a Respond link to a form page: only submitting it resumes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { linkIn, startMailCatcher, type Data, type MailCatcher } from './accounts-helpers';
import { callUrl, createActive, eventually, setNode, webhookNode, workflowOf } from './webhooks-helpers';
import { startTeam, type Team } from './workflows-helpers';

type Json = Record<string, unknown>;
type StoredRun = { data: { resultData: { runData: Record<string, Array<{ data: { main: Array<Array<{ json: Json }>> } }>> } } };

/** A person's browser (Node's own user agent counts as a bot). */
const BROWSER = {
  headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36' },
};

let team: Team;
let catcher: MailCatcher;
let credentialId: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  team = await startTeam('sqlite', []);
  const created = await team.owner.browser.post<Data<{ id: string }>>('/credentials', {
    name: 'Catcher',
    type: 'smtp',
    data: { host: '127.0.0.1', port: catcher.port, secure: false, disableStartTls: true },
  });
  expect(created.status).toBe(200);
  credentialId = created.body.data.id;
}, 60_000);
afterAll(async () => {
  await team?.close();
  await catcher?.close();
});

function sendAndWaitNode(parameters: Json): Json {
  return {
    id: randomUUID(),
    name: 'Ask',
    type: 'n8n-nodes-base.emailSend',
    typeVersion: 2.1,
    position: [200, 0],
    webhookId: randomUUID(),
    credentials: { smtp: { id: credentialId, name: 'Catcher' } },
    parameters: { operation: 'sendAndWait', fromEmail: 'bot@example.com', toEmail: 'boss@example.com', ...parameters },
  };
}

async function startAsking(path: string, parameters: Json): Promise<{ executionId: string; mail: ParsedMail }> {
  const workflow = await createActive(
    team.owner,
    workflowOf(`Asks at ${path}`, [
      webhookNode({ path, responseMode: 'onReceived' }),
      sendAndWaitNode(parameters),
      setNode('After', { seen: 'yes' }),
    ]),
  );
  expect((await callUrl(team.server.base, `/webhook/${path}`)).status).toBe(200);
  const filter = encodeURIComponent(JSON.stringify({ workflowId: workflow.id }));
  const waiting = await eventually(async () => {
    const list = await team.owner.browser.get<Data<{ results: Array<{ id: string; status: string }> }>>(`/executions?filter=${filter}`);
    return list.body.data.results.find((e) => e.status === 'waiting');
  });
  const subject = String(parameters['subject']);
  const mail = await catcher.waitFor((m) => m.subject === subject);
  return { executionId: waiting.id, mail };
}

/** The path and query of a mailed link (the server's public URL names localhost), checked to resume `executionId`. */
function pathOf(link: string, executionId: string): string {
  const url = new URL(link);
  expect(url.pathname).toMatch(new RegExp(`^/webhook-waiting/${executionId}/[0-9a-f-]{36}$`));
  return `${url.pathname}${url.search}`;
}

/** A browser's form submission to a mailed link. */
function submit(fields: Record<string, string | string[]>): RequestInit {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  return { method: 'POST', headers: { ...BROWSER.headers, 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() };
}

async function stillWaiting(executionId: string): Promise<void> {
  const stored = await team.owner.browser.get<Data<{ status: string }>>(`/executions/${executionId}`);
  expect(stored.body.data.status).toBe('waiting');
}

async function finished(executionId: string): Promise<StoredRun & { status: string }> {
  return eventually(async () => {
    const stored = await team.owner.browser.get<Data<StoredRun & { status: string }>>(`/executions/${executionId}`);
    return stored.body.data.status === 'success' ? stored.body.data : undefined;
  });
}

describe('Send Email: Send and Wait for Response', { timeout: 60_000 }, () => {
  it('mails signed Approve/Decline links, waits, and resumes with { data: { approved } } when one is opened', async () => {
    const { executionId, mail } = await startAsking('ask-double', {
      subject: 'Approve the budget?',
      message: 'Please decide <now>',
      approvalOptions: { values: { approvalType: 'double', approveLabel: 'Yes', disapproveLabel: 'No' } },
    });
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('boss@example.com');
    const html = String(mail.html);
    expect(html).toContain('Please decide &lt;now&gt;');
    expect(html).toContain('This email was sent automatically with Switchyard');
    expect(html).toMatch(/>No<\/a>/);
    expect(html).toMatch(/>Yes<\/a>/);
    const decline = pathOf(linkIn(html.replace(/&amp;/g, '&'), 'http'), executionId);
    expect(decline).toMatch(/\?approved=false&signature=[0-9a-f]{64}$/);

    // A link whose signature does not fit resumes nothing.
    const forged = decline.replace(/signature=[0-9a-f]{64}/, `signature=${'0'.repeat(64)}`);
    expect((await callUrl(team.server.base, forged)).status).toBe(404);
    expect((await callUrl(team.server.base, decline.replace(/&signature=.*$/, ''))).status).toBe(404);

    // A link previewer (a bot by its user agent) gets an empty page and decides nothing.
    const preview = await callUrl(team.server.base, decline, {
      headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
    });
    expect(preview).toMatchObject({ status: 200, text: '' });
    const stillWaiting = await team.owner.browser.get<Data<{ status: string }>>(`/executions/${executionId}`);
    expect(stillWaiting.body.data.status).toBe('waiting');

    const answer = await callUrl(team.server.base, decline, BROWSER);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    expect(answer.text).toContain('Got it, thanks');
    const done = await finished(executionId);
    const runs = done.data.resultData.runData;
    expect(runs['Ask']?.at(-1)?.data.main[0]?.[0]?.json).toEqual({ data: { approved: false } });
    expect(runs['After']?.[0]?.data.main[0]?.[0]?.json).toMatchObject({ seen: 'yes' });
  });

  it('"Approve Only" sends one button; opening it approves', async () => {
    const { executionId, mail } = await startAsking('ask-single', {
      subject: 'Ship it?',
      message: 'Release 1.2',
      options: { appendAttribution: false },
    });
    const html = String(mail.html).replace(/&amp;/g, '&');
    expect(html).not.toContain('sent automatically');
    expect(html.match(/<a /g)).toHaveLength(1);
    const approve = pathOf(linkIn(html, 'http'), executionId);
    expect(approve).toMatch(/\?approved=true&signature=/);
    expect((await callUrl(team.server.base, approve, BROWSER)).status).toBe(200);
    const done = await finished(executionId);
    expect(done.data.resultData.runData['Ask']?.at(-1)?.data.main[0]?.[0]?.json).toEqual({ data: { approved: true } });
  });

  it('"Free Text" mails a Respond button to a form page; opening it resumes nothing, submitting it resumes with { data: { text } }', async () => {
    const { executionId, mail } = await startAsking('ask-free', {
      subject: 'Your thoughts?',
      message: 'Tell us what you think',
      responseType: 'freeText',
      options: { messageButtonLabel: 'Answer', responseFormTitle: 'Feedback' },
    });
    const html = String(mail.html).replace(/&amp;/g, '&');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(/>Answer<\/a>/);
    const link = pathOf(linkIn(html, 'http'), executionId);

    // A link previewer and a person opening the link both get the form, and nothing resumes.
    const preview = await callUrl(team.server.base, link, { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } });
    expect(preview.status).toBe(200);
    const page = await callUrl(team.server.base, link, BROWSER);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(page.text).toContain('<h1 class="sy-form-title">Feedback</h1>');
    expect(page.text).toContain('Tell us what you think');
    expect(page.text).toMatch(
      /<label for="field-0">Response<span class="sy-required" aria-hidden="true">\*<\/span><\/label><textarea id="field-0" name="field-0" required/,
    );
    await stillWaiting(executionId);

    const empty = await callUrl(team.server.base, link, submit({ 'field-0': '   ' }));
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('This field is required.');
    await stillWaiting(executionId);

    const answer = await callUrl(team.server.base, link, submit({ 'field-0': 'Looks good\nship it' }));
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Got it, thanks');
    const done = await finished(executionId);
    expect(done.data.resultData.runData['Ask']?.at(-1)?.data.main[0]?.[0]?.json).toEqual({ data: { text: 'Looks good\nship it' } });
    expect(done.data.resultData.runData['After']?.[0]?.data.main[0]?.[0]?.json).toMatchObject({ seen: 'yes' });
  });

  it('"Custom Form" defined as JSON shows its elements and resumes with { data: { <label>: value } }', async () => {
    const { executionId, mail } = await startAsking('ask-custom', {
      subject: 'Plan the trip',
      message: 'Where to?',
      responseType: 'customForm',
      defineForm: 'json',
      jsonOutput: JSON.stringify([
        {
          fieldLabel: 'Destination',
          fieldType: 'radio',
          fieldOptions: { values: [{ option: 'Sea' }, { option: 'Hills' }] },
          requiredField: true,
        },
        { fieldLabel: 'Nights', fieldType: 'number' },
        { fieldLabel: 'Bring', fieldType: 'checkbox', fieldOptions: { values: [{ option: 'Tent' }, { option: 'Boots' }] } },
      ]),
    });
    const link = pathOf(linkIn(String(mail.html).replace(/&amp;/g, '&'), 'http'), executionId);
    expect(String(mail.html)).toMatch(/>Respond<\/a>/);
    const page = await callUrl(team.server.base, link, BROWSER);
    expect(page.text).toContain('<h1 class="sy-form-title">Plan the trip</h1>');
    expect(page.text).toContain('<input type="radio" id="field-0-1" name="field-0" value="Hills" required>');
    expect(page.text).toContain('<input type="checkbox" id="field-2-0" name="field-2" value="Tent">');

    const refused = await callUrl(team.server.base, link, submit({ 'field-0': 'Desert', 'field-1': '3' }));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Choose one of the options offered.');
    await stillWaiting(executionId);

    expect(
      (await callUrl(team.server.base, link, submit({ 'field-0': 'Hills', 'field-1': '3', 'field-2': ['Tent', 'Boots'] }))).status,
    ).toBe(200);
    const done = await finished(executionId);
    expect(done.data.resultData.runData['Ask']?.at(-1)?.data.main[0]?.[0]?.json).toEqual({
      data: { Destination: 'Hills', Nights: 3, Bring: ['Tent', 'Boots'] },
    });
  });
});
