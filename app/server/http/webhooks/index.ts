/**
 * Webhook routes (docs/server.md "Webhooks and activation"):
 *
 * - every method on `/<endpointWebhook>/*` (production), `/<endpointWebhookTest>/*` (test)
 *   and `/webhook-waiting/:id[/*]` (Wait node resume URLs): public, answered by the
 *   workflow; `/form/*` and `/form-test/*` (Form Trigger pages and submissions) and `/form-waiting/:id` (the next pages of a form, app/server/webhooks/form-waiting.ts) likewise; the body arrives as raw bytes (any content type, up to the server's body
 *   limit) and is parsed per call;
 * - `GET /rest/active`: ids of the active workflows the user can read;
 * - `GET /rest/active/error/:id`: the workflow's last activation error, or null;
 * - `GET /rest/active/triggers/:id`: what the workflow's triggers do in production (webhook
 *   URLs, next scheduled runs, poll times), for the dialog shown after activation;
 * - `DELETE /rest/test-webhook/:id`: stops waiting for a test call (true when one waited).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../auth';
import { isInstanceOwner } from '../../permissions/workflow-permissions';
import type { ActiveWorkflows } from '../../triggers/active-workflows';
import { productionTriggers } from '../../triggers/production-triggers';
import { handleFormWaiting } from '../../webhooks/form-waiting';
import type { FormWaitingDeps } from '../../webhooks/form-waiting';
import type { WaitingExecutions } from '../../webhooks/waiting-executions';
import { FORM_ENDPOINTS } from '../../webhooks/webhook-service';
import type { WebhookService } from '../../webhooks/webhook-service';
import { idParams } from '../workflows/schemas';
import { parseInput } from '../validation';

/** What the routes answer with. */
export interface WebhookRouteServices {
  webhooks: WebhookService;
  active: ActiveWorkflows;
  waiting: WaitingExecutions;
  formWaiting: FormWaitingDeps;
}

const METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'] as const;

/**
 * Registers the webhook endpoints and the activation routes; `productionOnly` (a queue-mode
 * webhook process) registers just the production webhooks, forms and resume URLs.
 */
export function registerWebhookRoutes(app: FastifyInstance, services: WebhookRouteServices, productionOnly = false): void {
  const { config } = app.switchyard;
  const rest = `/${config.endpointRest}`;

  void app.register(async (scope) => {
    // Webhook bodies are read as bytes whatever their type; the call's node decides.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const production = { method: [...METHODS], handler: undefined as never };
    scope.route({
      ...production,
      url: `/${config.endpointWebhook}/*`,
      handler: (request, reply) => services.webhooks.handle('production', request, reply),
    });
    if (!productionOnly)
      scope.route({
        ...production,
        url: `/${config.endpointWebhookTest}/*`,
        handler: (request, reply) => services.webhooks.handle('test', request, reply),
      });
    // Forms (Form Trigger): the page on GET, submissions on POST.
    scope.route({
      method: ['GET', 'HEAD', 'POST'],
      url: `/${FORM_ENDPOINTS.production}/*`,
      handler: (request, reply) => services.webhooks.handle('production', request, reply, 'form'),
    });
    if (!productionOnly)
      scope.route({
        method: ['GET', 'HEAD', 'POST'],
        url: `/${FORM_ENDPOINTS.test}/*`,
        handler: (request, reply) => services.webhooks.handle('test', request, reply, 'form'),
      });
    scope.route({
      method: ['GET', 'HEAD', 'POST'],
      url: `/${FORM_ENDPOINTS.waiting}/:id`,
      handler: (request, reply) => handleFormWaiting(services.formWaiting, request, reply),
    });
    scope.route({ ...production, url: '/webhook-waiting/:id', handler: (request, reply) => services.waiting.handle(request, reply) });
    scope.route({ ...production, url: '/webhook-waiting/:id/*', handler: (request, reply) => services.waiting.handle(request, reply) });
  });
  if (productionOnly) return;

  app.get(`${rest}/active`, { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const { data } = await app.switchyard.workflows.list(user, { filter: { active: true }, select: ['id'] });
    return { data: data.map((w) => w.id) };
  });

  app.get(`${rest}/active/error/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await app.switchyard.workflows.load(currentUser(request), id, 'read');
    return { data: services.active.errorOf(id) ?? null };
  });

  app.get(`${rest}/active/triggers/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { workflow } = await app.switchyard.workflows.load(currentUser(request), id, 'read');
    const deps = { nodeTypes: app.switchyard.nodeTypes, webhooks: services.webhooks, defaultTimeZone: config.timezone, now: new Date() };
    return { data: productionTriggers(workflow, deps) };
  });

  app.delete(`${rest}/test-webhook/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const user = currentUser(request);
    const owner = services.webhooks.testOwner(id);
    // Only who started the test run (or the instance owner) may stop it; others see nothing waiting.
    if (owner === undefined || (owner !== user.id && !isInstanceOwner(user))) return { data: false };
    return { data: services.webhooks.cancelTest(id) };
  });
}
