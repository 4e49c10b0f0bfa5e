/**
 * Credential permissions, as the editor applies them to its buttons. The rule
 * itself is the server's (`credentialPermissions` in sdk/workflow); this maps the REST
 * shapes the editor holds onto it, so the editor never offers what the server refuses.
 */
import {
  credentialPermissions as decide,
  type CredentialPermissions,
  type GlobalRoleName,
  type ICredentialsResponse,
  type IUserResponse,
} from '@sdk';

export type { CredentialPermissions };

/** The instance owner, or the default user before set-up (it owns everything then). */
export function isInstanceOwner(user: IUserResponse | null | undefined): boolean {
  const role = user?.globalRole?.name;
  return role === 'owner' || role === 'default' || user?.isOwner === true;
}

function roleOf(user: IUserResponse | null | undefined): GlobalRoleName {
  if (user?.isOwner === true) return 'owner';
  return user?.globalRole?.name ?? 'member';
}

/** What `user` may do with `credential`; a new credential (null) is the user's own. */
export function credentialPermissions(
  user: IUserResponse | null | undefined,
  credential: Pick<ICredentialsResponse, 'ownedBy' | 'sharedWith'> | null,
  sharingEnabled: boolean,
): CredentialPermissions {
  const subject = { id: user?.id ?? '', role: roleOf(user) };
  const access =
    credential === null
      ? { ownerId: subject.id, shareeIds: [] }
      : { ownerId: credential.ownedBy?.id, shareeIds: (credential.sharedWith ?? []).map((s) => s.id) };
  return decide(subject, access, sharingEnabled);
}

/** A short reason for a disabled control, naming the owner. */
export function readOnlyReason(credential: Pick<ICredentialsResponse, 'ownedBy'> | null): string {
  const owner = credential?.ownedBy;
  const name = [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || owner?.email;
  return name ? `Only ${name}, the owner of this credential, can change it.` : 'Only the owner of this credential can change it.';
}
