/**
 * The signed-in user's public-API key: `POST /me/api-key` makes a new key (replacing the
 * old one, which stops working at once) and answers `{apiKey}` with it: the only time the
 * key is shown, since only its hash is stored. `GET` answers `{apiKey}` with the key's
 * masked form (`sy_api_****abcd`), or `{apiKey: null}` when there is none; `DELETE` removes
 * it. Changing or resetting the password also removes it. 404 while the public API is
 * disabled (N8N_PUBLIC_API_DISABLED=true).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, newApiKey, requireUser } from '../../auth';
import { HttpError } from '../errors';

/** Registers the API-key routes. */
export function registerApiKeyRoutes(app: FastifyInstance, rest: string): void {
  const { config, repositories } = app.switchyard;

  async function requirePublicApi(): Promise<void> {
    if (!config.publicApiEnabled) {
      throw new HttpError(404, 'The public API is disabled.', { hint: 'Unset N8N_PUBLIC_API_DISABLED to use API keys.' });
    }
  }
  const preHandler = [requireUser, requirePublicApi];

  app.get(`${rest}/me/api-key`, { preHandler }, async (request) => {
    const key = await repositories.apiKeys.findForUser(currentUser(request).id);
    return { data: { apiKey: key?.label ?? null } };
  });

  app.post(`${rest}/me/api-key`, { preHandler }, async (request) => {
    const apiKey = newApiKey();
    await repositories.apiKeys.replace(currentUser(request).id, apiKey);
    return { data: { apiKey } };
  });

  app.delete(`${rest}/me/api-key`, { preHandler }, async (request) => {
    await repositories.apiKeys.deleteForUser(currentUser(request).id);
    return { data: { success: true } };
  });
}
