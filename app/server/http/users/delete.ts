/**
 * `DELETE /users/:id?transferId=` (owner only). With `transferId`, the user's workflows
 * and credentials (the ones they own) move to that user; without it they are deleted.
 * Either way it is one transaction, together with the user's sessions, tokens and keys.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deleteUserAndContent } from '../../auth/accounts';
import { currentUser, isPendingUser, requireOwner } from '../../auth';
import { actorFields } from '../../eventbus';
import { HttpError } from '../errors';
import { idSchema, parseInput } from '../validation';

const params = z.object({ id: idSchema });
const query = z.object({ transferId: idSchema.optional() });

/** Registers `DELETE /users/:id`. */
export function registerDeleteUserRoute(app: FastifyInstance, rest: string): void {
  const { database, repositories } = app.switchyard;

  app.delete(`${rest}/users/:id`, { preHandler: requireOwner }, async (request) => {
    const { id } = parseInput(params, request.params);
    const { transferId } = parseInput(query, request.query);
    const me = currentUser(request);
    if (id === me.id) throw new HttpError(400, 'You cannot delete your own account.');
    if (transferId === id) {
      throw new HttpError(400, 'The workflows and credentials cannot be transferred to the user being deleted.');
    }
    const target = await repositories.users.findById(id);
    if (target === undefined) throw new HttpError(404, 'There is no user with this id.');
    if (transferId !== undefined) {
      const transferee = await repositories.users.findById(transferId);
      if (transferee === undefined || transferee.role === 'default' || isPendingUser(transferee)) {
        throw new HttpError(400, 'The user to transfer the workflows and credentials to does not exist or has not signed up yet.');
      }
    }
    const result = await deleteUserAndContent(database.db, id, transferId);
    if (result.status === 'not-found') throw new HttpError(404, 'There is no user with this id.');
    app.switchyard.events.emit('n8n.audit.user.deleted', {
      ...actorFields(me),
      targetUserOldStatus: isPendingUser(target) ? 'invited' : 'active',
      targetUserId: id,
      targetUserEmail: target.email ?? undefined,
      transferId,
    });
    request.log.info(
      { userId: id, transferId, ...result.counts },
      result.transferred ? 'user deleted, content transferred' : 'user deleted with their content',
    );
    return { data: { success: true } };
  });
}
