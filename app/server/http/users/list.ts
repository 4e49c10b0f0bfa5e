/**
 * `GET /users`: every user, in the order they were created. The owner also sees pending
 * invitees with their open invite link (none once it expired: a reinvite or
 * `GET /users/:id/invite-link` makes a new one); members do not see pending invitees.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, inviteAcceptUrl, isPendingUser, requireUser, toUserResponse } from '../../auth';
import { INVITE_KEY_INFO, openInviteToken } from '../../auth/accounts';

/** Registers `GET /users`. */
export function registerListUsersRoute(app: FastifyInstance, rest: string): void {
  const { repositories, credentials } = app.switchyard;
  const inviteKey = credentials.service.cipher.deriveSubkey(INVITE_KEY_INFO);

  app.get(`${rest}/users`, { preHandler: requireUser }, async (request) => {
    const viewer = currentUser(request);
    const isOwner = viewer.role === 'owner';
    const users = await repositories.users.list();
    const visible = isOwner ? users : users.filter((user) => !isPendingUser(user));
    const data = [];
    for (const user of visible) {
      const token = isOwner && isPendingUser(user) ? await openInviteToken(repositories, inviteKey, user.id) : undefined;
      data.push(toUserResponse(user, token === undefined ? {} : { inviteAcceptUrl: inviteAcceptUrl(request, viewer.id, user.id, token) }));
    }
    return { data };
  });
}
