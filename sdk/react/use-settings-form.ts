import { useState } from 'react';
import { INotificationService } from '../plugin/services';
import { failureMessage } from '../rest/failure-message';
import { useService } from './hooks';

/** What a settings form's save needs: the draft's problems, the store call and the toast title. */
export interface SettingsFormOptions<F extends string> {
  /** The draft's problems by field; any problem keeps the form from saving. */
  readonly problems: Readonly<Partial<Record<F, string>>>;
  /** Stores the draft (and takes the stored result back into it). */
  save(): Promise<void>;
  /** The success toast, e.g. 'LDAP settings saved'. */
  readonly savedTitle: string;
}

/** The state a settings form's fields and buttons read. */
export interface SettingsFormState<F extends string, A extends string> {
  /** The running action ('save' or one of the form's own), null while idle. */
  readonly busy: 'save' | A | null;
  /** A field's problem, once the user has tried to save (not while they first type). */
  shown(field: F): string | undefined;
  /** Shows the problems; without any, saves and says how it went in a toast. */
  save(): Promise<void>;
  /** Runs another of the form's actions (test, toggle, ...) as the busy one. */
  run(action: A, work: () => Promise<void>): Promise<void>;
}

/**
 * The save and busy handling of an enterprise settings form (LDAP, SSO): problems stay
 * hidden until the first save, one action runs at a time, and the save's outcome is a toast.
 */
export function useSettingsForm<F extends string, A extends string = never>(options: SettingsFormOptions<F>): SettingsFormState<F, A> {
  const notifications = useService(INotificationService);
  const [showProblems, setShowProblems] = useState(false);
  const [busy, setBusy] = useState<'save' | A | null>(null);

  const run = async (action: 'save' | A, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    setShowProblems(true);
    if (Object.keys(options.problems).length > 0) return;
    await run('save', async () => {
      try {
        await options.save();
        notifications.showMessage({ type: 'success', title: options.savedTitle, message: '' });
      } catch (error) {
        notifications.showMessage({ type: 'error', title: 'The settings were not saved', message: failureMessage(error) });
      }
    });
  };

  return { busy, shown: (field) => (showProblems ? options.problems[field] : undefined), save, run };
}
