/**
 * Forgotten passwords: `POST /forgot-password`, `GET /resolve-password-token`,
 * `POST /change-password`. All public.
 *
 * `POST /forgot-password` answers `{}` whatever the address, at once: the lookup, the
 * token and the mail happen after the answer, so neither the body nor the answer time
 * tells whether an account exists. A reset link works once, for 2 hours; using it closes
 * the user's other reset links and ends all their sessions.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resetPassword } from '../../auth/accounts';
import { hashPassword, hashToken, newToken, PASSWORD_RESET_LIFETIME_MS, passwordResetUrl } from '../../auth';
import { passwordResetMail } from '../../mail';
import { HttpError } from '../errors';
import { assertPasswordPolicy, emailSchema, idSchema, parseInput, passwordFieldSchema } from '../validation';

const INVALID_TOKEN = 'The password reset link is invalid or has expired.';

const forgotBody = z.object({ email: emailSchema });
const tokenQuery = z.object({ token: idSchema });
const changeBody = z.object({ token: idSchema, password: passwordFieldSchema });

/** Registers the password-reset routes. */
export function registerPasswordResetRoutes(app: FastifyInstance, rest: string): void {
  const { auth, database, repositories } = app.switchyard;

  /** The open reset token and its user, or a 404. */
  async function usableToken(token: string) {
    const record = await repositories.authTokens.findUsable(hashToken(token), 'password-reset');
    const user = record === undefined ? undefined : await repositories.users.findById(record.userId);
    if (record === undefined || user === undefined || user.passwordHash === null || user.disabled) {
      throw new HttpError(404, INVALID_TOKEN, { hint: 'Ask for a new link on the sign-in page.' });
    }
    return { record, user };
  }

  app.post(`${rest}/forgot-password`, { config: { public: true } }, async (request) => {
    const { email } = parseInput(forgotBody, request.body);
    const log = request.log;
    if (!auth.mailer.configured) {
      log.warn('Password reset asked for, but no mail was sent: e-mail is not set up (N8N_EMAIL_MODE=smtp).');
      return { data: {} };
    }
    const linkBase = passwordResetUrl(request, '');
    auth.background.run(
      async () => {
        const user = await repositories.users.findByEmail(email);
        if (user === undefined || user.passwordHash === null || user.disabled || user.email === null) {
          log.info('Password reset asked for an address without an account; no mail sent.');
          return;
        }
        const limitKey = user.email;
        if (!auth.resetMailLimiter.check(limitKey).allowed) {
          log.warn('Too many password-reset mails for one address; this one was not sent.');
          return;
        }
        auth.resetMailLimiter.fail(limitKey);
        const token = newToken();
        await repositories.authTokens.create({
          userId: user.id,
          purpose: 'password-reset',
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + PASSWORD_RESET_LIFETIME_MS),
        });
        const url = `${linkBase}${encodeURIComponent(token)}`;
        await auth.mailer.send(passwordResetMail(user.email, user.firstName, url, PASSWORD_RESET_LIFETIME_MS / 60_000));
      },
      (error) => log.error({ err: error }, 'Sending the password-reset mail failed'),
    );
    return { data: {} };
  });

  app.get(`${rest}/resolve-password-token`, { config: { public: true } }, async (request) => {
    const { token } = parseInput(tokenQuery, request.query);
    await usableToken(token);
    return { data: {} };
  });

  app.post(`${rest}/change-password`, { config: { public: true } }, async (request) => {
    const body = parseInput(changeBody, request.body);
    const { record, user } = await usableToken(body.token);
    assertPasswordPolicy(body.password);
    const passwordHash = await hashPassword(body.password);
    if (!(await resetPassword(database.db, record.id, user.id, passwordHash))) {
      throw new HttpError(404, INVALID_TOKEN, { hint: 'Ask for a new link on the sign-in page.' });
    }
    return { data: {} };
  });
}
