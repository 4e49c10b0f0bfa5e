// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorView } from '@codemirror/view';
import { CodeNodeEditor, CODE_NODE_PLACEHOLDERS, HtmlEditor, TextEditDialog, CodeEditDialog } from './index';

// jsdom has no layout: CodeMirror measures text ranges, which jsdom lacks.
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The CodeMirror view behind the textbox a user finds by this name. */
const viewOf = (name: string): EditorView => {
  const view = EditorView.findFromDOM(screen.getByRole('textbox', { name }));
  if (!view) throw new Error(`no editor named ${name}`);
  return view;
};

describe('CodeNodeEditor', () => {
  it('is a named multi-line textbox showing the code', () => {
    render(createElement(CodeNodeEditor, { mode: 'runOnceForAllItems', jsCode: 'return [];' }));
    expect(screen.getByRole('textbox', { name: 'Code' }).getAttribute('aria-multiline')).toBe('true');
    expect(viewOf('Code').state.doc.toString()).toBe('return [];');
    expect(viewOf('Code').state.tabSize).toBe(2);
  });
  it('reports edits after the 100 ms debounce', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(createElement(CodeNodeEditor, { mode: 'runOnceForAllItems', jsCode: 'return [];', onChange }));
    // jsdom cannot type into CodeMirror's contenteditable, so the edit goes in as a transaction.
    act(() => viewOf('Code').dispatch({ changes: { from: 0, insert: '// hi\n' } }));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onChange).toHaveBeenCalledWith('// hi\nreturn [];');
  });
  it('swaps the placeholder when the mode changes, but keeps user code', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { rerender } = render(
      createElement(CodeNodeEditor, { mode: 'runOnceForAllItems', jsCode: CODE_NODE_PLACEHOLDERS.runOnceForAllItems, onChange }),
    );
    rerender(createElement(CodeNodeEditor, { mode: 'runOnceForEachItem', jsCode: CODE_NODE_PLACEHOLDERS.runOnceForAllItems, onChange }));
    expect(viewOf('Code').state.doc.toString()).toBe(CODE_NODE_PLACEHOLDERS.runOnceForEachItem);
    act(() => vi.advanceTimersByTime(100));
    expect(onChange).toHaveBeenLastCalledWith(CODE_NODE_PLACEHOLDERS.runOnceForEachItem);
    rerender(createElement(CodeNodeEditor, { mode: 'runOnceForEachItem', jsCode: 'return $input.item;', onChange }));
    rerender(createElement(CodeNodeEditor, { mode: 'runOnceForAllItems', jsCode: 'return $input.item;', onChange }));
    expect(viewOf('Code').state.doc.toString()).toBe('return $input.item;');
  });
  it('follows read-only', () => {
    render(createElement(CodeNodeEditor, { mode: 'runOnceForAllItems', jsCode: 'x', isReadOnly: true }));
    expect(viewOf('Code').state.readOnly).toBe(true);
  });
});

describe('HtmlEditor', () => {
  it('colours expressions unless turned off', () => {
    const first = render(createElement(HtmlEditor, { html: '<p>{{ $json.a }}</p>' }));
    expect(first.container.querySelector('.cm-sy-expression')?.textContent).toBe('{{ $json.a }}');
    first.unmount();
    const second = render(createElement(HtmlEditor, { html: '<p>{{ $json.a }}</p>', disableExpressionColoring: true }));
    expect(second.container.querySelector('.cm-sy-expression')).toBeNull();
  });
  it('formats the document with the Format action', async () => {
    const user = userEvent.setup();
    render(createElement(HtmlEditor, { html: '<div>\n<p>a</p>\n</div>' }));
    await user.click(screen.getByRole('button', { name: 'Format' }));
    await waitFor(() => expect(viewOf('HTML').state.doc.toString()).toBe('<div>\n  <p>a</p>\n</div>'));
  });
  it('hides the Format action when read-only', () => {
    render(createElement(HtmlEditor, { html: '<p></p>', isReadOnly: true }));
    expect(screen.queryByRole('button', { name: 'Format' })).toBeNull();
  });
});

describe('TextEditDialog', () => {
  it('is titled with the label and has a 15-row textarea; Escape restores the previous value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(createElement(TextEditDialog, { open: true, label: 'Body', value: 'edited', onChange, onClose }));
    const dialog = screen.getByRole('dialog', { name: 'Body' });
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Body');
    const area = within(dialog).getByRole<HTMLTextAreaElement>('textbox');
    expect(area.rows).toBe(15);
    await user.click(area);
    rerender(createElement(TextEditDialog, { open: true, label: 'Body', value: 'edited more', onChange, onClose }));
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenCalledWith('edited');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('CodeEditDialog', () => {
  it('does not close on a backdrop click', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(createElement(CodeEditDialog, { open: true, title: 'Edit code', value: 'a', onChange: vi.fn(), onClose }));
    // The backdrop has no role: it is found by its class.
    await user.click(document.querySelector('.modal-overlay')!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit code' }).style.width).toBe('80%');
  });
});
