import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CommandBus } from '../bus/command-bus';
import { TransactionError, type Transaction, type TransactionMeta } from '../bus/types';
import { listConnections } from '../document/connections';
import { op, type Operation } from '../document/operation';
import { OperationRegistry } from '../document/operation-registry';
import {
  addConnectionOp,
  addNodeOp,
  enableNodeToggleOp,
  moveNodeOp,
  removeConnectionOp,
  removeNodeOp,
  renameNodeOp,
} from '../document/operations';
import { docWithOpsArb } from '../document/test-arbitraries';
import {
  createEmptyDocument,
  documentToPlain,
  documentWithNodes,
  type DocConnection,
  type DocNode,
  type WorkflowDocument,
} from '../document/types';
import { History, HISTORY_LIMIT, type HistoryState } from './history';

const node = (id: string, name: string, position: [number, number] = [0, 0]): DocNode => ({
  id,
  name,
  type: 'n8n-nodes-base.set',
  typeVersion: 1,
  position,
  parameters: {},
});

const conn = (from: string, to: string): DocConnection => ({
  source: { nodeId: from, type: 'main', index: 0 },
  target: { nodeId: to, type: 'main', index: 0 },
});

const USER: TransactionMeta = { origin: 'user' };

function setup(initial: WorkflowDocument = documentWithNodes([node('a', 'A'), node('b', 'B')]), limit?: number) {
  const operations = new OperationRegistry();
  const bus = new CommandBus(operations, initial);
  const history = new History(bus, limit);
  const dispatch = (ops: Operation | Operation[], meta: TransactionMeta = USER) =>
    bus.dispatch({ ops: Array.isArray(ops) ? ops : [ops], meta });
  return { operations, bus, history, dispatch, doc: () => bus.getState() };
}

