import { List, Map as ImmutableMap, OrderedMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { CommandBus } from '../bus/command-bus';
import {
  computeInbound,
  connectionAdded,
  connectionRemoved,
  connectionsOfNode,
  incomingConnections,
  listConnections,
  outgoing,
} from './connections';
import { jsonEqual, type Operation } from './operation';
import { addConnectionOp, addNodeOp, removeConnectionOp, removeNodeOp } from './operations';
import {
  createEmptyDocument,
  documentToPlain,
  documentWithNodes,
  getNode,
  getNodeByName,
  getPinData,
  listNodes,
  nodeCount,
  type DocConnection,
  type DocNode,
  type OutgoingConnections,
  type WorkflowDocument,
} from './types';

const bus = new CommandBus();
const apply = (doc: WorkflowDocument, ...ops: Operation[]) => bus.preview(ops, doc).doc;

const node = (id: string, name = id.toUpperCase()): DocNode => ({
  id,
  name,
  type: 'n8n-nodes-base.set',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
});

const conn = (from: string, to: string, out = 0, input = 0, type = 'main'): DocConnection => ({
  source: { nodeId: from, type, index: out },
  target: { nodeId: to, type, index: input },
});

describe('building documents', () => {
  it('derives the name index and the inbound index from plain input', () => {
    const doc = createEmptyDocument({
      name: 'W',
      nodes: { a: node('a'), b: node('b'), c: node('c') },
      connections: {
        a: {
          main: [
            [
              { nodeId: 'b', type: 'main', index: 0 },
              { nodeId: 'c', type: 'main', index: 0 },
            ],
          ],
        },
        c: { main: [[{ nodeId: 'b', type: 'main', index: 1 }]] },
      },
      pinData: { b: [{ json: { x: 1 } }] },
    });
    expect(doc.name).toBe('W');
    expect(documentToPlain(doc)).toEqual({
      id: null,
      name: 'W',
      active: false,
      nodes: { a: node('a'), b: node('b'), c: node('c') },
      nameIndex: { A: 'a', B: 'b', C: 'c' },
      connections: {
        a: {
          main: [
            [
              { nodeId: 'b', type: 'main', index: 0 },
              { nodeId: 'c', type: 'main', index: 0 },
            ],
          ],
        },
        c: { main: [[{ nodeId: 'b', type: 'main', index: 1 }]] },
      },
      inbound: { b: { a: 1, c: 1 }, c: { a: 1 } },
      pinData: { b: [{ json: { x: 1 } }] },
      settings: {},
      tags: [],
      versionId: null,
      meta: {},
    });
  });

  it('takes nodes as a list, a record or a map, and equal input gives equal documents', () => {
    const fromList = documentWithNodes([node('a'), node('b')]);
    expect(createEmptyDocument({ nodes: { a: node('a'), b: node('b') } })).toEqual(fromList);
    expect(
      createEmptyDocument({
        nodes: OrderedMap([
          ['a', node('a')],
          ['b', node('b')],
        ]),
      }),
    ).toEqual(fromList);
    expect(createEmptyDocument({ nodes: fromList.nodes }).nodes).toBe(fromList.nodes);
  });

  it('keeps nodes in insertion order, ids that look like array indexes included', () => {
    const doc = documentWithNodes([node('b'), node('2'), node('a'), node('1')]);
    expect(listNodes(doc).map((n) => n.id)).toEqual(['b', '2', 'a', '1']);
    const added = apply(doc, addNodeOp(node('0', 'Zero')));
    expect([...added.nodes.keys()]).toEqual(['b', '2', 'a', '1', '0']);
  });
});

describe('reading documents', () => {
  let doc = documentWithNodes([node('a'), node('b'), node('c', 'constructor')], { pinData: { a: [{ json: {} }] } });
  doc = apply(
    doc,
    addConnectionOp(conn('a', 'b')),
    addConnectionOp(conn('a', 'c')),
    addConnectionOp(conn('c', 'b', 0, 1)),
    addConnectionOp(conn('b', 'b', 1)),
  );

  it('looks nodes up by id and by name, names like Object.prototype members included', () => {
    expect(getNode(doc, 'a')?.name).toBe('A');
    expect(getNode(doc, 'zz')).toBeUndefined();
    expect(getNodeByName(doc, 'constructor')?.id).toBe('c');
    expect(getNodeByName(doc, 'toString')).toBeUndefined();
    expect(nodeCount(doc)).toBe(3);
    expect(getPinData(doc, 'a')).toEqual([{ json: {} }]);
    expect(getPinData(doc, 'b')).toBeUndefined();
  });

  it('lists nodes once per version of the node map', () => {
    expect(listNodes(doc)).toBe(listNodes(doc));
    expect(listNodes({ ...doc, name: 'renamed workflow' })).toBe(listNodes(doc));
    expect(Object.isFrozen(listNodes(doc))).toBe(true);
    const moved = apply(doc, { type: 'moveNode', payload: { nodeId: 'a', position: [5, 5] } });
    expect(listNodes(moved)).not.toBe(listNodes(doc));
    expect(listNodes(moved)[0]?.position).toEqual([5, 5]);
  });

  it('gives outgoing and incoming connections of one node, a self-connection included', () => {
    expect(outgoing(doc, 'a')).toEqual({
      main: [
        [
          { nodeId: 'b', type: 'main', index: 0 },
          { nodeId: 'c', type: 'main', index: 0 },
        ],
      ],
    });
    expect(outgoing(doc, 'zz')).toBeUndefined();
    const sorted = (cs: DocConnection[]) => cs.map((c) => JSON.stringify(c)).sort();
    expect(sorted(incomingConnections(doc, 'b'))).toEqual(sorted([conn('a', 'b'), conn('c', 'b', 0, 1), conn('b', 'b', 1)]));
    expect(incomingConnections(doc, 'a')).toEqual([]);
    expect(sorted(connectionsOfNode(doc, 'b'))).toEqual(sorted([conn('b', 'b', 1), conn('a', 'b'), conn('c', 'b', 0, 1)]));
    expect(documentToPlain(doc).inbound).toEqual({ b: { a: 1, c: 1, b: 1 }, c: { a: 1 } });
  });

  it('finds incoming connections without reading sources that do not connect to the node', () => {
    // A source whose outputs throw when read: only the inbound index can avoid touching it.
    const untouchable = Object.defineProperty({}, 'main', {
      enumerable: true,
      get: () => {
        throw new Error('read a source unrelated to the node');
      },
    }) as OutgoingConnections;
    const big = { ...doc, connections: doc.connections.set('zz', untouchable) };
    expect(incomingConnections(big, 'c')).toEqual([conn('a', 'c')]);
    const removed = bus.preview([removeNodeOp('c')], big);
    expect(removed.inverses[0]?.map((o) => o.type)).toEqual(['addNode', 'addConnection']);
  });
});

describe('the inbound index', () => {
  const base = documentWithNodes([node('a'), node('b'), node('c')]);

  it('counts connections per source and drops entries that reach zero', () => {
    let doc = apply(
      base,
      addConnectionOp(conn('a', 'b')),
      addConnectionOp(conn('a', 'b', 1)),
      addConnectionOp(conn('a', 'b', 0, 0, 'ai_tool')),
    );
    expect(documentToPlain(doc).inbound).toEqual({ b: { a: 3 } });
    doc = apply(doc, removeConnectionOp(conn('a', 'b', 1)));
    expect(documentToPlain(doc).inbound).toEqual({ b: { a: 2 } });
    doc = apply(doc, removeConnectionOp(conn('a', 'b')), removeConnectionOp(conn('a', 'b', 0, 0, 'ai_tool')));
    expect(doc.inbound.size).toBe(0);
    expect(doc.inbound).toEqual(computeInbound(doc.connections));
  });

  it('removing a node clears it on both sides', () => {
    const doc = apply(
      base,
      addConnectionOp(conn('a', 'b')),
      addConnectionOp(conn('b', 'c')),
      addConnectionOp(conn('c', 'a')),
      addConnectionOp(conn('b', 'b')),
    );
    const after = apply(doc, removeNodeOp('b'));
    expect(documentToPlain(after).inbound).toEqual({ a: { c: 1 } });
    expect(listConnections(after.connections)).toEqual([conn('c', 'a')]);
    // The sources keep their (now empty) slots, so other outputs keep their index.
    expect(outgoing(after, 'a')).toEqual({ main: [[]] });
  });

  it('a target listed twice in one slot (imported JSON) is removed with both copies and both counts', () => {
    const twice = { nodeId: 'b', type: 'main', index: 0 };
    const doc = createEmptyDocument({ nodes: base.nodes, connections: { a: { main: [[twice, twice]] } } });
    expect(documentToPlain(doc).inbound).toEqual({ b: { a: 2 } });
    const after = connectionRemoved(doc, conn('a', 'b'));
    expect(outgoing(after, 'a')).toEqual({ main: [[]] });
    expect(after.inbound.size).toBe(0);
  });

  it('connectionAdded and connectionRemoved return the same document when nothing changes', () => {
    const doc = connectionAdded(base, conn('a', 'b'));
    expect(connectionAdded(doc, conn('a', 'b'))).toBe(doc);
    expect(connectionRemoved(base, conn('a', 'b'))).toBe(base);
  });
});

describe('jsonEqual', () => {
  it('compares immutable collections by content, ordered ones in order too', () => {
    expect(jsonEqual(ImmutableMap({ a: { x: [1] } }), ImmutableMap({ a: { x: [1] } }))).toBe(true);
    expect(jsonEqual(ImmutableMap({ a: { x: [1] } }), ImmutableMap({ a: { x: [2] } }))).toBe(false);
    expect(jsonEqual(ImmutableMap({ a: 1, b: 2 }), ImmutableMap({ b: 2, a: 1 }))).toBe(true);
    expect(jsonEqual(OrderedMap({ a: 1, b: 2 }), OrderedMap({ b: 2, a: 1 }))).toBe(false);
    expect(jsonEqual(OrderedMap({ a: 1 }), ImmutableMap({ a: 1 }))).toBe(false);
    expect(jsonEqual(List([1, 2]), List([1, 2]))).toBe(true);
    expect(jsonEqual(ImmutableMap({ a: 1 }), { a: 1 })).toBe(false);
  });

  it('compares whole documents', () => {
    const doc = documentWithNodes([node('a'), node('b')]);
    expect(jsonEqual(doc, documentWithNodes([node('a'), node('b')]))).toBe(true);
    expect(jsonEqual(doc, documentWithNodes([node('b'), node('a')]))).toBe(false);
    expect(jsonEqual(doc, apply(doc, addConnectionOp(conn('a', 'b'))))).toBe(false);
  });
});
