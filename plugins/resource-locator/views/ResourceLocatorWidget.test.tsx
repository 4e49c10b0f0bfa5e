// @vitest-environment jsdom
/**
 * The resource locator widget on a real kernel with the parameters plugin and this one,
 * against a REST client the test answers: the search-required state (no request while
 * the required filter is empty, then one with the debounced filter), the error view and
 * its retry on reopening, no results, picking an item, and an expression leaving list mode.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { INodeProperties } from '@sdk';
import { mountParameters, OptionsServer, typeInto } from '@plugins/parameters/test-harness';
import resourceLocator from '../index';
import { SEARCH_DEBOUNCE_MS } from './ResourceLocatorWidget';

function locator(typeOptions: Record<string, unknown>): INodeProperties {
  return {
    displayName: 'Table',
    name: 'table',
    type: 'resourceLocator',
    default: { __rl: true, mode: 'list', value: '' },
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'tableSearch', ...typeOptions } },
      { displayName: 'ID', name: 'id', type: 'string' },
    ],
  };
}

async function mount(property: INodeProperties, answer: () => Promise<unknown>, initial: Record<string, unknown> = {}) {
  const rest = new OptionsServer();
  rest.answer = answer;
  const mounted = await mountParameters([property], initial, rest, {}, {}, [resourceLocator]);
  return {
    ...mounted,
    /** The query of each list request. */
    calls: () => rest.calls.map((call) => call.options?.query ?? {}),
    value: () => mounted.parameters()['table'],
    combobox: () => mounted.container.querySelector<HTMLInputElement>('[role="combobox"]:not(select)')!,
  };
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

function focus(element: HTMLElement) {
  act(() => element.focus());
}

describe('ResourceLocatorWidget', () => {
  let mounted: Awaited<ReturnType<typeof mount>> | undefined;
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    vi.useRealTimers();
  });

  it('asks for a search term and loads nothing until one is typed, then sends it', async () => {
    mounted = await mount(locator({ searchable: true, searchFilterRequired: true }), async () => ({ results: [{ name: 'orders', value: 'orders' }] }));
    focus(mounted.combobox());
    await flush();
    expect(mounted.container.textContent).toContain('Type something to search');
    expect(mounted.calls()).toHaveLength(0);
    const search = mounted.container.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(document.activeElement).toBe(search);
    typeInto(search, 'ord');
    await act(async () => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await flush();
    expect(mounted.calls()).toHaveLength(1);
    expect(mounted.calls()[0]).toMatchObject({ methodName: 'tableSearch', filter: 'ord', path: 'parameters.table' });
    expect([...mounted.container.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['orders']);
  });

  it('shows the failure, stays open, and retries when reopened', async () => {
    let fail = true;
    mounted = await mount(locator({}), async () => {
      if (fail) throw new Error('password authentication failed for user "x"');
      return { results: [] };
    });
    focus(mounted.combobox());
    await flush();
    const alert = mounted.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Could not load the list');
    expect(alert?.textContent).toContain('password authentication failed');
    // An outside click does not hide it while it shows an error.
    act(() => document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(mounted.combobox().getAttribute('aria-expanded')).toBe('true');
    act(() => void mounted!.combobox().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })));
    expect(mounted.combobox().getAttribute('aria-expanded')).toBe('false');
    fail = false;
    act(() => mounted!.combobox().click());
    await flush();
    expect(mounted.calls()).toHaveLength(2);
    expect(mounted.container.textContent).toContain('No results');
  });

  it('picks an item with the keyboard, caching its name, and closes', async () => {
    mounted = await mount(locator({}), async () => ({ results: [{ name: 'Orders', value: 'o' }, { name: 'Customers', value: 'c', url: 'https://db.example/c' }] }));
    const box = mounted.combobox();
    focus(box);
    await flush();
    act(() => void box.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    expect(box.getAttribute('aria-activedescendant')).toMatch(/option-1$/);
    act(() => void box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(mounted.value()).toEqual({ __rl: true, mode: 'list', value: 'c', cachedResultName: 'Customers', cachedResultUrl: 'https://db.example/c' });
    expect(mounted.combobox().value).toBe('Customers');
    expect(mounted.combobox().getAttribute('aria-expanded')).toBe('false');
    expect(mounted.container.querySelector('a[aria-label="Open Table in a new tab"]')?.getAttribute('href')).toBe('https://db.example/c');
  });

  it('moves an expression out of list mode into id, keeping it', async () => {
    mounted = await mount(locator({}), async () => ({ results: [] }), { table: { __rl: true, mode: 'list', value: '={{ $json.table }}' } });
    await flush();
    expect(mounted.value()).toEqual({ __rl: true, mode: 'id', value: '={{ $json.table }}' });
    const mode = mounted.container.querySelector<HTMLSelectElement>('select[aria-label="Table mode"]')!;
    expect(mode.value).toBe('id');
    expect([...mode.options].find((o) => o.value === 'list')?.disabled).toBe(true);
  });
});
