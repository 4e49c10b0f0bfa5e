import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CommandBus } from '../../bus/command-bus';
import { TransactionError, type Transaction } from '../../bus/types';
import { computeInbound, listConnections } from '../connections';
import { OperationRegistry } from '../operation-registry';
import { op, type Operation } from '../operation';
import { docWithOpArb, docWithOpsArb, documentArb } from '../test-arbitraries';
import {
  createEmptyDocument,
  documentToPlain,
  documentWithNodes,
  type DocConnection,
  type DocNode,
  type PlainConnectionMap,
  type WorkflowDocument,
} from '../types';
import {
  addConnectionOp,
  addNodeOp,
  BUILT_IN_OPERATIONS,
  enableNodeToggleOp,
  moveNodeOp,
  removeConnectionOp,
  removeNodeOp,
  renameNodeOp,
} from './index';

const registry = new OperationRegistry();
const bus = new CommandBus(registry);

/** Applies one op through the bus's dry run and returns the result and the ops that undo it. */
function applyWithInverse(doc: WorkflowDocument, operation: Operation): { after: WorkflowDocument; inverse: Operation[] } {
  const { doc: after, inverses } = bus.preview([operation], doc);
  return { after, inverse: [...(inverses[0] ?? [])] };
}

const applyOne = (doc: WorkflowDocument, operation: Operation) => bus.preview([operation], doc).doc;

const node = (id: string, name: string, extra: Partial<DocNode> = {}): DocNode => ({
  id,
  name,
  type: 'n8n-nodes-base.set',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
  ...extra,
});

const conn = (from: string, to: string, out = 0, input = 0, type = 'main'): DocConnection => ({
  source: { nodeId: from, type, index: out },
  target: { nodeId: to, type, index: input },
});

/** Key order of the document's ordered maps (document order of nodes, connection sources, pinned data). */
const orderOf = (d: WorkflowDocument) => ({
  nodes: [...d.nodes.keys()],
  connections: [...d.connections.keys()],
  pinData: [...d.pinData.keys()],
});

/**
 * The order `doc` has once `ops` were applied and undone: unchanged, except that undoing a removal
 * puts the node, its outgoing entry and its pinned data back at the end (as n8n does), the node
 * removed last first.
 */
function orderAfterUndo(doc: WorkflowDocument, ops: readonly Operation[]) {
  const removed = ops.flatMap((o) => (o.type === 'removeNode' ? [(o.payload as { nodeId: string }).nodeId] : [])).reverse();
  const reorder = (keys: string[]) => {
    const moved = removed.filter((id) => keys.includes(id));
    return [...keys.filter((k) => !moved.includes(k)), ...moved];
  };
  const o = orderOf(doc);
  return { nodes: reorder(o.nodes), connections: reorder(o.connections), pinData: reorder(o.pinData) };
}

/**
 * `restored` is `doc` again: equal content in every field (nodes, name index, connections with
 * their exact slot shapes and target order, inbound index, pinned data, workflow fields), and the
 * same map order but for what orderAfterUndo moves.
 */
function expectRestored(restored: WorkflowDocument, doc: WorkflowDocument, ops: readonly Operation[]): void {
  expect(documentToPlain(restored)).toEqual(documentToPlain(doc));
  expect(orderOf(restored)).toEqual(orderAfterUndo(doc, ops));
  if (!ops.some((o) => o.type === 'removeNode')) expect(restored).toEqual(doc);
}

const SEVEN = ['moveNode', 'addNode', 'removeNode', 'addConnection', 'removeConnection', 'enableNodeToggle', 'renameNode'];

