import { definePlugin, IModalService, INotificationService } from '@sdk';
import { WORKBENCH_COMMANDS } from './commands';
import { applyTheme, readTheme } from './theme';
import { AboutModal } from './views/AboutModal';
import { KeyboardShortcutsModal } from './views/KeyboardShortcutsModal';

/**
 * Editor-wide commands: undo and redo through the kernel's history, the About
 * and keyboard-shortcut dialogs, and the theme.
 */
export default definePlugin({
  id: 'switchyard.workbench',
  title: 'Workbench',
  contributes: {
    commands: WORKBENCH_COMMANDS,
    modals: [
      { key: 'about', title: 'About Switchyard', component: AboutModal },
      { key: 'keyboardShortcuts', title: 'Keyboard shortcuts', component: KeyboardShortcutsModal, width: '640px' },
    ],
  },
  activate(ctx) {
    const notifications = ctx.services.get(INotificationService);
    const modals = ctx.services.get(IModalService);
    const history = ctx.history;
    const report = (error: unknown) => notifications.showError(error, 'Could not undo or redo');
    const attempt = (step: () => boolean) => () => {
      try {
        return step();
      } catch (error) {
        report(error);
        return false;
      }
    };
    ctx.commands.handle('edit.undo', {
      isEnabled: () => history.getState().canUndo,
      disabledReason: () => 'Nothing to undo',
      run: attempt(() => history.undo()),
    });
    ctx.commands.handle('edit.redo', {
      isEnabled: () => history.getState().canRedo,
      disabledReason: () => 'Nothing to redo',
      run: attempt(() => history.redo()),
    });
    ctx.commands.handle('help.about', { run: () => modals.open('about') });
    ctx.commands.handle('help.keyboardShortcuts', { run: () => modals.open('keyboardShortcuts') });
    if (typeof document !== 'undefined') applyTheme(readTheme());
    ctx.commands.handle('view.toggleTheme', {
      run: () => applyTheme(document.documentElement.dataset['theme'] === 'dark' ? 'light' : 'dark'),
    });
  },
});
