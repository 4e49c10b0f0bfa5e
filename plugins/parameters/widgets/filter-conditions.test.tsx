// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { INodeProperties } from '@sdk';
import { button, click, mountParameters, selectOption, typeInto, type Mounted } from '../test-harness';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const conditions: INodeProperties = {
  name: 'conditions',
  displayName: 'Conditions',
  type: 'filter',
  default: {},
  typeOptions: { filter: { caseSensitive: '={{!$parameter.options.ignoreCase}}', typeValidation: '={{ $parameter.looseTypeValidation ? "loose" : "strict" }}', version: 2 } },
};

const byName = (root: ParentNode, name: string) => root.querySelector(`[aria-label="${name}"]`);
const stored = () => mounted!.parameters()['conditions'] as { conditions: Array<Record<string, unknown>>; combinator: string; options: Record<string, unknown> };

describe('the conditions builder (filter parameter)', () => {
  it('starts with one condition and builds "{{ $json.age }} is greater than 18" in n8n’s shape', async () => {
    mounted = await mountParameters([conditions], { conditions: {}, options: { ignoreCase: true } });
    const group = mounted.container.querySelector('[role="group"][aria-label="Conditions"]');
    expect(group?.querySelectorAll('[role="group"][aria-label^="Condition "]')).toHaveLength(1);

    selectOption(byName(mounted.container, 'Condition 1 operator'), 'is greater than');
    typeInto(byName(mounted.container, 'Condition 1 left value'), '{{ $json.age }}');
    const right = byName(mounted.container, 'Condition 1 right value') as HTMLInputElement;
    expect(right.getAttribute('role')).toBe('spinbutton');
    typeInto(right, '18');
    act(() => void right.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));

    const value = stored();
    expect(value.conditions).toHaveLength(1);
    expect(value.conditions[0]).toMatchObject({ leftValue: '={{ $json.age }}', rightValue: 18, operator: { type: 'number', operation: 'gt', name: 'filter.operator.gt' } });
    expect(typeof value.conditions[0]?.['id']).toBe('string');
    expect(value.combinator).toBe('and');
    expect(value.options).toEqual({ caseSensitive: false, leftValue: '', typeValidation: 'strict', version: 2 });
  });

  it('groups the operators by type and hides the right value for single-value operators', async () => {
    mounted = await mountParameters([conditions], { conditions: {} });
    const operator = byName(mounted.container, 'Condition 1 operator') as HTMLSelectElement;
    expect([...operator.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['String', 'Number', 'Date & Time', 'Boolean', 'Array', 'Object']);
    expect(operator.selectedOptions[0]?.text).toBe('is equal to');
    expect(byName(mounted.container, 'Condition 1 right value')).not.toBeNull();
    selectOption(operator, 'is not empty');
    expect(byName(mounted.container, 'Condition 1 right value')).toBeNull();
    expect(stored().conditions[0]?.['operator']).toEqual({ type: 'string', operation: 'notEmpty', name: 'filter.operator.notEmpty', singleValue: true });
  });

  it('adds and removes conditions and switches the combinator between AND and OR', async () => {
    mounted = await mountParameters([conditions], { conditions: {} });
    expect(button(mounted.container, 'Remove condition 1').disabled).toBe(true);
    expect(byName(mounted.container, 'Combine conditions')).toBeNull();
    click(button(mounted.container, 'Add condition'));
    typeInto(byName(mounted.container, 'Condition 2 left value'), 'second');
    selectOption(byName(mounted.container, 'Combine conditions'), 'OR');
    expect(stored().combinator).toBe('or');
    expect(stored().conditions.map((c) => c['leftValue'])).toEqual(['', 'second']);
    click(button(mounted.container, 'Remove condition 1'));
    expect(stored().conditions.map((c) => c['leftValue'])).toEqual(['second']);
    expect(byName(mounted.container, 'Condition 2 left value')).toBeNull();
  });

  it('shows an imported If 2.2 condition as it is stored', async () => {
    const imported = {
      conditions: [{ id: 'a1', leftValue: '={{ $json.active }}', rightValue: '', operator: { type: 'boolean', operation: 'true', singleValue: true } }],
      combinator: 'and',
      options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
    };
    mounted = await mountParameters([conditions], { conditions: imported });
    expect((byName(mounted.container, 'Condition 1 operator') as HTMLSelectElement).selectedOptions[0]?.text).toBe('is true');
    expect(byName(mounted.container, 'Condition 1 right value')).toBeNull();
    expect(byName(mounted.container, 'Condition 1 left value')?.textContent).toContain('{{ $json.active }}');
    expect(mounted.parameters()['conditions']).toBe(imported);
  });
});
