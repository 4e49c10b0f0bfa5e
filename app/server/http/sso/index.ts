/**
 * SAML's calls (n8n's paths, docs/saml.md), only with the `saml` enterprise feature on:
 * `GET`/`POST /sso/saml/config`, `POST /sso/saml/config/toggle` and `GET /sso/saml/config/test`
 * for the owner; `GET /sso/saml/metadata` (the SP metadata), `GET /sso/saml/initsso` (off to
 * the IdP) and `POST /sso/saml/acs` (the IdP's answer) for anyone.
 *
 * A refused sign-in sends the browser to the sign-in page with the reason's code
 * (`?ssoError=`), which the page shows as a message; a test run shows its own page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SSO_ERROR_MESSAGES } from '@sdk/settings';
import { currentUser, ownerOnly, requireUser } from '../../auth';
import { fetchIdpMetadata, type SamlConfig, type SamlStart, type ServiceProviderUrls } from '../../auth/saml';
import { DomainError } from '../../domain-error';
import { boundPort, resolvePublicUrls } from '../../urls';
import { startUserSession } from '../auth/session-start';
import { parseInput } from '../validation';
import { autoPostPage, testResultPage } from './pages';
import { acsBody, initSsoQuery, MAX_METADATA_BYTES, samlConfigBody, samlToggleBody } from './schemas';

/** Where the first SAML sign-in without names goes (SamlOnboarding). */
export const SAML_ONBOARDING_PATH = '/saml/onboarding';

/** Registers the SAML routes. */
export function registerSamlRoutes(app: FastifyInstance): void {
  const { config, saml, ldap, events } = app.switchyard;
  const rest = `/${config.endpointRest}`;
  const base = `${rest}/sso/saml`;
  const licensed = config.enterpriseFeatures.includes('saml');

  const editorBase = (request: FastifyRequest) => resolvePublicUrls(config, boundPort(request.server.server)).editorBase;
  const spUrls = (request: FastifyRequest): ServiceProviderUrls => {
    const editor = editorBase(request);
    return { entityId: `${editor}${base}/metadata`, acsUrl: `${editor}${base}/acs` };
  };
  const notLicensed = () =>
    new DomainError('forbidden', 'SAML is not part of this plan.', { hint: 'Turn it on with SWITCHYARD_ENTERPRISE_FEATURES=saml.' });
  const licensedOnly = async () => {
    if (!licensed) throw notLicensed();
  };
  const ownerAndLicensed = async (request: FastifyRequest) => {
    await requireUser(request);
    if (currentUser(request).role !== 'owner') throw ownerOnly();
    if (!licensed) throw notLicensed();
  };
  const answerConfig = async (request: FastifyRequest, stored?: SamlConfig) => {
    const sp = spUrls(request);
    return { data: { ...(stored ?? (await saml.config())), entityID: sp.entityId, returnUrl: sp.acsUrl } };
  };
  // LDAP and SAML sign-in exclude each other, as in n8n: one directory decides who gets in.
  const refuseWithLdap = async (loginEnabled: boolean) => {
    if (loginEnabled && (await ldap.loginEnabled())) {
      throw new DomainError('conflict', 'Turn LDAP sign-in off before turning SAML sign-in on.');
    }
  };
  const go = (reply: FastifyReply, start: SamlStart) =>
    start.binding === 'redirect' ? reply.redirect(start.url, 302) : autoPostPage(reply, start.url, start.fields);

  app.get(`${base}/metadata`, { config: { public: true }, preHandler: licensedOnly }, async (request, reply) =>
    reply.header('content-type', 'application/samlmetadata+xml; charset=utf-8').send(saml.spMetadata(spUrls(request))),
  );

  app.get(`${base}/config`, { preHandler: ownerAndLicensed }, async (request) => answerConfig(request));

  app.post(`${base}/config`, { preHandler: ownerAndLicensed }, async (request) => {
    const input = parseInput(samlConfigBody, request.body);
    const current = await saml.config();
    await refuseWithLdap(input.loginEnabled);
    const metadata =
      input.metadataUrl !== '' ? await fetchIdpMetadata(input.metadataUrl, input.ignoreSSL, MAX_METADATA_BYTES) : input.metadata;
    return answerConfig(request, await saml.saveConfig({ ...input, mapping: input.mapping ?? current.mapping, metadata }));
  });

  app.post(`${base}/config/toggle`, { preHandler: ownerAndLicensed }, async (request) => {
    const { loginEnabled } = parseInput(samlToggleBody, request.body);
    await refuseWithLdap(loginEnabled);
    return answerConfig(request, await saml.saveConfig({ ...(await saml.config()), loginEnabled }));
  });

  app.get(`${base}/config/test`, { preHandler: ownerAndLicensed }, async (request, reply) =>
    go(reply, await saml.startTest(spUrls(request))),
  );

  app.get(`${base}/initsso`, { config: { public: true }, preHandler: licensedOnly }, async (request, reply) => {
    const { redirect } = parseInput(initSsoQuery, request.query);
    if (!(await saml.loginEnabled())) return reply.redirect(`${editorBase(request)}/signin?ssoError=not-enabled`, 303);
    return go(reply, await saml.startSignIn(spUrls(request), redirect));
  });

  // The IdP's page posts a form: its own parser here, in a scope of its own.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post(`${base}/acs`, { config: { public: true }, preHandler: licensedOnly }, async (request, reply) => {
      const { SAMLResponse, RelayState } = parseInput(acsBody, request.body);
      const outcome = await saml.consume(spUrls(request), SAMLResponse, RelayState);
      const editor = editorBase(request);
      if (outcome.status === 'tested') {
        const { user, attributes } = outcome;
        const mapped = { 'E-mail': user.email, 'First name': user.firstName, 'Last name': user.lastName, 'User principal name': user.id };
        return testResultPage(reply, { ok: true, mapped, attributes });
      }
      if (outcome.status === 'refused') {
        if (outcome.test) return testResultPage(reply, { ok: false, message: SSO_ERROR_MESSAGES[outcome.code] });
        events.emit('n8n.audit.user.login.failed', { authenticationMethod: 'saml', reason: outcome.code });
        return reply.redirect(`${editor}/signin?ssoError=${outcome.code}`, 303);
      }
      await startUserSession(request, reply, outcome.user, 'saml');
      const needsNames = !outcome.user.firstName || !outcome.user.lastName;
      return reply.redirect(`${editor}${needsNames ? SAML_ONBOARDING_PATH : outcome.relayState}`, 303);
    });
  });
}
