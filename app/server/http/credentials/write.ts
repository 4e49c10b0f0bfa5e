/**
 * `POST /credentials`, `PATCH /credentials/:id`, `DELETE /credentials/:id`,
 * `POST /credentials/test` and `PUT /credentials/:id/share`.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../auth';
import { parseInput } from '../validation';
import { createBody, idParams, shareBody, testBody, updateBody } from './schemas';

/** Registers the write routes. */
export function registerCredentialWriteRoutes(app: FastifyInstance, rest: string): void {
  const credentials = () => app.switchyard.credentials.service;

  app.post(`${rest}/credentials`, { preHandler: requireUser }, async (request) => {
    const body = parseInput(createBody, request.body);
    return { data: await credentials().create(currentUser(request), body) };
  });

  app.patch(`${rest}/credentials/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(updateBody, request.body ?? {});
    return { data: await credentials().update(currentUser(request), id, body) };
  });

  app.delete(`${rest}/credentials/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await credentials().delete(currentUser(request), id);
    return { data: true };
  });

  app.post(`${rest}/credentials/test`, { preHandler: requireUser }, async (request) => {
    const { credentials: input } = parseInput(testBody, request.body);
    return { data: await credentials().test(currentUser(request), input) };
  });

  app.put(`${rest}/credentials/:id/share`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { shareWithIds } = parseInput(shareBody, request.body);
    return { data: await credentials().share(currentUser(request), id, shareWithIds) };
  });
}
