import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IDataObject, INode } from '@sdk/workflow';
import { createEngineServices } from '../engine/engine-services';
import type { IHookFunctions, INodeType } from '../engine/node-interface';
import { createCoreNodeTypes } from '../nodes';
import { registerRemoteWebhooks, RemoteWebhookError } from './remote-webhooks';
import type { RegisteredWebhook } from './webhook-registry';
import { webhookPathOf } from './webhook-paths';

/**
 * An app trigger as a service-backed node would write it: `checkExists` looks for the id it
 * kept, `create` asks the "service" (a list here) and keeps the id, `delete` removes it.
 */
function appTrigger(service: { hooks: Map<string, string>; failCreate?: boolean }, log: string[]): INodeType {
  return {
    description: {
      displayName: 'App Trigger',
      name: 'test.appTrigger',
      group: ['trigger'],
      version: 1,
      description: '',
      defaults: { name: 'App Trigger' },
      inputs: [],
      outputs: ['main'],
      webhooks: [{ name: 'default', httpMethod: 'POST', path: 'webhook', responseMode: 'onReceived' }],
      properties: [{ displayName: 'Topic', name: 'topic', type: 'string', default: 'news' }],
    },
    webhook: async () => ({}),
    webhookMethods: {
      default: {
        async checkExists(this: IHookFunctions) {
          const data = this.getWorkflowStaticData('node');
          log.push(`checkExists ${this.getNode().name}`);
          return typeof data['hookId'] === 'string' && service.hooks.has(data['hookId']);
        },
        async create(this: IHookFunctions) {
          if (service.failCreate) throw new Error('The service said no');
          const id = `hook-${service.hooks.size + 1}`;
          service.hooks.set(id, `${String(this.getNodeParameter('topic'))} -> ${this.getNodeWebhookUrl('default')}`);
          this.getWorkflowStaticData('node')['hookId'] = id;
          log.push(`create ${this.getNode().name} (${this.getActivationMode()})`);
          return true;
        },
        async delete(this: IHookFunctions) {
          const data = this.getWorkflowStaticData('node');
          service.hooks.delete(String(data['hookId']));
          delete data['hookId'];
          log.push(`delete ${this.getNode().name}`);
          return true;
        },
      },
    },
  };
}

function setup(service: { hooks: Map<string, string>; failCreate?: boolean }) {
  const log: string[] = [];
  const saved: IDataObject[] = [];
  const type = appTrigger(service, log);
  const nodes: INode[] = ['First', 'Second'].map((name, index) => ({
    id: `n${index}`,
    name,
    type: 'test.appTrigger',
    typeVersion: 1,
    position: [0, 0],
    webhookId: `wh-${index}`,
    parameters: { topic: name.toLowerCase() },
  }));
  const workflow = { id: 'w1', name: 'Hooks', nodes, connections: {}, staticData: {} as IDataObject };
  const webhooks: RegisteredWebhook[] = nodes.map((node) => ({
    workflowId: 'w1',
    nodeName: node.name,
    method: 'POST',
    path: webhookPathOf(node, `${node.webhookId}/webhook`),
    surface: 'webhook',
    webhookName: 'default',
  }));
  const services = createEngineServices({
    nodeTypes: createCoreNodeTypes(),
    userFolder: mkdtempSync(path.join(tmpdir(), 'switchyard-remote-hooks-')),
    timezone: 'UTC',
  });
  const input = {
    workflow,
    webhooks,
    nodeTypeOf: () => type,
    services,
    mode: 'trigger' as const,
    activation: 'activate' as const,
    urlOf: (webhook: RegisteredWebhook) => `https://flows.example.com/webhook/${webhook.path.path}`,
    saveStaticData: async (data: IDataObject) => {
      saved.push(structuredClone(data));
    },
  };
  return { input, log, saved, workflow };
}

describe('registering app triggers’ webhooks with their services', () => {
  it('creates each node’s registration with its production URL, keeps the ids, and deletes them again', async () => {
    const service = { hooks: new Map<string, string>() };
    const { input, log, saved } = setup(service);
    const registered = await registerRemoteWebhooks(input);
    expect([...service.hooks.values()]).toEqual([
      'first -> https://flows.example.com/webhook/wh-0/webhook',
      'second -> https://flows.example.com/webhook/wh-1/webhook',
    ]);
    expect(log).toEqual(['checkExists First', 'create First (activate)', 'checkExists Second', 'create Second (activate)']);
    // The ids are saved with the workflow, so a restart finds them.
    expect(saved.at(-1)).toEqual({ 'node:First': { hookId: 'hook-1' }, 'node:Second': { hookId: 'hook-2' } });

    await registered.remove();
    expect(service.hooks.size).toBe(0);
    expect(log.slice(-2)).toEqual(['delete Second', 'delete First']);
    expect(saved.at(-1)).toEqual({ 'node:First': {}, 'node:Second': {} });
  });

  it('does not register twice when the service still has the registration (activation after a restart)', async () => {
    const service = { hooks: new Map<string, string>() };
    const first = setup(service);
    await registerRemoteWebhooks(first.input);
    const restarted = setup(service);
    restarted.workflow.staticData = structuredClone(first.saved.at(-1)!);
    await registerRemoteWebhooks({ ...restarted.input, activation: 'init' });
    expect(restarted.log).toEqual(['checkExists First', 'checkExists Second']);
    expect(service.hooks.size).toBe(2);
  });

  it('fails as a whole, naming the node, and removes what it had registered', async () => {
    const service = { hooks: new Map<string, string>() };
    const { input, log } = setup(service);
    let calls = 0;
    const failing = {
      ...input,
      nodeTypeOf: (node: INode) => {
        const type = input.nodeTypeOf();
        if (node.name !== 'Second') return type;
        calls++;
        return appTrigger({ ...service, failCreate: true }, log);
      },
    };
    const error = await registerRemoteWebhooks(failing).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteWebhookError);
    expect((error as RemoteWebhookError).nodeName).toBe('Second');
    expect((error as Error).message).toBe('Could not register the webhook of "Second" with its service: The service said no');
    expect(calls).toBeGreaterThan(0);
    expect(service.hooks.size).toBe(0);
    expect(log.at(-1)).toBe('delete First');
  });
});
