// @vitest-environment jsdom
/**
 * Names with bidirectional controls (security finding, Low): a right-to-left override in a
 * workflow's name is shown as a visible marker, so "invoice<U+202E>fdp.exe"
 * cannot pass for "invoiceexe.pdf" in the executions list.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import type { IExecutionSummary } from '@sdk';
import { ExecutionRow } from './ExecutionRow';

const BIDI = /[\u202A-\u202E\u2066-\u2069]/;

afterEach(cleanup);

const noop = () => undefined;

describe('names with bidirectional controls', () => {
  it('shows them as markers in the executions list', () => {
    const execution: IExecutionSummary = {
      id: '7',
      finished: true,
      mode: 'manual',
      status: 'success',
      startedAt: new Date().toISOString(),
      workflowId: 'w1',
      workflowName: 'pay\u202Dslip',
      retryOf: null,
    };
    const { container: el } = render(
      createElement(
        'table',
        null,
        createElement(
          'tbody',
          null,
          createElement(ExecutionRow, {
            execution,
            selected: false,
            now: Date.now(),
            onSelect: noop,
            onOpen: noop,
            onDelete: noop,
            onRetry: noop,
            onStop: noop,
          }),
        ),
      ),
    );
    expect(el.textContent).toContain('pay[LRO]slip');
    expect(BIDI.test(el.textContent ?? '')).toBe(false);
  });
});
