/**
 * `GET /credentials` (the credentials the user can read, without data),
 * `GET /credentials/new?name=&credentialType=` (a unique name for a new credential) and
 * `GET /credentials/:id?includeData=true`.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../auth';
import { parseInput } from '../validation';
import { getQuery, idParams, newNameQuery } from './schemas';

/** Registers the read routes. */
export function registerCredentialReadRoutes(app: FastifyInstance, rest: string): void {
  const credentials = () => app.switchyard.credentials.service;

  app.get(`${rest}/credentials`, { preHandler: requireUser }, async (request) => ({
    data: await credentials().list(currentUser(request)),
  }));

  app.get(`${rest}/credentials/new`, { preHandler: requireUser }, async (request) => {
    const query = parseInput(newNameQuery, request.query);
    return { data: { name: await credentials().newName(currentUser(request), query) } };
  });

  app.get(`${rest}/credentials/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { includeData } = parseInput(getQuery, request.query);
    return { data: await credentials().get(currentUser(request), id, includeData === 'true') };
  });
}
