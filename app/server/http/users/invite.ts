/**
 * Invitations (owner only): `POST /users`, `POST /users/:id/reinvite`,
 * `GET /users/:id/invite-link`.
 *
 * `POST /users` creates a pending member per new address and mails each an invitation
 * when SMTP is set up. Every link carries a token that expires after 7 days and works
 * once (auth/accounts.ts); inviting a pending address again, and a reinvite, make a new
 * link and close the old one; `invite-link` shows the open link (or makes one). Every entry of the answer carries the invite link, so the owner
 * can pass it on when no mail was sent (`emailSent: false`, with `error` saying why
 * when sending failed). An address that already has an active account is answered with
 * an `error` for that entry; the rest of the list still goes ahead.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INVITE_KEY_INFO, issueInviteToken } from '../../auth/accounts';
import { currentUser, inviteAcceptUrl, isPendingUser, requireOwner } from '../../auth';
import type { UserRecord } from '../../db';
import { createRepositories, normalizeEmail } from '../../db';
import { invitationMail } from '../../mail';
import { actorFields } from '../../eventbus';
import { HttpError } from '../errors';
import { emailSchema, idSchema, parseInput } from '../validation';

/** Most addresses one `POST /users` may invite. */
export const MAX_INVITES_PER_REQUEST = 100;

const inviteBody = z
  .array(z.object({ email: emailSchema }))
  .min(1, { error: 'Name at least one e-mail address to invite.' })
  .max(MAX_INVITES_PER_REQUEST, { error: `Invite at most ${MAX_INVITES_PER_REQUEST} addresses at once.` });
const userParams = z.object({ id: idSchema });

/** One entry of the `POST /users` answer. */
export interface InviteResult {
  user: { id: string; email: string; inviteAcceptUrl?: string; emailSent: boolean };
  error?: string;
}

/** Registers the invitation routes. */
export function registerInviteRoutes(app: FastifyInstance, rest: string): void {
  const { auth, database, repositories, credentials } = app.switchyard;
  const inviteKey = credentials.service.cipher.deriveSubkey(INVITE_KEY_INFO);

  async function sendInvite(request: FastifyRequest, inviter: UserRecord, invitee: UserRecord, url: string): Promise<void> {
    if (invitee.email === null) throw new Error('A pending user without an e-mail address cannot be invited.');
    await auth.mailer.send(invitationMail(invitee.email, inviter, url));
    request.log.info({ inviteeId: invitee.id }, 'invitation mail sent');
  }

  async function pendingUser(id: string): Promise<UserRecord> {
    const user = await repositories.users.findById(id);
    if (user === undefined) throw new HttpError(404, 'There is no user with this id.');
    if (!isPendingUser(user)) throw new HttpError(400, 'This user has already accepted the invitation.');
    return user;
  }

  app.post(`${rest}/users`, { preHandler: requireOwner }, async (request) => {
    const inviter = currentUser(request);
    const emails = [...new Set(parseInput(inviteBody, request.body).map((entry) => normalizeEmail(entry.email)))];

    const prepared = await database.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      const out: { email: string; user?: UserRecord; token?: string; error?: string }[] = [];
      for (const email of emails) {
        const existing = await repos.users.findByEmail(email);
        if (existing !== undefined && !isPendingUser(existing)) {
          out.push({ email, user: existing, error: 'A user with this e-mail address already exists.' });
          continue;
        }
        let invitee = existing;
        if (invitee === undefined) {
          const created = await repos.users.create({ role: 'member', email });
          if (created.status !== 'created') {
            out.push({ email, error: 'A user with this e-mail address already exists.' });
            continue;
          }
          invitee = created.user;
        }
        const token = await issueInviteToken(repos, inviteKey, invitee.id, inviter.id, { fresh: true });
        out.push({ email, user: invitee, token });
      }
      return out;
    });
    for (const entry of prepared) {
      if (entry.user === undefined || entry.error !== undefined || entry.token === undefined) continue;
      app.switchyard.events.emit('n8n.audit.user.invited', {
        ...actorFields(inviter),
        targetUserId: [entry.user.id],
        targetUserEmail: entry.email,
      });
    }

    const results = await Promise.all(
      prepared.map(async ({ email, user, token, error }): Promise<InviteResult> => {
        if (user === undefined) return { user: { id: '', email, emailSent: false }, error: error ?? 'Not invited.' };
        if (error !== undefined || token === undefined)
          return { user: { id: user.id, email, emailSent: false }, error: error ?? 'Not invited.' };
        const url = inviteAcceptUrl(request, inviter.id, user.id, token);
        if (!auth.mailer.configured) return { user: { id: user.id, email, inviteAcceptUrl: url, emailSent: false } };
        try {
          await sendInvite(request, inviter, user, url);
          return { user: { id: user.id, email, inviteAcceptUrl: url, emailSent: true } };
        } catch (sendError) {
          request.log.error({ err: sendError }, 'sending an invitation failed');
          const detail = sendError instanceof Error ? sendError.message : String(sendError);
          return {
            user: { id: user.id, email, inviteAcceptUrl: url, emailSent: false },
            error: `The invitation mail could not be sent: ${detail}`,
          };
        }
      }),
    );
    return { data: results };
  });

  app.post(`${rest}/users/:id/reinvite`, { preHandler: requireOwner }, async (request) => {
    const { id } = parseInput(userParams, request.params);
    const inviter = currentUser(request);
    const invitee = await pendingUser(id);
    if (!auth.mailer.configured) {
      throw new HttpError(400, 'E-mail is not set up, so the invitation cannot be sent again.', {
        hint: 'Copy the invite link and pass it on, or set up SMTP (N8N_EMAIL_MODE=smtp).',
      });
    }
    const token = await issueInviteToken(repositories, inviteKey, invitee.id, inviter.id, { fresh: true });
    try {
      await sendInvite(request, inviter, invitee, inviteAcceptUrl(request, inviter.id, invitee.id, token));
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new HttpError(502, `The invitation mail could not be sent: ${detail}`, { cause: error });
    }
    return { data: { success: true } };
  });

  app.get(`${rest}/users/:id/invite-link`, { preHandler: requireOwner }, async (request) => {
    const { id } = parseInput(userParams, request.params);
    const inviter = currentUser(request);
    const invitee = await pendingUser(id);
    const token = await issueInviteToken(repositories, inviteKey, invitee.id, inviter.id, { fresh: false });
    return { data: { link: inviteAcceptUrl(request, inviter.id, invitee.id, token) } };
  });
}
