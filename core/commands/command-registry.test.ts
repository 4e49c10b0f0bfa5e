import { describe, expect, it, vi } from 'vitest';
import { createServiceToken, ServiceContainer } from '../di/tokens';
import { CommandRegistry, type CommandExecution } from './command-registry';
import { ContextKeyService } from './context-keys';
import type { CommandContext } from './types';

function setup() {
  const services = ServiceContainer.createRoot();
  const contextKeys = new ContextKeyService();
  const commands = new CommandRegistry(services, contextKeys);
  return { services, contextKeys, commands };
}

describe('CommandRegistry', () => {
  it('declare, handle, execute: the handler gets args and a context, its value comes back', async () => {
    const { services, contextKeys, commands } = setup();
    const IGreeting = createServiceToken<string>('IGreeting');
    services.provide(IGreeting, 'hello');
    commands.declare({ id: 'test.greet', title: 'Greet', category: 'Test' }, 'my-plugin');
    let ctx: CommandContext | undefined;
    commands.handle<{ name: string }>('test.greet', {
      run: (c, args) => {
        ctx = c;
        return `${c.services.get(IGreeting)} ${args.name}`;
      },
    });
    const result = await commands.execute('test.greet', { name: 'Ada' }, 'palette');
    expect(result).toEqual({ status: 'ok', value: 'hello Ada' });
    expect(ctx?.source).toBe('palette');
    expect(ctx?.contextKeys).toBe(contextKeys);
    expect(commands.get('test.greet')).toMatchObject({ id: 'test.greet', title: 'Greet', owner: 'my-plugin', hasHandler: true });
  });

  it('awaits async handlers', async () => {
    const { commands } = setup();
    commands.register({ id: 'test.async', title: 'Async' }, { run: async () => 42 });
    await expect(commands.execute('test.async')).resolves.toEqual({ status: 'ok', value: 42 });
  });

  it('a handler needs a declaration, and only one handler per command', () => {
    const { commands } = setup();
    expect(() => commands.handle('test.undeclared', { run: () => undefined })).toThrow(/must be declared/);
    commands.declare({ id: 'test.one', title: 'One' });
    commands.handle('test.one', { run: () => undefined });
    expect(() => commands.handle('test.one', { run: () => undefined })).toThrow(/already has a handler/);
  });

  it('a second declaration of an id throws naming both owners', () => {
    const { commands } = setup();
    commands.declare({ id: 'test.dup', title: 'Dup' }, 'plugin-a');
    expect(() => commands.declare({ id: 'test.dup', title: 'Dup' }, 'plugin-b')).toThrow(
      'Command "test.dup" is declared by both plugin-a and plugin-b',
    );
  });

  it('a malformed when clause fails at declaration', () => {
    const { commands } = setup();
    expect(() => commands.declare({ id: 'test.bad', title: 'Bad', when: 'a &&' })).toThrow(SyntaxError);
    expect(commands.get('test.bad')).toBeUndefined();
  });

  describe('disabled commands return a result instead of throwing', () => {
    it('uses the handler disabledReason', async () => {
      const { commands } = setup();
      const run = vi.fn();
      commands.register(
        { id: 'test.save', title: 'Save' },
        { run, isEnabled: (_c, args: { saved?: boolean }) => !args?.saved, disabledReason: () => 'Nothing to save' },
      );
      await expect(commands.execute('test.save', { saved: true })).resolves.toEqual({ status: 'disabled', reason: 'Nothing to save' });
      expect(run).not.toHaveBeenCalled();
      await expect(commands.execute('test.save', { saved: false })).resolves.toEqual({ status: 'ok', value: undefined });
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('falls back to a generic reason when the handler gives none', async () => {
      const { commands } = setup();
      commands.register({ id: 'test.off', title: 'Off' }, { run: vi.fn(), isEnabled: () => false });
      await expect(commands.execute('test.off')).resolves.toEqual({ status: 'disabled', reason: 'Not available right now' });
    });

    it('uses whenReason when the when clause is false, and runs once it holds', async () => {
      const { commands, contextKeys } = setup();
      const run = vi.fn(() => 'ran');
      commands.register(
        { id: 'test.delete', title: 'Delete', when: 'canvasFocus && !readOnly', whenReason: 'Select nodes on the canvas' },
        { run },
      );
      await expect(commands.execute('test.delete')).resolves.toEqual({ status: 'disabled', reason: 'Select nodes on the canvas' });
      contextKeys.set('canvasFocus', true);
      await expect(commands.execute('test.delete')).resolves.toEqual({ status: 'ok', value: 'ran' });
      contextKeys.set('readOnly', true);
      await expect(commands.execute('test.delete')).resolves.toMatchObject({ status: 'disabled' });
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('a false when clause without whenReason says so generically', () => {
      const { commands } = setup();
      commands.register({ id: 'test.w', title: 'W', when: 'never' }, { run: () => undefined });
      expect(commands.availability('test.w')).toEqual({ enabled: false, reason: 'Not available here' });
    });

    it('an unknown command is disabled, not thrown', async () => {
      const { commands } = setup();
      await expect(commands.execute('test.nope')).resolves.toEqual({ status: 'disabled', reason: 'Unknown command "test.nope"' });
    });

    it('a declared command with no handler and no activator is disabled', async () => {
      const { commands } = setup();
      commands.declare({ id: 'test.lazy', title: 'Lazy' });
      expect(commands.get('test.lazy')?.hasHandler).toBe(false);
      await expect(commands.execute('test.lazy')).resolves.toEqual({ status: 'disabled', reason: 'Its plugin is not loaded' });
    });
  });

  it('handler errors come back as status error, sync or async', async () => {
    const { commands } = setup();
    const boom = new Error('boom');
    commands.register(
      { id: 'test.sync', title: 'Sync' },
      {
        run: () => {
          throw boom;
        },
      },
    );
    commands.register({ id: 'test.async', title: 'Async' }, { run: async () => Promise.reject(boom) });
    await expect(commands.execute('test.sync')).resolves.toEqual({ status: 'error', error: boom });
    await expect(commands.execute('test.async')).resolves.toEqual({ status: 'error', error: boom });
  });

  it('an activator binds the handler of a declared command on first use', async () => {
    const { commands } = setup();
    commands.declare({ id: 'test.lazy', title: 'Lazy' }, 'lazy-plugin');
    const activator = vi.fn(async (id: string, owner: string) => {
      expect([id, owner]).toEqual(['test.lazy', 'lazy-plugin']);
      commands.handle('test.lazy', { run: () => 'loaded' });
    });
    commands.activator = activator;
    expect(commands.availability('test.lazy')).toEqual({ enabled: true });
    await expect(commands.execute('test.lazy')).resolves.toEqual({ status: 'ok', value: 'loaded' });
    await expect(commands.execute('test.lazy')).resolves.toEqual({ status: 'ok', value: 'loaded' });
    expect(activator).toHaveBeenCalledTimes(1);
  });

  it('a failing activator is reported as an error result', async () => {
    const { commands } = setup();
    commands.declare({ id: 'test.lazy', title: 'Lazy' }, 'broken');
    const failure = new Error('cannot load');
    commands.activator = async () => Promise.reject(failure);
    await expect(commands.execute('test.lazy')).resolves.toEqual({ status: 'error', error: failure });
  });

  it('recent() lists commands run from the palette, most recent first, without repeats', async () => {
    const { commands } = setup();
    for (const id of ['a', 'b', 'c', 'd']) commands.register({ id, title: id }, { run: () => undefined });
    commands.register({ id: 'off', title: 'off' }, { run: () => undefined, isEnabled: () => false });
    await commands.execute('a', undefined, 'palette');
    await commands.execute('b', undefined, 'palette');
    await commands.execute('c', undefined, 'palette');
    await commands.execute('a', undefined, 'palette');
    await commands.execute('off', undefined, 'palette');
    // Shortcuts, menus and API calls do not reorder the palette's recents.
    await commands.execute('d', undefined, 'keybinding');
    await commands.execute('d', undefined, 'menu');
    await commands.execute('d');
    expect(commands.recent()).toEqual(['a', 'c', 'b']);
  });

  it('recent() keeps 20 and can be restored', async () => {
    const { commands } = setup();
    for (let i = 0; i < 25; i++) commands.register({ id: `c${i}`, title: `${i}` }, { run: () => undefined });
    for (let i = 0; i < 25; i++) await commands.execute(`c${i}`, undefined, 'palette');
    expect(commands.recent()).toHaveLength(20);
    expect(commands.recent()[0]).toBe('c24');
    commands.setRecent(['x', 'y']);
    expect(commands.recent()).toEqual(['x', 'y']);
  });

  it('executed$ reports every execution with its source and result', async () => {
    const { commands } = setup();
    const seen: CommandExecution[] = [];
    commands.executed$.subscribe((e) => seen.push(e));
    commands.register({ id: 'test.ok', title: 'OK' }, { run: () => 1 });
    await commands.execute('test.ok', undefined, 'menu');
    await commands.execute('test.missing', undefined, 'keybinding');
    expect(seen).toEqual([
      { id: 'test.ok', source: 'menu', result: { status: 'ok', value: 1 } },
      { id: 'test.missing', source: 'keybinding', result: { status: 'disabled', reason: 'Unknown command "test.missing"' } },
    ]);
  });

  it('disposers remove the declaration and handler, and changes$ fires', () => {
    const { commands } = setup();
    let changes = 0;
    commands.changes$.subscribe(() => changes++);
    const d = commands.register({ id: 'test.x', title: 'X' }, { run: () => undefined });
    expect(commands.list().map((c) => c.id)).toEqual(['test.x']);
    d.dispose();
    expect(commands.list()).toEqual([]);
    expect(commands.get('test.x')).toBeUndefined();
    expect(changes).toBe(4);
    // The id is free again.
    commands.register({ id: 'test.x', title: 'X again' }, { run: () => undefined });
    expect(commands.get('test.x')?.title).toBe('X again');
  });

  it('a stale disposer does not remove a later registration of the same id', () => {
    const { commands } = setup();
    const first = commands.declare({ id: 'test.x', title: 'First' }, 'a');
    first.dispose();
    commands.declare({ id: 'test.x', title: 'Second' }, 'b');
    first.dispose();
    expect(commands.get('test.x')?.title).toBe('Second');
  });
});

describe('ContextKeyService', () => {
  it('set, get, evaluate and the disposer restores absence', () => {
    const keys = new ContextKeyService();
    const d = keys.set('canvasFocus', true);
    expect(keys.get('canvasFocus')).toBe(true);
    expect(keys.evaluate('canvasFocus')).toBe(true);
    expect(keys.evaluate(undefined)).toBe(true);
    d.dispose();
    expect(keys.get('canvasFocus')).toBeUndefined();
    expect(keys.evaluate('canvasFocus')).toBe(false);
    expect(keys.snapshot()).toEqual({});
  });

  it('a disposer does not remove a value someone else set since', () => {
    const keys = new ContextKeyService();
    const d = keys.set('route', 'workflow');
    keys.set('route', 'executions');
    d.dispose();
    expect(keys.get('route')).toBe('executions');
  });

  it('changes$ fires on real changes only', () => {
    const keys = new ContextKeyService();
    const seen: number[] = [];
    keys.changes$.subscribe((n) => seen.push(n));
    keys.set('a', 1);
    keys.set('a', 1);
    keys.set('a', 2);
    keys.delete('a');
    keys.delete('a');
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(keys.snapshot()).toEqual({});
  });
});
