/**
 * fast-check arbitraries for kernel tests: small but awkward workflow
 * documents (names with spaces, quotes and `$`, empty output slots left by
 * earlier removals, pinned data, expressions and Code-node source that
 * reference other nodes) and operations that are valid for a given document.
 * Test support only; nothing in the product imports this file.
 */
import fc from 'fast-check';
import { OrderedMap } from 'immutable';
import { addToMap, listConnections, removeFromMap } from './connections';
import { op, type Operation } from './operation';
import { documentWithNodes, type ConnectionMap, type DocConnection, type DocNode, type PinnedItem, type WorkflowDocument } from './types';

/** Names as users type them: spaces, both quote kinds, `$` and names that shadow Object.prototype members. */
export const nodeNameArb: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[A-Z][a-z]{0,6}( [A-Za-z0-9]{1,4})?$/),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9 '"$`\\]{0,8}[A-Za-z0-9]$/),
  fc.constantFrom('Set', 'HTTP Request', "Bob's node", 'Say "hi"', 'Cost $1', 'a$&b', 'constructor', 'toString', 'Node1'),
);

const REFERENCE_FORMS: ReadonlyArray<(name: string) => string> = [
  (n) => `$node["${n.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"].json.x`,
  (n) => `$node['${n.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'].json.x`,
  (n) => `$('${n.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}').item.json.x`,
  (n) => `$("${n.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}").first()`,
  (n) => `$items("${n.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}", 0)`,
  (n) => `$node.${n}.json`,
];

/** A parameter value that may reference any of `names` as an expression, as fixed text or as Code-node source. */
function parameterValueArb(names: readonly string[]): fc.Arbitrary<unknown> {
  const reference = fc.tuple(fc.constantFrom(...names), fc.constantFrom(...REFERENCE_FORMS)).map(([name, form]) => form(name));
  const expression = fc.array(reference, { minLength: 1, maxLength: 3 }).map((refs) => `={{ ${refs.join(' + ')} }}`);
  const fixed = fc.oneof(fc.string({ maxLength: 6 }), reference);
  const leaf = fc.oneof(expression, fixed, fc.integer(), fc.boolean(), fc.constant(null));
  return fc.oneof(
    leaf,
    fc.array(leaf, { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c'), leaf, { maxKeys: 2, noNullPrototype: true }),
  );
}

export interface DocArbOptions {
  readonly minNodes?: number;
  readonly maxNodes?: number;
}

/**
 * A document with unique ids and names, random connections (several types,
 * outputs and inputs), some of them removed again so that empty and trailing
 * empty output slots occur as they do after editing, random pinned data, and
 * parameters that reference node names (including names no node has). Ids
 * are either `id-0`, `id-1`, ... or descending integer-like ids ("3", "2",
 * "1"), which a plain object would reorder, so document order is exercised.
 */
export function documentArb(options: DocArbOptions = {}): fc.Arbitrary<WorkflowDocument> {
  const minNodes = options.minNodes ?? 1;
  const maxNodes = options.maxNodes ?? 6;
  return fc
    .tuple(fc.uniqueArray(nodeNameArb, { minLength: minNodes + 2, maxLength: maxNodes + 2 }), fc.boolean())
    .chain(([pool, integerIds]) => {
      // The last two names of the pool belong to no node: dangling references.
      const count = pool.length - 2;
      const names = pool.slice(0, count);
      const idOf = (i: number) => (integerIds ? String(count - i) : `id-${i}`);
      const nodeArbs = names.map((name, i) =>
        fc
          .record({
            position: fc.tuple(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 })),
            code: fc.boolean(),
            disabled: fc.constantFrom<boolean | undefined>(undefined, true, false),
            parameters: fc.dictionary(fc.constantFrom('value', 'url', 'options', 'jsCode'), parameterValueArb(pool), {
              maxKeys: 3,
              noNullPrototype: true,
            }),
          })
          .map(({ position, code, disabled, parameters }): DocNode => {
            const node: DocNode = {
              id: idOf(i),
              name,
              type: code ? 'n8n-nodes-base.code' : 'n8n-nodes-base.set',
              typeVersion: 1,
              position,
              parameters,
            };
            return disabled === undefined ? node : { ...node, disabled };
          }),
      );
      const index = fc.nat({ max: count - 1 });
      const connection = fc.record({
        source: fc.record({ nodeId: index.map(idOf), type: fc.constantFrom('main', 'ai_tool'), index: fc.nat({ max: 2 }) }),
        target: fc.record({ nodeId: index.map(idOf), type: fc.constantFrom('main', 'ai_tool'), index: fc.nat({ max: 1 }) }),
      });
      return fc.record({
        idOf: fc.constant(idOf),
        nodes: fc.tuple(...nodeArbs),
        connections: fc.array(fc.tuple(connection, fc.boolean()), { maxLength: 10 }),
        pinned: fc.array(
          fc.tuple(
            index,
            fc.array(fc.record({ json: fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2, noNullPrototype: true }) }), {
              maxLength: 2,
            }),
          ),
          { maxLength: 3 },
        ),
      });
    })
    .map(({ idOf, nodes, connections, pinned }) => {
      let map: ConnectionMap = OrderedMap();
      for (const [c] of connections) map = addToMap(map, c);
      // Removing some again leaves the empty slots real documents have.
      for (const [c, remove] of connections) if (remove) map = removeFromMap(map, c);
      let pinData = OrderedMap<string, readonly PinnedItem[]>();
      for (const [i, items] of pinned) pinData = pinData.set(idOf(i), items);
      // documentWithNodes derives the name index and the inbound index.
      return documentWithNodes(nodes, { connections: map, pinData });
    });
}

