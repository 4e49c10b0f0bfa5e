/**
 * Links to editor pages that mails and invite responses carry. They start with the
 * editor's public base URL (SWITCHYARD_EDITOR_BASE_URL / N8N_EDITOR_BASE_URL, else the
 * webhook URL, else the bound address), resolved per request because with PORT=0 the
 * port is only known once the server listens.
 */
import type { FastifyRequest } from 'fastify';
import { boundPort, resolvePublicUrls } from '../urls';

/** The editor's base URL, without a trailing slash. */
export function editorBaseUrl(request: FastifyRequest): string {
  const { config } = request.server.switchyard;
  return resolvePublicUrls(config, boundPort(request.server.server)).editorBase;
}

/** The sign-up page for an invitation: `/signup?inviterId=…&inviteeId=…&token=…`. */
export function inviteAcceptUrl(request: FastifyRequest, inviterId: string, inviteeId: string, token: string): string {
  const query = new URLSearchParams({ inviterId, inviteeId, token });
  return `${editorBaseUrl(request)}/signup?${query.toString()}`;
}

/** The page to choose a new password: `/change-password?token=…`. */
export function passwordResetUrl(request: FastifyRequest, token: string): string {
  const query = new URLSearchParams({ token });
  return `${editorBaseUrl(request)}/change-password?${query.toString()}`;
}
