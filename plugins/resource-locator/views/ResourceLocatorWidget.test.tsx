// @vitest-environment jsdom
/**
 * The resource locator widget on a real kernel with the parameters plugin and this one,
 * against a REST client the test answers: the search-required state (no request while
 * the required filter is empty, then one with the debounced filter), the error view and
 * its retry on reopening, no results, picking an item, and an expression leaving list mode.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { INodeProperties } from '@sdk';
import { mountParameters, OptionsServer } from '@plugins/parameters/test-harness';
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
    combobox: () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Table' }),
  };
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

/**
 * Awaits a user-event step on the fake clock. Testing-library ends each step by waiting out a
 * zero-delay timeout, which passes only when the clock moves: this moves it by zero (so no
 * debounce runs early) until the step is done.
 */
async function perform(step: Promise<void>): Promise<void> {
  let done = false;
  const finished = step.finally(() => {
    done = true;
  });
  while (!done) await vi.advanceTimersByTimeAsync(0);
  await finished;
}

describe('ResourceLocatorWidget', () => {
  let mounted: Awaited<ReturnType<typeof mount>> | undefined;
  // The search waits out a debounce on fake timers; user-event moves them on between its own steps.
  const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    vi.useRealTimers();
  });

  it('asks for a search term and loads nothing until one is typed, then sends it', async () => {
    const u = user();
    mounted = await mount(locator({ searchable: true, searchFilterRequired: true }), async () => ({
      results: [{ name: 'orders', value: 'orders' }],
    }));
    await perform(u.click(mounted.combobox()));
    await flush();
    expect(mounted.container.textContent).toContain('Type something to search');
    expect(mounted.calls()).toHaveLength(0);
    const search = screen.getByRole('searchbox', { name: 'Search Table' });
    expect(document.activeElement).toBe(search);
    await perform(u.keyboard('ord'));
    await act(async () => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await flush();
    expect(mounted.calls()).toHaveLength(1);
    expect(mounted.calls()[0]).toMatchObject({ methodName: 'tableSearch', filter: 'ord', path: 'parameters.table' });
    expect(
      within(screen.getByRole('listbox', { name: 'Table results' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['orders']);
  });

  it('shows the failure, stays open, and retries when reopened', async () => {
    const u = user();
    let fail = true;
    mounted = await mount(locator({}), async () => {
      if (fail) throw new Error('password authentication failed for user "x"');
      return { results: [] };
    });
    await perform(u.click(mounted.combobox()));
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load the list');
    expect(alert.textContent).toContain('password authentication failed');
    // An outside click does not hide it while it shows an error.
    await perform(u.click(document.body));
    expect(mounted.combobox().getAttribute('aria-expanded')).toBe('true');
    await perform(u.keyboard('{Escape}'));
    expect(mounted.combobox().getAttribute('aria-expanded')).toBe('false');
    fail = false;
    await perform(u.click(mounted.combobox()));
    await flush();
    expect(mounted.calls()).toHaveLength(2);
    expect(mounted.container.textContent).toContain('No results');
  });

  it('picks an item with the keyboard, caching its name, and closes', async () => {
    mounted = await mount(locator({}), async () => ({
      results: [
        { name: 'Orders', value: 'o' },
        { name: 'Customers', value: 'c', url: 'https://db.example/c' },
      ],
    }));
    const u = user();
    const box = mounted.combobox();
    await perform(u.click(box));
    await flush();
    await perform(u.keyboard('{ArrowDown}'));
    expect(box.getAttribute('aria-activedescendant')).toMatch(/option-1$/);
    await perform(u.keyboard('{Enter}'));
    expect(mounted.value()).toEqual({
      __rl: true,
      mode: 'list',
      value: 'c',
      cachedResultName: 'Customers',
      cachedResultUrl: 'https://db.example/c',
    });
    expect(mounted.combobox().value).toBe('Customers');
    expect(mounted.combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Open Table in a new tab' }).getAttribute('href')).toBe('https://db.example/c');
  });

  it('moves an expression out of list mode into id, keeping it', async () => {
    mounted = await mount(locator({}), async () => ({ results: [] }), { table: { __rl: true, mode: 'list', value: '={{ $json.table }}' } });
    await flush();
    expect(mounted.value()).toEqual({ __rl: true, mode: 'id', value: '={{ $json.table }}' });
    const mode = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Table mode' });
    expect(mode.value).toBe('id');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'From List' }).disabled).toBe(true);
  });
});
