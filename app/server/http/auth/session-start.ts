/** Starting a signed-in session, for every way of signing in (e-mail, LDAP, SAML). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedInUserResponse, type UserResponse } from '../../auth';
import type { UserRecord } from '../../db';
import { actorFields } from '../../eventbus';

/** How a user signed in. */
export type SignInMethod = 'email' | 'ldap' | 'saml';

/** Starts `user`'s session (ending the one the cookie named) and answers the signed-in user. */
export async function startUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRecord,
  method: SignInMethod,
): Promise<UserResponse> {
  const { auth, repositories, events, instance, config } = request.server.switchyard;
  // Start from a fresh session; the one the cookie named (if any) ends.
  if (request.sessionId !== null) await repositories.sessions.delete(request.sessionId);
  request.sessionId = await auth.sessions.start(reply, user.id, request.headers['user-agent']);
  request.user = user;
  await auth.sessions.prune();
  events.emit('n8n.audit.user.login.success', { ...actorFields(user), authenticationMethod: method });
  return { ...signedInUserResponse(user, instance.instanceId, config.featureFlagPins), signInType: method };
}
