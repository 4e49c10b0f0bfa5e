/**
 * State the plugin's views share with its commands: the open edit modal's session and the
 * list's sort order (so "Sort credentials by name" works from the palette).
 */
import { BehaviorSubject } from 'rxjs';
import { createServiceToken } from '@sdk';
import { EditSessions } from './edit-session';

/** Orders of the credentials list. */
export type SortOrder = 'updated' | 'nameAsc' | 'nameDesc';

/** Labels of the sort orders, in menu order. */
export const SORT_LABELS: Readonly<Record<SortOrder, string>> = {
  updated: 'Last updated',
  nameAsc: 'Name (A-Z)',
  nameDesc: 'Name (Z-A)',
};

/** The shared view state. */
export class CredentialsUi {
  /** The open edit modal. */
  readonly sessions = new EditSessions();
  /** The list order. */
  readonly sort = new BehaviorSubject<SortOrder>('updated');
  /** Cached for useObservable, which needs a stable reference. */
  readonly sort$ = this.sort.asObservable();
}

/** Token for the plugin's own {@link CredentialsUi} (not part of its api). */
export const ICredentialsUi = createServiceToken<CredentialsUi>('credentials.ICredentialsUi');
