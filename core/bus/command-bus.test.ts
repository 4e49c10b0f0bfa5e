import { describe, expect, it } from 'vitest';
import { OperationRegistry } from '../document/operation-registry';
import { addNodeOp, moveNodeOp, removeNodeOp } from '../document/operations';
import { createEmptyDocument, documentWithNodes, type DocNode, type WorkflowDocument } from '../document/types';
import { CommandBus } from './command-bus';
import type { DocumentReplaced, Transaction } from './types';

const node = (id: string, name: string): DocNode => ({ id, name, type: 't', typeVersion: 1, position: [0, 0], parameters: {} });

function setup(initial: WorkflowDocument = documentWithNodes([node('a', 'A')])) {
  const bus = new CommandBus(new OperationRegistry(), initial);
  const states: WorkflowDocument[] = [];
  const transactions: Transaction[] = [];
  const dirty: boolean[] = [];
  bus.state$.subscribe((s) => states.push(s));
  bus.transactions$.subscribe((t) => transactions.push(t));
  bus.dirty$.subscribe((d) => dirty.push(d));
  return { bus, states, transactions, dirty };
}

describe('CommandBus', () => {
  it('starts empty by default', () => {
    const bus = new CommandBus();
    expect(bus.getState()).toEqual(createEmptyDocument());
    expect(bus.isDirty()).toBe(false);
  });

  it('dispatch applies every op, emits the new state, then the transaction with before/after and inverses', () => {
    const { bus, states, transactions } = setup();
    const order: string[] = [];
    bus.transactions$.subscribe((t) => order.push(`tx:${bus.getState() === t.after}`));
    const t = bus.dispatch({ ops: [addNodeOp(node('b', 'B')), moveNodeOp('b', [5, 6])], meta: { origin: 'user' } });
    expect(t).not.toBeNull();
    expect(bus.getState().nodes.get('b')?.position).toEqual([5, 6]);
    expect(states).toHaveLength(2);
    expect(transactions).toEqual([t]);
    expect(order).toEqual(['tx:true']);
    expect(t?.before.nodes.get('b')).toBeUndefined();
    expect(t?.after).toBe(bus.getState());
    expect(t?.effective).toEqual([true, true]);
    expect(t?.inverses).toEqual([[removeNodeOp('b')], [moveNodeOp('b', [0, 0])]]);
    expect(t?.label).toBe('Add B');
  });

  it('uses meta.label over the first op label and numbers transactions', () => {
    const { bus } = setup();
    const t1 = bus.dispatch({ ops: [moveNodeOp('a', [1, 1])], meta: { origin: 'user', label: 'Tidy up' } });
    const t2 = bus.dispatch({ ops: [moveNodeOp('a', [2, 2])], meta: { origin: 'user' } });
    expect(t1?.label).toBe('Tidy up');
    expect(t2?.label).toBe('Move A');
    expect((t2?.id ?? 0) > (t1?.id ?? 0)).toBe(true);
  });

  it('an empty transaction does nothing and returns null', () => {
    const { bus, transactions, states } = setup();
    expect(bus.dispatch({ ops: [], meta: { origin: 'user' } })).toBeNull();
    expect(transactions).toEqual([]);
    expect(states).toHaveLength(1);
  });

  it('marks ineffective ops, and an all-ineffective transaction keeps the same document and stays clean', () => {
    const { bus } = setup();
    const t = bus.dispatch({ ops: [moveNodeOp('a', [0, 0])], meta: { origin: 'user' } });
    expect(t?.effective).toEqual([false]);
    expect(t?.after).toBe(t?.before);
    expect(bus.isDirty()).toBe(false);
  });

  it('preview computes without committing or emitting', () => {
    const { bus, transactions, states } = setup();
    const result = bus.preview([moveNodeOp('a', [9, 9])]);
    expect(result.doc.nodes.get('a')?.position).toEqual([9, 9]);
    expect(bus.getState().nodes.get('a')?.position).toEqual([0, 0]);
    expect(transactions).toEqual([]);
    expect(states).toHaveLength(1);
  });

  describe('dirty flag', () => {
    it('user and remote edits set it; system edits and marksDirty:false do not', () => {
      const { bus, dirty } = setup();
      bus.dispatch({ ops: [moveNodeOp('a', [1, 1])], meta: { origin: 'system' } });
      expect(bus.isDirty()).toBe(false);
      bus.dispatch({ ops: [moveNodeOp('a', [2, 1])], meta: { origin: 'user', marksDirty: false } });
      expect(bus.isDirty()).toBe(false);
      bus.dispatch({ ops: [moveNodeOp('a', [3, 1])], meta: { origin: 'user' } });
      expect(bus.isDirty()).toBe(true);
      bus.setDirty(false);
      bus.dispatch({ ops: [moveNodeOp('a', [4, 1])], meta: { origin: 'remote' } });
      expect(bus.isDirty()).toBe(true);
      expect(dirty).toEqual([false, true, false, true]);
    });

    it('a system edit may opt in with marksDirty', () => {
      const { bus } = setup();
      bus.dispatch({ ops: [moveNodeOp('a', [1, 1])], meta: { origin: 'system', marksDirty: true } });
      expect(bus.isDirty()).toBe(true);
    });

    it('counts as saved again when the edits are undone back to the saved document', () => {
      const { bus, dirty } = setup();
      bus.dispatch({ ops: [addNodeOp(node('b', 'B'))], meta: { origin: 'user' } });
      bus.dispatch({ ops: [moveNodeOp('a', [7, 7])], meta: { origin: 'user' } });
      bus.dispatch({ ops: [moveNodeOp('a', [0, 0])], meta: { origin: 'user' } });
      expect(bus.isDirty()).toBe(true);
      bus.dispatch({ ops: [removeNodeOp('b')], meta: { origin: 'user' } });
      expect(bus.isDirty()).toBe(false);
      expect(dirty).toEqual([false, true, false]);
    });

    it('compares against the last save, not the document it started with', () => {
      const { bus } = setup();
      bus.dispatch({ ops: [moveNodeOp('a', [5, 5])], meta: { origin: 'user' } });
      bus.patchMeta({ id: 'w1', versionId: 'v2' });
      bus.setDirty(false);
      bus.dispatch({ ops: [moveNodeOp('a', [0, 0])], meta: { origin: 'user' } });
      expect(bus.isDirty()).toBe(true);
      bus.dispatch({ ops: [moveNodeOp('a', [5, 5])], meta: { origin: 'user' } });
      expect(bus.isDirty()).toBe(false);
    });

    it('a node put back after a removal counts as saved, though it now comes last', () => {
      const { bus } = setup(documentWithNodes([node('a', 'A'), node('b', 'B')]));
      bus.dispatch({ ops: [removeNodeOp('a')], meta: { origin: 'user' } });
      bus.dispatch({ ops: [addNodeOp(node('a', 'A'))], meta: { origin: 'user' } });
      expect([...bus.getState().nodes.keys()]).toEqual(['b', 'a']);
      expect(bus.isDirty()).toBe(false);
    });

    it('stays set after setDirty(true) until the next save, whatever the edits', () => {
      const { bus } = setup();
      bus.patchMeta({ name: 'Named before the first save' });
      bus.setDirty(true);
      bus.dispatch({ ops: [moveNodeOp('a', [1, 1])], meta: { origin: 'user' } });
      bus.dispatch({ ops: [moveNodeOp('a', [0, 0])], meta: { origin: 'user' } });
      expect(bus.isDirty()).toBe(true);
    });

    it('load clears it', () => {
      const { bus } = setup();
      bus.dispatch({ ops: [moveNodeOp('a', [1, 1])], meta: { origin: 'user' } });
      bus.load(createEmptyDocument({ name: 'Other' }));
      expect(bus.isDirty()).toBe(false);
    });
  });

  it('load replaces the document and announces the replacement', () => {
    const { bus, transactions } = setup();
    const replaced: DocumentReplaced[] = [];
    bus.replaced$.subscribe((r) => replaced.push(r));
    const next = createEmptyDocument({ id: 'w1', name: 'Loaded' });
    bus.load(next, 'open');
    expect(bus.getState()).toBe(next);
    expect(replaced).toEqual([{ document: next, reason: 'open' }]);
    expect(transactions).toEqual([]);
  });

  it('patchMeta updates workflow fields without a transaction and without dirtying', () => {
    const { bus, transactions } = setup();
    bus.patchMeta({ id: 'w1', versionId: 'v2', name: 'Saved' });
    expect(bus.getState()).toMatchObject({ id: 'w1', versionId: 'v2', name: 'Saved' });
    expect(bus.getState().nodes.get('a')).toBeDefined();
    expect(transactions).toEqual([]);
    expect(bus.isDirty()).toBe(false);
  });

  it('dispose completes every stream', () => {
    const { bus } = setup();
    const completed: string[] = [];
    bus.state$.subscribe({ complete: () => completed.push('state') });
    bus.transactions$.subscribe({ complete: () => completed.push('transactions') });
    bus.replaced$.subscribe({ complete: () => completed.push('replaced') });
    bus.dirty$.subscribe({ complete: () => completed.push('dirty') });
    bus.dispose();
    expect(completed.sort()).toEqual(['dirty', 'replaced', 'state', 'transactions']);
  });
});
