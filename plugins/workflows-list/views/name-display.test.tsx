// @vitest-environment jsdom
/**
 * Names with bidirectional controls (security finding, Low): a right-to-left override in a
 * workflow, tag or owner name is shown as a visible marker, so "invoice<U+202E>fdp.exe"
 * cannot pass for "invoiceexe.pdf" in the workflow list.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { WorkflowRow } from './WorkflowRow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

function render(element: ReturnType<typeof createElement>): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
  return container;
}

const noop = () => undefined;

describe('names with bidirectional controls', () => {
  it('shows them as markers in the workflow list', () => {
    const el = render(
      createElement('ul', null,
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
    expect(el.querySelector('.wl-row__name')?.textContent).toBe('invoice[RLO]fdp.exe');
    expect(el.querySelector('.wl-tag')?.textContent).toBe('fin[RLI]ance[PDI]');
    expect(el.textContent).toContain('Ev[RLO]e Owner');
    expect(BIDI.test(el.textContent ?? '')).toBe(false);
  });

});
