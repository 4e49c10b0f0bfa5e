/**
 * `PUT /workflows/:id/share` `{shareWithIds}`: replaces the users the workflow is shared
 * with. Needs the enterprise sharing feature (403 without it) and the workflow's owner
 * (`updateSharing`: not even the instance owner); sharees must be members who signed up.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../auth';
import { idParams, shareBody } from './schemas';
import { parseInput } from '../validation';

/** Registers the share route. */
export function registerWorkflowShareRoute(app: FastifyInstance, rest: string): void {
  app.put(`${rest}/workflows/:id/share`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { shareWithIds } = parseInput(shareBody, request.body);
    return { data: await app.switchyard.workflows.share(currentUser(request), id, shareWithIds) };
  });
}
