/**
 * LDAP's calls (n8n's paths): `GET`/`PUT /ldap/config`, `POST /ldap/test-connection`,
 * `POST /ldap/sync` and `GET /ldap/sync`. For the owner only and only with the `ldap`
 * enterprise feature on. The binding password is answered as the blank placeholder.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, ownerOnly, requireUser } from '../../auth';
import { DomainError } from '../../domain-error';
import { parseInput } from '../validation';
import { ldapConfigBody, ldapSyncBody, ldapSyncHistoryQuery } from './schemas';

/** Registers the LDAP routes. */
export function registerLdapRoutes(app: FastifyInstance): void {
  const { config, ldap } = app.switchyard;
  const base = `/${config.endpointRest}/ldap`;
  const licensed = config.enterpriseFeatures.includes('ldap');

  const allowed = async (request: FastifyRequest) => {
    await requireUser(request);
    if (currentUser(request).role !== 'owner') throw ownerOnly();
    if (!licensed) {
      throw new DomainError('forbidden', 'LDAP is not part of this plan.', {
        hint: 'Turn it on with SWITCHYARD_ENTERPRISE_FEATURES=ldap.',
      });
    }
  };

  app.get(`${base}/config`, { preHandler: allowed }, async () => ({ data: await ldap.redactedConfig() }));

  app.put(`${base}/config`, { preHandler: allowed }, async (request) => {
    const input = parseInput(ldapConfigBody, request.body);
    // LDAP and SAML sign-in exclude each other, as in n8n.
    if (input.loginEnabled && (await app.switchyard.saml.loginEnabled())) {
      throw new DomainError('conflict', 'Turn SAML sign-in off before turning LDAP sign-in on.');
    }
    return { data: await ldap.saveConfig(input) };
  });

  app.post(`${base}/test-connection`, { preHandler: allowed }, async () => {
    await ldap.testConnection();
    return { data: { success: true } };
  });

  app.post(`${base}/sync`, { preHandler: allowed }, async (request) => {
    const { type } = parseInput(ldapSyncBody, request.body);
    return { data: await ldap.sync(type) };
  });

  app.get(`${base}/sync`, { preHandler: allowed }, async (request) => {
    const { page, perPage } = parseInput(ldapSyncHistoryQuery, request.query);
    return { data: await ldap.syncHistory(page, perPage) };
  });
}
