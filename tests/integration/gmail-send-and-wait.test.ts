/**
 * Gmail "Send and Wait for Response" through a running server, against the Google
 * stand-in's Gmail v1: the node sends one HTML mail (RFC 822 through `messages/send`)
 * with link buttons to the execution's signed resume link, the execution waits, and
 * opening a button's link resumes it with `{ data: { approved } }` (a forged signature
 * is refused).
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, type Data } from './accounts-helpers';
import { askAndWait, openAndFinish, resumePathOf } from './send-and-wait-helpers';
import { eventually } from './webhooks-helpers';
import { startTeam, type Team } from './workflows-helpers';
import { startGoogleApiServer, type GoogleApiServer } from '../../app/server/nodes/shared/google/testing/google-api-server';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const SERVICE_EMAIL = 'robot@project.iam.gserviceaccount.com';

describe('Gmail: Send and Wait for Response', { timeout: 60_000 }, () => {
  let team: Team;
  let google: GoogleApiServer;
  let credentialId: string;
  beforeAll(async () => {
    [team, google] = await Promise.all([
      startTeam('sqlite', []),
      startGoogleApiServer({ serviceAccounts: { [SERVICE_EMAIL]: keys.publicKey } }),
    ]);
    const created = await team.owner.browser.post<Data<{ id: string }>>('/credentials', {
      name: 'Gmail',
      type: 'googleApi',
      data: {
        email: SERVICE_EMAIL,
        privateKey: keys.privateKey,
        inpersonate: true,
        delegatedEmail: 'me@example.com',
        accessTokenUrl: `${google.url}/token`,
        baseUrl: google.url,
      },
    });
    expect(created.status).toBe(200);
    credentialId = created.body.data.id;
  }, 60_000);
  afterAll(async () => {
    await Promise.all([team?.close(), google?.close()]);
  });

  const ask = (parameters: Record<string, unknown>) => ({
    id: randomUUID(),
    type: 'n8n-nodes-base.gmail',
    typeVersion: 2.1,
    position: [200, 0],
    webhookId: randomUUID(),
    credentials: { googleApi: { id: credentialId, name: 'Gmail' } },
    parameters: {
      authentication: 'serviceAccount',
      resource: 'message',
      operation: 'sendAndWait',
      sendTo: 'boss@example.com',
      ...parameters,
    },
  });

  const sent = (subject: string) =>
    eventually(async () => {
      for (const message of google.messages) {
        const mail: ParsedMail = await simpleParser(message.raw);
        if (mail.subject === subject) return mail;
      }
      return undefined;
    });

  it('mails Decline/Approve links; opening Approve resumes with { data: { approved: true } }', async () => {
    const executionId = await askAndWait(
      team,
      'gmail-ask-double',
      ask({
        subject: 'Budget?',
        message: 'Approve the <budget>',
        approvalOptions: { values: { approvalType: 'double', approveLabel: 'Yes' } },
      }),
    );
    const mail = await sent('Budget?');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('boss@example.com');
    const html = String(mail.html).replace(/&amp;/g, '&');
    expect(html).toContain('Approve the &lt;budget&gt;');
    expect(html).toContain('This email was sent automatically with Switchyard');
    expect(html).toMatch(/>Decline<\/a>/);
    const links = html.match(/href="([^"]+)"/g)?.map((m) => m.slice(6, -1)) ?? [];
    expect(links).toHaveLength(2);
    resumePathOf(links[0]!, executionId);
    const approve = resumePathOf(links[1]!, executionId);
    expect(approve).toContain('approved=true');
    expect(html).toMatch(/>Yes<\/a>/);
    const { ask: output, after } = await openAndFinish(team, executionId, approve);
    expect(output).toEqual({ data: { approved: true } });
    expect(after).toMatchObject({ seen: 'yes' });
  });

  it('"Approve Only" without attribution mails one link', async () => {
    const executionId = await askAndWait(
      team,
      'gmail-ask-single',
      ask({ subject: 'Ship?', message: 'Ship 3.0', options: { appendAttribution: false } }),
    );
    const html = String((await sent('Ship?')).html).replace(/&amp;/g, '&');
    expect(html).not.toContain('sent automatically');
    const { ask: output } = await openAndFinish(team, executionId, resumePathOf(linkIn(html, 'http'), executionId));
    expect(output).toEqual({ data: { approved: true } });
  });
});
