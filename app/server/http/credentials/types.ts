/**
 * `GET /types/credentials.json` (every credential type description, as n8n serves its
 * static file: a plain array, outside the REST base and without the `{data}` wrapper;
 * public, it holds no secrets) and `GET /rest/credential-translation?credentialType=`
 * (`{}`: no translation bundles are shipped, the English strings are the description
 * itself; 404 for an unknown type).
 */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import { HttpError } from '../errors';
import { parseInput } from '../validation';
import { translationQuery } from './schemas';

/** Registers the type routes. */
export function registerCredentialTypeRoutes(app: FastifyInstance, rest: string): void {
  const types = () => app.switchyard.credentials.types;

  app.get('/types/credentials.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return types().toJson();
  });

  app.get(`${rest}/credential-translation`, { preHandler: requireUser }, async (request) => {
    const { credentialType } = parseInput(translationQuery, request.query);
    if (!types().has(credentialType)) throw new HttpError(404, `Unknown credential type "${credentialType}".`);
    return { data: {} };
  });
}
