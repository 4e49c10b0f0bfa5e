/**
 * The user object the REST API returns (n8n's `IUserResponse` shape). Never carries the
 * password hash; fields a user does not have (the default user's e-mail and names) are
 * left out rather than sent as null.
 */
import type { GlobalRoleName, IUserResponse, IUserSettings } from '@sdk/workflow';
import type { UserRecord } from '../db';

/** `IUserResponse` with the role's scope, as n8n sends it. */
export interface UserResponse extends IUserResponse {
  globalRole: { name: GlobalRoleName; scope: 'global' };
  isPending: boolean;
  isOwner: boolean;
  settings: IUserSettings;
  createdAt: string;
  signInType: 'email' | 'ldap' | 'saml';
}

/** Whether the user was invited and has not signed up yet. */
export function isPendingUser(user: UserRecord): boolean {
  return user.role === 'member' && user.passwordHash === null;
}

/** Builds the response object; `inviteAcceptUrl` only for pending users shown to the owner. */
export function toUserResponse(user: UserRecord, extras: { inviteAcceptUrl?: string } = {}): UserResponse {
  const response: UserResponse = {
    id: user.id,
    globalRole: { name: user.role, scope: 'global' },
    // The default user has no password either, and counts as pending like in n8n.
    isPending: user.passwordHash === null,
    isOwner: user.role === 'owner',
    personalizationAnswers: user.personalizationAnswers,
    settings: { userActivated: false, ...user.settings },
    createdAt: user.createdAt,
    signInType: 'email',
  };
  if (user.email !== null) response.email = user.email;
  if (user.firstName !== null) response.firstName = user.firstName;
  if (user.lastName !== null) response.lastName = user.lastName;
  if (extras.inviteAcceptUrl !== undefined) response.inviteAcceptUrl = extras.inviteAcceptUrl;
  return response;
}
