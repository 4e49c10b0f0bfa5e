// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { INodeProperties } from '@sdk';
import { assignmentFromDrop } from './AssignmentCollectionWidget';
import { button, click, mountParameters, selectOption, typeInto, type Mounted } from '../test-harness';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const fields: INodeProperties = { name: 'assignments', displayName: 'Fields to Set', type: 'assignmentCollection', default: {} };

describe('assignment collection', () => {
  it('adds, edits and deletes fields', async () => {
    mounted = await mountParameters([fields], { assignments: {} });
    click(button(mounted.container, 'Add Field'));
    typeInto(mounted.container.querySelector('[aria-label="Field name 1"]'), 'greeting');
    selectOption(mounted.container.querySelector('[aria-label="Field type 1"]'), 'number');
    typeInto(mounted.container.querySelector('[aria-label="Field value 1"]'), '={{ 1 + 1 }}');
    const [row] = (mounted.parameters()['assignments'] as { assignments: Array<Record<string, unknown>> }).assignments;
    expect(row).toMatchObject({ name: 'greeting', type: 'number', value: '={{ 1 + 1 }}' });
    expect(typeof row?.['id']).toBe('string');
    click(button(mounted.container, 'Delete field 1'));
    expect(mounted.parameters()['assignments']).toEqual({ assignments: [] });
  });
  it('makes a value holding {{ }} an expression as it is typed, with the Fixed / Expression switch on every value', async () => {
    mounted = await mountParameters([fields], { assignments: { assignments: [{ id: 'a', name: 'greeting', value: '', type: 'string' }] } });
    expect(mounted.container.querySelector('[role="radiogroup"][aria-label="Field value 1 mode"]')).not.toBeNull();
    typeInto(mounted.container.querySelector('[aria-label="Field value 1"]'), 'Hello {{ $json.name }}!');
    const [row] = (mounted.parameters()['assignments'] as { assignments: Array<Record<string, unknown>> }).assignments;
    expect(row?.['value']).toBe('=Hello {{ $json.name }}!');
    expect(mounted.container.querySelector('.sy-inline-expression')).not.toBeNull();
  });
  it('turns a dropped field into an assignment named by its path', () => {
    expect(assignmentFromDrop({ expression: '$json["Readable date"]', path: 'Readable date' })).toMatchObject({ name: 'Readable date', value: '={{ $json["Readable date"] }}', type: 'string' });
  });
});
