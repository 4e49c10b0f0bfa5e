import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CommandBus } from '../../bus/command-bus';
import { TransactionError } from '../../bus/types';
import { OperationRegistry } from '../operation-registry';
import { renameInText, renameInValue } from '../rename-references';
import { docWithOpArb } from '../test-arbitraries';
import { documentToPlain, documentWithNodes, getNodeByName, type DocNode, type WorkflowDocument } from '../types';
import { renameNodeOp } from './rename-node';

const bus = new CommandBus(new OperationRegistry());

const node = (id: string, name: string, parameters: Record<string, unknown> = {}, type = 'n8n-nodes-base.set'): DocNode => ({
  id,
  name,
  type,
  typeVersion: 1,
  position: [0, 0],
  parameters,
});

function rename(doc: WorkflowDocument, nodeId: string, newName: string) {
  const { doc: after, inverses } = bus.preview([renameNodeOp(nodeId, newName)], doc);
  const undone = bus.preview(inverses[0] ?? [], after).doc;
  return { after, undone };
}

describe('renameInText', () => {
  it.each([
    ['$node["Old"].json.a', '$node["New"].json.a'],
    ["$node['Old'].json.a", "$node['New'].json.a"],
    ['$node.Old.json.a', '$node.New.json.a'],
    ["$('Old').item.json.a", "$('New').item.json.a"],
    ['$("Old").first()', '$("New").first()'],
    ['$(`Old`).all()', '$(`New`).all()'],
    ['$items("Old")', '$items("New")'],
    ["$items('Old', 0, 1)", "$items('New', 0, 1)"],
    ['$node[ "Old" ].json', '$node[ "New" ].json'],
  ])('rewrites %s', (input, expected) => {
    expect(renameInText(input, 'Old', 'New')).toBe(expected);
  });

  it('rewrites every occurrence and leaves other nodes alone', () => {
    expect(renameInText('$("Old").x + $("Older").y + $node.Old2.z + $node.Old.w + $("Old").v', 'Old', 'New')).toBe(
      '$("New").x + $("Older").y + $node.Old2.z + $node.New.w + $("New").v',
    );
  });

  it('does not touch text that merely contains the name', () => {
    expect(renameInText('Old news: $json.Old and "Old"', 'Old', 'New')).toBe('Old news: $json.Old and "Old"');
  });

  it('handles names with spaces', () => {
    expect(renameInText(`$('HTTP Request').item + $node["HTTP Request"].json`, 'HTTP Request', 'Fetch data')).toBe(
      `$('Fetch data').item + $node["Fetch data"].json`,
    );
  });

  it('handles quotes inside names, escaped per quote kind', () => {
    expect(renameInText(`$('Bob\\'s node') + $node["Bob's node"]`, "Bob's node", 'Say "hi"')).toBe(`$('Say "hi"') + $node["Say \\"hi\\""]`);
  });

  it('keeps `$` sequences in the new name literally', () => {
    expect(renameInText(`$('Old') + $node["Old"] + $items("Old")`, 'Old', 'Cost $1 $& $$')).toBe(
      `$('Cost $1 $& $$') + $node["Cost $1 $& $$"] + $items("Cost $1 $& $$")`,
    );
  });

  it('turns a dotted reference into brackets when the new name is not an identifier', () => {
    expect(renameInText('$node.Old.json', 'Old', 'My node')).toBe('$node["My node"].json');
    expect(renameInText('$node.Old.json', 'Old', 'Say "hi"')).toBe('$node["Say \\"hi\\""].json');
  });

  it('names with regex characters match literally', () => {
    expect(renameInText(`$('a.b*') + $('aXbb')`, 'a.b*', 'c')).toBe(`$('c') + $('aXbb')`);
  });
});

describe('renameInValue', () => {
  it('rewrites expressions and Code-node source, never fixed strings', () => {
    const params = {
      expr: '={{ $("Old").item.json.a }}',
      fixed: '$("Old") is text here',
      jsCode: 'const x = $("Old").all();',
      nested: { list: ['={{ $node.Old.json }}', 'plain $node.Old'] },
      n: 1,
    };
    expect(renameInValue(params, 'Old', 'New')).toEqual({
      expr: '={{ $("New").item.json.a }}',
      fixed: '$("Old") is text here',
      jsCode: 'const x = $("New").all();',
      nested: { list: ['={{ $node.New.json }}', 'plain $node.Old'] },
      n: 1,
    });
  });

  it('returns the very same object when nothing references the node', () => {
    const params = { a: '={{ $("Other").x }}', b: ['x'], c: { d: 1 } };
    expect(renameInValue(params, 'Old', 'New')).toBe(params);
  });
});

