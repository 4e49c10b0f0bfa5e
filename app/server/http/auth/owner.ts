/**
 * Instance set-up: `GET /owner/pre-setup`, `POST /owner/setup`, `POST /owner/skip-setup`.
 * Before an owner exists every request acts as the default user, so these need no
 * sign-in until then; afterwards pre-setup is for the owner only and the other two
 * answer 400.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { setUpOwner } from '../../auth/accounts';
import { currentUser, hashPassword, ownerOnly, requireUser, signedInUserResponse } from '../../auth';
import { HttpError } from '../errors';
import { assertPasswordPolicy, emailSchema, firstNameSchema, lastNameSchema, parseInput, passwordFieldSchema } from '../validation';

const ALREADY_SET_UP = 'The instance owner is already set up.';

const setupBody = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  password: passwordFieldSchema,
});

/** Registers the set-up routes. */
export function registerOwnerRoutes(app: FastifyInstance, rest: string): void {
  const { auth, database, repositories } = app.switchyard;

  app.get(`${rest}/owner/pre-setup`, { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    if (user.role !== 'owner' && user.role !== 'default') throw ownerOnly();
    // Before set-up everything belongs to the default user, who becomes the owner.
    const counts = await repositories.sharing.countAll();
    return { data: { credentials: counts.credentials, workflows: counts.workflows } };
  });

  app.post(`${rest}/owner/setup`, { preHandler: requireUser }, async (request, reply) => {
    const body = parseInput(setupBody, request.body);
    const user = currentUser(request);
    if ((await auth.state.ownerSetUp()) || user.role !== 'default') throw new HttpError(400, ALREADY_SET_UP);
    assertPasswordPolicy(body.password);
    const result = await setUpOwner(database.db, user.id, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash: await hashPassword(body.password),
    });
    if (result.status === 'already-set-up') throw new HttpError(400, ALREADY_SET_UP);
    if (result.status === 'email-taken') throw new HttpError(400, 'This e-mail address is already in use.');
    auth.state.markOwnerSetUp();
    request.log.info({ moved: result.moved }, 'instance owner set up');
    // Sessions handed out to the default user must not turn into owner sessions.
    await auth.sessions.endAllForUser(result.owner.id);
    request.sessionId = await auth.sessions.start(reply, result.owner.id, request.headers['user-agent']);
    if (result.owner.email !== null) auth.knownSignInAddresses.remember(result.owner.email, request.ip);
    request.user = result.owner;
    return { data: signedInUserResponse(result.owner, app.switchyard.instance.instanceId, app.switchyard.config.featureFlagPins) };
  });

  app.post(`${rest}/owner/skip-setup`, { preHandler: requireUser }, async () => {
    if (await auth.state.ownerSetUp()) throw new HttpError(400, ALREADY_SET_UP);
    await auth.state.skipSetup();
    return { data: { success: true } };
  });
}
