import { describe, expect, it } from 'vitest';
import type { CommandBus } from '@sdk';
import { createEmptyDocument, createKernel, listConnections, type DocNode, type WorkflowDocument } from '@sdk';
import { deleteNodesOps } from './delete-nodes';
import { duplicateOps, insertBetweenOps, toggleDisableOps, INSERT_SHIFT } from './node-edits';

const n = (id: string, x = 0, type = 'n8n-nodes-base.noOp', extra: Partial<DocNode> = {}): DocNode => ({
  id,
  name: id.toUpperCase(),
  type,
  typeVersion: 1,
  position: [x, 0],
  parameters: {},
  ...extra,
});
const link = (from: string, to: string, output = 0, input = 0) => ({ node: to, type: 'main', index: input, from, output });

function doc(nodes: DocNode[], links: ReturnType<typeof link>[] = []): WorkflowDocument {
  const connections: Record<string, { main: Array<Array<{ nodeId: string; type: string; index: number }>> }> = {};
  for (const l of links) {
    const main = (connections[l.from] ??= { main: [] }).main;
    while (main.length <= l.output) main.push([]);
    main[l.output]?.push({ nodeId: l.node, type: 'main', index: l.index });
  }
  return createEmptyDocument({ nodes, connections });
}

function apply(d: WorkflowDocument, ops: Parameters<CommandBus['dispatch']>[0]['ops']): WorkflowDocument {
  const kernel = createKernel();
  kernel.bus.load(d);
  kernel.bus.dispatch({ ops, meta: { origin: 'user' } });
  const after = kernel.bus.getState();
  kernel.dispose();
  return after;
}

const pairs = (d: WorkflowDocument) =>
  listConnections(d.connections)
    .map((c) => `${c.source.nodeId}>${c.target.nodeId}`)
    .sort();

describe('deleteNodesOps', () => {
  it('deleting the middle of A→B→C leaves A→C', () => {
    const d = doc([n('a'), n('b', 200), n('c', 400)], [link('a', 'b'), link('b', 'c')]);
    const after = apply(d, deleteNodesOps(d, ['b']));
    expect([...after.nodes.keys()]).toEqual(['a', 'c']);
    expect(pairs(after)).toEqual(['a>c']);
  });

  it('bridges across a removed chain once and leaves ends without parents alone', () => {
    const d = doc([n('a'), n('b', 200), n('c', 400), n('d', 600)], [link('a', 'b'), link('b', 'c'), link('c', 'd')]);
    expect(pairs(apply(d, deleteNodesOps(d, ['b', 'c'])))).toEqual(['a>d']);
    expect(pairs(apply(d, deleteNodesOps(d, ['a'])))).toEqual(['b>c', 'c>d']);
  });
});

describe('node edits', () => {
  it('disables a mixed selection in one step, then enables it', () => {
    const d = doc([n('a'), n('b', 200, 'n8n-nodes-base.noOp', { disabled: true })]);
    const once = apply(d, toggleDisableOps(d, ['a', 'b']));
    expect([...once.nodes.values()].map((x) => x.disabled)).toEqual([true, true]);
    const twice = apply(once, toggleDisableOps(once, ['a', 'b']));
    expect([...twice.nodes.values()].every((x) => x.disabled !== true)).toBe(true);
  });

  it('duplicates unconnected, offset, with unique names', () => {
    const d = doc([n('a'), n('b', 200)], [link('a', 'b')]);
    let i = 0;
    const { ops, ids } = duplicateOps(d, ['b'], () => `new${++i}`);
    const after = apply(d, ops);
    expect(ids).toEqual(['new1']);
    expect(after.nodes.get('new1')).toMatchObject({ name: 'B1', position: [240, 40] });
    expect(pairs(after)).toEqual(['a>b']);
  });

  it('gives a duplicated webhook its own id, and its own path where the path was the generated id', () => {
    const d = doc([
      n('w', 0, 'n8n-nodes-base.webhook', { webhookId: 'hook-1', parameters: { path: 'hook-1' } }),
      n('v', 200, 'n8n-nodes-base.webhook', { webhookId: 'hook-2', parameters: { path: 'orders' } }),
    ]);
    let i = 0;
    const after = apply(d, duplicateOps(d, ['w', 'v'], () => `new${++i}`).ops);
    expect(after.nodes.get('new2')).toMatchObject({ webhookId: 'new1', parameters: { path: 'new1' } });
    expect(after.nodes.get('new4')).toMatchObject({ webhookId: 'new3', parameters: { path: 'orders' } });
  });

  it('inserts into a connection and pushes the downstream nodes right', () => {
    const d = doc([n('a'), n('b', 200), n('c', 400)], [link('a', 'b'), link('b', 'c')]);
    const middle = n('m', 100);
    const ops = insertBetweenOps(
      d,
      { source: { nodeId: 'a', type: 'main', index: 0 }, target: { nodeId: 'b', type: 'main', index: 0 } },
      middle,
    );
    const after = apply(d, ops);
    expect(pairs(after)).toEqual(['a>m', 'b>c', 'm>b']);
    expect(after.nodes.get('b')?.position[0]).toBe(100 + INSERT_SHIFT);
    expect(after.nodes.get('c')?.position[0]).toBe(400 + (100 + INSERT_SHIFT - 200));
    expect(after.nodes.get('a')?.position[0]).toBe(0);
  });
});