/** An id no node of the document has. */
export const freshId = (doc: WorkflowDocument): string => {
  let i = 0;
  while (doc.nodes.has(`new-${i}`)) i++;
  return `new-${i}`;
};

const nodeIds = (doc: WorkflowDocument) => [...doc.nodes.keys()];

/** A name no node has; sometimes one that expressions already reference (a dangling reference). */
export function freshNameArb(doc: WorkflowDocument): fc.Arbitrary<string> {
  return nodeNameArb.filter((n) => !doc.nameIndex.has(n) && n.trim() !== '');
}

export const opArbs: Record<string, (doc: WorkflowDocument) => fc.Arbitrary<Operation>> = {
  moveNode: (doc) =>
    fc
      .tuple(fc.constantFrom(...nodeIds(doc)), fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }))
      .map(([nodeId, x, y]) => op('moveNode', { nodeId, position: [x, y] })),
  addNode: (doc) =>
    fc
      .tuple(
        freshNameArb(doc),
        fc.option(fc.array(fc.record({ json: fc.record({ n: fc.integer() }) }), { maxLength: 2 }), { nil: undefined }),
      )
      .map(([name, pins]) => {
        const node: DocNode = { id: freshId(doc), name, type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} };
        return op('addNode', pins ? { node, pinData: pins } : { node });
      }),
  removeNode: (doc) => fc.constantFrom(...nodeIds(doc)).map((nodeId) => op('removeNode', { nodeId })),
  addConnection: (doc) => connectionArb(doc).map((connection) => op('addConnection', { connection })),
  removeConnection: (doc) => {
    const existing = listConnections(doc.connections);
    const any = connectionArb(doc);
    // Mostly an existing connection; sometimes one that is not there (a no-op).
    return (existing.length ? fc.oneof({ arbitrary: fc.constantFrom(...existing), weight: 4 }, { arbitrary: any, weight: 1 }) : any).map(
      (connection) => op('removeConnection', { connection }),
    );
  },
  enableNodeToggle: (doc) =>
    fc.tuple(fc.constantFrom(...nodeIds(doc)), fc.boolean()).map(([nodeId, disabled]) => op('enableNodeToggle', { nodeId, disabled })),
  renameNode: (doc) =>
    fc.tuple(fc.constantFrom(...nodeIds(doc)), freshNameArb(doc)).map(([nodeId, newName]) => op('renameNode', { nodeId, newName })),
};

export function connectionArb(doc: WorkflowDocument): fc.Arbitrary<DocConnection> {
  const id = fc.constantFrom(...nodeIds(doc));
  return fc.record({
    source: fc.record({ nodeId: id, type: fc.constantFrom('main', 'ai_tool'), index: fc.nat({ max: 3 }) }),
    target: fc.record({ nodeId: id, type: fc.constantFrom('main', 'ai_tool'), index: fc.nat({ max: 1 }) }),
  });
}

/** A document together with an operation valid for it. */
export function docWithOpArb(type: string, options: DocArbOptions = {}): fc.Arbitrary<[WorkflowDocument, Operation]> {
  const make = opArbs[type];
  if (!make) throw new Error(`No arbitrary for ${type}`);
  return documentArb(options).chain((doc) => make(doc).map((operation): [WorkflowDocument, Operation] => [doc, operation]));
}

/** A document with a short sequence of valid operations, each valid for the state it applies to. */
export function docWithOpsArb(
  apply: (doc: WorkflowDocument, operation: Operation) => WorkflowDocument,
  maxOps = 6,
): fc.Arbitrary<[WorkflowDocument, Operation[]]> {
  const types = Object.keys(opArbs);
  return documentArb({ minNodes: 2 }).chain((doc) =>
    fc.array(fc.constantFrom(...types), { minLength: 1, maxLength: maxOps }).chain((plan) => {
      // Build the ops one by one so each is valid for the document the previous ones produced.
      const step = (current: WorkflowDocument, rest: string[], acc: Operation[]): fc.Arbitrary<Operation[]> => {
        const [head, ...tail] = rest;
        if (head === undefined) return fc.constant(acc);
        const usable = current.nodes.size > 0 || head === 'addNode' ? head : 'addNode';
        return (opArbs[usable] as (d: WorkflowDocument) => fc.Arbitrary<Operation>)(current).chain((operation) =>
          step(apply(current, operation), tail, [...acc, operation]),
        );
      };
      return step(doc, plan, []).map((ops): [WorkflowDocument, Operation[]] => [doc, ops]);
    }),
  );
}
