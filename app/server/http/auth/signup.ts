/**
 * Accepting an invitation: `GET /resolve-signup-token` and `POST /users/:inviteeId`.
 * Both public; the invite link carries `inviterId` and `inviteeId`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { acceptInvite, findOpenInvite } from '../../auth/accounts';
import { hashPassword, toUserResponse } from '../../auth';
import { HttpError } from '../errors';
import {
  assertPasswordPolicy,
  firstNameSchema,
  idSchema,
  lastNameSchema,
  parseInput,
  passwordFieldSchema,
} from '../validation';

const INVALID_INVITE = 'This invitation is invalid or has already been used.';

const resolveQuery = z.object({ inviterId: idSchema, inviteeId: idSchema });
const signupParams = z.object({ inviteeId: idSchema });
const signupBody = z.object({
  inviterId: idSchema,
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
    const { inviterId, inviteeId } = parseInput(resolveQuery, request.query);
    const invite = await findOpenInvite(repositories, inviterId, inviteeId);
    if (invite === undefined) throw invalidInvite();
    return {
      data: { inviter: { firstName: invite.inviter.firstName ?? '', lastName: invite.inviter.lastName ?? '' } },
    };
  });

  app.post(`${rest}/users/:inviteeId`, { config: { public: true } }, async (request, reply) => {
    const { inviteeId } = parseInput(signupParams, request.params);
    const body = parseInput(signupBody, request.body);
    const invite = await findOpenInvite(repositories, body.inviterId, inviteeId);
    if (invite === undefined) throw invalidInvite();
    assertPasswordPolicy(body.password);
    const user = await acceptInvite(database.db, inviteeId, {
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash: await hashPassword(body.password),
    });
    if (user === undefined) throw invalidInvite();
    if (request.sessionId !== null) await repositories.sessions.delete(request.sessionId);
    request.sessionId = await auth.sessions.start(reply, user.id, request.headers['user-agent']);
    request.user = user;
    return { data: toUserResponse(user) };
  });
}
