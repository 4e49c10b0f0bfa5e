import { beforeEach, describe, expect, it } from 'vitest';
import { addConnectionOp, addNodeOp, createKernel, createNodeTypeLookup, listNodes, outgoing as outgoingMap, type DocNode, type Kernel } from '@sdk';
import { planAdd, type PlacementContext } from './placement';
import { testCatalogue } from './test-catalogue';

const lookup = createNodeTypeLookup(testCatalogue());
const newest = (type: string) => testCatalogue().filter((d) => d.name === type).pop()!;
const TRIGGERS = new Set(['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.scheduleTrigger', 'n8n-nodes-base.webhook']);

let kernel: Kernel;
let ids = 0;
beforeEach(() => {
  kernel?.dispose();
  kernel = createKernel();
  ids = 0;
});

const ctx = (extra: Partial<PlacementContext> = {}): PlacementContext => ({
  selection: new Set(),
  viewportCenter: { x: 400, y: 300 },
  isTrigger: (t) => TRIGGERS.has(t),
  manualTrigger: newest('n8n-nodes-base.manualTrigger'),
  newId: () => `id-${++ids}`,
  ...extra,
});
/** A node's outgoing connections as a flat list. */
const outgoing = (doc: ReturnType<Kernel['bus']['getState']>, id: string) =>
  Object.values(outgoingMap(doc, id) ?? {}).flatMap((slots, _t) =>
    slots.flatMap((targets, index) => targets.map((target) => ({ source: { nodeId: id, type: 'main', index }, target }))),
  );
const add = (type: string, extra: Partial<PlacementContext> = {}) => {
  const plan = planAdd(kernel.bus.getState(), newest(type), ctx(extra));
  kernel.bus.dispatch({ ops: plan.ops, meta: { origin: 'user' } });
  return plan.nodeId;
};
const node = (id: string) => kernel.bus.getState().nodes.get(id)!;
const seed = (...nodes: DocNode[]) => kernel.bus.dispatch({ ops: nodes.map((n) => addNodeOp(n)), meta: { origin: 'system' } });
const plain = (id: string, name: string, x: number): DocNode => ({ id, name, type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [x, 0], parameters: {} });

describe('adding a node from the node creator', () => {
  it('adds a regular node to an empty canvas with a Manual Trigger connected before it, in one undo step', async () => {
    const id = add('n8n-nodes-base.set');
    const nodes = listNodes(kernel.bus.getState());
    expect(nodes.map((n) => n.type)).toEqual(['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.set']);
    expect(node(id)).toMatchObject({ name: 'Edit Fields (Set)', typeVersion: 3.4, position: [400, 300] });
    expect(nodes[0]?.position).toEqual([200, 300]);
    expect(outgoing(kernel.bus.getState(), nodes[0]!.id)).toEqual([{ source: { nodeId: nodes[0]!.id, type: 'main', index: 0 }, target: { nodeId: id, type: 'main', index: 0 } }]);
    await kernel.history.undo();
    expect(kernel.bus.getState().nodes.size).toBe(0);
  });

  it('adds a trigger to an empty canvas alone, at the viewport centre', () => {
    const id = add('n8n-nodes-base.scheduleTrigger');
    expect(kernel.bus.getState().nodes.size).toBe(1);
    expect(node(id)).toMatchObject({ name: 'Schedule Trigger', typeVersion: 1.2, position: [400, 300] });
  });

  it('connects a new node after the selected one, to its right, with a unique name', () => {
    seed(plain('a', 'If', 0));
    kernel.bus.dispatch({ ops: [addNodeOp({ ...plain('b', 'Somewhere', 600), type: 'n8n-nodes-base.if' })], meta: { origin: 'system' } });
    const id = add('n8n-nodes-base.if', { selection: new Set(['a']) });
    expect(node(id)).toMatchObject({ name: 'If1', position: [200, 0] });
    expect(outgoing(kernel.bus.getState(), 'a').map((c) => c.target.nodeId)).toEqual([id]);
  });

  it('connects from the output the canvas asked for, at its point', () => {
    seed(plain('a', 'A', 0));
    const id = add('n8n-nodes-base.noOp', { request: { source: { nodeId: 'a', outputIndex: 0 }, position: { x: 260, y: 40 } } });
    expect(node(id).position).toEqual([260, 40]);
    expect(outgoing(kernel.bus.getState(), 'a').map((c) => c.target.nodeId)).toEqual([id]);
  });

  it('inserts between two connected nodes and pushes the downstream nodes right', async () => {
    seed(plain('a', 'A', 0), plain('b', 'B', 200), plain('c', 'C', 400));
    const ab = { source: { nodeId: 'a', type: 'main', index: 0 }, target: { nodeId: 'b', type: 'main', index: 0 } };
    kernel.bus.dispatch({ ops: [addConnectionOp(ab), addConnectionOp({ source: { nodeId: 'b', type: 'main', index: 0 }, target: { nodeId: 'c', type: 'main', index: 0 } })], meta: { origin: 'system' } });
    const id = add('n8n-nodes-base.noOp', { request: { insertBetween: { connection: ab }, position: { x: 100, y: 0 } } });
    const doc = kernel.bus.getState();
    expect(outgoing(doc, 'a').map((c) => c.target.nodeId)).toEqual([id]);
    expect(outgoing(doc, id).map((c) => c.target.nodeId)).toEqual(['b']);
    expect(node(id).position).toEqual([200, 0]);
    expect(node('b').position).toEqual([400, 0]);
    expect(node('c').position).toEqual([600, 0]);
    await kernel.history.undo();
    expect(outgoing(kernel.bus.getState(), 'a').map((c) => c.target.nodeId)).toEqual(['b']);
    expect(kernel.bus.getState().nodes.has(id)).toBe(false);
  });

  it('does not connect a trigger after the selected node', () => {
    seed(plain('a', 'A', 0));
    const id = add('n8n-nodes-base.webhook', { selection: new Set(['a']) });
    expect(outgoing(kernel.bus.getState(), 'a')).toEqual([]);
    expect(node(id).webhookId).toBe(id);
  });

  it('finds a free spot instead of stacking nodes on one another', () => {
    seed(plain('a', 'A', 400));
    kernel.bus.dispatch({ ops: [addNodeOp({ ...plain('z', 'Z', 400), position: [400, 300] })], meta: { origin: 'system' } });
    const id = add('n8n-nodes-base.noOp');
    expect(node(id).position).toEqual([400, 460]);
    expect(lookup('n8n-nodes-base.noOp', 1)).toBeTruthy();
  });
});
