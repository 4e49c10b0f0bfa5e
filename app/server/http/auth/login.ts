/**
 * Signing in and out: `GET /login`, `POST /login`, `POST /logout`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  describeWait,
  hashPassword,
  needsRehash,
  notSignedIn,
  toUserResponse,
  verifyAgainstNothing,
  verifyPassword,
} from '../../auth';
import { normalizeEmail } from '../../db';
import { HttpError } from '../errors';
import { MAX_EMAIL_LENGTH, parseInput, passwordFieldSchema } from '../validation';

/** The message of every failed sign-in, whatever the reason (no account enumeration). */
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong username or password. Do you have caps lock on?';

const loginBody = z.object({
  // Not checked against the e-mail pattern: a wrong address is just a failed sign-in.
  email: z.string().trim().max(MAX_EMAIL_LENGTH),
  password: passwordFieldSchema,
});

/** Registers the sign-in routes. */
export function registerLoginRoutes(app: FastifyInstance, rest: string): void {
  const { auth, repositories } = app.switchyard;

  app.get(`${rest}/login`, { config: { public: true } }, async (request, reply) => {
    const user = request.user;
    if (user === null) throw notSignedIn();
    // Before set-up the default user needs no sign-in; give the browser its session.
    if (request.sessionId === null) {
      request.sessionId = await auth.sessions.start(reply, user.id, request.headers['user-agent']);
    }
    return { data: toUserResponse(user) };
  });

  app.post(`${rest}/login`, { config: { public: true } }, async (request, reply) => {
    const body = parseInput(loginBody, request.body);
    const email = normalizeEmail(body.email);
    const key = `${email}\n${request.ip}`;
    const limit = auth.loginLimiter.check(key);
    if (!limit.allowed) {
      throw new HttpError(
        429,
        `Too many failed sign-in attempts. Try again in ${describeWait(limit.retryAfterSeconds)}.`,
        { headers: { 'retry-after': String(limit.retryAfterSeconds) } },
      );
    }
    // Counted before the (slow) check, so parallel guesses cannot slip past the limit;
    // a successful sign-in clears the count again.
    auth.loginLimiter.fail(key);

    const user = email === '' ? undefined : await repositories.users.findByEmail(email);
    const hash = user !== undefined && !user.disabled ? user.passwordHash : null;
    const ok = hash === null ? await verifyAgainstNothing(body.password) : await verifyPassword(body.password, hash);
    if (!ok || user === undefined || hash === null) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
    auth.loginLimiter.reset(key);

    if (needsRehash(hash)) {
      await repositories.users.update(user.id, { passwordHash: await hashPassword(body.password) });
    }
    // Start from a fresh session; the one the cookie named (if any) ends.
    if (request.sessionId !== null) await repositories.sessions.delete(request.sessionId);
    request.sessionId = await auth.sessions.start(reply, user.id, request.headers['user-agent']);
    request.user = user;
    await auth.sessions.prune();
    return { data: toUserResponse(user) };
  });

  app.post(`${rest}/logout`, { config: { public: true } }, async (request, reply) => {
    await auth.sessions.end(reply, request.sessionId);
    request.sessionId = null;
    return { data: { loggedOut: true } };
  });
}
