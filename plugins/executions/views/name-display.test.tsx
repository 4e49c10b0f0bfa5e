// @vitest-environment jsdom
/**
 * Names with bidirectional controls (security finding, Low): a right-to-left override in a
 * workflow's name is shown as a visible marker, so "invoice<U+202E>fdp.exe"
 * cannot pass for "invoiceexe.pdf" in the executions list.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { IExecutionSummary } from '@sdk';
import { ExecutionRow } from './ExecutionRow';

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
  it('shows them as markers in the executions list', () => {
    const execution: IExecutionSummary = { id: '7', finished: true, mode: 'manual', status: 'success', startedAt: new Date().toISOString(), workflowId: 'w1', workflowName: 'pay\u202Dslip', retryOf: null };
    const el = render(
      createElement('table', null,
        createElement('tbody', null,
          createElement(ExecutionRow, { execution, selected: false, now: Date.now(), onSelect: noop, onOpen: noop, onDelete: noop, onRetry: noop, onStop: noop }),
        ),
      ),
    );
    expect(el.textContent).toContain('pay[LRO]slip');
    expect(BIDI.test(el.textContent ?? '')).toBe(false);
  });
});