describe('renameNode', () => {
  const doc = documentWithNodes([
    node('a', 'Old'),
    node('b', 'Uses', {
      url: '={{ $node["Old"].json.url }}',
      single: "={{ $node['Old'].json.x }}",
      dotted: '={{ $node.Old.json.y }}',
      call: "={{ $('Old').item.json.z }}",
      call2: '={{ $("Old").first().json }}',
      items: '={{ $items("Old")[0].json }}',
      fixed: "$('Old') stays, I am fixed text",
      deep: { values: [{ v: '={{ $("Old").last() }}' }] },
    }),
    node('c', 'Code', { jsCode: "return $('Old').all().map(i => i.json);", mode: "$('Old')" }, 'n8n-nodes-base.code'),
  ]);

  it('renames, updates the name index and rewrites every reference form', () => {
    const { after } = rename(doc, 'a', 'New');
    expect(after.nodes.get('a')?.name).toBe('New');
    expect(documentToPlain(after).nameIndex).toEqual({ New: 'a', Uses: 'b', Code: 'c' });
    expect(getNodeByName(after, 'New')?.id).toBe('a');
    expect(getNodeByName(after, 'Old')).toBeUndefined();
    expect(after.nodes.get('b')?.parameters).toEqual({
      url: '={{ $node["New"].json.url }}',
      single: "={{ $node['New'].json.x }}",
      dotted: '={{ $node.New.json.y }}',
      call: "={{ $('New').item.json.z }}",
      call2: '={{ $("New").first().json }}',
      items: '={{ $items("New")[0].json }}',
      fixed: "$('Old') stays, I am fixed text",
      deep: { values: [{ v: '={{ $("New").last() }}' }] },
    });
    expect(after.nodes.get('c')?.parameters).toEqual({ jsCode: "return $('New').all().map(i => i.json);", mode: "$('Old')" });
  });

  it('undo restores names and parameters exactly', () => {
    const { undone } = rename(doc, 'a', 'New');
    expect(undone).toEqual(doc);
  });

  it('undo is exact even when an expression already referenced the new name', () => {
    // "New" does not exist yet: the expression dangles until the rename. Rewriting back would turn it into "Old".
    const d = documentWithNodes([node('a', 'Old'), node('b', 'Uses', { x: '={{ $("New").item.json.a + $("Old").item.json.b }}' })]);
    const { after, undone } = rename(d, 'a', 'New');
    expect(after.nodes.get('b')?.parameters.x).toBe('={{ $("New").item.json.a + $("New").item.json.b }}');
    expect(undone.nodes.get('b')?.parameters.x).toBe('={{ $("New").item.json.a + $("Old").item.json.b }}');
    expect(undone).toEqual(d);
  });

  it('renames across names with spaces and quotes, and back', () => {
    const d = documentWithNodes([
      node('a', 'Bob\'s "big" node'),
      node('b', 'Uses', { x: `={{ $('Bob\\'s "big" node').item + $node["Bob's \\"big\\" node"].json }}` }),
    ]);
    const { after, undone } = rename(d, 'a', 'Plain Name');
    expect(after.nodes.get('b')?.parameters.x).toBe(`={{ $('Plain Name').item + $node["Plain Name"].json }}`);
    expect(undone).toEqual(d);
  });

  it('a rename to the same name is a no-op with an empty inverse', () => {
    const { doc: after, inverses } = bus.preview([renameNodeOp('a', 'Old')], doc);
    expect(after).toBe(doc);
    expect(inverses).toEqual([[]]);
  });

  it.each([
    ['an existing name', 'Uses', /named "Uses" already exists/],
    ['an empty name', '   ', /cannot be empty/],
  ])('rejects %s', (_what, newName, message) => {
    expect(() => bus.preview([renameNodeOp('a', newName)], doc)).toThrow(message);
    expect(() => bus.preview([renameNodeOp('a', newName)], doc)).toThrow(TransactionError);
  });

  it('rejects a missing node', () => {
    expect(() => bus.preview([renameNodeOp('zz', 'X')], doc)).toThrow(/Node zz does not exist/);
  });

  it('allows names that are Object.prototype members', () => {
    const { after, undone } = rename(doc, 'a', 'constructor');
    expect(after.nameIndex.get('constructor')).toBe('a');
    expect(after.nodes.get('b')?.parameters.call).toBe("={{ $('constructor').item.json.z }}");
    expect(undone).toEqual(doc);
  });

  it('labels with both names', () => {
    expect(new OperationRegistry().label(renameNodeOp('a', 'New'), doc)).toBe('Rename Old to New');
  });

  it('undo keeps a referencing parameter edited since the rename, rewriting its references back', () => {
    const d = documentWithNodes([
      node('a', 'Old'),
      node('b', 'Uses', { x: "={{ $('Old').item.json.a }}", y: "={{ $('Old').item.json.b }}" }),
    ]);
    const { doc: after, inverses } = bus.preview([renameNodeOp('a', 'New')], d);
    // Someone else types into x after the rename; y still holds what the rename made of it.
    const edited = bus.preview([{ type: 'renameNode', payload: { nodeId: 'b', newName: 'Uses' } }], {
      ...after,
      nodes: after.nodes.set('b', {
        ...(after.nodes.get('b') as DocNode),
        parameters: { x: "={{ $('New').item.json.edited }}", y: "={{ $('New').item.json.b }}" },
      }),
    }).doc;
    const undone = bus.preview(inverses[0] ?? [], edited).doc;
    expect(undone.nodes.get('a')?.name).toBe('Old');
    expect(undone.nodes.get('b')?.parameters).toEqual({ x: "={{ $('Old').item.json.edited }}", y: "={{ $('Old').item.json.b }}" });
  });

  it('undo rewrites a node added since the rename, and never adds or removes a parameter', () => {
    const d = documentWithNodes([node('a', 'Old'), node('b', 'Uses', { x: "={{ $('Old').item.json.a }}" })]);
    const { doc: after, inverses } = bus.preview([renameNodeOp('a', 'New')], d);
    const later = { ...after, nodes: after.nodes.set('b', { ...(after.nodes.get('b') as DocNode), parameters: {} }) };
    const withNew = {
      ...later,
      nodes: later.nodes.set('c', node('c', 'Late', { z: "={{ $('New').item }}" })),
      nameIndex: later.nameIndex.set('Late', 'c'),
    };
    const undone = bus.preview(inverses[0] ?? [], withNew).doc;
    expect(undone.nodes.get('b')?.parameters).toEqual({});
    expect(undone.nodes.get('c')?.parameters).toEqual({ z: "={{ $('Old').item }}" });
  });

  it('undo then redo then undo of a rename is exact, dangling references included (property)', () => {
    fc.assert(
      fc.property(docWithOpArb('renameNode'), ([d, operation]) => {
        const first = bus.preview([operation], d);
        const undo = bus.preview(first.inverses[0] ?? [], first.doc);
        const redo = bus.preview(undo.inverses[0] ?? [], undo.doc);
        expect(redo.doc).toEqual(first.doc);
        expect(bus.preview(redo.inverses[0] ?? [], redo.doc).doc).toEqual(d);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses parameters to restore that are not values by node and key', () => {
    expect(() =>
      bus.preview([{ type: 'renameNode', payload: { nodeId: 'a', newName: 'X', restoreParameters: { b: 'oops' } } }], doc),
    ).toThrow(/Parameters to restore/);
  });

  it('rename then undo is exact for arbitrary documents with references (property)', () => {
    fc.assert(
      fc.property(docWithOpArb('renameNode'), ([d, operation]) => {
        const { doc: after, inverses } = bus.preview([operation], d);
        const { nodeId, newName } = operation.payload as { nodeId: string; newName: string };
        expect(after.nodes.get(nodeId)?.name).toBe(newName);
        expect(bus.preview(inverses[0] ?? [], after).doc).toEqual(d);
      }),
      { numRuns: 200 },
    );
  });
});
