/**
 * Accepting an invitation: `GET /resolve-signup-token` and `POST /users/:inviteeId`.
 * Both public; the invite link carries `inviterId`, `inviteeId` and the invitation's
 * `token` (auth/accounts.ts), which both routes need: the ids alone open nothing.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { acceptInvite, findOpenInvite } from '../../auth/accounts';
import { hashPassword, signedInUserResponse } from '../../auth';
import { HttpError } from '../errors';
import {
  assertPasswordPolicy,
  firstNameSchema,
  idSchema,
  lastNameSchema,
  MAX_ID_LENGTH,
  parseInput,
  passwordFieldSchema,
} from '../validation';

const INVALID_INVITE = 'This invitation is invalid, has expired or has already been used.';

// Without a token (a link from before tokens) the invitation is simply invalid.
const tokenSchema = z.string().max(MAX_ID_LENGTH).optional();
const resolveQuery = z.object({ inviterId: idSchema, inviteeId: idSchema, token: tokenSchema });
const signupParams = z.object({ inviteeId: idSchema });
const signupBody = z.object({
  inviterId: idSchema,
  token: tokenSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  password: passwordFieldSchema,
});

function invalidInvite(): HttpError {
  return new HttpError(400, INVALID_INVITE, { hint: 'Ask the instance owner for a new invitation link.' });
}

/** Registers the sign-up routes. */
export function registerSignupRoutes(app: FastifyInstance, rest: string): void {
  const { auth, database, repositories } = app.switchyard;

  app.get(`${rest}/resolve-signup-token`, { config: { public: true } }, async (request) => {
    const { inviterId, inviteeId, token } = parseInput(resolveQuery, request.query);
    const invite = token ? await findOpenInvite(repositories, inviterId, inviteeId, token) : undefined;
    if (invite === undefined) throw invalidInvite();
    return {
      data: { inviter: { firstName: invite.inviter.firstName ?? '', lastName: invite.inviter.lastName ?? '' } },
    };
  });

  app.post(`${rest}/users/:inviteeId`, { config: { public: true } }, async (request, reply) => {
    const { inviteeId } = parseInput(signupParams, request.params);
    const body = parseInput(signupBody, request.body);
    const invite = body.token ? await findOpenInvite(repositories, body.inviterId, inviteeId, body.token) : undefined;
    if (invite === undefined) throw invalidInvite();
    assertPasswordPolicy(body.password);
    const user = await acceptInvite(database.db, inviteeId, invite.tokenId, {
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash: await hashPassword(body.password),
    });
    if (user === undefined) throw invalidInvite();
    if (request.sessionId !== null) await repositories.sessions.delete(request.sessionId);
    request.sessionId = await auth.sessions.start(reply, user.id, request.headers['user-agent']);
    if (user.email !== null) auth.knownSignInAddresses.remember(user.email, request.ip);
    request.user = user;
    return { data: signedInUserResponse(user, app.switchyard.instance.instanceId, app.switchyard.config.featureFlagPins) };
  });
}
