/**
 * Log streaming's calls (n8n's paths): `GET`/`POST`/`DELETE /eventbus/destination`,
 * `GET /eventbus/eventnames` and `GET /eventbus/testmessage?id=`. For the owner (or the
 * default user before set-up) and only with the `logStreaming` enterprise feature on.
 * Secrets are answered as the placeholder, never in the clear.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, ownerOnly, requireUser } from '../../auth';
import { DomainError } from '../../domain-error';
import { EVENT_NAMES, parseDsn, redactDestination, SECRET_PLACEHOLDER } from '../../eventbus';
import { HttpError } from '../errors';
import { parseInput } from '../validation';
import { destinationBody, destinationIdQuery } from './schemas';

/** Registers the log-streaming routes. */
export function registerEventBusRoutes(app: FastifyInstance): void {
  const { config, logStreaming } = app.switchyard;
  const base = `/${config.endpointRest}/eventbus`;
  const licensed = config.enterpriseFeatures.includes('logStreaming');

  const allowed = async (request: FastifyRequest) => {
    await requireUser(request);
    const role = currentUser(request).role;
    if (role !== 'owner' && role !== 'default') throw ownerOnly();
    if (!licensed) {
      throw new DomainError('forbidden', 'Log streaming is not part of this plan.', {
        hint: 'Turn it on with SWITCHYARD_ENTERPRISE_FEATURES=logStreaming.',
      });
    }
  };

  app.get(`${base}/destination`, { preHandler: allowed }, async () => ({ data: logStreaming.list().map(redactDestination) }));

  app.post(`${base}/destination`, { preHandler: allowed }, async (request) => {
    const input = parseInput(destinationBody, request.body);
    if (input.__type === '$$MessageEventBusDestinationSentry' && input.dsn !== SECRET_PLACEHOLDER && parseDsn(input.dsn) === undefined) {
      throw new HttpError(400, 'dsn: not a Sentry DSN (https://<key>@<host>/<project id>).');
    }
    return { data: redactDestination(await logStreaming.save(input)) };
  });

  app.delete(`${base}/destination`, { preHandler: allowed }, async (request) => {
    const { id } = parseInput(destinationIdQuery, request.query);
    await logStreaming.delete(id);
    return { data: true };
  });

  app.get(`${base}/eventnames`, { preHandler: allowed }, async () => ({
    data: EVENT_NAMES.filter((name) => name !== 'n8n.destination.test'),
  }));

  app.get(`${base}/testmessage`, { preHandler: allowed }, async (request) => {
    const { id } = parseInput(destinationIdQuery, request.query);
    await logStreaming.sendTest(id);
    return { data: true };
  });
}
