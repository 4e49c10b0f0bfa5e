/**
 * The signed-in user's own account: `PATCH /me`, `PATCH /me/settings`,
 * `PATCH /me/password`, `POST /me/survey`.
 */
import type { FastifyInstance } from 'fastify';
import type { IUserSettings } from '@sdk/workflow';
import { z } from 'zod';
import { currentUser, describeWait, hashPassword, requireUser, toUserResponse, verifyPassword } from '../../auth';
import { normalizeEmail, type UserRecord } from '../../db';
import { HttpError } from '../errors';
import {
  assertPasswordPolicy,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  MAX_ID_LENGTH,
  parseInput,
  passwordFieldSchema,
} from '../validation';

/** Largest personalization survey accepted, as JSON text. */
export const MAX_SURVEY_BYTES = 16 * 1024;

const profileBody = z.object({ email: emailSchema, firstName: firstNameSchema, lastName: lastNameSchema });

// Known keys only; other keys are dropped rather than refused, so a newer editor that
// sends more does not break.
const settingsBody = z.object({
  userActivated: z.boolean().optional(),
  showUserActivationSurvey: z.boolean().optional(),
  userActivatedAt: z.iso.datetime().optional(),
  firstSuccessfulWorkflowId: z.string().max(MAX_ID_LENGTH).optional(),
  hideActivationDialog: z.boolean().optional(),
});

const passwordBody = z.object({ currentPassword: passwordFieldSchema, newPassword: passwordFieldSchema });

const surveyBody = z.record(z.string().max(100), z.unknown()).refine((answers) => JSON.stringify(answers).length <= MAX_SURVEY_BYTES, {
  error: `The answers must be at most ${MAX_SURVEY_BYTES / 1024} KiB of JSON.`,
});

function accountWithSignIn(user: UserRecord): UserRecord & { passwordHash: string } {
  if (user.role === 'default' || user.passwordHash === null) {
    throw new HttpError(400, 'This account has no password yet.', { hint: 'Set up the owner account first.' });
  }
  return user as UserRecord & { passwordHash: string };
}

/** Registers the profile routes. */
export function registerProfileRoutes(app: FastifyInstance, rest: string): void {
  const { auth, repositories, ldap, saml } = app.switchyard;

  // The directory owns an LDAP user's e-mail and password (docs/ldap.md).
  const refuseLdapUser = async (user: UserRecord, what: string) => {
    if (await ldap.isLdapUser(user.id)) {
      throw new HttpError(400, `Your ${what} comes from LDAP and cannot be changed here.`, { hint: 'Ask your directory administrator.' });
    }
  };

  // The identity provider owns a SAML user's e-mail: it is what links them on the next sign-in.
  const refuseSamlUser = async (user: UserRecord) => {
    if (await saml.isSamlUser(user.id)) {
      throw new HttpError(400, 'Your e-mail address comes from your identity provider (SSO) and cannot be changed here.');
    }
  };

  app.patch(`${rest}/me`, { preHandler: requireUser }, async (request) => {
    const body = parseInput(profileBody, request.body);
    const user = accountWithSignIn(currentUser(request));
    if (normalizeEmail(body.email) !== user.email) {
      await refuseLdapUser(user, 'e-mail address');
      await refuseSamlUser(user);
    }
    const result = await repositories.users.update(user.id, body);
    if (result.status === 'email-taken') throw new HttpError(400, 'This e-mail address is already in use.');
    if (result.status === 'not-found') throw new HttpError(404, 'Your account no longer exists.');
    return { data: toUserResponse(result.user) };
  });

  app.patch(`${rest}/me/settings`, { preHandler: requireUser }, async (request) => {
    const body = parseInput(settingsBody, request.body);
    const user = currentUser(request);
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const settings: IUserSettings = { ...user.settings, ...changes };
    const result = await repositories.users.update(user.id, { settings });
    if (result.status !== 'updated') throw new HttpError(404, 'Your account no longer exists.');
    return { data: { userActivated: false, ...result.user.settings } };
  });

  app.patch(`${rest}/me/password`, { preHandler: requireUser }, async (request) => {
    const body = parseInput(passwordBody, request.body);
    const user = accountWithSignIn(currentUser(request));
    await refuseLdapUser(user, 'password');
    const limit = auth.passwordLimiter.check(user.id);
    if (!limit.allowed) {
      throw new HttpError(429, `Too many wrong passwords. Try again in ${describeWait(limit.retryAfterSeconds)}.`, {
        headers: { 'retry-after': String(limit.retryAfterSeconds) },
      });
    }
    auth.passwordLimiter.fail(user.id);
    if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
      throw new HttpError(400, 'Provided current password is incorrect.');
    }
    auth.passwordLimiter.reset(user.id);
    assertPasswordPolicy(body.newPassword);
    const result = await repositories.users.update(user.id, { passwordHash: await hashPassword(body.newPassword) });
    if (result.status !== 'updated') throw new HttpError(404, 'Your account no longer exists.');
    // Signed out everywhere else; this browser stays signed in. The public-API key goes
    // too: whoever may have learnt the old password may have made one.
    await auth.sessions.endAllForUser(user.id, request.sessionId ?? undefined);
    await repositories.apiKeys.deleteForUser(user.id);
    return { data: toUserResponse(result.user) };
  });

  app.post(`${rest}/me/survey`, { preHandler: requireUser }, async (request) => {
    const answers = parseInput(surveyBody, request.body);
    const user = currentUser(request);
    const result = await repositories.users.update(user.id, { personalizationAnswers: answers });
    if (result.status !== 'updated') throw new HttpError(404, 'Your account no longer exists.');
    return { data: { success: true } };
  });
}
