import { describe, expect, it, vi } from 'vitest';
import { createServiceToken, ServiceContainer, tokenName, type IServiceAccessor } from './tokens';

interface IClock {
  now(): number;
}
const IClock = createServiceToken<IClock>('IClock');

describe('service tokens', () => {
  it('carry their name and are unique per definition', () => {
    const again = createServiceToken<IClock>('IClock');
    expect(tokenName(IClock)).toBe('IClock');
    expect(again).not.toBe(IClock);
    const root = ServiceContainer.createRoot();
    root.provide(IClock, { now: () => 1 });
    expect(root.has(again)).toBe(false);
  });
});

describe('ServiceContainer', () => {
  it('provide / get / getOptional / has', () => {
    const root = ServiceContainer.createRoot();
    const clock = { now: () => 42 };
    expect(root.has(IClock)).toBe(false);
    expect(root.getOptional(IClock)).toBeNull();
    expect(() => root.get(IClock)).toThrow('No service registered for IClock');
    root.provide(IClock, clock);
    expect(root.has(IClock)).toBe(true);
    expect(root.get(IClock)).toBe(clock);
    expect(root.getOptional(IClock)).toBe(clock);
  });

  it('a second provide of one token in one container throws', () => {
    const root = ServiceContainer.createRoot();
    root.provide(IClock, { now: () => 1 });
    expect(() => root.provide(IClock, { now: () => 2 })).toThrow('Service IClock is already provided');
    expect(root.get(IClock).now()).toBe(1);
  });

  it('the disposer unregisters, and the token can be provided again', () => {
    const root = ServiceContainer.createRoot();
    const d = root.provide(IClock, { now: () => 1 });
    d.dispose();
    expect(root.has(IClock)).toBe(false);
    expect(root.getOptional(IClock)).toBeNull();
    expect(() => root.get(IClock)).toThrow(/No service registered/);
    root.provide(IClock, { now: () => 2 });
    expect(root.get(IClock).now()).toBe(2);
    // A stale disposer is harmless.
    d.dispose();
    expect(root.get(IClock).now()).toBe(2);
  });

  it('child containers see the root, including services provided later; the root does not see the child', () => {
    const root = ServiceContainer.createRoot();
    const child = root.createChild();
    const grandchild = child.createChild();
    const clock = { now: () => 7 };
    root.provide(IClock, clock);
    expect(child.get(IClock)).toBe(clock);
    expect(grandchild.get(IClock)).toBe(clock);
    const ILocal = createServiceToken<string>('ILocal');
    child.provide(ILocal, 'mine');
    expect(grandchild.get(ILocal)).toBe('mine');
    expect(root.has(ILocal)).toBe(false);
  });

  it('a child may shadow a root service without touching the root', () => {
    const root = ServiceContainer.createRoot();
    root.provide(IClock, { now: () => 1 });
    const child = root.createChild();
    const d = child.provide(IClock, { now: () => 2 });
    expect(child.get(IClock).now()).toBe(2);
    expect(root.get(IClock).now()).toBe(1);
    d.dispose();
    expect(child.get(IClock).now()).toBe(1);
  });

  it('a root service removed by its disposer disappears from children too', () => {
    const root = ServiceContainer.createRoot();
    const child = root.createChild();
    const d = root.provide(IClock, { now: () => 1 });
    d.dispose();
    expect(child.has(IClock)).toBe(false);
  });

  it('two roots are isolated', () => {
    const a = ServiceContainer.createRoot();
    const b = ServiceContainer.createRoot();
    a.provide(IClock, { now: () => 1 });
    expect(b.has(IClock)).toBe(false);
  });

  it('provideFactory creates the service lazily, once, with access to other services', () => {
    const root = ServiceContainer.createRoot();
    const IName = createServiceToken<string>('IName');
    root.provide(IName, 'clock');
    const factory = vi.fn((services: IServiceAccessor): IClock => ({ now: () => services.get(IName).length }));
    const d = root.provideFactory(IClock, factory);
    expect(factory).not.toHaveBeenCalled();
    expect(root.get(IClock).now()).toBe(5);
    expect(root.get(IClock)).toBe(root.get(IClock));
    expect(factory).toHaveBeenCalledTimes(1);
    d.dispose();
    expect(root.has(IClock)).toBe(false);
  });

  it('removing one service keeps the others, and a factory-made service stays the same instance', () => {
    const root = ServiceContainer.createRoot();
    const IName = createServiceToken<string>('IName');
    const nameReg = root.provide(IName, 'kept');
    const clockReg = root.provideFactory(IClock, () => ({ now: () => 7 }));
    const clock = root.get(IClock);
    const ISpare = createServiceToken<number>('ISpare');
    root.provide(ISpare, 1).dispose();
    expect(root.has(ISpare)).toBe(false);
    expect(root.get(IName)).toBe('kept');
    expect(root.get(IClock)).toBe(clock);
    nameReg.dispose();
    clockReg.dispose();
    expect(root.has(IName)).toBe(false);
    expect(root.has(IClock)).toBe(false);
  });
});
