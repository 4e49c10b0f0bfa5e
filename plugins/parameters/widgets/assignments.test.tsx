// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { INodeProperties } from '@sdk';
import { assignmentFromDrop } from './AssignmentCollectionWidget';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountParameters, type Mounted } from '../test-harness';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const fields: INodeProperties = { name: 'assignments', displayName: 'Fields to Set', type: 'assignmentCollection', default: {} };

describe('assignment collection', () => {
  it('adds, edits and deletes fields', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([fields], { assignments: {} });
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    await user.type(screen.getByRole('textbox', { name: 'Field name 1' }), 'greeting');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field type 1' }), 'number');
    // Pasted whole: the leading "=" makes the field a code editor at once, which jsdom cannot type into.
    await user.click(screen.getByRole('textbox', { name: 'Field value 1' }));
    await user.paste('={{ 1 + 1 }}');
    const [row] = (mounted.parameters()['assignments'] as { assignments: Array<Record<string, unknown>> }).assignments;
    expect(row).toMatchObject({ name: 'greeting', type: 'number', value: '={{ 1 + 1 }}' });
    expect(typeof row?.['id']).toBe('string');
    await user.click(screen.getByRole('button', { name: 'Delete field 1' }));
    expect(mounted.parameters()['assignments']).toEqual({ assignments: [] });
  });
  it('makes a value holding {{ }} an expression as it is typed, with the Fixed / Expression switch on every value', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([fields], { assignments: { assignments: [{ id: 'a', name: 'greeting', value: '', type: 'string' }] } });
    expect(screen.getByRole('radiogroup', { name: 'Field value 1 mode' })).toBeDefined();
    // Pasted whole: once the value holds "{{" the field becomes a code editor, which jsdom cannot type into.
    await user.click(screen.getByRole('textbox', { name: 'Field value 1' }));
    await user.paste('Hello {{ $json.name }}!');
    const [row] = (mounted.parameters()['assignments'] as { assignments: Array<Record<string, unknown>> }).assignments;
    expect(row?.['value']).toBe('=Hello {{ $json.name }}!');
    expect(mounted.container.querySelector('.sy-inline-expression')).not.toBeNull();
  });
  it('turns a dropped field into an assignment named by its path', () => {
    expect(assignmentFromDrop({ expression: '$json["Readable date"]', path: 'Readable date' })).toMatchObject({
      name: 'Readable date',
      value: '={{ $json["Readable date"] }}',
      type: 'string',
    });
  });
});
