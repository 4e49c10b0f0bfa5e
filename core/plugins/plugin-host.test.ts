import { describe, expect, it, vi } from 'vitest';
import { createServiceToken, type ServiceToken } from '../di/tokens';
import { op } from '../document/operation';
import { defineExtensionPoint, type AnyExtensionPoint } from '../extension-points/registry';
import { createKernel, type Kernel } from '../kernel';
import { ICommandBus } from '../tokens';
import { PluginHost } from './plugin-host';
import { orderPlugins } from './plugin-order';
import type { PluginContext, PluginManifest } from './types';

const menus = defineExtensionPoint<{ id: string }>({ id: 'test.menus' });
const BUILT_IN_OPS = ['moveNode', 'addNode', 'removeNode', 'addConnection', 'removeConnection', 'enableNodeToggle', 'renameNode'];

function kernel(): Kernel {
  return createKernel({ contributionPoints: { menus: menus as AnyExtensionPoint } });
}

interface Api {
  readonly name: string;
}
const tokens = {
  A: createServiceToken<Api>('IAService'),
  B: createServiceToken<Api>('IBService'),
  C: createServiceToken<Api>('ICService'),
  Missing: createServiceToken<Api>('IMissingService'),
};

/** A plugin that records its activation and provides what it declares. */
function plugin(
  id: string,
  deps: { requires?: ServiceToken<unknown>[]; optional?: ServiceToken<unknown>[]; provides?: ServiceToken<Api>[] } = {},
  log: string[] = [],
  extra: Partial<PluginManifest> = {},
): PluginManifest {
  return {
    id,
    ...(deps.requires ? { requires: deps.requires } : {}),
    ...(deps.optional ? { optional: deps.optional } : {}),
    ...(deps.provides ? { provides: deps.provides } : {}),
    activate(ctx) {
      log.push(id);
      for (const t of deps.provides ?? []) ctx.provide(t, { name: id });
    },
    ...extra,
  };
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe('plugin ordering', () => {
  it('activates in dependency order whatever the list order', async () => {
    const make = (log: string[]) => [
      plugin('c', { requires: [tokens.B], optional: [tokens.A] }, log),
      plugin('b', { requires: [tokens.A], provides: [tokens.B] }, log),
      plugin('a', { provides: [tokens.A] }, log),
      plugin('d', {}, log),
    ];
    for (const order of permutations([0, 1, 2, 3])) {
      const log: string[] = [];
      const all = make(log);
      const k = kernel();
      const report = await k.host.start(order.map((i) => all[i] as PluginManifest));
      expect(report.failed).toEqual([]);
      expect(log.indexOf('a')).toBeLessThan(log.indexOf('b'));
      expect(log.indexOf('b')).toBeLessThan(log.indexOf('c'));
      expect([...log].sort()).toEqual(['a', 'b', 'c', 'd']);
      expect(report.activated.map((t) => t.id)).toEqual(log);
      k.dispose();
    }
  });

  it('orders by optional dependencies too', () => {
    const { order } = orderPlugins([plugin('user', { optional: [tokens.A] }), plugin('provider', { provides: [tokens.A] })]);
    expect(order.map((p) => p.id)).toEqual(['provider', 'user']);
  });

  it('a dependency cycle throws with the cycle path', async () => {
    const list = [
      plugin('a', { requires: [tokens.C], provides: [tokens.A] }),
      plugin('b', { requires: [tokens.A], provides: [tokens.B] }),
      plugin('c', { optional: [tokens.B], provides: [tokens.C] }),
    ];
    expect(() => orderPlugins(list)).toThrow('Plugin dependency cycle: a -> c -> b -> a');
    await expect(kernel().host.start(list)).rejects.toThrow(/Plugin dependency cycle: a -> c -> b -> a/);
  });

  it('a two-plugin cycle names both', () => {
    expect(() =>
      orderPlugins([
        plugin('x', { requires: [tokens.B], provides: [tokens.A] }),
        plugin('y', { requires: [tokens.A], provides: [tokens.B] }),
      ]),
    ).toThrow('Plugin dependency cycle: x -> y -> x');
  });

  it('a plugin that requires what it provides itself is not a cycle', () => {
    expect(orderPlugins([plugin('self', { requires: [tokens.A], provides: [tokens.A] })]).order).toHaveLength(1);
  });

  it('duplicate plugin ids throw', async () => {
    await expect(kernel().host.start([plugin('same'), plugin('other'), plugin('same')])).rejects.toThrow('Duplicate plugin id "same"');
  });

  it('two providers of one token throw', async () => {
    await expect(kernel().host.start([plugin('p1', { provides: [tokens.A] }), plugin('p2', { provides: [tokens.A] })])).rejects.toThrow(
      'IAService is provided by both "p1" and "p2"',
    );
  });
});

describe('activation', () => {
  it('a missing required token fails that plugin with a clear message, skips its dependents, activates the rest', async () => {
    const log: string[] = [];
    const k = kernel();
    const report = await k.host.start([
      plugin('needs-missing', { requires: [tokens.Missing], provides: [tokens.A] }, log),
      plugin('dependent', { requires: [tokens.A] }, log),
      plugin('independent', {}, log),
    ]);
    expect(log).toEqual(['independent']);
    expect(report.failed.map((f) => f.id)).toEqual(['needs-missing', 'dependent']);
    expect(report.failed[0]?.message).toBe('Plugin "needs-missing" requires IMissingService, which no plugin provides');
    expect(report.failed[1]?.message).toMatch(/dependent.*IAService/);
    expect(report.activated.map((t) => t.id)).toEqual(['independent']);
    expect(k.host.isActive('independent')).toBe(true);
    expect(k.host.isActive('dependent')).toBe(false);
    expect(report.lazy).toEqual([]);
  });

  it('a provider whose activate throws is reported once and not run again for each dependent', async () => {
    const activate = vi.fn(() => {
      throw new Error('boom');
    });
    const k = kernel();
    const report = await k.host.start([
      { id: 'provider', provides: [tokens.A], activate },
      plugin('first', { requires: [tokens.A] }),
      plugin('second', { requires: [tokens.A] }),
    ]);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(report.failed).toEqual([
      { id: 'provider', message: 'Plugin "provider" failed to activate: boom' },
      { id: 'first', message: expect.stringMatching(/"first".*IAService.*"provider"/) },
      { id: 'second', message: expect.stringMatching(/"second".*IAService.*"provider"/) },
    ]);
    expect(report.activated).toEqual([]);
  });

  it('an optional token that nobody provides reads as null and the plugin activates', async () => {
    let seen: unknown = 'unset';
    const k = kernel();
    const report = await k.host.start([
      {
        id: 'opt',
        optional: [tokens.Missing],
        activate: (ctx) => {
          seen = ctx.services.getOptional(tokens.Missing);
        },
      },
    ]);
    expect(seen).toBeNull();
    expect(report.activated.map((t) => t.id)).toEqual(['opt']);
  });

  it('services: root services and other plugins’ provided services are visible in each plugin’s container', async () => {
    let bus: unknown;
    let fromA: Api | null = null;
    const k = kernel();
    await k.host.start([
      plugin('b', {}, [], {
        optional: [tokens.A],
        activate: (ctx) => {
          bus = ctx.services.get(ICommandBus);
          fromA = ctx.services.getOptional(tokens.A);
        },
      }),
      plugin('a', { provides: [tokens.A] }),
    ]);
    expect(bus).toBe(k.bus);
    expect(fromA).toEqual({ name: 'a' });
    expect(k.services.get(tokens.A)).toEqual({ name: 'a' });
  });

  it('providing an undeclared token throws and fails the plugin, leaving nothing registered', async () => {
    let thrown: unknown;
    const k = kernel();
    const report = await k.host.start([
      {
        id: 'sneaky',
        activate: (ctx) => {
          ctx.commands.register({ id: 'sneaky.cmd', title: 'Sneaky' }, { run: () => undefined });
          try {
            ctx.provide(tokens.A, { name: 'sneaky' });
          } catch (error) {
            thrown = error;
            throw error;
          }
        },
      },
    ]);
    expect((thrown as Error).message).toBe('Plugin "sneaky" provides IAService without declaring it in "provides"');
    expect(report.failed).toEqual([{ id: 'sneaky', message: expect.stringContaining('without declaring it in "provides"') }]);
    expect(k.services.has(tokens.A)).toBe(false);
    expect(k.commands.list()).toEqual([]);
  });

  it('a declared but not provided token fails the plugin', async () => {
    const k = kernel();
    const report = await k.host.start([
      { id: 'lazybones', provides: [tokens.A, tokens.B], activate: (ctx) => void ctx.provide(tokens.A, { name: 'x' }) },
    ]);
    expect(report.failed).toEqual([{ id: 'lazybones', message: 'Plugin "lazybones" failed to activate: did not provide IBService' }]);
    // What it did provide is withdrawn with the failure.
    expect(k.services.has(tokens.A)).toBe(false);
    expect(k.host.isActive('lazybones')).toBe(false);
  });

  it('an async activate is awaited before dependents activate', async () => {
    const log: string[] = [];
    const k = kernel();
    await k.host.start([
      plugin('dep', { requires: [tokens.A] }, log),
      {
        id: 'slow',
        provides: [tokens.A],
        activate: async (ctx) => {
          await Promise.resolve();
          await new Promise((r) => setTimeout(r, 1));
          log.push('slow');
          ctx.provide(tokens.A, { name: 'slow' });
        },
      },
    ]);
    expect(log).toEqual(['slow', 'dep']);
  });

  it('duplicate command ids across plugins throw at start, and nothing stays registered', async () => {
    const k = kernel();
    const contributes = { commands: [{ id: 'shared.cmd', title: 'Shared', keybinding: 'Mod+J' }], menus: [{ id: 'm' }] };
    await expect(
      k.host.start([
        { id: 'one', contributes },
        { id: 'two', contributes: { commands: [{ id: 'shared.cmd', title: 'Shared again' }] } },
      ]),
    ).rejects.toThrow('Command "shared.cmd" is declared by both one and two');
    expect(k.commands.list()).toEqual([]);
    expect(k.keybindings.all()).toEqual([]);
    expect(k.extensions.size()).toBe(0);
  });

  it('a contribution to an unknown point throws at start', async () => {
    await expect(kernel().host.start([{ id: 'p', contributes: { nowhere: [1] } }])).rejects.toThrow(
      'Plugin "p" contributes to unknown point "nowhere"',
    );
  });

  it('lazy plugins activate when one of their declared commands executes', async () => {
    const k = kernel();
    const activate = vi.fn((ctx: PluginContext) => {
      ctx.commands.handle('lazy.open', { run: (_c, args: { n: number }) => args.n * 2 });
    });
    const report = await k.host.start([
      { id: 'lazy', activation: 'lazy', contributes: { commands: [{ id: 'lazy.open', title: 'Open' }] }, activate },
      plugin('eager'),
    ]);
    expect(activate).not.toHaveBeenCalled();
    expect(report.lazy).toEqual(['lazy']);
    expect(report.activated.map((t) => t.id)).toEqual(['eager']);
    expect(k.host.isActive('lazy')).toBe(false);
    expect(k.commands.get('lazy.open')?.hasHandler).toBe(false);

    const [r1, r2] = await Promise.all([k.commands.execute('lazy.open', { n: 2 }), k.commands.execute('lazy.open', { n: 3 })]);
    expect(r1).toEqual({ status: 'ok', value: 4 });
    expect(r2).toEqual({ status: 'ok', value: 6 });
    expect(activate).toHaveBeenCalledTimes(1);
    expect(k.host.isActive('lazy')).toBe(true);
    expect(k.host.report().lazy).toEqual([]);
  });

  it('a lazy plugin activates its required providers first', async () => {
    const log: string[] = [];
    const k = kernel();
    await k.host.start([
      plugin('lazy-provider', { provides: [tokens.A] }, log, { activation: 'lazy' }),
      plugin('lazy-user', { requires: [tokens.A] }, log, {
        activation: 'lazy',
        contributes: { commands: [{ id: 'u.run', title: 'Run' }] },
        activate: (ctx) => {
          log.push('lazy-user');
          ctx.commands.handle('u.run', { run: () => ctx.services.get(tokens.A).name });
        },
      }),
    ]);
    expect(log).toEqual([]);
    await expect(k.commands.execute('u.run')).resolves.toEqual({ status: 'ok', value: 'lazy-provider' });
    expect(log).toEqual(['lazy-provider', 'lazy-user']);
  });

  it('reports keybinding conflicts between plugins as warnings', async () => {
    const k = kernel();
    const report = await k.host.start([
      { id: 'p1', contributes: { commands: [{ id: 'p1.go', title: 'Go', keybinding: 'Mod+G' }] } },
      { id: 'p2', contributes: { commands: [{ id: 'p2.go', title: 'Go', keybinding: 'Ctrl+G' }] } },
    ]);
    expect(report.warnings).toEqual(['"ctrl+g" is bound to both p1.go (p1) and p2.go (p2)']);
  });

  it('reports a timing per activated plugin', async () => {
    const k = kernel();
    let clock = 0;
    const host = new PluginHost({ ...k, root: k.services, contributionPoints: {}, now: () => (clock += 5) });
    const report = await host.start([plugin('x'), plugin('y')]);
    expect(report.activated).toEqual([
      { id: 'x', ms: 5 },
      { id: 'y', ms: 5 },
    ]);
  });

  it('timings with the real clock are non-negative numbers', async () => {
    const report = await kernel().host.start([plugin('x')]);
    expect(report.activated).toHaveLength(1);
    expect(report.activated[0]?.ms).toBeGreaterThanOrEqual(0);
  });

  it('activate of an unknown plugin rejects', async () => {
    await expect(kernel().host.activate('ghost')).rejects.toThrow('Unknown plugin "ghost"');
  });
});

describe('unloading', () => {
  const IDataService = createServiceToken<{ n: number }>('IDataService');
  const everything = (log: string[] = []): PluginManifest => ({
    id: 'everything',
    provides: [IDataService],
    contributes: {
      commands: [{ id: 'everything.static', title: 'Static', keybinding: ['Mod+E', 'Alt+E'], when: 'canvasFocus' }],
      keybindings: [{ key: 'Mod+Shift+E', command: 'everything.static' }],
      menus: [{ id: 'static-menu' }],
    },
    activate(ctx) {
      log.push('activate');
      ctx.commands.handle('everything.static', { run: () => 'static' });
      ctx.commands.register({ id: 'everything.runtime', title: 'Runtime' }, { run: () => 'runtime' });
      ctx.keybindings.register({ key: 'Mod+R', command: 'everything.runtime' });
      ctx.extensions.contribute(menus, { id: 'runtime-menu' });
      ctx.operations.define({
        type: 'everything.op',
        label: () => 'Op',
        apply: (d) => d,
        invert: () => [op('everything.op', {})],
      });
      ctx.provide(IDataService, { n: 1 });
      ctx.subscriptions.add(ctx.contextKeys.set('everythingLoaded', true));
      ctx.subscriptions.addFn(() => log.push('cleanup'));
    },
  });

  it('while active, everything is registered', async () => {
    const k = kernel();
    await k.host.start([everything()]);
    expect(
      k.commands
        .list()
        .map((c) => c.id)
        .sort(),
    ).toEqual(['everything.runtime', 'everything.static']);
    expect(k.keybindings.all()).toHaveLength(4);
    expect(k.extensions.size()).toBe(2);
    expect(k.operations.types()).toContain('everything.op');
    expect(k.services.get(IDataService)).toEqual({ n: 1 });
    expect(k.contextKeys.get('everythingLoaded')).toBe(true);
  });

  it('dispose leaves nothing registered', async () => {
    const log: string[] = [];
    const k = kernel();
    await k.host.start([everything(log), plugin('plain')]);
    k.host.dispose();
    expect(log).toEqual(['activate', 'cleanup']);
    expect(k.commands.list()).toEqual([]);
    expect(k.keybindings.all()).toEqual([]);
    expect(k.extensions.size()).toBe(0);
    expect(k.extensions.get(menus)).toEqual([]);
    expect(k.operations.types().sort()).toEqual([...BUILT_IN_OPS].sort());
    expect(k.services.has(IDataService)).toBe(false);
    expect(k.services.getOptional(IDataService)).toBeNull();
    expect(() => k.services.get(IDataService)).toThrow(/No service registered for IDataService/);
    expect(k.contextKeys.get('everythingLoaded')).toBeUndefined();
    expect(k.contextKeys.snapshot()).toEqual({});
    expect(k.host.isActive('everything')).toBe(false);
  });

  it('deactivate removes run-time registrations but keeps the static declarations, so the plugin can come back', async () => {
    const log: string[] = [];
    const k = kernel();
    await k.host.start([everything(log)]);
    k.host.deactivate('everything');
    expect(k.commands.list().map((c) => c.id)).toEqual(['everything.static']);
    expect(k.commands.get('everything.static')?.hasHandler).toBe(false);
    expect(
      k.keybindings
        .all()
        .map((b) => b.chord)
        .sort(),
    ).toEqual(['alt+e', 'ctrl+e', 'ctrl+shift+e']);
    expect(k.extensions.get(menus)).toEqual([{ id: 'static-menu' }]);
    expect(k.operations.types()).not.toContain('everything.op');
    expect(k.services.has(IDataService)).toBe(false);
    expect(k.contextKeys.get('everythingLoaded')).toBeUndefined();

    // Running its command brings it back.
    k.contextKeys.set('canvasFocus', true);
    await expect(k.commands.execute('everything.static')).resolves.toEqual({ status: 'ok', value: 'static' });
    expect(log).toEqual(['activate', 'cleanup', 'activate']);
    expect(k.services.has(IDataService)).toBe(true);

    k.host.deactivate('everything', true);
    expect(k.commands.list()).toEqual([]);
    expect(k.keybindings.all()).toEqual([]);
    expect(k.extensions.size()).toBe(0);
  });

  it('kernel.dispose unloads the plugins too', async () => {
    const k = kernel();
    await k.host.start([everything()]);
    k.dispose();
    expect(k.commands.list()).toEqual([]);
    expect(k.services.has(IDataService)).toBe(false);
  });

  it('a failed activation disposes what the plugin registered before failing', async () => {
    const k = kernel();
    const report = await k.host.start([
      {
        id: 'half',
        activate(ctx) {
          ctx.commands.register({ id: 'half.cmd', title: 'Half' }, { run: () => undefined });
          ctx.extensions.contribute(menus, { id: 'half-menu' });
          ctx.subscriptions.add(ctx.contextKeys.set('halfKey', 1));
          throw new Error('nope');
        },
      },
    ]);
    expect(report.failed).toEqual([{ id: 'half', message: 'Plugin "half" failed to activate: nope' }]);
    expect(k.commands.list()).toEqual([]);
    expect(k.extensions.size()).toBe(0);
    expect(k.contextKeys.get('halfKey')).toBeUndefined();
  });
});
