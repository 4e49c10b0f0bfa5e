/**
 * `GET /users`: every user, in the order they were created. The owner also sees pending
 * invitees with their invite link; members do not see pending invitees at all (the
 * invitee's id is part of the invite link, so it is not shown to anyone but the owner).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, inviteAcceptUrl, isPendingUser, requireUser, toUserResponse } from '../../auth';

/** Registers `GET /users`. */
export function registerListUsersRoute(app: FastifyInstance, rest: string): void {
  const { repositories } = app.switchyard;

  app.get(`${rest}/users`, { preHandler: requireUser }, async (request) => {
    const viewer = currentUser(request);
    const isOwner = viewer.role === 'owner';
    const users = await repositories.users.list();
    const visible = isOwner ? users : users.filter((user) => !isPendingUser(user));
    return {
      data: visible.map((user) =>
        toUserResponse(
          user,
          isOwner && isPendingUser(user) ? { inviteAcceptUrl: inviteAcceptUrl(request, viewer.id, user.id) } : {},
        ),
      ),
    };
  });
}
