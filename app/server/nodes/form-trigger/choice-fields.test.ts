import { describe, expect, it } from 'vitest';
import { formFieldsOf } from './form-fields';
import { renderFormPage } from './render-page';
import { formOutputItem, submissionOf, validateSubmission } from './submission';

const options = (...labels: string[]) => ({ values: labels.map((option) => ({ option })) });

const fields = formFieldsOf({
  values: [
    { fieldLabel: 'Toppings', fieldType: 'checkbox', fieldOptions: options('Cheese', 'Ham', 'Olives'), requiredField: true },
    { fieldLabel: 'Size', fieldType: 'radio', fieldOptions: options('S', 'M', 'L'), requiredField: true },
    {
      fieldLabel: 'Two sides',
      fieldType: 'checkbox',
      fieldOptions: options('Fries', 'Salad', 'Rice'),
      limitSelection: 'exact',
      numberOfSelections: 2,
    },
    {
      fieldLabel: 'Drinks',
      fieldType: 'checkbox',
      fieldOptions: options('Tea', 'Coffee', 'Water'),
      limitSelection: 'range',
      minSelections: 1,
      maxSelections: 2,
    },
    { fieldType: 'html', html: '<h3 onclick="steal()">Menu</h3><script>steal()</script><p>Fresh <b>today</b></p>', elementName: 'menu' },
    { fieldType: 'html', html: '<p>No key</p>', requiredField: true },
  ],
});

const output = (body: Record<string, unknown>) =>
  formOutputItem(fields, submissionOf(body, undefined), {
    mode: 'production',
    timezone: 'UTC',
    storeBinary: () => Promise.reject(new Error('no files here')),
  });

describe('checkbox, radio and custom HTML form elements', () => {
  it('reads the selection limits of checkboxes and sanitizes custom HTML, which is never required', () => {
    expect(fields.map((f) => [f.type, f.multiselect, f.limit.min, f.limit.max])).toEqual([
      ['checkbox', true, 0, Infinity],
      ['radio', false, 0, Infinity],
      ['checkbox', true, 2, 2],
      ['checkbox', true, 1, 2],
      ['html', false, 0, Infinity],
      ['html', false, 0, Infinity],
    ]);
    expect(fields[4]?.html).toBe('<h3>Menu</h3><p>Fresh <b>today</b></p>');
    expect(fields[5]?.required).toBe(false);
  });

  it('refuses a missing required choice, too few or too many boxes, two radio choices and options not offered', () => {
    expect(validateSubmission(fields, submissionOf({ 'field-2': 'Fries', 'field-3': ['Tea', 'Coffee', 'Water'] }, undefined))).toEqual({
      'field-0': 'Choose at least one option.',
      'field-1': 'Choose an option.',
      'field-2': 'Choose exactly 2 options.',
      'field-3': 'Choose at most 2 options.',
    });
    expect(
      validateSubmission(fields, submissionOf({ 'field-0': ['Cheese', 'Pineapple'], 'field-1': ['S', 'M'], 'field-3': 'Tea' }, undefined)),
    ).toEqual({ 'field-0': 'Choose one of the options offered.', 'field-1': 'Choose only one option.' });
  });

  it('accepts a form whose optional limited checkboxes are left empty', () => {
    expect(validateSubmission(fields, submissionOf({ 'field-0': 'Ham', 'field-1': 'L' }, undefined))).toEqual({});
  });

  it('outputs the ticked boxes as a list, the radio choice as its option, and custom HTML only under its element name', async () => {
    const item = await output({ 'field-0': ['Cheese', 'Olives'], 'field-1': 'M', 'field-2': ['Fries', 'Rice'], 'field-3': 'Tea' });
    expect(item.json).toMatchObject({
      Toppings: ['Cheese', 'Olives'],
      Size: 'M',
      'Two sides': ['Fries', 'Rice'],
      Drinks: ['Tea'],
      menu: '<h3>Menu</h3><p>Fresh <b>today</b></p>',
      formMode: 'production',
    });
    expect(Object.keys(item.json)).not.toContain('');
    const none = await output({ 'field-0': 'Ham' });
    expect(none.json).not.toHaveProperty('Size');
    expect(none.json['Drinks']).toEqual([]);
  });

  it('renders each group as a fieldset named by its legend, with hints for the limits and the safe HTML', () => {
    const html = renderFormPage({
      title: 'Order',
      description: '',
      fields,
      buttonLabel: 'Order',
      customCss: '',
      appendAttribution: false,
      testMode: false,
      values: { 'field-0': ['Ham'], 'field-1': 'L' },
      errors: { 'field-2': 'Choose exactly 2 options.' },
    });
    expect(html).toContain(
      '<legend>Toppings<span class="sy-required" aria-hidden="true">*</span><span class="sy-legend-hint"> (choose at least one)</span></legend>',
    );
    expect(html).toContain('<input type="checkbox" id="field-0-1" name="field-0" value="Ham" checked>Ham');
    expect(html).toContain('role="radiogroup" aria-required="true"');
    expect(html).toContain('<input type="radio" id="field-1-2" name="field-1" value="L" checked required>L');
    expect(html).toContain('(choose 2 options)');
    expect(html).toContain('(choose 1 to 2 options)');
    expect(html).toContain('<p class="sy-field-error" id="field-2-error">Choose exactly 2 options.</p>');
    expect(html).toContain('<div class="sy-field sy-html"><h3>Menu</h3><p>Fresh <b>today</b></p></div>');
    expect(html).not.toContain('steal()');
  });
});
