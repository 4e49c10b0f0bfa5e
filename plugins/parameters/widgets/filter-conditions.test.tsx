// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { INodeProperties } from '@sdk';
import { mountParameters, type Mounted } from '../test-harness';

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
  typeOptions: {
    filter: {
      caseSensitive: '={{!$parameter.options.ignoreCase}}',
      typeValidation: '={{ $parameter.looseTypeValidation ? "loose" : "strict" }}',
      version: 2,
    },
  },
};

const stored = () =>
  mounted!.parameters()['conditions'] as {
    conditions: Array<Record<string, unknown>>;
    combinator: string;
    options: Record<string, unknown>;
  };

describe('the conditions builder (filter parameter)', () => {
  it('starts with one condition and builds "{{ $json.age }} is greater than 18" in n8n’s shape', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([conditions], { conditions: {}, options: { ignoreCase: true } });
    const group = screen.getByRole('group', { name: 'Conditions' });
    expect(within(group).getAllByRole('group', { name: /^Condition / })).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition 1 operator' }), 'is greater than');
    // Pasted whole: once the value holds "{{" the field becomes a code editor, which jsdom cannot type into.
    await user.click(screen.getByRole('textbox', { name: 'Condition 1 left value' }));
    await user.paste('{{ $json.age }}');
    await user.type(screen.getByRole('spinbutton', { name: 'Condition 1 right value' }), '18');
    await user.tab();

    const value = stored();
    expect(value.conditions).toHaveLength(1);
    expect(value.conditions[0]).toMatchObject({
      leftValue: '={{ $json.age }}',
      rightValue: 18,
      operator: { type: 'number', operation: 'gt', name: 'filter.operator.gt' },
    });
    expect(typeof value.conditions[0]?.['id']).toBe('string');
    expect(value.combinator).toBe('and');
    expect(value.options).toEqual({ caseSensitive: false, leftValue: '', typeValidation: 'strict', version: 2 });
  });

  it('groups the operators by type and hides the right value for single-value operators', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([conditions], { conditions: {} });
    const operator = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Condition 1 operator' });
    expect(
      within(operator)
        .getAllByRole<HTMLOptGroupElement>('group')
        .map((g) => g.label),
    ).toEqual(['String', 'Number', 'Date & Time', 'Boolean', 'Array', 'Object']);
    expect(operator.selectedOptions[0]?.text).toBe('is equal to');
    expect(screen.getByRole('textbox', { name: 'Condition 1 right value' })).toBeDefined();
    await user.selectOptions(operator, 'is not empty');
    expect(screen.queryByRole('textbox', { name: 'Condition 1 right value' })).toBeNull();
    expect(stored().conditions[0]?.['operator']).toEqual({
      type: 'string',
      operation: 'notEmpty',
      name: 'filter.operator.notEmpty',
      singleValue: true,
    });
  });

  it('adds and removes conditions and switches the combinator between AND and OR', async () => {
    const user = userEvent.setup();
    mounted = await mountParameters([conditions], { conditions: {} });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove condition 1' }).disabled).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Combine conditions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.type(screen.getByRole('textbox', { name: 'Condition 2 left value' }), 'second');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Combine conditions' }), 'OR');
    expect(stored().combinator).toBe('or');
    expect(stored().conditions.map((c) => c['leftValue'])).toEqual(['', 'second']);
    await user.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(stored().conditions.map((c) => c['leftValue'])).toEqual(['second']);
    expect(screen.queryByRole('textbox', { name: 'Condition 2 left value' })).toBeNull();
  });

  it('shows an imported If 2.2 condition as it is stored', async () => {
    const imported = {
      conditions: [
        { id: 'a1', leftValue: '={{ $json.active }}', rightValue: '', operator: { type: 'boolean', operation: 'true', singleValue: true } },
      ],
      combinator: 'and',
      options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
    };
    mounted = await mountParameters([conditions], { conditions: imported });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Condition 1 operator' }).selectedOptions[0]?.text).toBe('is true');
    expect(screen.queryByLabelText('Condition 1 right value')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Condition 1 left value' }).textContent).toContain('{{ $json.active }}');
    expect(mounted.parameters()['conditions']).toBe(imported);
  });
});
