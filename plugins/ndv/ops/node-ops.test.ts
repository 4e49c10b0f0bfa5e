import { describe, expect, it, onTestFinished } from 'vitest';
import { createKernel, documentWithNodes, op } from '@sdk';
import { NDV_OPS } from '../api';
import { NDV_OPERATIONS } from './node-ops';

function kernel() {
  const k = createKernel();
  onTestFinished(() => k.dispose());
  for (const def of NDV_OPERATIONS) {
    const defined = k.operations.define(def as never);
    onTestFinished(() => defined.dispose());
  }
  k.bus.load(documentWithNodes([{ id: 'a', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [0, 0], parameters: { value: 'x' } }]));
  return k;
}
const user = { origin: 'user' as const };

describe('node details operations', () => {
  it('sets parameters and undoes to the exact previous ones', async () => {
    const k = kernel();
    k.bus.dispatch({ ops: [op(NDV_OPS.setParameters, { nodeId: 'a', parameters: { value: 'y', extra: 1 } })], meta: user });
    expect(k.bus.getState().nodes.get('a')?.parameters).toEqual({ value: 'y', extra: 1 });
    await k.history.undo();
    expect(k.bus.getState().nodes.get('a')?.parameters).toEqual({ value: 'x' });
    await k.history.redo();
    expect(k.bus.getState().nodes.get('a')?.parameters).toEqual({ value: 'y', extra: 1 });
  });
  it('merges typing in one group into one undo step', async () => {
    const k = kernel();
    for (const v of ['h', 'he', 'hey']) k.bus.dispatch({ ops: [op(NDV_OPS.setParameters, { nodeId: 'a', parameters: { value: v } })], meta: { ...user, group: 'typing' } });
    await k.history.undo();
    expect(k.bus.getState().nodes.get('a')?.parameters).toEqual({ value: 'x' });
  });
  it('sets and removes node settings, undoably', async () => {
    const k = kernel();
    k.bus.dispatch({ ops: [op(NDV_OPS.setSettings, { nodeId: 'a', settings: { notes: 'n', retryOnFail: true, maxTries: 3 } })], meta: user });
    expect(k.bus.getState().nodes.get('a')).toMatchObject({ notes: 'n', retryOnFail: true, maxTries: 3 });
    await k.history.undo();
    const node = k.bus.getState().nodes.get('a') as Record<string, unknown>;
    expect('notes' in node).toBe(false);
    expect('retryOnFail' in node).toBe(false);
  });
  it('rejects unknown settings and missing nodes', () => {
    const k = kernel();
    expect(() => k.bus.dispatch({ ops: [op(NDV_OPS.setSettings, { nodeId: 'a', settings: { name: 'x' } })], meta: user })).toThrow(/Unknown node setting/);
    expect(() => k.bus.dispatch({ ops: [op(NDV_OPS.setParameters, { nodeId: 'zz', parameters: {} })], meta: user })).toThrow(/does not exist/);
  });
  it('pins and unpins data, undoably', async () => {
    const k = kernel();
    k.bus.dispatch({ ops: [op(NDV_OPS.setPinData, { nodeId: 'a', items: [{ json: { id: 1 } }] })], meta: user });
    expect(k.bus.getState().pinData.get('a')).toEqual([{ json: { id: 1 } }]);
    k.bus.dispatch({ ops: [op(NDV_OPS.setPinData, { nodeId: 'a', items: null })], meta: user });
    expect(k.bus.getState().pinData.has('a')).toBe(false);
    await k.history.undo();
    expect(k.bus.getState().pinData.get('a')).toEqual([{ json: { id: 1 } }]);
    await k.history.undo();
    expect(k.bus.getState().pinData.has('a')).toBe(false);
  });
});
