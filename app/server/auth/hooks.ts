/**
 * Who is asking: an onRequest hook puts `request.user` (a {@link UserRecord} or null) and
 * `request.sessionId` on every request, and refuses REST routes that need a user.
 *
 * - A valid `switchyard-auth` cookie gives its session's user.
 * - Without one, before the owner is set up, the request acts as the default user (the
 *   editor works without signing in until then).
 * - Every route under `/rest` needs a user unless it is registered with
 *   `config: { public: true }` (settings, sign-in, password reset, sign-up ...): once the
 *   owner exists, such a request without a session is answered 401. New routes are
 *   protected by default.
 *
 * Only routes under `/rest` look the session up; static files, webhooks and the public
 * API (API key) get `request.user = null` without a database query.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRecord } from '../db';
import { DomainError } from '../domain-error';
import { readCookie, SESSION_COOKIE } from './cookies';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (or the default user before set-up); null when nobody. */
    user: UserRecord | null;
    /** Hash id of the session the cookie named; null without a valid session. */
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a signed-in user (checked for routes under `/rest`). */
    public?: boolean;
  }
}

/** Answer for a request that needs a signed-in user. */
export function notSignedIn(): DomainError {
  return new DomainError('unauthenticated', 'You are not signed in.', { hint: 'Sign in and try again.' });
}

/** Answer for a request the user's role does not allow. */
export function ownerOnly(): DomainError {
  return new DomainError('forbidden', 'Only the instance owner can do this.');
}

/** The request's user; throws 401 when there is none. */
export function currentUser(request: FastifyRequest): UserRecord {
  if (request.user === null) throw notSignedIn();
  return request.user;
}

/** preHandler: a user (or, before set-up, the default user) is required. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  currentUser(request);
}

/** preHandler: only the instance owner may go on (403 for members and the default user). */
export async function requireOwner(request: FastifyRequest): Promise<void> {
  if (currentUser(request).role !== 'owner') throw ownerOnly();
}

/** Installs the request decorations and the onRequest hook. */
export function registerAuthentication(app: FastifyInstance): void {
  const { config, auth } = app.switchyard;
  const restPrefix = `/${config.endpointRest}/`;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith(restPrefix)) return;

    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (token !== undefined) {
      const active = await auth.sessions.resolve(token, reply);
      if (active !== undefined) {
        request.user = active.user;
        request.sessionId = active.session.id;
      } else {
        // Expired, ended or forged: drop it so the browser stops sending it.
        auth.sessions.clearCookie(reply);
      }
    }
    if (request.user === null && !(await auth.state.ownerSetUp())) {
      request.user = (await auth.state.defaultUser()) ?? null;
    }
    if (request.user === null && request.routeOptions.config.public !== true) throw notSignedIn();
  });
}
