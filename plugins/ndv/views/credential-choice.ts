/**
 * What the node's credential selectors decide, kept free of React so each rule is
 * tested on its own: the usable credentials of a type, the select's
 * placeholder, and how a created / renamed / deleted credential changes the
 * node's choice.
 *
 * @module
 */
import type { ICredentialsResponse, INodeCredentialsDetails } from '@sdk';
import type { CredentialEvent } from '@plugins/credentials/api';

/** Placeholder of an empty select. */
export const SELECT_CREDENTIAL_PLACEHOLDER = 'Select Credential';

/** Value of the select's 'create new' entry. */
export const CREATE_NEW_VALUE = '__createNew__';

/** Placeholder naming a chosen credential the user cannot use (deleted, or not shared with them). */
export const unavailablePlaceholder = (name: string): string => `${name} (unavailable)`;

/** Title and message of the toast after an unavailable credential was replaced. */
export const replacedMessage = (oldName: string, newName: string) => ({
  title: 'Node credential updated',
  message: `Nodes that used credential "${oldName}" have been updated to use "${newName}"`,
});

/** The credentials of `type` the user may use, in the list's order. */
export function usableCredentials(all: readonly ICredentialsResponse[] | null, type: string): ICredentialsResponse[] {
  return (all ?? []).filter((c) => c.type === type && c.currentUserHasAccess !== false);
}

/** Whether the chosen credential is one of the usable ones (by id, or by name when old data has no id). */
export function isUsable(chosen: INodeCredentialsDetails | undefined, usable: readonly ICredentialsResponse[]): boolean {
  if (!chosen) return false;
  return chosen.id !== null ? usable.some((c) => c.id === chosen.id) : usable.filter((c) => c.name === chosen.name).length === 1;
}

/** The select's placeholder: the unavailable credential's name when one is chosen but not usable. */
export function selectPlaceholder(chosen: INodeCredentialsDetails | undefined, usable: readonly ICredentialsResponse[]): string {
  return chosen && chosen.name !== '' && !isUsable(chosen, usable) ? unavailablePlaceholder(chosen.name) : SELECT_CREDENTIAL_PLACEHOLDER;
}

/**
 * The new choice for credential type `type` after `event`, or undefined to
 * keep it:
 * - created: selected when the user asked for a new credential of this type
 *   (`awaitingCreate`);
 * - updated: the chosen credential renamed keeps its id with the new name;
 * - deleted: the chosen credential gives way to the last usable one left,
 *   or the choice is cleared (null).
 */
export function choiceAfterEvent(
  event: CredentialEvent,
  type: string,
  chosen: INodeCredentialsDetails | undefined,
  remaining: readonly ICredentialsResponse[] | null,
  awaitingCreate: boolean,
): INodeCredentialsDetails | null | undefined {
  if (event.kind === 'created') {
    return awaitingCreate && event.credential.type === type ? { id: event.credential.id, name: event.credential.name } : undefined;
  }
  if (event.kind === 'updated') {
    if (!chosen || chosen.id !== event.credential.id || event.credential.type !== type) return undefined;
    return chosen.name === event.credential.name ? undefined : { id: chosen.id, name: event.credential.name };
  }
  if (!chosen || chosen.id !== event.id) return undefined;
  const left = usableCredentials(remaining, type).filter((c) => c.id !== event.id);
  const last = left[left.length - 1];
  return last ? { id: last.id, name: last.name } : null;
}

/**
 * The credential to select on its own for `type`: the only usable one, when the node has
 * none of that type chosen (as the anchor does when a node is added, or when a node starts
 * to show a credential type, e.g. HTTP Request switched to a predefined type).
 */
export function onlyCredentialToSelect(
  chosen: INodeCredentialsDetails | undefined,
  usable: readonly ICredentialsResponse[],
): INodeCredentialsDetails | undefined {
  if (chosen && (chosen.id !== null || chosen.name !== '')) return undefined;
  const only = usable.length === 1 ? usable[0] : undefined;
  return only ? { id: only.id, name: only.name } : undefined;
}
