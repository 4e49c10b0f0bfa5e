/**
 * `GET /workflows`, `GET /workflows/new`, `GET /workflows/from-url`, `GET /workflows/:id`.
 * Any signed-in user; the list holds only what the user may read, and a workflow the
 * user may not read is 404.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../auth';
import { fromUrlQuery, idParams, listWorkflowsQuery, newWorkflowQuery } from './schemas';
import { parseInput } from '../validation';

/** Registers the read routes. */
export function registerWorkflowReadRoutes(app: FastifyInstance, rest: string): void {
  const service = () => app.switchyard.workflows;

  app.get(`${rest}/workflows`, { preHandler: requireUser }, async (request) => {
    const query = parseInput(listWorkflowsQuery, request.query);
    const { count, data } = await service().list(currentUser(request), query);
    // n8n's list shape: the items in `data` and the total (before skip/take) in `count`.
    return { count, data };
  });

  app.get(`${rest}/workflows/new`, { preHandler: requireUser }, async (request) => {
    const { name } = parseInput(newWorkflowQuery, request.query);
    return { data: { name: await service().newName(currentUser(request), name), onboardingFlowEnabled: false } };
  });

  app.get(`${rest}/workflows/from-url`, { preHandler: requireUser }, async (request) => {
    const { url } = parseInput(fromUrlQuery, request.query);
    return { data: await service().fromUrl(url) };
  });

  app.get(`${rest}/workflows/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const user = currentUser(request);
    const { workflow, access } = await service().load(user, id, 'read');
    return { data: await service().toResponse(user, workflow, access) };
  });
}