describe('History', () => {
  describe('limits', () => {
    it('keeps 100 undo entries, dropping the oldest', () => {
      const { history, dispatch, doc } = setup();
      expect(HISTORY_LIMIT).toBe(100);
      for (let i = 1; i <= 105; i++) dispatch(moveNodeOp('a', [i, 0]));
      expect(history.getState().undoDepth).toBe(100);
      for (let i = 0; i < 100; i++) expect(history.undo()).toBe(true);
      expect(history.undo()).toBe(false);
      // Entries 1..5 were dropped: the oldest reachable state is the one after the 5th move.
      expect(doc().nodes.get('a')?.position).toEqual([5, 0]);
      expect(history.getState()).toMatchObject({ canUndo: false, undoDepth: 0, canRedo: true, redoDepth: 100 });
    });

    it('redo replays all 100 back to the newest state', () => {
      const { history, dispatch, doc } = setup();
      for (let i = 1; i <= 105; i++) dispatch(moveNodeOp('a', [i, 0]));
      for (let i = 0; i < 100; i++) history.undo();
      for (let i = 0; i < 100; i++) expect(history.redo()).toBe(true);
      expect(history.redo()).toBe(false);
      expect(doc().nodes.get('a')?.position).toEqual([105, 0]);
      expect(history.getState().undoDepth).toBe(100);
    });

    it('drops the oldest at a smaller limit too, for both stacks', () => {
      const { history, dispatch, doc } = setup(undefined, 3);
      for (let i = 1; i <= 5; i++) dispatch(moveNodeOp('a', [i, 0]));
      expect(history.entries().undo.map((e) => e.steps[0]?.op.payload)).toEqual([
        { nodeId: 'a', position: [3, 0] },
        { nodeId: 'a', position: [4, 0] },
        { nodeId: 'a', position: [5, 0] },
      ]);
      while (history.undo());
      expect(doc().nodes.get('a')?.position).toEqual([2, 0]);
      expect(history.getState().redoDepth).toBe(3);
    });
  });

  it('a new user transaction clears redo', () => {
    const { history, dispatch } = setup();
    dispatch(moveNodeOp('a', [1, 1]));
    dispatch(moveNodeOp('a', [2, 2]));
    history.undo();
    expect(history.getState().canRedo).toBe(true);
    dispatch(moveNodeOp('b', [3, 3]));
    expect(history.getState()).toMatchObject({ canRedo: false, redoDepth: 0, undoDepth: 2 });
    expect(history.redo()).toBe(false);
  });

  describe('groups', () => {
    it('a paste of 3 nodes and 2 connections dispatched in one group is one undo step', () => {
      const { history, dispatch, doc } = setup(createEmptyDocument());
      const meta: TransactionMeta = { origin: 'user', group: 'paste-1', label: 'Paste' };
      dispatch(addNodeOp(node('p1', 'P1')), meta);
      dispatch(addNodeOp(node('p2', 'P2')), meta);
      dispatch(addNodeOp(node('p3', 'P3')), meta);
      dispatch(addConnectionOp(conn('p1', 'p2')), meta);
      dispatch(addConnectionOp(conn('p2', 'p3')), meta);
      const pasted = doc();
      expect(history.getState()).toMatchObject({ undoDepth: 1, undoLabel: 'Paste' });
      expect(history.entries().undo[0]?.steps).toHaveLength(5);

      expect(history.undo()).toBe(true);
      expect(doc()).toEqual(createEmptyDocument());
      expect(history.getState()).toMatchObject({ canUndo: false, redoLabel: 'Paste' });

      expect(history.redo()).toBe(true);
      expect(doc()).toEqual(pasted);
      expect(doc().nodes.size).toBe(3);
      expect(listConnections(doc().connections)).toEqual([conn('p1', 'p2'), conn('p2', 'p3')]);
    });

    it('a drag of 2 nodes over 10 frames merges into one step: undo restores the start, redo the end', () => {
      const { history, dispatch, doc } = setup(documentWithNodes([node('a', 'A', [0, 0]), node('b', 'B', [100, 0])]));
      const start = doc();
      for (let frame = 1; frame <= 10; frame++) {
        dispatch([moveNodeOp('a', [frame * 3, frame]), moveNodeOp('b', [100 + frame * 3, frame])], { origin: 'user', group: 'drag-7' });
      }
      const end = doc();
      expect(history.getState().undoDepth).toBe(1);
      // The moves merged: one step per node, not twenty.
      expect(history.entries().undo[0]?.steps).toHaveLength(2);

      history.undo();
      expect(doc().nodes.get('a')?.position).toEqual([0, 0]);
      expect(doc().nodes.get('b')?.position).toEqual([100, 0]);
      expect(doc()).toEqual(start);

      history.redo();
      expect(doc().nodes.get('a')?.position).toEqual([30, 10]);
      expect(doc().nodes.get('b')?.position).toEqual([130, 10]);
      expect(doc()).toEqual(end);
    });

    it('a different group, or no group, starts a new step', () => {
      const { history, dispatch, doc } = setup();
      dispatch(moveNodeOp('a', [1, 0]), { origin: 'user', group: 'g1' });
      dispatch(moveNodeOp('a', [2, 0]), { origin: 'user', group: 'g1' });
      dispatch(moveNodeOp('a', [3, 0]), { origin: 'user', group: 'g2' });
      dispatch(moveNodeOp('a', [4, 0]));
      dispatch(moveNodeOp('a', [5, 0]));
      expect(history.getState().undoDepth).toBe(4);
      const seen: unknown[] = [];
      while (history.undo()) seen.push(doc().nodes.get('a')?.position);
      expect(seen).toEqual([
        [4, 0],
        [3, 0],
        [2, 0],
        [0, 0],
      ]);
    });

    it('a group is only joined while it is the newest entry', () => {
      const { history, dispatch } = setup();
      dispatch(moveNodeOp('a', [1, 0]), { origin: 'user', group: 'g1' });
      dispatch(moveNodeOp('b', [1, 0]));
      dispatch(moveNodeOp('a', [2, 0]), { origin: 'user', group: 'g1' });
      expect(history.getState().undoDepth).toBe(3);
    });

    it('duplicates inside a group are skipped', () => {
      const { history, dispatch } = setup();
      const meta: TransactionMeta = { origin: 'user', group: 'g' };
      dispatch(addConnectionOp(conn('a', 'b')), meta);
      dispatch(addConnectionOp(conn('a', 'b')), meta);
      dispatch([enableNodeToggleOp('a', true), enableNodeToggleOp('a', true)], meta);
      expect(history.entries().undo[0]?.steps.map((s) => s.op.type)).toEqual(['addConnection', 'enableNodeToggle']);
    });
  });

  describe('what is not recorded', () => {
    it('ops that change nothing are not recorded and do not clear redo', () => {
      const { history, dispatch } = setup();
      dispatch(addConnectionOp(conn('a', 'b')));
      dispatch(moveNodeOp('a', [1, 1]));
      history.undo();
      dispatch(addConnectionOp(conn('a', 'b')));
      dispatch(moveNodeOp('a', [0, 0]));
      dispatch(removeConnectionOp(conn('b', 'a')));
      expect(history.getState()).toMatchObject({ undoDepth: 1, redoDepth: 1 });
    });

    it.each<[string, TransactionMeta]>([
      ['remote', { origin: 'remote' }],
      ['system', { origin: 'system' }],
      ['remote even with addToHistory', { origin: 'remote', addToHistory: true }],
      ['system even with addToHistory', { origin: 'system', addToHistory: true }],
      ['user with addToHistory:false', { origin: 'user', addToHistory: false }],
    ])('%s edits never enter history', (_name, meta) => {
      const { history, dispatch, doc } = setup();
      dispatch(moveNodeOp('a', [1, 1]));
      dispatch(moveNodeOp('b', [7, 7]), meta);
      expect(history.getState().undoDepth).toBe(1);
      history.undo();
      // Undo reverts the user's own edit only; the other edit stays.
      expect(doc().nodes.get('a')?.position).toEqual([0, 0]);
      expect(doc().nodes.get('b')?.position).toEqual([7, 7]);
    });

    it('a transaction that fails validation records nothing and keeps redo', () => {
      const { history, dispatch } = setup();
      dispatch(moveNodeOp('a', [1, 1]));
      dispatch(moveNodeOp('a', [2, 2]));
      history.undo();
      const before = history.getState();
      expect(() => dispatch([moveNodeOp('a', [3, 3]), renameNodeOp('a', 'B')])).toThrow(TransactionError);
      expect(history.getState()).toEqual(before);
      expect(history.getState()).toMatchObject({ undoDepth: 1, redoDepth: 1 });
    });

    it('undo and redo do not record themselves', () => {
      const { history, dispatch } = setup();
      dispatch(moveNodeOp('a', [1, 1]));
      history.undo();
      history.redo();
      history.undo();
      expect(history.getState()).toMatchObject({ undoDepth: 0, redoDepth: 1 });
    });
  });

  describe('labels', () => {
    it('publishes the labels of the next undo and redo', () => {
      const { history, dispatch } = setup();
      const states: HistoryState[] = [];
      history.state$.subscribe((s) => states.push(s));
      expect(history.getState()).toEqual({ canUndo: false, canRedo: false, undoLabel: null, redoLabel: null, undoDepth: 0, redoDepth: 0 });
      dispatch(moveNodeOp('a', [1, 1]));
      dispatch(renameNodeOp('b', 'Bee'));
      dispatch(removeNodeOp('a'), { origin: 'user', label: 'Delete selection' });
      expect(history.getState()).toMatchObject({ undoLabel: 'Delete selection', redoLabel: null });
      history.undo();
      expect(history.getState()).toMatchObject({ undoLabel: 'Rename B to Bee', redoLabel: 'Delete selection' });
      history.undo();
      expect(history.getState()).toMatchObject({ undoLabel: 'Move A', redoLabel: 'Rename B to Bee' });
      expect(states.length).toBeGreaterThanOrEqual(6);
    });

    it('the transactions of undo and redo say what they undo', () => {
      const { bus, history, dispatch } = setup();
      const seen: Transaction[] = [];
      bus.transactions$.subscribe((t) => seen.push(t));
      dispatch(moveNodeOp('a', [1, 1]));
      history.undo();
      history.redo();
      expect(seen.map((t) => [t.label, t.meta.historyAction])).toEqual([
        ['Move A', undefined],
        ['Undo Move A', 'undo'],
        ['Redo Move A', 'redo'],
      ]);
    });
  });

  it('multi-step undo and redo replay the exact documents in order', () => {
    const { history, dispatch, doc } = setup();
    const snapshots = [doc()];
    const steps: Operation[][] = [
      [addNodeOp(node('c', 'C', [50, 50]), [{ json: { x: 1 } }])],
      [addConnectionOp(conn('a', 'c')), addConnectionOp(conn('c', 'b'))],
      [moveNodeOp('c', [60, 70])],
      [renameNodeOp('c', 'Sea')],
      [enableNodeToggleOp('b', true)],
      [removeConnectionOp(conn('a', 'c'))],
      [removeNodeOp('c')],
    ];
    for (const ops of steps) {
      dispatch(ops);
      snapshots.push(doc());
    }
    for (let i = snapshots.length - 2; i >= 0; i--) {
      expect(history.undo()).toBe(true);
      expect(doc()).toEqual(snapshots[i]);
    }
    for (let i = 1; i < snapshots.length; i++) {
      expect(history.redo()).toBe(true);
      expect(doc()).toEqual(snapshots[i]);
    }
  });

  it('undo all then redo all gives the exact documents for random edit sequences (property)', () => {
    const scratch = new CommandBus();
    const applyOne = (d: WorkflowDocument, o: Operation) => scratch.preview([o], d).doc;
    fc.assert(
      fc.property(docWithOpsArb(applyOne, 8), ([initial, ops]) => {
        const { history, dispatch, doc } = setup(initial);
        const snapshots = [doc()];
        for (const o of ops) {
          dispatch(o);
          snapshots.push(doc());
        }
        const expectedDepth = snapshots.filter((s, i) => i > 0 && s !== snapshots[i - 1]).length;
        expect(history.getState().undoDepth).toBe(expectedDepth);
        const distinct = snapshots.filter((s, i) => i === 0 || s !== snapshots[i - 1]);
        // Undoing a removal puts the node back at the end of the document order (as n8n does), so
        // documents are compared by content, and the nodes no op removed must keep their order.
        const removed = new Set(ops.flatMap((o) => (o.type === 'removeNode' ? [(o.payload as { nodeId: string }).nodeId] : [])));
        const keptOrder = (d: WorkflowDocument) => [...d.nodes.keys()].filter((id) => !removed.has(id));
        const expectSame = (expected: WorkflowDocument) => {
          expect(documentToPlain(doc())).toEqual(documentToPlain(expected));
          expect(keptOrder(doc())).toEqual(keptOrder(expected));
          if (removed.size === 0) expect(doc()).toEqual(expected);
        };
        for (let i = distinct.length - 2; i >= 0; i--) {
          expect(history.undo()).toBe(true);
          expectSame(distinct[i] as WorkflowDocument);
        }
        for (let i = 1; i < distinct.length; i++) {
          expect(history.redo()).toBe(true);
          expectSame(distinct[i] as WorkflowDocument);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('undo and redo are synchronous: the document has changed when they return', () => {
    const { history, dispatch, doc } = setup();
    dispatch(moveNodeOp('a', [1, 1]));
    dispatch(addConnectionOp(conn('a', 'b')));
    dispatch(removeConnectionOp(conn('a', 'b')));
    expect([history.undo(), history.undo(), history.undo()]).toEqual([true, true, true]);
    expect(doc()).toEqual(documentWithNodes([node('a', 'A'), node('b', 'B')]));
    expect(history.redo()).toBe(true);
    expect(doc().nodes.get('a')?.position).toEqual([1, 1]);
  });

  it('bus.load clears both stacks', () => {
    const { bus, history, dispatch } = setup();
    dispatch(moveNodeOp('a', [1, 1]));
    dispatch(moveNodeOp('a', [2, 2]));
    history.undo();
    bus.load(documentWithNodes([node('x', 'X')]));
    expect(history.getState()).toEqual({ canUndo: false, canRedo: false, undoLabel: null, redoLabel: null, undoDepth: 0, redoDepth: 0 });
    expect(history.undo()).toBe(false);
    expect(history.redo()).toBe(false);
  });

  describe('when the document moved on', () => {
    it('undo of an edit to a node removed remotely rejects, leaves the document alone and keeps the rest usable', () => {
      const { history, dispatch, doc } = setup();
      dispatch(moveNodeOp('b', [9, 9]));
      dispatch(moveNodeOp('a', [5, 5]));
      dispatch(removeNodeOp('a'), { origin: 'remote' });
      const before = doc();
      expect(() => history.undo()).toThrow(TransactionError);
      expect(doc()).toBe(before);
      // The entry that can no longer apply is gone; the one below it still works.
      expect(history.getState()).toMatchObject({ undoDepth: 1, redoDepth: 0, undoLabel: 'Move B' });
      expect(history.undo()).toBe(true);
      expect(doc().nodes.get('b')?.position).toEqual([0, 0]);
      expect(history.getState()).toMatchObject({ undoDepth: 0, redoDepth: 1 });
      expect(history.redo()).toBe(true);
      expect(doc().nodes.get('b')?.position).toEqual([9, 9]);
    });

    it('redo that can no longer apply rejects without touching the document', () => {
      const { history, dispatch, doc } = setup();
      dispatch(moveNodeOp('a', [5, 5]));
      history.undo();
      dispatch(removeNodeOp('a'), { origin: 'remote' });
      const before = doc();
      expect(() => history.redo()).toThrow(/does not exist/);
      expect(doc()).toBe(before);
      expect(history.getState()).toMatchObject({ undoDepth: 0, redoDepth: 0 });
    });

    it('undo of an op whose type was unloaded rejects and keeps the published state in step', () => {
      const { operations, history, dispatch, doc } = setup();
      const retitle = operations.define<{ title: string }>({
        type: 'test.retitle',
        label: (p) => `Retitle ${p.title}`,
        apply: (d, p) => ({ ...d, name: p.title }),
        invert: (_p, before) => [op('test.retitle', { title: before.name })],
      });
      dispatch(moveNodeOp('a', [1, 1]));
      dispatch(op('test.retitle', { title: 'Hello' }));
      retitle.dispose();
      expect(() => history.undo()).toThrow(/Unknown operation type "test.retitle"/);
      expect(doc().name).toBe('Hello');
      expect(history.getState()).toMatchObject({ undoDepth: 1, undoLabel: 'Move A' });
      expect(history.undo()).toBe(true);
      expect(doc().nodes.get('a')?.position).toEqual([0, 0]);
    });
  });

  describe('dirty flag', () => {
    it('user edits set it, system edits do not, load clears it', () => {
      const { bus, dispatch } = setup();
      dispatch(moveNodeOp('a', [1, 1]), { origin: 'system' });
      expect(bus.isDirty()).toBe(false);
      dispatch(moveNodeOp('a', [2, 2]));
      expect(bus.isDirty()).toBe(true);
      bus.load(createEmptyDocument());
      expect(bus.isDirty()).toBe(false);
    });

    it('undo is a user edit: it makes a saved workflow dirty again', () => {
      const { bus, history, dispatch } = setup();
      dispatch(moveNodeOp('a', [1, 1]));
      bus.setDirty(false);
      history.undo();
      expect(bus.isDirty()).toBe(true);
    });
  });

  it('plugin-defined operations are undoable and merge when they say so', () => {
    const { operations, history, dispatch, doc } = setup();
    operations.define<{ title: string }>({
      type: 'test.retitle',
      label: (p) => `Retitle ${p.title}`,
      apply: (d, p) => (d.name === p.title ? d : { ...d, name: p.title }),
      invert: (_p, before) => [op('test.retitle', { title: before.name })],
      merge: (_prev, next) => next,
    });
    for (const title of ['H', 'He', 'Hel', 'Hello']) dispatch(op('test.retitle', { title }), { origin: 'user', group: 'typing' });
    expect(history.getState()).toMatchObject({ undoDepth: 1, undoLabel: 'Retitle H' });
    history.undo();
    expect(doc().name).toBe('');
    history.redo();
    expect(doc().name).toBe('Hello');
  });

  it('dispose stops recording and completes state$', () => {
    const { history, dispatch } = setup();
    let completed = false;
    history.state$.subscribe({ complete: () => (completed = true) });
    history.dispose();
    dispatch(moveNodeOp('a', [1, 1]));
    expect(completed).toBe(true);
    expect(history.entries().undo).toHaveLength(0);
  });

  it('clear empties both stacks', () => {
    const { history, dispatch } = setup();
    dispatch(moveNodeOp('a', [1, 1]));
    dispatch(moveNodeOp('a', [2, 1]));
    history.undo();
    history.clear();
    expect(history.entries()).toEqual({ undo: [], redo: [] });
    expect(history.getState().canUndo).toBe(false);
  });
});
