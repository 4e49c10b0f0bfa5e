import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalsPoint, RoutesPoint, addNodeOp, createEmptyDocument, listNodes, type DocNode, type ModalProps } from '@sdk';
import { KernelContext } from '@sdk/react';
import { createTestHost, type TestHost } from '@sdk/testing';
import wordCount from './index';
import { RECORD_WORD_COUNT, SHOW_WORD_COUNT, WORD_COUNT_MODAL } from './commands';
import { IWordCountService, type WordCount } from './api';
import { STICKY_NOTE_TYPE, countWords, countWordsIn } from './word-count';
import { WordCountModal } from './views/WordCountModal';
import { WordCountView } from './views/WordCountView';

let host: TestHost;
afterEach(() => host?.dispose());

const node = (id: string, name: string, extra: Partial<DocNode> = {}): DocNode => ({
  id,
  name,
  type: 'n8n-nodes-base.set',
  typeVersion: 3,
  position: [0, 0],
  parameters: {},
  ...extra,
});
const sticky = (id: string, name: string, content: string) => node(id, name, { type: STICKY_NOTE_TYPE, parameters: { content } });

/** Two nodes added the way the canvas adds them: one user transaction. */
async function startWithTwoNodes() {
  host = await createTestHost({ plugins: [wordCount] });
  host.kernel.bus.dispatch({
    ops: [addNodeOp(node('a', 'Fetch open orders')), addNodeOp(sticky('b', 'Sticky Note', '## Read me\nRuns every morning.'))],
    meta: { origin: 'user' },
  });
  return host;
}

const recorded = () => host.kernel.bus.getState().meta['wordCount'];

describe('countWords', () => {
  it('counts runs of letters and digits, not markdown marks or punctuation', () => {
    expect(countWordsIn('')).toBe(0);
    expect(countWordsIn('  ## Read me  \n- step 1, step 2 ')).toBe(6);
    expect(countWordsIn("Don't re-run HTTP Request1")).toBe(4);
    expect(countWordsIn('Café über naïve')).toBe(3);
  });

  it('counts node names and the text of sticky notes, not the names of sticky notes', () => {
    const doc = createEmptyDocument({
      nodes: { a: node('a', 'Edit Fields'), b: sticky('b', 'Sticky Note1', 'Hello there world'), c: node('c', 'If') },
    });
    expect(countWords(doc)).toEqual({ nodeNames: 3, stickyNotes: 3, total: 6 });
    expect(countWords(createEmptyDocument())).toEqual({ nodeNames: 0, stickyNotes: 0, total: 0 });
  });
});

