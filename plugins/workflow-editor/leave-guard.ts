import type { IConfirmService, INavigationService, RouteGuardContribution } from '@sdk';

/** What the guard needs to know about the editor. */
export interface LeaveGuardDeps {
  readonly confirm: IConfirmService;
  readonly navigation: INavigationService;
  /** Whether there are unsaved changes. */
  readonly isDirty: () => boolean;
  /** The editor's own location while the editor view is open, else null. */
  readonly editorLocation: () => string | null;
  /** Drops the unsaved changes, so the next check lets the user go. */
  readonly discard: () => void;
  /**
   * Whether a live session saves for the editor (others are editing with this person): then
   * leaving saves instead of asking, as the session would save the edits anyway.
   */
  readonly savingDelegated: () => boolean;
  /** Saves the workflow (through the session while saving is delegated); resolves whether it was saved. */
  readonly save: () => Promise<boolean>;
}

function pathOf(location: string): string {
  return location.split(/[?#]/)[0] ?? location;
}

/**
 * The unsaved-changes guard: leaving the editor (sidebar, Back, a link) with
 * unsaved changes keeps the user on the workflow and asks first; on "Leave
 * without saving" it drops the changes and goes where the user was going.
 * While a live session saves for the editor, leaving saves and goes.
 * Reloading or closing the tab is covered by `beforeunload` in the view.
 */
export function createLeaveGuard(deps: LeaveGuardDeps): RouteGuardContribution {
  let busy = false;
  const ask = async (location: string) => {
    const leave = await deps.confirm.confirm('You have unsaved changes in this workflow. If you leave now, they are lost.', {
      title: 'Leave without saving?',
      confirmButtonText: 'Leave without saving',
      cancelButtonText: 'Keep editing',
      danger: true,
    });
    if (!leave) return;
    deps.discard();
    deps.navigation.navigate(location);
  };
  // In a shared live session the edits are already everyone's: save them, then go; ask only
  // when that save fails.
  const saveAndGo = async (location: string) => {
    const saved = await deps.save().catch(() => false);
    if (saved && !deps.isDirty()) deps.navigation.navigate(location);
    else await ask(location);
  };
  return {
    id: 'workflow-editor.unsaved-changes',
    order: 100,
    check({ location }) {
      const here = deps.editorLocation();
      if (here === null || !deps.isDirty()) return null;
      // Staying on the same workflow (query changes, the save's own route replace) is not leaving.
      if (pathOf(location) === pathOf(here)) return null;
      if (!busy) {
        busy = true;
        void (deps.savingDelegated() ? saveAndGo(location) : ask(location)).finally(() => {
          busy = false;
        });
      }
      return here;
    },
  };
}
