/**
 * The share dialog's rules: who may change the sharing (the workflow's owner only, as the
 * server enforces), and who can still be added (members who signed up, not the owner, not
 * already a sharee).
 */
import { getFullName, type ISharee, type IUserResponse } from '@sdk';

/** The name a person is shown by: their full name, else their e-mail address. */
export function shareeName(person: ISharee | IUserResponse | null | undefined): string {
  if (!person) return '';
  return getFullName({ ...person, isPending: false }) || person.email || '';
}

/** Whether `userId` may change who the workflow is shared with. */
export function canChangeSharing(ownedBy: ISharee | null | undefined, userId: string | undefined): boolean {
  return ownedBy !== null && ownedBy !== undefined && userId !== undefined && ownedBy.id === userId;
}

/** The users that can still be added, by name. */
export function shareCandidates(
  users: readonly IUserResponse[],
  ownedBy: ISharee | null | undefined,
  sharees: readonly ISharee[],
): IUserResponse[] {
  const taken = new Set([ownedBy?.id, ...sharees.map((s) => s.id)]);
  return users
    .filter((u) => !u.isPending && u.globalRole?.name !== 'default' && !taken.has(u.id))
    .sort((a, b) => shareeName(a).localeCompare(shareeName(b)));
}

/** A user as a sharee entry. */
export function asSharee(user: IUserResponse): ISharee {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
}
