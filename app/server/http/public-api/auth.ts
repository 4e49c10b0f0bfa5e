/**
 * API-key authentication of the public API (n8n's scheme): every call carries the key
 * a user made on their API settings page (`POST /rest/me/api-key`) in the
 * `X-N8N-API-KEY` header, and acts as that user with the same permissions the REST
 * routes apply. The session cookie is not looked at here, so a page a user has open
 * cannot be made to call the public API on their behalf.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/** The header carrying the key, as n8n names it (HTTP header names are case-insensitive). */
export const API_KEY_HEADER = 'x-n8n-api-key';

/** Longest key looked up; keys handed out are far shorter. */
const MAX_API_KEY_LENGTH = 512;

function unauthorized(message: string): HttpError {
  return new HttpError(401, message, {
    hint: 'Send the key from Settings > n8n API in the X-N8N-API-KEY header.',
  });
}

/**
 * onRequest hook of every public-API route but the OpenAPI document: puts the key's user
 * on `request.user`, or answers 401. A missing, unknown or revoked key, and the key of a
 * user who was disabled, are all refused the same way.
 */
export async function authenticateApiKey(this: unknown, request: FastifyRequest): Promise<void> {
  const { repositories } = request.server.switchyard;
  const header = request.headers[API_KEY_HEADER];
  const key = Array.isArray(header) ? undefined : header?.trim();
  if (key === undefined || key === '') throw unauthorized('The X-N8N-API-KEY header is required.');
  if (key.length > MAX_API_KEY_LENGTH) throw unauthorized('The API key is not valid.');
  const userId = await repositories.apiKeys.findUserIdByKey(key);
  const user = userId === undefined ? undefined : await repositories.users.findById(userId);
  if (user === undefined || user.disabled) throw unauthorized('The API key is not valid.');
  request.user = user;
}
