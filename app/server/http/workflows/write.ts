/**
 * `POST /workflows`, `PATCH /workflows/:id[?forceSave=true]`, `DELETE /workflows/:id`.
 * Creating needs a signed-in user; changing needs `save` (or `updateName` for a payload
 * that only renames), deleting needs `delete`.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../auth';
import type { CreateWorkflowInput, UpdateWorkflowInput } from '../../workflows/workflow-service';
import { createWorkflowBody, idParams, updateWorkflowBody, updateWorkflowQuery } from './schemas';
import { parseInput } from '../validation';

/** Registers the write routes. */
export function registerWorkflowWriteRoutes(app: FastifyInstance, rest: string): void {
  const service = () => app.switchyard.workflows;

  app.post(`${rest}/workflows`, { preHandler: requireUser }, async (request) => {
    const body = parseInput(createWorkflowBody, request.body) as CreateWorkflowInput;
    return { data: await service().create(currentUser(request), body) };
  });

  app.patch(`${rest}/workflows/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { forceSave } = parseInput(updateWorkflowQuery, request.query);
    const body = parseInput(updateWorkflowBody, request.body) as UpdateWorkflowInput;
    return { data: await service().update(currentUser(request), id, body, forceSave === 'true') };
  });

  app.delete(`${rest}/workflows/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service().delete(currentUser(request), id);
    return { data: true };
  });
}
