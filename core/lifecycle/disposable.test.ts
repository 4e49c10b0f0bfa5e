import { describe, expect, it } from 'vitest';
import { combineDisposables, disposeAll, DisposableStore, toDisposable } from './disposable';

describe('toDisposable', () => {
  it('runs its function once however often it is disposed', () => {
    let calls = 0;
    const d = toDisposable(() => calls++);
    d.dispose();
    d.dispose();
    expect(calls).toBe(1);
  });
});

describe('disposeAll / combineDisposables', () => {
  it('dispose in reverse order', () => {
    const log: number[] = [];
    disposeAll([1, 2, 3].map((n) => toDisposable(() => log.push(n))));
    expect(log).toEqual([3, 2, 1]);
    const combined = combineDisposables(...[4, 5].map((n) => toDisposable(() => log.push(n))));
    combined.dispose();
    combined.dispose();
    expect(log).toEqual([3, 2, 1, 5, 4]);
  });

  it('a failing disposer does not stop the others; one failure is rethrown as is', () => {
    const log: string[] = [];
    const boom = new Error('boom');
    const items = [
      toDisposable(() => log.push('a')),
      toDisposable(() => {
        throw boom;
      }),
      toDisposable(() => log.push('c')),
    ];
    expect(() => disposeAll(items)).toThrow(boom);
    expect(log).toEqual(['c', 'a']);
  });

  it('several failures come back as an AggregateError', () => {
    const fail = (m: string) =>
      toDisposable(() => {
        throw new Error(m);
      });
    let error: unknown;
    try {
      disposeAll([fail('one'), fail('two')]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AggregateError);
    expect((error as AggregateError).errors.map((e: Error) => e.message)).toEqual(['two', 'one']);
  });
});

describe('DisposableStore', () => {
  it('disposes its items in reverse order of adding', () => {
    const log: string[] = [];
    const store = new DisposableStore();
    store.add(toDisposable(() => log.push('first')));
    store.addFn(() => log.push('second'));
    store.add(toDisposable(() => log.push('third')));
    expect(store.size).toBe(3);
    store.dispose();
    expect(log).toEqual(['third', 'second', 'first']);
    expect(store.isDisposed).toBe(true);
    expect(store.size).toBe(0);
  });

  it('disposing twice is harmless', () => {
    let calls = 0;
    const store = new DisposableStore();
    store.add({ dispose: () => calls++ });
    store.dispose();
    store.dispose();
    expect(calls).toBe(1);
  });

  it('adding to a disposed store disposes the item at once', () => {
    let disposed = false;
    const store = new DisposableStore();
    store.dispose();
    const item = { dispose: () => (disposed = true) };
    expect(store.add(item)).toBe(item);
    expect(disposed).toBe(true);
    expect(store.size).toBe(0);
  });

  it('add returns the item; delete forgets it without disposing', () => {
    let disposed = false;
    const store = new DisposableStore();
    const item = store.add({ dispose: () => (disposed = true) });
    store.delete(item);
    store.dispose();
    expect(disposed).toBe(false);
  });

  it('clear disposes the current items and keeps the store usable', () => {
    const log: string[] = [];
    const store = new DisposableStore();
    store.addFn(() => log.push('a'));
    store.clear();
    expect(store.isDisposed).toBe(false);
    store.addFn(() => log.push('b'));
    expect(log).toEqual(['a']);
    store.dispose();
    expect(log).toEqual(['a', 'b']);
  });

  it('an item that throws does not keep the others alive', () => {
    const log: string[] = [];
    const store = new DisposableStore();
    store.addFn(() => log.push('a'));
    store.addFn(() => {
      throw new Error('bad');
    });
    store.addFn(() => log.push('c'));
    expect(() => store.dispose()).toThrow('bad');
    expect(log).toEqual(['c', 'a']);
    expect(store.isDisposed).toBe(true);
  });
});
