import { describe, expect, it } from 'vitest';
import { moveNodeOp } from './document/operations';
import { documentWithNodes } from './document/types';
import { createKernel } from './kernel';
import {
  ICommandBus,
  ICommandRegistry,
  IContextKeyService,
  IExtensionRegistry,
  IHistoryService,
  IKeybindingService,
  IOperationRegistry,
  IPluginHost,
} from './tokens';

describe('createKernel', () => {
  it('provides every core service under its token', () => {
    const k = createKernel();
    expect(k.services.get(ICommandBus)).toBe(k.bus);
    expect(k.services.get(IHistoryService)).toBe(k.history);
    expect(k.services.get(ICommandRegistry)).toBe(k.commands);
    expect(k.services.get(IKeybindingService)).toBe(k.keybindings);
    expect(k.services.get(IContextKeyService)).toBe(k.contextKeys);
    expect(k.services.get(IExtensionRegistry)).toBe(k.extensions);
    expect(k.services.get(IOperationRegistry)).toBe(k.operations);
    expect(k.services.get(IPluginHost)).toBe(k.host);
  });

  it('two kernels share nothing', () => {
    const a = createKernel();
    const b = createKernel();
    expect(a.services.get(ICommandBus)).not.toBe(b.services.get(ICommandBus));
    a.commands.register({ id: 'only.a', title: 'A' }, { run: () => undefined });
    expect(b.commands.get('only.a')).toBeUndefined();
  });

  it('wires history to the bus with the default limit of 100, or the one given', async () => {
    for (const [limit, expected] of [
      [undefined, 100],
      [2, 2],
    ] as const) {
      const k = createKernel(limit === undefined ? {} : { historyLimit: limit });
      k.bus.load(documentWithNodes([{ id: 'a', name: 'A', type: 't', typeVersion: 1, position: [0, 0], parameters: {} }]));
      for (let i = 1; i <= 120; i++) k.bus.dispatch({ ops: [moveNodeOp('a', [i, 0])], meta: { origin: 'user' } });
      expect(k.history.getState().undoDepth).toBe(expected);
      await k.history.undo();
      expect(k.bus.getState().nodes.get('a')?.position).toEqual([119, 0]);
    }
  });

  it('dispose completes the streams and stops history from recording', () => {
    const k = createKernel();
    let completed = 0;
    k.bus.state$.subscribe({ complete: () => completed++ });
    k.history.state$.subscribe({ complete: () => completed++ });
    k.dispose();
    expect(completed).toBe(2);
  });
});
