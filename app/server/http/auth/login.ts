/**
 * Signing in and out: `GET /login`, `POST /login`, `POST /logout`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  describeWait,
  hashPassword,
  needsRehash,
  notSignedIn,
  signedInUserResponse,
  verifyAgainstNothing,
  verifyPassword,
} from '../../auth';
import { normalizeEmail, type UserRecord } from '../../db';
import { HttpError } from '../errors';
import { startUserSession } from './session-start';
import { MAX_EMAIL_LENGTH, parseInput, passwordFieldSchema } from '../validation';

/** The message of every failed sign-in, whatever the reason (no account enumeration). */
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong username or password. Do you have caps lock on?';

/** Why a member's e-mail sign-in is refused while SAML sign-in is on. */
export const SSO_ONLY_MESSAGE = 'Sign in with SSO: this instance signs its users in through its identity provider.';

const loginBody = z.object({
  // Not checked against the e-mail pattern: a wrong address is just a failed sign-in.
  email: z.string().trim().max(MAX_EMAIL_LENGTH),
  password: passwordFieldSchema,
});

/** Registers the sign-in routes. */
export function registerLoginRoutes(app: FastifyInstance, rest: string): void {
  const { auth, repositories, events, ldap, saml } = app.switchyard;
  const ldapLicensed = app.switchyard.config.enterpriseFeatures.includes('ldap');
  const samlLicensed = app.switchyard.config.enterpriseFeatures.includes('saml');

  const startSession = async (request: FastifyRequest, reply: FastifyReply, user: UserRecord, method: 'email' | 'ldap') => ({
    data: await startUserSession(request, reply, user, method),
  });

  app.get(`${rest}/login`, { config: { public: true } }, async (request, reply) => {
    const user = request.user;
    if (user === null) throw notSignedIn();
    // Before set-up the default user needs no sign-in; give the browser its session.
    if (request.sessionId === null) {
      request.sessionId = await auth.sessions.start(reply, user.id, request.headers['user-agent']);
    }
    const signInType = (await ldap.isLdapUser(user.id)) ? 'ldap' : (await saml.isSamlUser(user.id)) ? 'saml' : 'email';
    return {
      data: { ...signedInUserResponse(user, app.switchyard.instance.instanceId, app.switchyard.config.featureFlagPins), signInType },
    };
  });

  app.post(`${rest}/login`, { config: { public: true } }, async (request, reply) => {
    const body = parseInput(loginBody, request.body);
    const email = normalizeEmail(body.email);
    // Three independent limits (docs/security.md "Sign-in"): e-mail + address (typing
    // mistakes, one guesser), address (one guesser trying many accounts), and account
    // (many addresses guessing one account). The account limit holds back only addresses
    // that have not signed in to the account lately, so a flood of guesses from new
    // addresses cannot lock its owner out. Unknown e-mails are limited the same way as
    // existing ones, so the limits tell nothing about which accounts exist.
    const pairKey = `${email}\n${request.ip}`;
    const known = auth.knownSignInAddresses.has(email, request.ip);
    const checks = [
      auth.loginLimiter.check(pairKey),
      auth.loginIpLimiter.check(request.ip),
      known ? ({ allowed: true } as const) : auth.loginAccountLimiter.check(email),
    ];
    const waits = checks.flatMap((check) => (check.allowed ? [] : [check.retryAfterSeconds]));
    if (waits.length > 0) {
      const wait = Math.max(...waits);
      throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${describeWait(wait)}.`, {
        headers: { 'retry-after': String(wait) },
      });
    }
    // Counted before the (slow) check, so parallel guesses cannot slip past the limits;
    // a successful sign-in clears the e-mail + address count again (not the others,
    // which a guesser could otherwise clear by signing in to an account of their own).
    auth.loginLimiter.fail(pairKey);
    auth.loginIpLimiter.fail(request.ip);
    if (!known) auth.loginAccountLimiter.fail(email);

    const local = email === '' ? undefined : await repositories.users.findByEmail(email);
    // With LDAP sign-in on, everyone but the owner (who keeps e-mail sign-in) is tried
    // against the directory first, by login id; local accounts not linked to it still
    // sign in by e-mail.
    if (local?.role !== 'owner' && ldapLicensed && (await ldap.loginEnabled())) {
      const outcome = await ldap.signIn(body.email, body.password);
      if (outcome.status === 'signed-in') {
        auth.loginLimiter.reset(pairKey);
        auth.knownSignInAddresses.remember(email, request.ip);
        return startSession(request, reply, outcome.user, 'ldap');
      }
    }
    const user = local !== undefined && (await ldap.isLdapUser(local.id)) ? undefined : local;
    const hash = user !== undefined && !user.disabled ? user.passwordHash : null;
    const ok = hash === null ? await verifyAgainstNothing(body.password) : await verifyPassword(body.password, hash);
    if (!ok || user === undefined || hash === null) {
      events.emit('n8n.audit.user.login.failed', { userEmail: email, authenticationMethod: 'email', reason: 'wrong credentials' });
      throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
    }
    auth.loginLimiter.reset(pairKey);
    auth.knownSignInAddresses.remember(email, request.ip);
    // With SAML sign-in on, the identity provider decides who gets in; the owner keeps e-mail
    // sign-in so a broken IdP never locks the instance (as in n8n).
    if (user.role !== 'owner' && samlLicensed && (await saml.loginEnabled())) {
      throw new HttpError(401, SSO_ONLY_MESSAGE);
    }

    if (needsRehash(hash)) {
      await repositories.users.update(user.id, { passwordHash: await hashPassword(body.password) });
    }
    return startSession(request, reply, user, 'email');
  });

  app.post(`${rest}/logout`, { config: { public: true } }, async (request, reply) => {
    await auth.sessions.end(reply, request.sessionId);
    request.sessionId = null;
    return { data: { loggedOut: true } };
  });
}
