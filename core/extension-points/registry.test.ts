import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Precedence } from '../commands/keybinding-service';
import { combineByKey, defineExtensionPoint, ExtensionRegistry, type Contribution, type ContributeOptions } from './registry';

interface Item {
  readonly key: string;
  readonly label: string;
}

const list = defineExtensionPoint<string>({ id: 'test.list' });

describe('ExtensionRegistry', () => {
  it('a point without combine lists the contributed values', () => {
    const reg = new ExtensionRegistry();
    expect(reg.get(list)).toEqual([]);
    reg.contribute(list, 'one');
    reg.contribute(list, 'two', { order: -1 });
    expect(reg.get(list)).toEqual(['two', 'one']);
  });

  it('combine sees core < plugin < user, then explicit order, then owner id, whatever the registration order', () => {
    const seen: Array<ReadonlyArray<Contribution<string>>> = [];
    const point = defineExtensionPoint<string, string[]>({
      id: 'test.ordered',
      combine: (cs) => {
        seen.push(cs);
        return cs.map((c) => c.value);
      },
    });
    const contributions: Array<[string, ContributeOptions]> = [
      ['user-b', { owner: 'b', precedence: 'user' }],
      ['plugin-z-order1', { owner: 'z', precedence: 'plugin', order: 1 }],
      ['core', { owner: 'core', precedence: 'core', order: 50 }],
      ['plugin-a-order1', { owner: 'a', precedence: 'plugin', order: 1 }],
      ['plugin-m-order-5', { owner: 'm', precedence: 'plugin', order: -5 }],
      ['user-a', { owner: 'a', precedence: 'user' }],
      ['core-early', { owner: 'zz', precedence: 'core', order: -1 }],
    ];
    const expected = ['core-early', 'core', 'plugin-m-order-5', 'plugin-a-order1', 'plugin-z-order1', 'user-a', 'user-b'];
    fc.assert(
      fc.property(fc.shuffledSubarray(contributions, { minLength: contributions.length }), (shuffled) => {
        const reg = new ExtensionRegistry();
        for (const [value, options] of shuffled) reg.contribute(point, value, options);
        expect(reg.get(point)).toEqual(expected);
      }),
      { numRuns: 50 },
    );
    const last = seen[seen.length - 1] ?? [];
    expect(last[0]).toEqual({ value: 'core-early', owner: 'zz', precedence: 'core', order: -1 });
  });

  it('defaults to owner core, precedence plugin, order 0', () => {
    const seen: Array<Contribution<string>> = [];
    const point = defineExtensionPoint<string, null>({
      id: 'test.defaults',
      combine: (cs) => {
        seen.push(...cs);
        return null;
      },
    });
    const reg = new ExtensionRegistry();
    reg.contribute(point, 'x');
    reg.get(point);
    expect(seen).toEqual([{ value: 'x', owner: 'core', precedence: 'plugin', order: 0 }]);
  });

  describe('combineByKey', () => {
    const routes = defineExtensionPoint<Item, ReadonlyMap<string, Item>>({ id: 'test.routes', combine: combineByKey((i) => i.key) });
    const entries: Array<[Item, Precedence, string]> = [
      [{ key: '/home', label: 'core home' }, 'core', 'core'],
      [{ key: '/home', label: 'plugin home' }, 'plugin', 'p1'],
      [{ key: '/home', label: 'user home' }, 'user', 'me'],
      [{ key: '/settings', label: 'core settings' }, 'core', 'core'],
      [{ key: '/settings', label: 'plugin settings' }, 'plugin', 'p2'],
      [{ key: '/about', label: 'core about' }, 'core', 'core'],
    ];

    it('user overrides plugin overrides core for one key, in any registration order', () => {
      fc.assert(
        fc.property(fc.shuffledSubarray(entries, { minLength: entries.length }), (shuffled) => {
          const reg = new ExtensionRegistry();
          for (const [value, precedence, owner] of shuffled) reg.contribute(routes, value, { precedence, owner });
          const map = reg.get(routes);
          expect(map.get('/home')?.label).toBe('user home');
          expect(map.get('/settings')?.label).toBe('plugin settings');
          expect(map.get('/about')?.label).toBe('core about');
          expect(map.size).toBe(3);
        }),
        { numRuns: 50 },
      );
    });

    it('disposing the winner falls back to the next precedence', () => {
      const reg = new ExtensionRegistry();
      reg.contribute(routes, { key: '/x', label: 'core' }, { precedence: 'core' });
      const plugin = reg.contribute(routes, { key: '/x', label: 'plugin' }, { precedence: 'plugin' });
      expect(reg.get(routes).get('/x')?.label).toBe('plugin');
      plugin.dispose();
      expect(reg.get(routes).get('/x')?.label).toBe('core');
    });
  });

  it('get$ emits the current value, then on every contribute and dispose', () => {
    const reg = new ExtensionRegistry();
    const emitted: Array<readonly string[]> = [];
    const sub = reg.get$(list).subscribe((v) => emitted.push(v));
    const a = reg.contribute(list, 'a');
    const b = reg.contribute(list, 'b', { order: -1 });
    a.dispose();
    a.dispose();
    b.dispose();
    sub.unsubscribe();
    expect(emitted).toEqual([[], ['a'], ['b', 'a'], ['b'], []]);
  });

  it('get$ does not emit when the combined value is unchanged', () => {
    const count = defineExtensionPoint<string, number>({ id: 'test.count', combine: (cs) => Math.min(cs.length, 1) });
    const reg = new ExtensionRegistry();
    const emitted: number[] = [];
    reg.get$(count).subscribe((v) => emitted.push(v));
    reg.contribute(count, 'a');
    reg.contribute(count, 'b');
    expect(emitted).toEqual([0, 1]);
  });

  it('two different points with one id throw', () => {
    const reg = new ExtensionRegistry();
    const first = defineExtensionPoint<string>({ id: 'test.dup' });
    const second = defineExtensionPoint<string>({ id: 'test.dup' });
    reg.contribute(first, 'x');
    expect(() => reg.contribute(second, 'y')).toThrow(/Two extension points share the id "test.dup"/);
    expect(() => reg.get(second)).toThrow(/test.dup/);
    expect(() => reg.get$(second)).toThrow(/test.dup/);
    expect(reg.get(first)).toEqual(['x']);
  });

  it('contributeMany adds several values and one disposer removes them all', () => {
    const reg = new ExtensionRegistry();
    const d = reg.contributeMany(list, ['a', 'b', 'c'], { owner: 'p' });
    expect(reg.get(list)).toEqual(['a', 'b', 'c']);
    expect(reg.size()).toBe(3);
    d.dispose();
    expect(reg.get(list)).toEqual([]);
    expect(reg.size()).toBe(0);
  });

  it('size counts live contributions across all points', () => {
    const reg = new ExtensionRegistry();
    const other = defineExtensionPoint<number>({ id: 'test.other' });
    const a = reg.contribute(list, 'a');
    reg.contribute(other, 1);
    expect(reg.size()).toBe(2);
    a.dispose();
    expect(reg.size()).toBe(1);
  });
});
