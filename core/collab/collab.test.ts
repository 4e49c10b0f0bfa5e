import { describe, expect, it } from 'vitest';
import { op } from '../document/operation';
import { documentWithNodes, type WorkflowDocument } from '../document/types';
import { CollabAuthority } from './authority';
import { setNode as node, Simulation, simulationRegistry } from './test-simulation';

const start = (): WorkflowDocument =>
  documentWithNodes([node('a', 'Start'), node('b', 'Set', { x: 1, y: 2 }), node('c', 'Use', { v: "={{ $('Set').item.json.v }}" })]);

/** Two editors that both edit before either hears of the other. */
function twoEditors() {
  const sim = new Simulation(simulationRegistry(), start(), 2);
  const [alice, bob] = sim.editors as [(typeof sim.editors)[0], (typeof sim.editors)[0]];
  return { sim, alice, bob };
}

function expectConverged(sim: Simulation): WorkflowDocument {
  sim.settle();
  for (const e of sim.editors) expect(e.bus.getState()).toSatisfy((doc: WorkflowDocument) => sameDoc(doc, sim.authority.doc));
  return sim.authority.doc;
}

const sameDoc = (a: WorkflowDocument, b: WorkflowDocument) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));
const plain = (d: WorkflowDocument) => ({ nodes: [...d.nodes.values()], connections: [...d.connections.entries()], pins: [...d.pinData] });

describe('merge rules', () => {
  it('two moves of one node: the one ordered last wins and nobody jumps back afterwards', () => {
    const { sim, alice, bob } = twoEditors();
    alice.bus.dispatch({ ops: [op('moveNode', { nodeId: 'b', position: [10, 10] })], meta: { origin: 'user' } });
    bob.bus.dispatch({ ops: [op('moveNode', { nodeId: 'b', position: [20, 20] })], meta: { origin: 'user' } });
    sim.deliverUp(alice);
    sim.deliverUp(bob);
    // Bob hears of Alice's move first, while his own is unconfirmed: he keeps seeing his position.
    sim.deliverDown(bob);
    expect(bob.bus.getState().nodes.get('b')?.position).toEqual([20, 20]);
    const doc = expectConverged(sim);
    expect(doc.nodes.get('b')?.position).toEqual([20, 20]);
  });

  it('edits of different parameters of one node are both kept; of the same parameter one wins for both', () => {
    const { sim, alice, bob } = twoEditors();
    alice.bus.dispatch({ ops: [op('test.setParam', { nodeId: 'b', key: 'x', value: 'alice' })], meta: { origin: 'user' } });
    bob.bus.dispatch({ ops: [op('test.setParam', { nodeId: 'b', key: 'y', value: 'bob' })], meta: { origin: 'user' } });
    bob.bus.dispatch({ ops: [op('test.setParam', { nodeId: 'b', key: 'x', value: 'bob' })], meta: { origin: 'user' } });
    const doc = expectConverged(sim);
    expect(doc.nodes.get('b')?.parameters).toEqual({ x: 'bob', y: 'bob' });
  });

  it('delete beats edit, in either order, and the editor whose edit was dropped is told', () => {
    const { sim, alice, bob } = twoEditors();
    bob.bus.dispatch({ ops: [op('test.setParam', { nodeId: 'b', key: 'x', value: 'late' })], meta: { origin: 'user' } });
    alice.bus.dispatch({ ops: [op('removeNode', { nodeId: 'b' })], meta: { origin: 'user' } });
    sim.deliverUp(alice);
    sim.deliverDown(bob);
    expect(bob.bus.getState().nodes.has('b')).toBe(false);
    expect(bob.dropped.map((o) => o.type)).toEqual(['test.setParam']);
    const doc = expectConverged(sim);
    expect(doc.nodes.has('b')).toBe(false);
  });

  it('a connection to a node someone deleted is dropped', () => {
    const { sim, alice, bob } = twoEditors();
    alice.bus.dispatch({ ops: [op('removeNode', { nodeId: 'c' })], meta: { origin: 'user' } });
    bob.bus.dispatch({
      ops: [
        op('addConnection', {
          connection: { source: { nodeId: 'a', type: 'main', index: 0 }, target: { nodeId: 'c', type: 'main', index: 0 } },
        }),
      ],
      meta: { origin: 'user' },
    });
    sim.deliverUp(alice);
    sim.deliverUp(bob);
    const doc = expectConverged(sim);
    expect(doc.connections.size).toBe(0);
    expect(doc.nodes.has('c')).toBe(false);
  });

  it('renames to the same name end unique, and expression references follow each rename', () => {
    const { sim, alice, bob } = twoEditors();
    alice.bus.dispatch({ ops: [op('renameNode', { nodeId: 'b', newName: 'Fetch' })], meta: { origin: 'user' } });
    bob.bus.dispatch({ ops: [op('renameNode', { nodeId: 'a', newName: 'Fetch' })], meta: { origin: 'user' } });
    sim.deliverUp(alice);
    sim.deliverUp(bob);
    const doc = expectConverged(sim);
    expect(doc.nodes.get('b')?.name).toBe('Fetch');
    expect(doc.nodes.get('a')?.name).toBe('Fetch1');
    expect(doc.nodes.get('c')?.parameters['v']).toBe("={{ $('Fetch').item.json.v }}");
  });

  it('an expression typed against the old name follows a concurrent rename', () => {
    const { sim, alice, bob } = twoEditors();
    alice.bus.dispatch({ ops: [op('renameNode', { nodeId: 'b', newName: 'Fetch' })], meta: { origin: 'user' } });
    bob.bus.dispatch({
      ops: [op('test.setParam', { nodeId: 'a', key: 'q', value: "={{ $('Set').item.json.q }}" })],
      meta: { origin: 'user' },
    });
    sim.deliverUp(alice);
    sim.deliverUp(bob);
    const doc = expectConverged(sim);
    expect(doc.nodes.get('a')?.parameters['q']).toBe("={{ $('Fetch').item.json.q }}");
  });

  it('two nodes added with the same name concurrently both stay, with unique names', () => {
    const { sim, alice, bob } = twoEditors();
    alice.bus.dispatch({ ops: [op('addNode', { node: node('n1', 'Code') })], meta: { origin: 'user' } });
    bob.bus.dispatch({ ops: [op('addNode', { node: node('n2', 'Code') })], meta: { origin: 'user' } });
    const doc = expectConverged(sim);
    expect([doc.nodes.get('n1')?.name, doc.nodes.get('n2')?.name].sort()).toEqual(['Code', 'Code1']);
  });
});