describe('built-in operations', () => {
  it('registers exactly the seven undoable document operations', () => {
    expect(BUILT_IN_OPERATIONS.map((d) => d.type).sort()).toEqual([...SEVEN].sort());
    expect(new OperationRegistry().types().sort()).toEqual([...SEVEN].sort());
    expect(new OperationRegistry(false).types()).toEqual([]);
  });

  describe.each(SEVEN)('%s: apply then invert', (type) => {
    it('returns a document deep-equal to the original (property)', () => {
      fc.assert(
        fc.property(docWithOpArb(type), ([doc, operation]) => {
          const snapshot = structuredClone(documentToPlain(doc));
          const order = orderOf(doc);
          const { after, inverse } = applyWithInverse(doc, operation);
          const restored = bus.preview(inverse, after).doc;
          expectRestored(restored, doc, [operation]);
          // apply is pure: the input document was not mutated.
          expect(documentToPlain(doc)).toEqual(snapshot);
          expect(orderOf(doc)).toEqual(order);
        }),
        { numRuns: 150 },
      );
    });

    it('re-applying the op after its inverse gives the same result again (redo)', () => {
      fc.assert(
        fc.property(docWithOpArb(type), ([doc, operation]) => {
          const { after, inverse } = applyWithInverse(doc, operation);
          const undone = bus.preview(inverse, after).doc;
          expect(applyOne(undone, operation)).toEqual(after);
        }),
        { numRuns: 100 },
      );
    });

    it('the definition applied directly agrees with the bus', () => {
      fc.assert(
        fc.property(docWithOpArb(type), ([doc, operation]) => {
          const def = registry.get(type);
          expect(def.validate?.(doc, operation.payload) ?? null).toBeNull();
          const before = def.invert(operation.payload, doc);
          const after = def.apply(doc, operation.payload);
          expect(after).toEqual(applyOne(doc, operation));
          let restored = after;
          for (const inv of before) restored = registry.get(inv.type).apply(restored, inv.payload);
          expectRestored(restored, doc, [operation]);
        }),
        { numRuns: 50 },
      );
    });
  });

  it('a sequence of ops undone in reverse order restores the original document (property)', () => {
    fc.assert(
      fc.property(docWithOpsArb(applyOne), ([doc, ops]) => {
        const { doc: after, inverses } = bus.preview(ops, doc);
        const undo = [...inverses].reverse().flat();
        expectRestored(bus.preview(undo, after).doc, doc, ops);
      }),
      { numRuns: 150 },
    );
  });

  it('every op keeps the name index and the inbound index in step (property)', () => {
    fc.assert(
      fc.property(docWithOpsArb(applyOne), ([doc, ops]) => {
        const after = bus.preview(ops, doc).doc;
        const expected = Object.fromEntries([...after.nodes.values()].map((n) => [n.name, n.id]));
        expect(Object.fromEntries(after.nameIndex)).toEqual(expected);
        // The inbound index is exactly what the connections imply (no stale or zero counts).
        expect(after.inbound).toEqual(computeInbound(after.connections));
        // No connection points at a node that is gone.
        for (const c of listConnections(after.connections)) {
          expect(after.nodes.has(c.source.nodeId)).toBe(true);
          expect(after.nodes.has(c.target.nodeId)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('documentArb produces valid documents', () => {
    fc.assert(
      fc.property(documentArb(), (doc) => {
        expect(doc.nameIndex.size).toBe(doc.nodes.size);
        expect(doc.inbound).toEqual(computeInbound(doc.connections));
      }),
      { numRuns: 20 },
    );
  });
});

describe('moveNode', () => {
  const doc = documentWithNodes([node('a', 'A', { position: [10, 20] })]);

  it('moves by id and its inverse moves back', () => {
    const { after, inverse } = applyWithInverse(doc, moveNodeOp('a', [30, 40]));
    expect(after.nodes.get('a')?.position).toEqual([30, 40]);
    expect(inverse).toEqual([moveNodeOp('a', [10, 20])]);
  });

  it('moving to the same position changes nothing', () => {
    expect(applyOne(doc, moveNodeOp('a', [10, 20]))).toBe(doc);
  });

  it('merges consecutive moves of the same node only', () => {
    const def = registry.get('moveNode');
    expect(def.merge?.({ nodeId: 'a', position: [1, 1] }, { nodeId: 'a', position: [2, 2] })).toEqual({ nodeId: 'a', position: [2, 2] });
    expect(def.merge?.({ nodeId: 'a', position: [1, 1] }, { nodeId: 'b', position: [2, 2] })).toBeNull();
  });

  it('labels with the node name', () => {
    expect(registry.label(moveNodeOp('a', [0, 1]), doc)).toBe('Move A');
  });
});

describe('addNode', () => {
  it('adds the node, its name and optional pinned data; undo removes all three', () => {
    const doc = documentWithNodes([node('a', 'A')]);
    const pins = [{ json: { x: 1 } }];
    const { after, inverse } = applyWithInverse(doc, addNodeOp(node('b', 'B'), pins));
    expect(after.nodes.get('b')?.name).toBe('B');
    expect(after.nameIndex.get('B')).toBe('b');
    expect(after.pinData.get('b')).toEqual(pins);
    expect(inverse).toEqual([removeNodeOp('b')]);
    expect(bus.preview(inverse, after).doc).toEqual(doc);
  });

  it('rejects a duplicate id and a duplicate name', () => {
    const doc = documentWithNodes([node('a', 'A')]);
    expect(() => bus.preview([addNodeOp(node('a', 'Other'))], doc)).toThrow(/id a already exists/);
    expect(() => bus.preview([addNodeOp(node('z', 'A'))], doc)).toThrow(/named "A" already exists/);
  });

  it('accepts names that are also Object.prototype members', () => {
    const doc = documentWithNodes([node('a', 'A')]);
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      const after = applyOne(doc, addNodeOp(node(`id-${name}`, name)));
      expect(after.nameIndex.get(name)).toBe(`id-${name}`);
    }
  });
});

describe('removeNode', () => {
  const a = node('a', 'A');
  const b = node('b', 'B');
  const c = node('c', 'C');
  let doc = documentWithNodes([a, b, c], { pinData: { b: [{ json: { pinned: true } }], a: [{ json: {} }] } });
  for (const x of [conn('a', 'b'), conn('b', 'c'), conn('a', 'c', 1), conn('c', 'b', 0, 1)]) doc = applyOne(doc, addConnectionOp(x));

  it('removes the node with its connections (in and out) and its pinned data', () => {
    const after = applyOne(doc, removeNodeOp('b'));
    expect(after.nodes.get('b')).toBeUndefined();
    expect(after.nameIndex.get('B')).toBeUndefined();
    expect(documentToPlain(after).pinData).toEqual({ a: [{ json: {} }] });
    expect(documentToPlain(after).inbound).toEqual({ c: { a: 1 } });
    expect(listConnections(after.connections)).toEqual([conn('a', 'c', 1)]);
  });

  it('undo restores node, connections and pinned data exactly', () => {
    const { after, inverse } = applyWithInverse(doc, removeNodeOp('b'));
    expect(inverse[0]?.type).toBe('addNode');
    const restored = bus.preview(inverse, after).doc;
    expectRestored(restored, doc, [removeNodeOp('b')]);
    expect(orderOf(restored).nodes).toEqual(['a', 'c', 'b']);
    expect(restored.pinData.get('b')).toEqual([{ json: { pinned: true } }]);
    const sorted = (d: WorkflowDocument) =>
      listConnections(d.connections)
        .map((x) => JSON.stringify(x))
        .sort();
    expect(sorted(restored)).toEqual(sorted(doc));
  });

  it('undo puts incoming connections back at their place in the output list', () => {
    let d = documentWithNodes([a, b, c]);
    // a's output 0 goes to b, then c: order matters for legacy execution order.
    d = applyOne(d, addConnectionOp(conn('a', 'b')));
    d = applyOne(d, addConnectionOp(conn('a', 'c')));
    const { after, inverse } = applyWithInverse(d, removeNodeOp('b'));
    expect(after.connections.get('a')?.['main']?.[0]?.map((t) => t.nodeId)).toEqual(['c']);
    const restored = bus.preview(inverse, after).doc;
    expect(restored.connections.get('a')?.['main']?.[0]?.map((t) => t.nodeId)).toEqual(['b', 'c']);
  });

  it('undo fails cleanly when a node it connected to is gone by then', () => {
    const { after, inverse } = applyWithInverse(doc, removeNodeOp('b'));
    const moved = applyOne(after, removeNodeOp('c'));
    expect(() => bus.preview(inverse, moved)).toThrow(TransactionError);
  });
});

describe('addConnection / removeConnection', () => {
  const base = documentWithNodes([node('a', 'A'), node('b', 'B'), node('c', 'C')]);

  it('adding an identical connection is a no-op and its inverse is empty', () => {
    const once = applyOne(base, addConnectionOp(conn('a', 'b')));
    const { after, inverse } = applyWithInverse(once, addConnectionOp(conn('a', 'b')));
    expect(after).toBe(once);
    expect(inverse).toEqual([]);
    expect(listConnections(after.connections)).toEqual([conn('a', 'b')]);
  });

  it('the inverse of a fresh add removes it again, leaving no empty slot behind', () => {
    const { after, inverse } = applyWithInverse(base, addConnectionOp(conn('a', 'b', 2)));
    expect(after.connections.get('a')?.['main']).toEqual([[], [], [{ nodeId: 'b', type: 'main', index: 0 }]]);
    expect(inverse.map((o) => o.type)).toEqual(['removeConnection']);
    expect(bus.preview(inverse, after).doc).toEqual(base);
  });

  it('undo of an add leaves imported shapes exactly as they were (empty entries, trailing empty slots)', () => {
    const shapes: PlainConnectionMap[] = [
      {},
      { a: {} },
      { a: { main: [] } },
      { a: { main: [[{ nodeId: 'c', type: 'main', index: 0 }], []] } },
      { a: { ai_tool: [[]] } },
    ];
    for (const connections of shapes) {
      const d = createEmptyDocument({ nodes: base.nodes, connections });
      for (const c of [conn('a', 'b', 0), conn('a', 'b', 3), conn('a', 'b', 1, 0, 'ai_tool')]) {
        const { after, inverse } = applyWithInverse(d, addConnectionOp(c));
        expect(listConnections(after.connections)).toContainEqual(c);
        expect(documentToPlain(bus.preview(inverse, after).doc).connections).toEqual(connections);
        expect(bus.preview(inverse, after).doc).toEqual(d);
      }
    }
  });

  it('the undo of an add taken off after a remote step puts back the empty slots the removal took with it', () => {
    // Live collaboration: I connect A→B on an A without connections and undo it; before the server
    // confirms, someone's connection at A's output 1 came and went, leaving an empty slot 1. My ops
    // are put back on that document and taken off again under the next step: the removal (carrying
    // the shape from before my add) takes the empty slots along, and its inverse has to restore them.
    const remote = createEmptyDocument({ nodes: base.nodes, connections: { a: { main: [[], []] } } });
    const add = addConnectionOp(conn('a', 'b'));
    const undo = applyWithInverse(base, add).inverse;
    expect(undo).toEqual([op('removeConnection', { connection: conn('a', 'b'), shape: { source: false, type: false, slots: 0 } })]);
    const { after: added, inverse: takeOffUndo } = applyWithInverse(applyOne(remote, add), undo[0] as Operation);
    const { inverse: takeOffAdd } = applyWithInverse(remote, add);
    expect(documentToPlain(bus.preview([...takeOffUndo, ...takeOffAdd], added).doc).connections).toEqual({ a: { main: [[], []] } });
  });

  it('a removal with a shape is undone to the exact slots, whatever the shape says', () => {
    const shapes: PlainConnectionMap[] = [
      { a: { main: [[{ nodeId: 'b', type: 'main', index: 0 }], [], []] } },
      { a: { main: [[], [{ nodeId: 'b', type: 'main', index: 0 }], []], ai_tool: [[]] } },
      { a: { main: [[{ nodeId: 'b', type: 'main', index: 0 }]] } },
    ];
    for (const connections of shapes) {
      const d = createEmptyDocument({ nodes: base.nodes, connections });
      const c = listConnections(d.connections)[0] as DocConnection;
      for (const shape of [
        { source: false, type: false, slots: 0 },
        { source: true, type: true, slots: 1 },
      ]) {
        const { after, inverse } = applyWithInverse(d, op('removeConnection', { connection: c, shape }));
        expect(documentToPlain(bus.preview(inverse, after).doc).connections).toEqual(connections);
      }
    }
  });

  it('removing keeps other outputs at their index', () => {
    let d = applyOne(base, addConnectionOp(conn('a', 'b', 0)));
    d = applyOne(d, addConnectionOp(conn('a', 'c', 1)));
    const after = applyOne(d, removeConnectionOp(conn('a', 'b', 0)));
    expect(listConnections(after.connections)).toEqual([conn('a', 'c', 1)]);
  });

  it('removing a connection that does not exist is a no-op with an empty inverse', () => {
    const { after, inverse } = applyWithInverse(base, removeConnectionOp(conn('a', 'b')));
    expect(after).toBe(base);
    expect(inverse).toEqual([]);
  });

  it('undo of a removal restores the order of the targets', () => {
    let d = applyOne(base, addConnectionOp(conn('a', 'b')));
    d = applyOne(d, addConnectionOp(conn('a', 'c')));
    const { after, inverse } = applyWithInverse(d, removeConnectionOp(conn('a', 'b')));
    expect(bus.preview(inverse, after).doc).toEqual(d);
  });

  it('validates both ends and non-negative indexes', () => {
    expect(() => bus.preview([addConnectionOp(conn('a', 'zz'))], base)).toThrow(/Target node zz does not exist/);
    expect(() => bus.preview([addConnectionOp(conn('zz', 'a'))], base)).toThrow(/Source node zz does not exist/);
    expect(() => bus.preview([addConnectionOp(conn('a', 'b', -1))], base)).toThrow(/negative/);
  });

  it('undoing a shaped removal brings back empty slots it took away that its own add had not made', () => {
    // Someone else's add and removal left slot 1 empty after my add made slot 0; undoing my add
    // (a removal with the shape from before it) takes slot 1 away too, and its undo must restore it.
    const made = applyWithInverse(base, addConnectionOp(conn('a', 'b', 0)));
    const withEmpty = applyOne(applyOne(made.after, addConnectionOp(conn('a', 'c', 1))), removeConnectionOp(conn('a', 'c', 1)));
    expect(withEmpty.connections.get('a')?.['main']).toEqual([[{ nodeId: 'b', type: 'main', index: 0 }], []]);
    const { after, inverse } = applyWithInverse(withEmpty, made.inverse[0] as Operation);
    expect(after.connections.has('a')).toBe(false);
    expect(bus.preview(inverse, after).doc).toEqual(withEmpty);
  });

  it('refuses slot indexes and slot counts beyond what any node has', () => {
    expect(() => bus.preview([addConnectionOp(conn('a', 'b', 5_000_000))], base)).toThrow(/below 1000/);
    expect(() => bus.preview([{ type: 'addConnection', payload: { connection: conn('a', 'b'), slots: 1e9 } }], base)).toThrow(
      /Output slots/,
    );
  });

  it('labels with the node names', () => {
    expect(registry.label(addConnectionOp(conn('a', 'b')), base)).toBe('Connect A → B');
    expect(registry.label(removeConnectionOp(conn('a', 'b')), base)).toBe('Disconnect A → B');
  });
});

describe('enableNodeToggle', () => {
  it('sets and clears disabled and inverts to the previous state', () => {
    const doc = documentWithNodes([node('a', 'A')]);
    const { after, inverse } = applyWithInverse(doc, enableNodeToggleOp('a', true));
    expect(after.nodes.get('a')?.disabled).toBe(true);
    expect(inverse).toEqual([enableNodeToggleOp('a', false)]);
    const back = bus.preview(inverse, after).doc;
    expect(back).toEqual(doc);
    expect('disabled' in (back.nodes.get('a') as object)).toBe(false);
  });

  it('is absolute: disabling a disabled node changes nothing', () => {
    const doc = documentWithNodes([node('a', 'A', { disabled: true })]);
    expect(applyOne(doc, enableNodeToggleOp('a', true))).toBe(doc);
  });

  it('undo keeps an explicit disabled: false as it was', () => {
    const doc = documentWithNodes([node('a', 'A', { disabled: false })]);
    const { after, inverse } = applyWithInverse(doc, enableNodeToggleOp('a', true));
    expect(bus.preview(inverse, after).doc.nodes.get('a')).toEqual(node('a', 'A', { disabled: false }));
  });

  it('labels Deactivate / Activate', () => {
    const doc = documentWithNodes([node('a', 'A')]);
    expect(registry.label(enableNodeToggleOp('a', true), doc)).toBe('Deactivate A');
    expect(registry.label(enableNodeToggleOp('a', false), doc)).toBe('Activate A');
  });
});

describe('transactions are all-or-nothing', () => {
  const start = () => {
    const b = new CommandBus(new OperationRegistry(), documentWithNodes([node('a', 'A'), node('b', 'B')]));
    const seen: Transaction[] = [];
    b.transactions$.subscribe((t) => seen.push(t));
    return { b, seen };
  };

  it.each([
    ['rename to an existing name', [moveNodeOp('a', [5, 5]), renameNodeOp('a', 'B')], /named "B" already exists/],
    ['add a duplicate id', [addNodeOp(node('c', 'C')), addNodeOp(node('c', 'D'))], /id c already exists/],
    ['move a missing node', [addNodeOp(node('c', 'C')), moveNodeOp('nope', [1, 1])], /Node nope does not exist/],
    ['an unknown op type', [moveNodeOp('a', [1, 1]), { type: 'teleport', payload: {} }], /Unknown operation type "teleport"/],
  ])('%s: throws, applies nothing and emits nothing', (_name, ops, message) => {
    const { b, seen } = start();
    const before = b.getState();
    let error: unknown;
    try {
      b.dispatch({ ops, meta: { origin: 'user' } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TransactionError);
    expect((error as Error).message).toMatch(message);
    expect((error as TransactionError).opIndex).toBe(1);
    expect(b.getState()).toBe(before);
    expect(seen).toEqual([]);
    expect(b.isDirty()).toBe(false);
  });

  it('validates each op against the state the previous ops produced', () => {
    const { b } = start();
    // The second op is only valid because the first one created node c.
    b.dispatch({ ops: [addNodeOp(node('c', 'C')), addConnectionOp(conn('a', 'c'))], meta: { origin: 'user' } });
    expect(listConnections(b.getState().connections)).toEqual([conn('a', 'c')]);
    // Renaming B away frees its name for a second rename in the same transaction.
    b.dispatch({ ops: [renameNodeOp('b', 'Tmp'), renameNodeOp('a', 'B')], meta: { origin: 'user' } });
    expect(documentToPlain(b.getState()).nameIndex).toEqual({ Tmp: 'b', B: 'a', C: 'c' });
  });
});
