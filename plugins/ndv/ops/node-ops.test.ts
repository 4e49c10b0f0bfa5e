import { describe, expect, it, onTestFinished } from 'vitest';
import { createKernel, documentWithNodes, op } from '@sdk';
import { NDV_OPS } from '../api';
import { NDV_OPERATIONS } from './node-ops';
import { parameterEdits } from './parameter-edits';

function kernel() {
  const k = createKernel();
  onTestFinished(() => k.dispose());
  for (const def of NDV_OPERATIONS) {
    const defined = k.operations.define(def as never);
    onTestFinished(() => defined.dispose());
  }
  k.bus.load(
    documentWithNodes([{ id: 'a', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [0, 0], parameters: { value: 'x' } }]),
  );
  return k;
}
const user = { origin: 'user' as const };
const params = (k: ReturnType<typeof kernel>) => k.bus.getState().nodes.get('a')?.parameters;

describe('node details operations', () => {
  it('sets one parameter value at a path and undoes to the exact previous value', () => {
    const k = kernel();
    const set = (path: string[], value: unknown) =>
      k.bus.dispatch({ ops: [op(NDV_OPS.setParameter, { nodeId: 'a', path, value })], meta: user });
    set(['options', 'timeout'], 5);
    expect(params(k)).toEqual({ value: 'x', options: { timeout: 5 } });
    set(['value'], undefined);
    expect(params(k)).toEqual({ options: { timeout: 5 } });
    k.history.undo();
    expect(params(k)).toEqual({ value: 'x', options: { timeout: 5 } });
    k.history.undo();
    expect(params(k)).toEqual({ value: 'x' });
    k.history.redo();
    expect(params(k)).toEqual({ value: 'x', options: { timeout: 5 } });
  });
  it('merges typing into one field into one undo step', () => {
    const k = kernel();
    for (const v of ['h', 'he', 'hey'])
      k.bus.dispatch({ ops: [op(NDV_OPS.setParameter, { nodeId: 'a', path: ['value'], value: v })], meta: { ...user, group: 'typing' } });
    expect(k.history.getState().undoDepth).toBe(1);
    k.history.undo();
    expect(params(k)).toEqual({ value: 'x' });
  });
  it('two edits of different fields made from the same parameters both survive, in either order', () => {
    const base = { value: 'x', options: { timeout: 1, retries: 0 } };
    const mine = parameterEdits('a', base, { ...base, options: { timeout: 30, retries: 0 } });
    const theirs = parameterEdits('a', base, { ...base, value: 'y', options: { timeout: 1, retries: 3 } });
    expect(mine).toEqual([op(NDV_OPS.setParameter, { nodeId: 'a', path: ['options', 'timeout'], value: 30 })]);
    for (const order of [
      [mine, theirs],
      [theirs, mine],
    ]) {
      const k = kernel();
      k.bus.dispatch({ ops: [op(NDV_OPS.setParameter, { nodeId: 'a', path: ['options'], value: base.options })], meta: user });
      for (const ops of order) k.bus.dispatch({ ops, meta: user });
      expect(params(k)).toEqual({ value: 'y', options: { timeout: 30, retries: 3 } });
    }
  });
  it('describes a parameter change as the values that changed: removed keys and whole arrays', () => {
    const edits = parameterEdits(
      'a',
      { keep: 1, gone: 'x', list: [1, 2], nested: { a: { b: 1 } } },
      { keep: 1, list: [2], nested: { a: { b: 2 } } },
    );
    expect(edits.map((e) => [e.payload.path.join('.'), e.payload.value])).toEqual([
      ['gone', undefined],
      ['list', [2]],
      ['nested.a.b', 2],
    ]);
    expect(parameterEdits('a', { same: { x: 1 } }, { same: { x: 1 } })).toEqual([]);
  });
  it('sets and removes node settings, undoably', () => {
    const k = kernel();
    k.bus.dispatch({
      ops: [op(NDV_OPS.setSettings, { nodeId: 'a', settings: { notes: 'n', retryOnFail: true, maxTries: 3 } })],
      meta: user,
    });
    expect(k.bus.getState().nodes.get('a')).toMatchObject({ notes: 'n', retryOnFail: true, maxTries: 3 });
    k.history.undo();
    const node = k.bus.getState().nodes.get('a') as Record<string, unknown>;
    expect('notes' in node).toBe(false);
    expect('retryOnFail' in node).toBe(false);
  });
  it('undoes a setting that was unset with an inverse that survives JSON (as it travels to the collaboration server)', () => {
    const k = kernel();
    k.bus.dispatch({ ops: [op(NDV_OPS.setSettings, { nodeId: 'a', settings: { retryOnFail: true } })], meta: user });
    const inverse = k.history.entries().undo.at(-1)!.steps[0]!.inverse;
    const travelled = JSON.parse(JSON.stringify(inverse)) as typeof inverse;
    expect(travelled).toEqual([op(NDV_OPS.setSettings, { nodeId: 'a', settings: { retryOnFail: null } })]);
    k.bus.dispatch({ ops: travelled, meta: user });
    expect('retryOnFail' in (k.bus.getState().nodes.get('a') as Record<string, unknown>)).toBe(false);
  });
  it('rejects unknown settings and missing nodes', () => {
    const k = kernel();
    expect(() => k.bus.dispatch({ ops: [op(NDV_OPS.setSettings, { nodeId: 'a', settings: { name: 'x' } })], meta: user })).toThrow(
      /Unknown node setting/,
    );
    expect(() => k.bus.dispatch({ ops: [op(NDV_OPS.setParameter, { nodeId: 'zz', path: ['value'], value: 1 })], meta: user })).toThrow(
      /does not exist/,
    );
  });
  it('pins and unpins data, undoably', () => {
    const k = kernel();
    k.bus.dispatch({ ops: [op(NDV_OPS.setPinData, { nodeId: 'a', items: [{ json: { id: 1 } }] })], meta: user });
    expect(k.bus.getState().pinData.get('a')).toEqual([{ json: { id: 1 } }]);
    k.bus.dispatch({ ops: [op(NDV_OPS.setPinData, { nodeId: 'a', items: null })], meta: user });
    expect(k.bus.getState().pinData.has('a')).toBe(false);
    k.history.undo();
    expect(k.bus.getState().pinData.get('a')).toEqual([{ json: { id: 1 } }]);
    k.history.undo();
    expect(k.bus.getState().pinData.has('a')).toBe(false);
  });
});
