import { describe, expect, it } from 'vitest';
import { CommandBus } from '../bus/command-bus';
import { addConnectionOp, moveNodeOp, removeNodeOp, renameNodeOp } from '../document/operations';
import { OperationRegistry } from '../document/operation-registry';
import type { Operation } from '../document/operation';
import { documentWithNodes, type WorkflowDocument } from '../document/types';
import { documentChanges } from './document-changes';
import { setNode as node } from './test-simulation';

const bus = new CommandBus(new OperationRegistry());
const after = (doc: WorkflowDocument, ...ops: Operation[]) => bus.preview(ops, doc).doc;
const start = documentWithNodes([node('a', 'Start'), node('b', 'Set', { x: 1, y: "={{ $('Start').item }}" }), node('c', 'Gone')]);

describe('documentChanges', () => {
  it('is empty for the same document', () => {
    expect(documentChanges(start, start)).toEqual({ paths: [], removed: new Set(), renames: [] });
  });

  it('names each changed place the way operations declare what they write', () => {
    const changed = after(
      start,
      moveNodeOp('a', [5, 5]),
      renameNodeOp('a', 'Begin'),
      removeNodeOp('c'),
      addConnectionOp({ source: { nodeId: 'a', type: 'main', index: 0 }, target: { nodeId: 'b', type: 'main', index: 0 } }),
    );
    const { paths, removed, renames } = documentChanges(start, changed);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['node', 'a', 'name'],
        ['node', 'a', 'position'],
        // The rename rewrote b's expression naming Start.
        ['node', 'b', 'parameters', 'y'],
        ['node', 'c'],
        ['connection', 'a', 'main', '0', 'b', 'main', '0'],
      ]),
    );
    expect(paths).not.toContainEqual(['node', 'b', 'parameters', 'x']);
    expect([...removed]).toEqual(['c']);
    expect(renames).toEqual([{ from: 'Start', to: 'Begin' }]);
  });

  it('counts pinned data and added nodes', () => {
    const changed = { ...after(start), pinData: start.pinData.set('b', [{ json: { v: 1 } }]) };
    const added = bus.preview([{ type: 'addNode', payload: { node: node('d', 'New') } }], changed).doc;
    expect(documentChanges(start, added).paths).toEqual(
      expect.arrayContaining([
        ['node', 'b', 'pinData'],
        ['node', 'd'],
      ]),
    );
  });
});