describe('per-user undo', () => {
  it('undoes my own last change, never the other person’s, and redo brings mine back', () => {
    const { sim, alice, bob } = twoEditors();
    alice.bus.dispatch({ ops: [op('test.setParam', { nodeId: 'b', key: 'x', value: 'alice' })], meta: { origin: 'user' } });
    sim.settle();
    bob.bus.dispatch({ ops: [op('moveNode', { nodeId: 'a', position: [5, 5] })], meta: { origin: 'user' } });
    sim.settle();
    expect(alice.history.undo()).toBe(true);
    let doc = expectConverged(sim);
    expect(doc.nodes.get('b')?.parameters['x']).toBe(1);
    expect(doc.nodes.get('a')?.position).toEqual([5, 5]);
    expect(bob.history.getState().undoDepth).toBe(1);
    expect(alice.history.redo()).toBe(true);
    doc = expectConverged(sim);
    expect(doc.nodes.get('b')?.parameters['x']).toBe('alice');
  });

  it('does not revert a later edit of the same place by someone else', () => {
    const { sim, alice, bob } = twoEditors();
    alice.bus.dispatch({ ops: [op('moveNode', { nodeId: 'b', position: [10, 10] })], meta: { origin: 'user' } });
    alice.bus.dispatch({ ops: [op('test.setParam', { nodeId: 'b', key: 'y', value: 'alice' })], meta: { origin: 'user' } });
    sim.settle();
    bob.bus.dispatch({ ops: [op('moveNode', { nodeId: 'b', position: [30, 30] })], meta: { origin: 'user' } });
    sim.settle();
    alice.history.undo();
    alice.history.undo();
    const doc = expectConverged(sim);
    expect(doc.nodes.get('b')?.position).toEqual([30, 30]);
    expect(doc.nodes.get('b')?.parameters['y']).toBe(2);
  });

  it('undoing my rename keeps what someone else typed since into an expression naming the node', () => {
    const { sim, alice, bob } = twoEditors();
    alice.bus.dispatch({ ops: [op('renameNode', { nodeId: 'b', newName: 'Prepare' })], meta: { origin: 'user' } });
    sim.settle();
    expect(bob.bus.getState().nodes.get('c')?.parameters['v']).toBe("={{ $('Prepare').item.json.v }}");
    bob.bus.dispatch({
      ops: [op('test.setParam', { nodeId: 'c', key: 'v', value: "={{ $('Prepare').item.json.total }}" })],
      meta: { origin: 'user' },
    });
    sim.settle();
    expect(alice.history.undo()).toBe(true);
    const doc = expectConverged(sim);
    expect(doc.nodes.get('b')?.name).toBe('Set');
    expect(doc.nodes.get('c')?.parameters['v']).toBe("={{ $('Set').item.json.total }}");
  });

  it('a rename undone while someone deletes a node it rewrote leaves every editor on one document', () => {
    const { sim, alice, bob } = twoEditors();
    alice.bus.dispatch({ ops: [op('renameNode', { nodeId: 'b', newName: 'Prepare' })], meta: { origin: 'user' } });
    sim.settle();
    alice.history.undo();
    bob.bus.dispatch({ ops: [op('removeNode', { nodeId: 'c' })], meta: { origin: 'user' } });
    sim.deliverUp(bob);
    sim.deliverDown(alice);
    const doc = expectConverged(sim);
    expect(doc.nodes.has('c')).toBe(false);
    expect(doc.nodes.get('b')?.name).toBe('Set');
  });

  it('a connection undone while someone connects another output of its node, disconnects and deletes the target converges', () => {
    const { sim, alice, bob } = twoEditors();
    const user = { origin: 'user' as const };
    const link = (index: number) => ({ source: { nodeId: 'a', type: 'main', index }, target: { nodeId: 'b', type: 'main', index: 0 } });
    alice.bus.dispatch({ ops: [op('addConnection', { connection: link(0) })], meta: user });
    alice.history.undo();
    // Bob's steps reach Alice before her batch reaches the server: Start is left with two empty
    // output slots, and the undo (which removes what her add created) takes them away with it.
    for (const ops of [
      [op('addConnection', { connection: link(1) })],
      [op('removeConnection', { connection: link(1) })],
      [op('removeNode', { nodeId: 'b' })],
    ]) {
      bob.bus.dispatch({ ops, meta: user });
      sim.deliverUp(bob);
      sim.deliverDown(bob);
      sim.deliverDown(alice);
    }
    const doc = expectConverged(sim);
    expect(doc.connections.get('a')).toEqual({ main: [[], []] });
  });

  it('undo of my edit on a node someone deleted does nothing instead of failing', () => {
    const { sim, alice, bob } = twoEditors();
    alice.bus.dispatch({ ops: [op('test.setParam', { nodeId: 'b', key: 'x', value: 'alice' })], meta: { origin: 'user' } });
    sim.settle();
    bob.bus.dispatch({ ops: [op('removeNode', { nodeId: 'b' })], meta: { origin: 'user' } });
    sim.settle();
    expect(alice.history.getState().canUndo).toBe(false);
    expectConverged(sim);
  });

  it('after a long drop and a reload of the whole document, undo still undoes only my own changes', () => {
    const { sim, alice, bob } = twoEditors();
    bob.bus.dispatch({ ops: [op('test.setParam', { nodeId: 'b', key: 'y', value: 'bob' })], meta: { origin: 'user' } });
    bob.bus.dispatch({ ops: [op('moveNode', { nodeId: 'a', position: [7, 7] })], meta: { origin: 'user' } });
    sim.settle();
    // Bob is away; Alice moves the node Bob moved and renames the node Bob edited.
    alice.bus.dispatch({ ops: [op('moveNode', { nodeId: 'a', position: [9, 9] })], meta: { origin: 'user' } });
    alice.bus.dispatch({ ops: [op('renameNode', { nodeId: 'b', newName: 'Prepare' })], meta: { origin: 'user' } });
    while (sim.deliverUp(alice) || sim.deliverDown(alice));
    // Bob missed those steps: he gets the whole document instead.
    sim.resync(bob, false);
    expect(bob.bus.getState().nodes.get('b')?.name).toBe('Prepare');
    expect(bob.history.getState().undoDepth).toBe(1);
    expect(bob.history.undo()).toBe(true);
    const doc = expectConverged(sim);
    expect(doc.nodes.get('b')?.parameters['y']).toBe(2);
    expect(doc.nodes.get('b')?.name).toBe('Prepare');
    expect(doc.nodes.get('a')?.position).toEqual([9, 9]);
    expect(bob.history.getState().canUndo).toBe(false);
  });

  it('keeps at most 100 entries per user', () => {
    const { sim, alice } = twoEditors();
    for (let i = 0; i < 120; i++)
      alice.bus.dispatch({ ops: [op('moveNode', { nodeId: 'a', position: [i, i] })], meta: { origin: 'user' } });
    sim.settle();
    expect(alice.history.getState().undoDepth).toBe(100);
  });
});

