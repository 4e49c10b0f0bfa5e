/**
 * `GET /rest/push?pushRef=<tab id>`: the editor tab's server-sent event stream (see
 * push/push-service.ts). The tab is named by the `pushRef` query parameter (what n8n's
 * EventSource sends) or the `push-ref` header; the session cookie says who is asking, so
 * the route needs a signed-in user like every other `/rest` route.
 *
 * Errors before the stream starts are ordinary JSON errors: 401 without a session, 400
 * without a valid pushRef, 409 when another user holds that pushRef.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth';
import { BROADCAST } from '../push';
import { HttpError } from './errors';
import { parseInput } from './validation';

/** A pushRef: 1 to 128 characters of letters, digits, `_` and `-` (not `broadcast`). */
export const pushRefSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'pushRef may hold only letters, digits, "_" and "-".' })
  .refine((value) => value !== BROADCAST, { error: `pushRef cannot be "${BROADCAST}".` });

const pushQuery = z.object({ pushRef: z.string().optional() });

/** Registers `GET /push`. */
export function registerPushRoute(app: FastifyInstance): void {
  const rest = `/${app.switchyard.config.endpointRest}`;

  app.get(`${rest}/push`, { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const { pushRef: fromQuery } = parseInput(pushQuery, request.query);
    const header = request.headers['push-ref'];
    const raw = fromQuery ?? (Array.isArray(header) ? header[0] : header);
    if (raw === undefined) {
      throw new HttpError(400, 'pushRef: name the editor tab with the pushRef query parameter or the push-ref header.');
    }
    const pushRef = parseInput(z.object({ pushRef: pushRefSchema }), { pushRef: raw }).pushRef;
    const { push } = app.switchyard;
    if (push.heldByAnother(pushRef, user.id)) {
      throw new HttpError(409, 'pushRef: this push connection belongs to another user.', {
        hint: 'Reload the editor to get a new pushRef.',
      });
    }

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      // Headers set on the reply before (a renewed session cookie) go out too.
      ...(reply.getHeaders() as Record<string, string | string[]>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    request.raw.socket.setKeepAlive(true);
    request.raw.socket.setNoDelay(true);
    if (push.connect(pushRef, user.id, response) === 'in-use') response.end();
    request.log.debug({ pushRef, userId: user.id }, 'push connected');
  });
}
