import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addConnectionOp, addNodeOp, createKernel, listConnections, listNodes, type DocConnection, type DocNode, type Kernel } from '@sdk';
import type { NodeCreatorRequest } from '../api';
import { MANUAL_TRIGGER_NAME, MANUAL_TRIGGER_TYPE, planAddNode } from './add-node';

const TRIGGERS = new Set([MANUAL_TRIGGER_TYPE, 'n8n-nodes-base.scheduleTrigger', 'n8n-nodes-base.webhook']);

let kernel: Kernel;
let ids = 0;
afterEach(() => kernel.dispose());
beforeEach(() => {
  kernel = createKernel();
  ids = 0;
});

const state = () => kernel.bus.getState();
const node = (id: string) => state().nodes.get(id)!;
const plain = (id: string, name: string, x: number, y = 0, type = 'n8n-nodes-base.noOp'): DocNode => ({
  id,
  name,
  type,
  typeVersion: 1,
  position: [x, y],
  parameters: {},
});
const seed = (...nodes: DocNode[]) => kernel.bus.dispatch({ ops: nodes.map((n) => addNodeOp(n)), meta: { origin: 'system' } });
const connect = (...links: DocConnection[]) =>
  kernel.bus.dispatch({ ops: links.map((c) => addConnectionOp(c)), meta: { origin: 'system' } });
const link = (from: string, to: string): DocConnection => ({
  source: { nodeId: from, type: 'main', index: 0 },
  target: { nodeId: to, type: 'main', index: 0 },
});
const pairs = () =>
  listConnections(state().connections)
    .map((c) => `${c.source.nodeId}>${c.target.nodeId}`)
    .sort();
/** Plans and dispatches adding `input`, as the canvas and the node creator do. */
const add = (input: DocNode, extra: { selection?: string[]; request?: NodeCreatorRequest } = {}) => {
  const plan = planAddNode(state(), input, {
    request: extra.request,
    selection: new Set(extra.selection ?? []),
    isTrigger: (t) => TRIGGERS.has(t),
    newId: () => `new-${++ids}`,
  });
  kernel.bus.dispatch({ ops: plan.ops, meta: { origin: 'user' } });
  return plan.nodeId;
};

describe('adding a node (placement)', () => {
  it('adds a regular node to an empty canvas with a Manual Trigger (version 1) connected before it, in one undo step', async () => {
    const id = add(plain('x', 'Edit Fields', 400, 300, 'n8n-nodes-base.set'));
    const [trigger, added] = listNodes(state());
    expect(trigger).toMatchObject({ type: MANUAL_TRIGGER_TYPE, typeVersion: 1, name: MANUAL_TRIGGER_NAME, position: [200, 300] });
    expect(added).toMatchObject({ id, name: 'Edit Fields', position: [400, 300] });
    expect(pairs()).toEqual([`${trigger?.id}>x`]);
    await kernel.history.undo();
    expect(state().nodes.size).toBe(0);
  });

  it('adds a trigger to an empty canvas alone, where asked', () => {
    const id = add(plain('t', 'Schedule Trigger', 400, 300, 'n8n-nodes-base.scheduleTrigger'));
    expect(state().nodes.size).toBe(1);
    expect(node(id).position).toEqual([400, 300]);
  });

  it('connects a new node after the selected one, right of it, with a unique name', () => {
    seed(plain('a', 'If', 0), plain('b', 'Somewhere', 600, 0, 'n8n-nodes-base.if'));
    const id = add(plain('x', 'If', 900, 900, 'n8n-nodes-base.if'), { selection: ['b', 'a'] });
    expect(node(id)).toMatchObject({ name: 'If1', position: [200, 0] });
    expect(pairs()).toEqual(['a>x']);
  });

  it('does not connect a trigger after the selected node, nor anything after a sticky note', () => {
    seed(plain('a', 'A', 0), plain('s', 'Note', 0, 400, 'n8n-nodes-base.stickyNote'));
    add(plain('t', 'Webhook', 400, 0, 'n8n-nodes-base.webhook'), { selection: ['a'] });
    add(plain('x', 'X', 800, 0), { selection: ['s'] });
    expect(pairs()).toEqual([]);
  });

  it('connects from the output the canvas asked for, at its point snapped to the grid', () => {
    seed(plain('a', 'A', 0), plain('b', 'X', 0, 300));
    const id = add(plain('x', 'X', 0, 0), { request: { source: { nodeId: 'a', outputIndex: 0 }, position: { x: 213, y: 47 } } });
    expect(node(id)).toMatchObject({ name: 'X1', position: [220, 40] });
    expect(pairs()).toEqual(['a>x']);
  });

  it('inserts into a connection right of its source and pushes the downstream nodes right, in one undo step', async () => {
    seed(plain('a', 'A', 0), plain('b', 'B', 200), plain('c', 'C', 400));
    connect(link('a', 'b'), link('b', 'c'));
    const id = add(plain('m', 'M', 0, 0), { request: { insertBetween: { connection: link('a', 'b') }, position: { x: 100, y: 40 } } });
    expect(pairs()).toEqual(['a>m', 'b>c', 'm>b']);
    expect(node(id).position).toEqual([200, 0]);
    expect(node('a').position).toEqual([0, 0]);
    expect(node('b').position).toEqual([400, 0]);
    expect(node('c').position).toEqual([600, 0]);
    await kernel.history.undo();
    expect(pairs()).toEqual(['a>b', 'b>c']);
    expect(state().nodes.has(id)).toBe(false);
  });

  it('finds a free spot instead of stacking nodes on one another', () => {
    seed(plain('a', 'A', 0), plain('b', 'B', 200), plain('z', 'Z', 400, 300));
    expect(node(add(plain('x', 'X', 400, 300))).position).toEqual([400, 460]);
    expect(node(add(plain('y', 'Y', 0, 0), { selection: ['a'] })).position).toEqual([200, 160]);
  });

  it('puts a sticky note where asked, over other nodes, and never brings a trigger for it', () => {
    seed(plain('a', 'A', 400, 300));
    const id = add(plain('s', 'Sticky Note', 400, 300, 'n8n-nodes-base.stickyNote'), { selection: ['a'] });
    expect(node(id).position).toEqual([400, 300]);
    expect(pairs()).toEqual([]);
    kernel.dispose();
    kernel = createKernel();
    add(plain('s', 'Sticky Note', 0, 0, 'n8n-nodes-base.stickyNote'));
    expect(listNodes(state()).map((n) => n.type)).toEqual(['n8n-nodes-base.stickyNote']);
  });
});

describe("adding a sub-node for a root's slot", () => {
  it("places it where asked and connects it to the slot with the slot's type, even with another node selected", async () => {
    seed(plain('agent', 'AI Agent', 200, 0, '@n8n/n8n-nodes-langchain.agent'), plain('other', 'Other', 600, 0));
    const id = add(plain('m', 'Window Buffer Memory', 0, 0, '@n8n/n8n-nodes-langchain.memoryBufferWindow'), {
      selection: ['other'],
      request: { slot: { nodeId: 'agent', type: 'ai_memory', label: 'Memory' }, position: { x: 260, y: 240 } },
    });
    expect(node(id).position).toEqual([260, 240]);
    expect(listConnections(state().connections)).toEqual([
      { source: { nodeId: id, type: 'ai_memory', index: 0 }, target: { nodeId: 'agent', type: 'ai_memory', index: 0 } },
    ]);
    await kernel.history.undo();
    expect(state().nodes.has(id)).toBe(false);
    expect(listConnections(state().connections)).toEqual([]);
  });
});