describe('authority', () => {
  it('refuses a base version it never made and ignores a batch it already applied', () => {
    const { sim } = twoEditors();
    expect(sim.authority.submit('x', 1, 5, []).kind).toBe('invalid');
    expect(sim.authority.submit('x', 1, 0, [op('moveNode', { nodeId: 'a', position: [1, 2] })]).kind).toBe('step');
    expect(sim.authority.submit('x', 1, 0, [op('moveNode', { nodeId: 'a', position: [1, 2] })]).kind).toBe('duplicate');
  });

  it('drops malformed and unknown ops instead of throwing', () => {
    const { sim } = twoEditors();
    const result = sim.authority.submit('x', 1, 0, [op('nope', {}), op('moveNode', { nodeId: 'zz', position: [1, 1] })]);
    expect(result.kind === 'step' && result.step.ops.length).toBe(0);
  });

  it('tells a client that is behind the kept steps to reload', () => {
    const small = new CollabAuthority(simulationRegistry(), start(), 0, 3);
    for (let i = 1; i <= 5; i++) small.submit('x', i, i - 1, [op('moveNode', { nodeId: 'a', position: [i, i] })]);
    expect(small.since(1)).toBeNull();
    expect(small.since(2)?.map((s) => s.v)).toEqual([3, 4, 5]);
    expect(small.submit('y', 1, 1, []).kind).toBe('too-old');
  });
});
