/**
 * The checks a `PUT /<resource>/:id/share` makes before it replaces the sharees, shared
 * by credentials and workflows: the sharing feature is on, the user may change the
 * sharing (the caller's `loadOwnerId`), the owner is not among the sharees, and every
 * sharee is a member who has signed up.
 */
import type { UserRepository } from '../db/repositories/user-repository';
import { DomainError } from '../domain-error';

/** The resource being shared, and what the checks need from its service. */
export interface ShareContext {
  /** The resource's noun in the messages. */
  noun: 'credential' | 'workflow';
  sharingEnabled: boolean;
  users: Pick<UserRepository, 'findById'>;
}

/**
 * Runs the checks in order and gives the sharees to set, without repeats.
 * `loadOwnerId` loads the resource with the `updateSharing` permission checked (throwing
 * the resource's 404/403) and gives its owner's id; it is called only when sharing is on.
 * @throws 403 when sharing is not enabled; whatever `loadOwnerId` throws; 400 when the
 *   owner is among the sharees or a sharee is not a member who has signed up.
 */
export async function checkShare(
  context: ShareContext,
  shareWithIds: readonly string[],
  loadOwnerId: () => Promise<string | undefined>,
): Promise<string[]> {
  if (!context.sharingEnabled) {
    throw new DomainError('forbidden', 'Sharing is not enabled on this instance.', {
      hint: 'Sharing is an enterprise feature: add "sharing" to SWITCHYARD_ENTERPRISE_FEATURES.',
    });
  }
  const ownerId = await loadOwnerId();
  const wanted = [...new Set(shareWithIds)];
  if (ownerId !== undefined && wanted.includes(ownerId)) {
    throw new DomainError('invalid', `shareWithIds: the owner of a ${context.noun} cannot also be one of its sharees.`);
  }
  for (const userId of wanted) {
    const sharee = await context.users.findById(userId);
    if (sharee === undefined || sharee.role !== 'member' || sharee.passwordHash === null || sharee.disabled) {
      throw new DomainError(
        'invalid',
        `shareWithIds: "${userId}" is not a member who has signed up; ${context.noun}s can only be shared with members.`,
      );
    }
  }
  return wanted;
}
