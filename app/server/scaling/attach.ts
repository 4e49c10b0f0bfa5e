/**
 * Hooks queue mode into a server being built (app.ts): relays the bus's messages to this
 * process's push streams, waiting webhook calls and active workflows; follows leadership;
 * and opens and closes the connections with the server.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PushService } from '../push';
import type { WebhookServices } from '../webhooks';
import type { WebhookResponseChannel } from '../webhooks/response-channel';
import type { WorkflowActivationHooks } from '../workflows/workflow-service';
import type { QueueModeServices } from '.';

/** Attaches `scaling` to the server's lifecycle and to its local services. */
export function attachQueueMode(
  app: FastifyInstance,
  scaling: QueueModeServices,
  local: { push: PushService; responses: WebhookResponseChannel },
): void {
  const { bus, queue } = scaling;
  if (scaling.role !== 'worker') {
    bus.on('push', ({ pushRef, message }) => {
      if (local.push.isConnected(pushRef)) local.push.send(pushRef, message);
    });
    bus.on('webhook-response', ({ executionId, response }) => local.responses.send(executionId, response));
  }
  app.addHook('onReady', async () => {
    await bus.start();
    await queue?.ready();
    await scaling.localRuns.start();
  });
  // Last: runs and triggers have stopped by then.
  app.addHook('onClose', async () => {
    await scaling.close();
  });
}

/**
 * The activation hooks of a queue-mode main: besides this process's own, every other main
 * and webhook process is told, so its registered webhooks (and the leader's triggers)
 * follow the saved workflow.
 */
export function sharedActivationHooks(
  scaling: QueueModeServices,
  hooks: WorkflowActivationHooks,
  logError: (error: unknown, message: string) => void,
): { hooks: WorkflowActivationHooks; from: string } {
  const from = randomUUID();
  const tell = (workflowId: string, active: boolean) =>
    scaling.bus.publish({ kind: 'activation', workflowId, active, from }).catch((error: unknown) => {
      logError(error, `Other processes could not be told of workflow ${workflowId}'s activation`);
    });
  return {
    from,
    hooks: {
      afterSave: async (id, isActive, wasActive) => {
        await hooks.afterSave(id, isActive, wasActive);
        await tell(id, isActive);
      },
      beforeDelete: async (id) => {
        await hooks.beforeDelete(id);
        await tell(id, false);
      },
    },
  };
}

/**
 * Starts what this process listens on once the server is ready: a main activates the
 * active workflows (triggers only while it leads) and resumes waiting executions; a webhook
 * process registers production webhooks only; a worker nothing.
 */
export function startQueueModeListening(
  app: FastifyInstance,
  scaling: QueueModeServices,
  webhookServices: WebhookServices,
  activationFrom: string | undefined,
): void {
  if (scaling.role === 'worker') return;
  scaling.bus.on('activation', ({ workflowId, active, from }) => {
    if (from === activationFrom) return;
    const change = active ? webhookServices.active.activate(workflowId, 'update') : webhookServices.active.remove(workflowId);
    change.catch((error: unknown) => app.log.warn({ err: error }, `Workflow ${workflowId} could not follow its activation`));
  });
  app.addHook('onReady', async () => {
    const { leadership } = scaling;
    if (leadership !== undefined) {
      await leadership.start();
      leadership.onChange((leading) => {
        app.log.info(leading ? 'This main now leads: it runs schedules and triggers' : 'This main no longer leads');
        webhookServices.active
          .reactivateAll()
          .catch((error: unknown) => app.log.warn({ err: error }, 'The active workflows could not follow the change of leadership'));
      });
      await webhookServices.start();
    } else {
      await webhookServices.active.init();
    }
  });
}
