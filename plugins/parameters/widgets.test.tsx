// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { INodeProperties } from '@sdk';
import { LOADING_OPTIONS_TEXT } from './widgets/OptionsWidget';
import { mountParameters, OptionsServer, type Mounted } from './test-harness';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const p = (x: Partial<INodeProperties> & Pick<INodeProperties, 'name' | 'type' | 'default'>): INodeProperties => ({
  displayName: x.name[0]?.toUpperCase() + x.name.slice(1),
  ...x,
});

describe('parameter widgets', () => {
  it('edits a string and shows newlines as a pipe', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([p({ name: 'url', type: 'string', default: '' }), p({ name: 'body', type: 'string', default: '' })], {
      url: '',
      body: 'a\nb',
    });
    await user.type(screen.getByRole('textbox', { name: 'Url' }), 'https://example.com');
    expect(mounted.parameters()['url']).toBe('https://example.com');
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveProperty('value', 'a|b');
  });
  it('renders a password field and a textarea when rows > 1', async () => {
    mounted = await mountParameters(
      [
        p({ name: 'secret', type: 'string', default: '', typeOptions: { password: true } }),
        p({ name: 'text', type: 'string', default: '', typeOptions: { rows: 4 } }),
      ],
      { secret: '', text: '' },
    );
    expect(screen.getByLabelText('Secret')).toHaveProperty('type', 'password');
    expect(screen.getByRole('textbox', { name: 'Text' }).tagName).toBe('TEXTAREA');
  });
  it('typing = into an empty field switches it to an expression editor', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([p({ name: 'value', type: 'string', default: '' })], { value: '' });
    await user.type(screen.getByRole('textbox', { name: 'Value' }), '=');
    expect(mounted.parameters()['value']).toBe('=');
    expect(screen.getByRole('textbox', { name: 'Value' }).closest('.sy-inline-expression')).not.toBeNull();
  });
  it('switches a number to an expression and back, keeping the evaluated value', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([p({ name: 'count', type: 'number', default: 1 })], { count: 5 });
    await user.click(screen.getByRole('radio', { name: 'Expression' }));
    expect(mounted.parameters()['count']).toBe('={{ 5 }}');
    expect(screen.getByRole('radio', { name: 'Expression', checked: true })).toBeDefined();
    await user.click(screen.getByRole('radio', { name: 'Fixed' }));
    // no input data: the evaluated value is unknown, so the number is cleared rather than invented
    expect(mounted.parameters()['count']).toBeNull();
  });
  it('respects min, max and precision on numbers', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters(
      [p({ name: 'limit', type: 'number', default: 1, typeOptions: { minValue: 1, maxValue: 10, numberPrecision: 1 } })],
      { limit: 1 },
    );
    const input = screen.getByRole('spinbutton', { name: 'Limit' });
    await user.clear(input);
    await user.type(input, '25');
    await user.tab();
    expect(mounted.parameters()['limit']).toBe(10);
    await user.clear(input);
    await user.type(input, '2.345');
    await user.tab();
    expect(mounted.parameters()['limit']).toBe(2.3);
  });
  it('toggles a boolean switch', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([p({ name: 'enabled', type: 'boolean', default: false })], { enabled: false });
    const sw = screen.getByRole('switch', { name: 'Enabled' });
    await user.click(sw);
    expect(mounted.parameters()['enabled']).toBe(true);
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(sw.className).toContain('sy-switch--on');
  });
  it('picks options and flags an unsupported value', async () => {
    const method = p({
      name: 'method',
      type: 'options',
      default: 'GET',
      options: [
        { name: 'GET', value: 'GET' },
        { name: 'POST', value: 'POST' },
      ],
    });
    const user = userEvent.setup();
    mounted = await mountParameters([method], { method: 'PATCH' });
    expect(screen.getByRole('alert').textContent).toContain('The value "PATCH" is not supported!');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'POST');
    expect(mounted.parameters()['method']).toBe('POST');
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('hides parameters whose display conditions fail', async () => {
    const props = [
      p({
        name: 'mode',
        type: 'options',
        default: 'a',
        options: [
          { name: 'A', value: 'a' },
          { name: 'B', value: 'b' },
        ],
      }),
      p({ name: 'extra', type: 'string', default: '', displayOptions: { show: { mode: ['b'] } } }),
    ];
    const user = userEvent.setup();
    mounted = await mountParameters(props, { mode: 'a', extra: '' });
    expect(screen.queryByRole('textbox', { name: 'Extra' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'B');
    expect(screen.getByRole('textbox', { name: 'Extra' })).toBeDefined();
  });
  it('shows the required issue beneath the input with an error highlight', async () => {
    mounted = await mountParameters([p({ name: 'url', type: 'string', default: '', required: true })], { url: '' });
    expect(screen.getByRole('alert').textContent).toBe('Parameter "Url" is required.');
    expect(screen.getByRole('textbox', { name: 'Url' }).className).toContain('sy-input--error');
  });
  it('stores rgba as hex with alpha and shows it as rgba', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([p({ name: 'color', type: 'color', default: '', typeOptions: { showAlpha: true } })], { color: '' });
    await user.type(screen.getByRole('textbox', { name: 'Color' }), 'rgba(255,0,0,1)');
    expect(mounted.parameters()['color']).toBe('#ff000000');
    expect(screen.getByRole('textbox', { name: 'Color' })).toHaveProperty('value', 'rgba(255,0,0,1)');
  });
  it('sets a date from a shortcut as an ISO string', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([p({ name: 'since', type: 'dateTime', default: '' })], { since: '' });
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
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
    const user = userEvent.setup();
    mounted = await mountParameters([headers], { headers: {} });
    await user.click(screen.getByRole('button', { name: 'Add Headers' }));
    await user.click(screen.getByRole('button', { name: 'Add Headers' }));
    expect(mounted.parameters()['headers']).toEqual({ parameter: [{ name: 'x' }, { name: 'x' }] });
    const second = screen.getAllByRole('textbox', { name: 'Name' })[1]!;
    await user.clear(second);
    await user.type(second, 'second');
    await user.click(screen.getByRole('button', { name: 'Move Header 2 up' }));
    expect(mounted.parameters()['headers']).toEqual({ parameter: [{ name: 'second' }, { name: 'x' }] });
    await user.click(screen.getByRole('button', { name: 'Delete Header 1' }));
    expect(mounted.parameters()['headers']).toEqual({ parameter: [{ name: 'x' }] });
  });
  it('adds a collection option with its default', async () => {
    const options = p({
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add option',
      options: [p({ name: 'timeout', type: 'number', default: 10000 })],
    });
    const user = userEvent.setup();
    mounted = await mountParameters([options], { options: {} });
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(mounted.parameters()['options']).toEqual({ timeout: 10000 });
    expect(screen.getByRole('spinbutton', { name: 'Timeout' })).toHaveProperty('value', '10000');
    await user.click(screen.getByRole('button', { name: 'Delete Timeout' }));
    expect(mounted.parameters()['options']).toEqual({});
  });
  it('disables Reset value when the value is the default', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([p({ name: 'url', type: 'string', default: 'https://a' })], { url: 'https://a' });
    await user.click(screen.getByRole('button', { name: 'Url options' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Reset value' }).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('remote options', () => {
  const resource = p({
    name: 'table',
    type: 'options',
    default: '',
    typeOptions: { loadOptionsMethod: 'getTables', loadOptionsDependsOn: ['base'] },
  });
  const base = p({ name: 'base', type: 'string', default: '' });

  it('disables the select with the loading text, then lists the options', async () => {
    const server = new OptionsServer();
    let release: (v: unknown) => void = () => undefined;
    server.answer = () => new Promise((resolve) => (release = resolve));
    const user = userEvent.setup();
    mounted = await mountParameters([base, resource], { base: 'b1', table: '' }, server);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Table' });
    expect(select.disabled).toBe(true);
    expect(select.selectedOptions[0]?.text).toBe(LOADING_OPTIONS_TEXT);
    expect(server.calls[0]?.path).toBe('/node-parameter-options');
    expect(server.calls[0]?.options?.query).toMatchObject({
      methodName: 'getTables',
      path: 'parameters.table',
      nodeTypeAndVersion: { name: 'test.node', version: 1 },
    });
    await act(async () => release([{ name: 'Users', value: 'users' }]));
    expect(select.disabled).toBe(false);
    await user.selectOptions(select, 'Users');
    expect(mounted.parameters()['table']).toBe('users');
  });
  it('reloads when a listed parameter changes', async () => {
    const server = new OptionsServer();
    server.answer = async () => [{ name: 'Users', value: 'users' }];
    const user = userEvent.setup();
    mounted = await mountParameters([base, resource], { base: 'b1', table: '' }, server);
    const count = server.calls.length;
    // One keystroke changes "b1" to "b"; the list is asked for again for that value.
    await user.type(screen.getByRole('textbox', { name: 'Base' }), '{Backspace}');
    expect(server.calls.length).toBe(count + 1);
  });
  it('replaces the input with the failure message and a text fallback', async () => {
    const server = new OptionsServer();
    server.answer = async () => {
      throw new Error('Forbidden');
    };
    const user = userEvent.setup();
    mounted = await mountParameters([resource], { table: 'x' }, server);
    await act(async () => undefined);
    expect(mounted.container.textContent).toContain('There was a problem loading the parameter options from server: "Forbidden"');
    const fallback = screen.getByRole('textbox', { name: 'Table' });
    expect(fallback.tagName).toBe('INPUT');
    await user.clear(fallback);
    await user.type(fallback, 'typed');
    expect(mounted.parameters()['table']).toBe('typed');
  });
});
