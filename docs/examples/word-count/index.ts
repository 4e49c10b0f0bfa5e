import { definePlugin, IModalService, op } from '@sdk';
import { IWordCountService } from './api';
import { RECORD_WORD_COUNT, SHOW_WORD_COUNT, WORD_COUNT_COMMANDS, WORD_COUNT_MODAL } from './commands';
import { countWords, recordedCount, recordWordCount } from './word-count';
import { WordCountModal } from './views/WordCountModal';
import { WordCountView } from './views/WordCountView';

/**
 * A worked example for docs/plugins.md: a command with a keybinding, a view
 * at its own route, a modal, and an undoable operation of its own.
 */
export default definePlugin({
  id: 'examples.word-count',
  title: 'Word count',
  description: 'Counts the words in node names and sticky notes.',
  provides: [IWordCountService],
  contributes: {
    commands: WORD_COUNT_COMMANDS,
    routes: [{ path: '/examples/word-count', view: 'WordCountView', title: 'Word count', component: WordCountView }],
    modals: [{ key: WORD_COUNT_MODAL, title: 'Word count', component: WordCountModal, width: '420px' }],
  },
  activate(ctx) {
    const modals = ctx.services.get(IModalService);
    ctx.provide(IWordCountService, { count: () => countWords(ctx.bus.getState()) });

    ctx.commands.handle(SHOW_WORD_COUNT, {
      run: () => {
        const count = countWords(ctx.bus.getState());
        modals.open(WORD_COUNT_MODAL, count);
        return count;
      },
    });

    ctx.operations.define(recordWordCount);
    ctx.commands.handle(RECORD_WORD_COUNT, {
      isEnabled: () => recordedCount(ctx.bus.getState()) !== countWords(ctx.bus.getState()).total,
      disabledReason: () => 'The recorded count is up to date',
      run: () => {
        const { total } = countWords(ctx.bus.getState());
        // origin 'user': the edit enters history, so Ctrl/Cmd+Z takes it back.
        ctx.bus.dispatch({ ops: [op(recordWordCount.type, { count: total })], meta: { origin: 'user' } });
      },
    });

    // A count belongs to the workflow it was taken from: close the dialog when another one opens.
    const sub = ctx.bus.replaced$.subscribe(() => modals.close(WORD_COUNT_MODAL));
    ctx.subscriptions.addFn(() => sub.unsubscribe());
  },
});
