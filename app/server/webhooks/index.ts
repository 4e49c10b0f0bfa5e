/**
 * Wires webhooks, triggers and waiting executions into the server: production and test
 * webhook routes, activation around workflow saves and deletes, activation of the stored
 * active workflows when the server is ready, resumption of waiting executions, and the
 * saving of refreshed OAuth2 tokens used by the HTTP Request node.
 */
import type { FastifyInstance } from 'fastify';
import { registerWebhookRoutes } from '../http/webhooks';
import { setOAuth2TokenSaver } from '../nodes/http-request/authenticate';
import { OAUTH_TOKEN_DATA_KEY } from '../credentials/redaction';
import { ActiveWorkflows } from '../triggers/active-workflows';
import { boundPort, resolvePublicUrls } from '../urls';
import { FormWaitingSigner } from './form-waiting-signature';
import { WaitingExecutions } from './waiting-executions';
import { WebhookService } from './webhook-service';

/** Sets up webhooks and triggers on `app` (after the execution service exists). */
export function setUpWebhooks(app: FastifyInstance): { webhooks: WebhookService; active: ActiveWorkflows; waiting: WaitingExecutions } {
  const context = app.switchyard;
  const { config, executions, nodeTypes, push, repositories } = context;
  // Asked on every webhook call; once the server listens the answer no longer changes, so
  // it is kept rather than read from the socket each time.
  let boundWebhookBase: string | undefined;
  const webhookBase = () => {
    if (boundWebhookBase !== undefined) return boundWebhookBase;
    const port = boundPort(app.server);
    const base = resolvePublicUrls(config, port).webhookBase;
    if (port !== undefined) boundWebhookBase = base;
    return base;
  };
  const signer = new FormWaitingSigner(context.credentials.formWaitingKey);
  const webhooks = new WebhookService({
    executions,
    nodeTypes,
    push,
    endpoints: { webhook: config.endpointWebhook, webhookTest: config.endpointWebhookTest },
    webhookBase,
    formWaitingPath: (executionId) => signer.path(executionId),
  });
  const active = new ActiveWorkflows({
    executions,
    nodeTypes,
    webhooks,
    listActiveIds: async () => (await repositories.workflows.list({ active: true })).map((w) => w.id),
  });
  const waiting = new WaitingExecutions({ executions, nodeTypes, config, webhookBase });

  executions.testWebhookHandler = (run) => webhooks.registerTest(run);
  context.workflows.activationHooks = {
    afterSave: async (id, isActive) => {
      if (isActive) await active.activate(id, 'update');
      else await active.deactivate(id);
    },
    beforeDelete: (id) => active.remove(id),
  };
  const disposeSaver = setOAuth2TokenSaver((credentialId, tokenData) =>
    context.credentials.service.changeStoredData(credentialId, (data) => ({ ...data, [OAUTH_TOKEN_DATA_KEY]: tokenData })),
  );

  registerWebhookRoutes(app, { webhooks, active, waiting, formWaiting: { executions, nodeTypes, waiting, signer, webhookBase } });
  app.addHook('onReady', async () => {
    await active.init();
    await waiting.start();
  });
  app.addHook('preClose', async () => {
    waiting.close();
    webhooks.close();
    await active.close();
    disposeSaver();
  });
  return { webhooks, active, waiting };
}