describe('word-count example plugin', () => {
  it('starts cleanly', async () => {
    host = await createTestHost({ plugins: [wordCount] });
    expect(host.report.failed).toEqual([]);
    expect(host.report.warnings).toEqual([]);
  });

  it('counts the words of the open workflow and shows them in its modal', async () => {
    await startWithTwoNodes();
    const result = await host.run(SHOW_WORD_COUNT);
    const expected: WordCount = { nodeNames: 3, stickyNotes: 5, total: 8 };
    expect(result).toEqual({ status: 'ok', value: expected });
    expect(host.modals.active).toMatchObject({ key: WORD_COUNT_MODAL, data: expected });
  });

  it('counts the workflow as it is now, after an undo', async () => {
    await startWithTwoNodes();
    await host.kernel.history.undo();
    await host.run(SHOW_WORD_COUNT);
    expect(host.modals.active?.data).toEqual({ nodeNames: 0, stickyNotes: 0, total: 0 });
  });

  it('contributes its route, its modal and its keybinding', async () => {
    host = await createTestHost({ plugins: [wordCount] });
    const route = host.kernel.extensions.get(RoutesPoint).get('/examples/word-count');
    expect(route).toMatchObject({ view: 'WordCountView', title: 'Word count', component: WordCountView });
    expect(host.kernel.extensions.get(ModalsPoint).get(WORD_COUNT_MODAL)?.component).toBe(WordCountModal);
    expect(host.kernel.keybindings.resolve('Alt+Shift+W')?.command).toBe(SHOW_WORD_COUNT);
    expect(host.kernel.commands.get(SHOW_WORD_COUNT)).toMatchObject({ category: 'Examples', hasHandler: true });
  });

  it('offers the count to other plugins through IWordCountService', async () => {
    await startWithTwoNodes();
    const service = host.kernel.services.get(IWordCountService);
    expect(service.count()).toEqual({ nodeNames: 3, stickyNotes: 5, total: 8 });
    host.kernel.bus.dispatch({ ops: [addNodeOp(node('c', 'Send email'))], meta: { origin: 'user' } });
    expect(service.count().total).toBe(10);
  });

  it('closes its modal when another workflow is opened', async () => {
    await startWithTwoNodes();
    await host.run(SHOW_WORD_COUNT);
    host.modals.open('about');
    host.kernel.bus.load(createEmptyDocument({ id: '2', name: 'Another workflow' }));
    expect(host.modals.isOpen(WORD_COUNT_MODAL)).toBe(false);
    expect(host.modals.isOpen('about')).toBe(true);
  });

  describe('recording the count (its own undoable operation)', () => {
    it('stores the count in the workflow as one undo step that Undo and Redo take back and forth', async () => {
      await startWithTwoNodes();
      expect((await host.run(RECORD_WORD_COUNT)).status).toBe('ok');
      expect(recorded()).toBe(8);
      expect(host.kernel.history.getState().undoLabel).toBe('Record word count (8)');
      expect(host.kernel.bus.isDirty()).toBe(true);

      await host.kernel.history.undo();
      expect(recorded()).toBeUndefined();
      // The nodes were a separate, earlier step: they are still there.
      expect(listNodes(host.kernel.bus.getState()).map((n) => n.id)).toEqual(['a', 'b']);

      await host.kernel.history.redo();
      expect(recorded()).toBe(8);
    });

    it('restores the previous count on undo, not nothing', async () => {
      await startWithTwoNodes();
      await host.run(RECORD_WORD_COUNT);
      host.kernel.bus.dispatch({ ops: [addNodeOp(node('c', 'Send email'))], meta: { origin: 'user' } });
      await host.run(RECORD_WORD_COUNT);
      expect(recorded()).toBe(10);
      await host.kernel.history.undo();
      expect(recorded()).toBe(8);
    });

    it('is disabled when the recorded count is already up to date', async () => {
      await startWithTwoNodes();
      await host.run(RECORD_WORD_COUNT);
      expect(await host.run(RECORD_WORD_COUNT)).toEqual({ status: 'disabled', reason: 'The recorded count is up to date' });
      expect(host.kernel.history.getState().undoDepth).toBe(2);
    });

    it('is disabled on read-only views', async () => {
      await startWithTwoNodes();
      host.kernel.contextKeys.set('readOnly', true);
      expect(await host.run(RECORD_WORD_COUNT)).toEqual({ status: 'disabled', reason: 'The workflow is read-only here' });
      expect(recorded()).toBeUndefined();
    });

    it('rejects a count that is not a whole number, leaving the document as it was', async () => {
      await startWithTwoNodes();
      const before = host.kernel.bus.getState();
      expect(() =>
        host.kernel.bus.dispatch({ ops: [{ type: 'wordCount.record', payload: { count: -1 } }], meta: { origin: 'user' } }),
      ).toThrow('A word count is a whole number');
      expect(host.kernel.bus.getState()).toBe(before);
    });
  });

  describe('views', () => {
    /** Server-renders inside the kernel context, as text without React's `<!-- -->` separators. */
    const render = (element: ReturnType<typeof createElement>) =>
      renderToString(createElement(KernelContext.Provider, { value: host.kernel }, element)).replaceAll('<!-- -->', '');

    it('the page shows the live count of the open workflow', async () => {
      await startWithTwoNodes();
      const html = render(createElement(WordCountView, { params: {} }));
      expect(html).toContain('<strong>8</strong>');
      expect(html).toContain('3 in node names and 5 in sticky notes.');
      expect(html).toContain('No count recorded yet.');
      await host.run(RECORD_WORD_COUNT);
      expect(render(createElement(WordCountView, { params: {} }))).toContain('Recorded count: 8.');
    });

    it('the modal shows the count it was opened with', async () => {
      await startWithTwoNodes();
      const props: ModalProps<WordCount> = {
        modalKey: WORD_COUNT_MODAL,
        data: { nodeNames: 1, stickyNotes: 0, total: 1 },
        close: () => undefined,
      };
      const html = render(createElement(WordCountModal, props));
      expect(html).toContain('<strong>1</strong>');
      expect(html).toContain('<strong>1</strong> word.');
      expect(html).toContain('Record in workflow');
    });
  });

  it('leaves no command, route, modal, keybinding or operation behind when unloaded', async () => {
    await startWithTwoNodes();
    await host.run(SHOW_WORD_COUNT);
    host.kernel.host.dispose();
    expect(host.kernel.commands.get(SHOW_WORD_COUNT)).toBeUndefined();
    expect(host.kernel.commands.list()).toEqual([]);
    expect(host.kernel.extensions.get(RoutesPoint).has('/examples/word-count')).toBe(false);
    expect(host.kernel.extensions.get(ModalsPoint).has(WORD_COUNT_MODAL)).toBe(false);
    expect(host.kernel.extensions.size()).toBe(0);
    expect(host.kernel.keybindings.resolve('Alt+Shift+W')).toBeNull();
    expect(host.kernel.keybindings.all()).toEqual([]);
    expect(host.kernel.operations.has('wordCount.record')).toBe(false);
    expect(host.kernel.services.has(IWordCountService)).toBe(false);
    // Its subscription is gone too: opening another workflow no longer touches the modal stack.
    host.kernel.bus.load(createEmptyDocument({ id: '2' }));
    expect(host.modals.isOpen(WORD_COUNT_MODAL)).toBe(true);
  });
});
