// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { EditorView } from '@codemirror/view';
import { CodeNodeEditor, CODE_NODE_PLACEHOLDERS, HtmlEditor, TextEditDialog, CodeEditDialog } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no layout: CodeMirror measures text ranges, which jsdom lacks.
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.useRealTimers();
});

function mount(element: React.ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(element));
}

const viewOf = (label: string): EditorView => {
  const content = document.querySelector(`[aria-label="${label}"]`);
  const view = content ? EditorView.findFromDOM(content as HTMLElement) : null;
  if (!view) throw new Error(`no editor named ${label}`);
  return view;
};

describe('CodeNodeEditor', () => {
  it('is a named multi-line textbox showing the code', () => {
    mount(createElement(CodeNodeEditor, { mode: 'runOnceForAllItems', jsCode: 'return [];' }));
    const box = document.querySelector('[role="textbox"][aria-label="Code"]');
    expect(box?.getAttribute('aria-multiline')).toBe('true');
    expect(viewOf('Code').state.doc.toString()).toBe('return [];');
    expect(viewOf('Code').state.tabSize).toBe(2);
  });
  it('reports edits after the 100 ms debounce', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    mount(createElement(CodeNodeEditor, { mode: 'runOnceForAllItems', jsCode: 'return [];', onChange }));
    act(() => viewOf('Code').dispatch({ changes: { from: 0, insert: '// hi\n' } }));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onChange).toHaveBeenCalledWith('// hi\nreturn [];');
  });
  it('swaps the placeholder when the mode changes, but keeps user code', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    mount(createElement(CodeNodeEditor, { mode: 'runOnceForAllItems', jsCode: CODE_NODE_PLACEHOLDERS.runOnceForAllItems, onChange }));
    act(() => root?.render(createElement(CodeNodeEditor, { mode: 'runOnceForEachItem', jsCode: CODE_NODE_PLACEHOLDERS.runOnceForAllItems, onChange })));
    expect(viewOf('Code').state.doc.toString()).toBe(CODE_NODE_PLACEHOLDERS.runOnceForEachItem);
    act(() => vi.advanceTimersByTime(100));
    expect(onChange).toHaveBeenLastCalledWith(CODE_NODE_PLACEHOLDERS.runOnceForEachItem);
    act(() => root?.render(createElement(CodeNodeEditor, { mode: 'runOnceForEachItem', jsCode: 'return $input.item;', onChange })));
    act(() => root?.render(createElement(CodeNodeEditor, { mode: 'runOnceForAllItems', jsCode: 'return $input.item;', onChange })));
    expect(viewOf('Code').state.doc.toString()).toBe('return $input.item;');
  });
  it('follows read-only', () => {
    mount(createElement(CodeNodeEditor, { mode: 'runOnceForAllItems', jsCode: 'x', isReadOnly: true }));
    expect(viewOf('Code').state.readOnly).toBe(true);
  });
});

describe('HtmlEditor', () => {
  it('colours expressions unless turned off', () => {
    mount(createElement(HtmlEditor, { html: '<p>{{ $json.a }}</p>' }));
    expect(document.querySelector('.cm-sy-expression')?.textContent).toBe('{{ $json.a }}');
    act(() => root?.unmount());
    mount(createElement(HtmlEditor, { html: '<p>{{ $json.a }}</p>', disableExpressionColoring: true }));
    expect(document.querySelector('.cm-sy-expression')).toBeNull();
  });
  it('formats the document with the Format action', async () => {
    mount(createElement(HtmlEditor, { html: '<div>\n<p>a</p>\n</div>' }));
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Format'));
    await act(async () => {
      button?.click();
      await vi.waitFor(() => expect(viewOf('HTML').state.doc.toString()).toBe('<div>\n  <p>a</p>\n</div>'));
    });
  });
  it('hides the Format action when read-only', () => {
    mount(createElement(HtmlEditor, { html: '<p></p>', isReadOnly: true }));
    expect([...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Format'))).toBe(false);
  });
});

describe('TextEditDialog', () => {
  it('is titled with the label and has a 15-row textarea; Escape restores the previous value', () => {
    const onChange = vi.fn();
    const onClose = vi.fn();
    mount(createElement(TextEditDialog, { open: true, label: 'Body', value: 'edited', onChange, onClose }));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Body');
    const area = dialog?.querySelector('textarea');
    expect(area?.rows).toBe(15);
    act(() => root?.render(createElement(TextEditDialog, { open: true, label: 'Body', value: 'edited more', onChange, onClose })));
    act(() => {
      area?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith('edited');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('CodeEditDialog', () => {
  it('does not close on a backdrop click', () => {
    const onClose = vi.fn();
    mount(createElement(CodeEditDialog, { open: true, title: 'Edit code', value: 'a', onChange: vi.fn(), onClose }));
    const overlay = document.querySelector('.modal-overlay');
    act(() => {
      overlay?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect((document.querySelector('[role="dialog"]') as HTMLElement).style.width).toBe('80%');
  });
});
