import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addNodeOp, createKernel, listConnections, listNodes, type Kernel } from '@sdk';
import type { INodeTypesService } from '@plugins/node-types/api';
import type { ICanvasService } from '@plugins/canvas/api';
import { createTestCanvasService } from '@plugins/canvas/test-harness';
import { NodeCreatorService } from './node-creator-service';
import { testCatalogue } from './test-catalogue';

const newest = (type: string) =>
  testCatalogue()
    .filter((d) => d.name === type)
    .pop() ?? null;
const TRIGGERS = new Set(['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.scheduleTrigger', 'n8n-nodes-base.webhook']);
const nodeTypes = { get: newest, isTrigger: (t: string) => TRIGGERS.has(t) } as unknown as INodeTypesService;

let kernel: Kernel;
let ids = 0;
let service: NodeCreatorService;
let canvas: ICanvasService;
afterEach(() => {
  service.dispose();
  kernel.dispose();
});
beforeEach(() => {
  kernel = createKernel();
  ids = 0;
  const newId = () => `id-${++ids}`;
  canvas = createTestCanvasService(kernel.bus, (t) => TRIGGERS.has(t), newId);
  service = new NodeCreatorService({ bus: kernel.bus, nodeTypes, canvas, setOpenKey: () => undefined, newId });
});

const node = (id: string) => kernel.bus.getState().nodes.get(id)!;

describe('adding a node from the node creator', () => {
  it('makes the node from its type (default name and version) and brings a Manual Trigger on an empty canvas, in one undo step', async () => {
    const id = service.addNode('n8n-nodes-base.set');
    const nodes = listNodes(kernel.bus.getState());
    expect(nodes.map((n) => [n.type, n.typeVersion])).toEqual([
      ['n8n-nodes-base.manualTrigger', 1],
      ['n8n-nodes-base.set', 3.4],
    ]);
    expect(node(id!)).toMatchObject({ name: 'Edit Fields (Set)', position: [0, 0] });
    expect(listConnections(kernel.bus.getState().connections).map((c) => c.target.nodeId)).toEqual([id]);
    await kernel.history.undo();
    expect(kernel.bus.getState().nodes.size).toBe(0);
  });

  it('gives a webhook node its own webhookId, and a second one a unique name', () => {
    const first = service.addNode('n8n-nodes-base.webhook')!;
    const second = service.addNode('n8n-nodes-base.webhook')!;
    expect(node(first).webhookId).toEqual(expect.any(String));
    expect(node(first).webhookId).not.toBe(first);
    expect(node(second).webhookId).not.toBe(node(first).webhookId);
    expect([node(first).name, node(second).name]).toEqual(['Webhook', 'Webhook1']);
    expect(node(second).position).not.toEqual(node(first).position);
  });

  it("writes the webhook's generated id into its Path, so the required field is filled", () => {
    const id = service.addNode('n8n-nodes-base.webhook')!;
    expect(node(id).parameters).toEqual({ path: node(id).webhookId });
    const set = service.addNode('n8n-nodes-base.set')!;
    expect(node(set).parameters).toEqual({});
  });

  it('puts a node dropped on the canvas where it was dropped, unconnected', () => {
    kernel.bus.dispatch({
      ops: [addNodeOp({ id: 'a', name: 'A', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} })],
      meta: { origin: 'system' },
    });
    const id = service.addNode('n8n-nodes-base.noOp', { position: { x: 405, y: 118 } })!;
    expect(node(id).position).toEqual([400, 120]);
    expect(listConnections(kernel.bus.getState().connections)).toEqual([]);
  });

  it('connects a picked node after the selected node, but leaves a node dropped at a point unconnected', () => {
    kernel.bus.dispatch({
      ops: [addNodeOp({ id: 'a', name: 'A', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} })],
      meta: { origin: 'system' },
    });
    canvas.select(['a']);
    const dropped = service.addNode('n8n-nodes-base.noOp', { position: { x: 800, y: 400 } })!;
    expect(canvas.getSelection()).toEqual(new Set([dropped]));
    canvas.select(['a']);
    const picked = service.addNode('n8n-nodes-base.set')!;
    expect(listConnections(kernel.bus.getState().connections).map((c) => [c.source.nodeId, c.target.nodeId])).toEqual([['a', picked]]);
  });

  it("connects a node dropped at a point to the output the creator was opened from (its '+')", () => {
    kernel.bus.dispatch({
      ops: [addNodeOp({ id: 'a', name: 'A', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} })],
      meta: { origin: 'system' },
    });
    service.open({ request: { source: { nodeId: 'a', outputIndex: 0 }, position: { x: 200, y: 0 } } });
    const dropped = service.addNode('n8n-nodes-base.noOp', { position: { x: 605, y: 300 } })!;
    expect(node(dropped).position).toEqual([600, 300]);
    expect(listConnections(kernel.bus.getState().connections).map((c) => [c.source.nodeId, c.target.nodeId])).toEqual([['a', dropped]]);
  });

  it('opens a category dropped on the canvas, keeping the request, and adds nothing', () => {
    const request = { position: { x: 0, y: 0 } };
    service.open({ request });
    service.openCategory({ category: 'Core Nodes', subcategory: 'Flow' });
    expect(service.state).toMatchObject({ open: true, request, category: { category: 'Core Nodes', subcategory: 'Flow' } });
    expect(kernel.bus.getState().nodes.size).toBe(0);
  });

  it('returns null for an unknown type and adds nothing', () => {
    expect(service.addNode('n8n-nodes-acme.unknown')).toBeNull();
    expect(kernel.bus.getState().nodes.size).toBe(0);
  });
});
