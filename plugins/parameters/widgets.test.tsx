// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import type { INodeProperties } from '@sdk';
import { LOADING_OPTIONS_TEXT } from './widgets/OptionsWidget';
import { button, byLabel, click, mountParameters, OptionsServer, selectOption, typeInto, type Mounted } from './test-harness';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const p = (x: Partial<INodeProperties> & Pick<INodeProperties, 'name' | 'type' | 'default'>): INodeProperties => ({ displayName: x.name[0]?.toUpperCase() + x.name.slice(1), ...x });

describe('parameter widgets', () => {
  it('edits a string and shows newlines as a pipe', async () => {
    mounted = await mountParameters([p({ name: 'url', type: 'string', default: '' }), p({ name: 'body', type: 'string', default: '' })], { url: '', body: 'a\nb' });
    typeInto(byLabel(mounted.container, 'Url'), 'https://example.com');
    expect(mounted.parameters()['url']).toBe('https://example.com');
    expect((byLabel(mounted.container, 'Body') as HTMLInputElement).value).toBe('a|b');
  });
  it('renders a password field and a textarea when rows > 1', async () => {
    mounted = await mountParameters(
      [p({ name: 'secret', type: 'string', default: '', typeOptions: { password: true } }), p({ name: 'text', type: 'string', default: '', typeOptions: { rows: 4 } })],
      { secret: '', text: '' },
    );
    expect((byLabel(mounted.container, 'Secret') as HTMLInputElement).type).toBe('password');
    expect(byLabel(mounted.container, 'Text')?.tagName).toBe('TEXTAREA');
  });
  it('typing = into an empty field switches it to an expression editor', async () => {
    mounted = await mountParameters([p({ name: 'value', type: 'string', default: '' })], { value: '' });
    typeInto(byLabel(mounted.container, 'Value'), '=');
    expect(mounted.parameters()['value']).toBe('=');
    expect(mounted.container.querySelector('.sy-inline-expression [role="textbox"][aria-label="Value"]')).not.toBeNull();
  });
  it('switches a number to an expression and back, keeping the evaluated value', async () => {
    mounted = await mountParameters([p({ name: 'count', type: 'number', default: 1 })], { count: 5 });
    click(button(mounted.container, 'Expression'));
    expect(mounted.parameters()['count']).toBe('={{ 5 }}');
    expect(button(mounted.container, 'Expression').getAttribute('aria-checked')).toBe('true');
    click(button(mounted.container, 'Fixed'));
    // no input data: the evaluated value is unknown, so the number is cleared rather than invented
    expect(mounted.parameters()['count']).toBeNull();
  });
  it('respects min, max and precision on numbers', async () => {
    mounted = await mountParameters([p({ name: 'limit', type: 'number', default: 1, typeOptions: { minValue: 1, maxValue: 10, numberPrecision: 1 } })], { limit: 1 });
    const input = byLabel(mounted.container, 'Limit') as HTMLInputElement;
    expect(input.getAttribute('role')).toBe('spinbutton');
    typeInto(input, '25');
    act(() => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(mounted.parameters()['limit']).toBe(10);
    typeInto(input, '2.345');
    act(() => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(mounted.parameters()['limit']).toBe(2.3);
  });
  it('toggles a boolean switch', async () => {
    mounted = await mountParameters([p({ name: 'enabled', type: 'boolean', default: false })], { enabled: false });
    const sw = byLabel(mounted.container, 'Enabled') as HTMLButtonElement;
    expect(sw.getAttribute('role')).toBe('switch');
    click(sw);
    expect(mounted.parameters()['enabled']).toBe(true);
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(sw.className).toContain('sy-switch--on');
  });
  it('picks options and flags an unsupported value', async () => {
    const method = p({ name: 'method', type: 'options', default: 'GET', options: [{ name: 'GET', value: 'GET' }, { name: 'POST', value: 'POST' }] });
    mounted = await mountParameters([method], { method: 'PATCH' });
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toContain('The value "PATCH" is not supported!');
    selectOption(byLabel(mounted.container, 'Method'), 'POST');
    expect(mounted.parameters()['method']).toBe('POST');
    expect(mounted.container.querySelector('[role="alert"]')).toBeNull();
  });
  it('hides parameters whose display conditions fail', async () => {
    const props = [
      p({ name: 'mode', type: 'options', default: 'a', options: [{ name: 'A', value: 'a' }, { name: 'B', value: 'b' }] }),
      p({ name: 'extra', type: 'string', default: '', displayOptions: { show: { mode: ['b'] } } }),
    ];
    mounted = await mountParameters(props, { mode: 'a', extra: '' });
    expect(byLabel(mounted.container, 'Extra')).toBeNull();
    selectOption(byLabel(mounted.container, 'Mode'), 'B');
    expect(byLabel(mounted.container, 'Extra')).not.toBeNull();
  });
  it('shows the required issue beneath the input with an error highlight', async () => {
    mounted = await mountParameters([p({ name: 'url', type: 'string', default: '', required: true })], { url: '' });
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toBe('Parameter "Url" is required.');
    expect(byLabel(mounted.container, 'Url')?.className).toContain('sy-input--error');
  });
  it('stores rgba as hex with alpha and shows it as rgba', async () => {
    mounted = await mountParameters([p({ name: 'color', type: 'color', default: '', typeOptions: { showAlpha: true } })], { color: '' });
    typeInto(byLabel(mounted.container, 'Color'), 'rgba(255,0,0,1)');
    expect(mounted.parameters()['color']).toBe('#ff000000');
    expect((byLabel(mounted.container, 'Color') as HTMLInputElement).value).toBe('rgba(255,0,0,1)');
  });
  it('sets a date from a shortcut as an ISO string', async () => {
    mounted = await mountParameters([p({ name: 'since', type: 'dateTime', default: '' })], { since: '' });
    const before = Date.now();
    click(button(mounted.container, 'Yesterday'));
    const value = mounted.parameters()['since'] as string;
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(before - Date.parse(value)).toBeGreaterThanOrEqual(24 * 3600 * 1000 - 1000);
  });
  it('adds a fixed-collection item with defaults, moves and deletes items', async () => {
    const headers = p({
      name: 'headers',
      type: 'fixedCollection',
      default: {},
      typeOptions: { multipleValues: true, sortable: true },
      options: [{ name: 'parameter', displayName: 'Header', values: [p({ name: 'name', type: 'string', default: 'x' })] }],
    });
    mounted = await mountParameters([headers], { headers: {} });
    click(button(mounted.container, 'Add Headers'));
    click(button(mounted.container, 'Add Headers'));
    expect(mounted.parameters()['headers']).toEqual({ parameter: [{ name: 'x' }, { name: 'x' }] });
    typeInto(mounted.container.querySelectorAll('.sy-fixed-collection__item input')[1] ?? null, 'second');
    click(button(mounted.container, 'Move Header 2 up'));
    expect(mounted.parameters()['headers']).toEqual({ parameter: [{ name: 'second' }, { name: 'x' }] });
    click(button(mounted.container, 'Delete Header 1'));
    expect(mounted.parameters()['headers']).toEqual({ parameter: [{ name: 'x' }] });
  });
  it('adds a collection option with its default', async () => {
    const options = p({ name: 'options', type: 'collection', default: {}, placeholder: 'Add option', options: [p({ name: 'timeout', type: 'number', default: 10000 })] });
    mounted = await mountParameters([options], { options: {} });
    click(button(mounted.container, 'Add option'));
    expect(mounted.parameters()['options']).toEqual({ timeout: 10000 });
    expect((byLabel(mounted.container, 'Timeout') as HTMLInputElement).value).toBe('10000');
    click(button(mounted.container, 'Delete Timeout'));
    expect(mounted.parameters()['options']).toEqual({});
  });
  it('disables Reset value when the value is the default', async () => {
    mounted = await mountParameters([p({ name: 'url', type: 'string', default: 'https://a' })], { url: 'https://a' });
    const trigger = button(mounted.container, 'Url options');
    act(() => {
      trigger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, ctrlKey: false }));
    });
    const reset = [...document.querySelectorAll('[role="menuitem"]')].find((m) => m.textContent === 'Reset value');
    expect(reset?.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('remote options', () => {
  const resource = p({ name: 'table', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getTables', loadOptionsDependsOn: ['base'] } });
  const base = p({ name: 'base', type: 'string', default: '' });

  it('disables the select with the loading text, then lists the options', async () => {
    const server = new OptionsServer();
    let release: (v: unknown) => void = () => undefined;
    server.answer = () => new Promise((resolve) => (release = resolve));
    mounted = await mountParameters([base, resource], { base: 'b1', table: '' }, server);
    const select = byLabel(mounted.container, 'Table') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.selectedOptions[0]?.text).toBe(LOADING_OPTIONS_TEXT);
    expect(server.calls[0]?.path).toBe('/node-parameter-options');
    expect(server.calls[0]?.options?.query).toMatchObject({ methodName: 'getTables', path: 'parameters.table', nodeTypeAndVersion: { name: 'test.node', version: 1 } });
    await act(async () => release([{ name: 'Users', value: 'users' }]));
    expect(select.disabled).toBe(false);
    selectOption(select, 'Users');
    expect(mounted.parameters()['table']).toBe('users');
  });
  it('reloads when a listed parameter changes', async () => {
    const server = new OptionsServer();
    server.answer = async () => [{ name: 'Users', value: 'users' }];
    mounted = await mountParameters([base, resource], { base: 'b1', table: '' }, server);
    const count = server.calls.length;
    await act(async () => typeInto(byLabel(mounted?.container as HTMLElement, 'Base'), 'b2'));
    expect(server.calls.length).toBe(count + 1);
  });
  it('replaces the input with the failure message and a text fallback', async () => {
    const server = new OptionsServer();
    server.answer = async () => {
      throw new Error('Forbidden');
    };
    mounted = await mountParameters([resource], { table: 'x' }, server);
    await act(async () => undefined);
    expect(mounted.container.textContent).toContain('There was a problem loading the parameter options from server: "Forbidden"');
    const fallback = byLabel(mounted.container, 'Table') as HTMLInputElement;
    expect(fallback.tagName).toBe('INPUT');
    typeInto(fallback, 'typed');
    expect(mounted.parameters()['table']).toBe('typed');
  });
});
