// @vitest-environment jsdom
/**
 * Names with bidirectional controls (security finding, Low): a right-to-left override in a
 * workflow, tag or owner name is shown as a visible marker, so "invoice<U+202E>fdp.exe"
 * cannot pass for "invoiceexe.pdf" in the workflow list.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { WorkflowRow } from './WorkflowRow';

const BIDI = /[\u202A-\u202E\u2066-\u2069]/;

afterEach(cleanup);

const noop = () => undefined;

describe('names with bidirectional controls', () => {
  it('shows them as markers in the workflow list', () => {
    const { container: el } = render(
      createElement(
        'ul',
        null,
        createElement(WorkflowRow, {
          workflow: {
            id: 'w1',
            name: 'invoice\u202Efdp.exe',
            active: false,
            tags: [{ id: 't1', name: 'fin\u2067ance\u2069' }],
            ownedBy: { id: 'u1', firstName: 'Ev\u202Ee', lastName: 'Owner' },
          },
          onOpen: noop,
          onDelete: noop,
          onTag: noop,
        }),
      ),
    );
    expect(screen.getByRole('link', { name: 'invoice[RLO]fdp.exe' })).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByRole('button', { name: 'fin[RLI]ance[PDI]' })).toBeDefined();
    expect(el.textContent).toContain('Ev[RLO]e Owner');
    expect(BIDI.test(el.textContent ?? '')).toBe(false);
  });
});
