/**
 * Which credentials a user may put to use: on a node they save, and in a run acting as
 * them (the `use` permission: the credential's owner or a sharee, decided by
 * sdk/workflow/credential-permissions.ts, the function the
 * editor uses too). A workflow names credentials by id, and whoever may edit a workflow
 * chooses those ids, so both the save and the run check them against a user: the one
 * saving, and the identity the run acts as (the workflow's owner for production runs, the
 * user who started a manual run).
 */
import { isDeepStrictEqual } from 'node:util';
import { credentialPermissions, type PermissionSubject } from '@sdk/workflow/credential-permissions';
import { normalizeNodeCredentials } from '@sdk/workflow/node-credentials';
import type { INode } from '@sdk/workflow';
import type { CredentialRepository } from '../db/repositories/credential-repository';

/** What the check reads from the database. */
export type CredentialUseSource = Pick<CredentialRepository, 'existingIds' | 'accessOf'>;

/** One credential a node names. */
export interface NodeCredentialRef {
  node: INode;
  /** The credential type key on the node. */
  type: string;
  id: string;
}

/** Every credential id the nodes name, with the node and type naming it. */
export function credentialRefs(nodes: readonly INode[]): NodeCredentialRef[] {
  const refs: NodeCredentialRef[] = [];
  for (const node of nodes) {
    for (const [type, details] of Object.entries(normalizeNodeCredentials(node.credentials) ?? {})) {
      if (typeof details.id === 'string' && details.id !== '') refs.push({ node, type, id: details.id });
    }
  }
  return refs;
}

/**
 * Of `ids`, the ones that exist and the ones `subject` may use. A credential that does
 * not exist is in neither set (an imported workflow may name credentials of another
 * instance; a run cannot use them anyway).
 */
export async function credentialUse(
  source: CredentialUseSource,
  subject: PermissionSubject,
  ids: readonly string[],
  sharingEnabled: boolean,
): Promise<{ existing: Set<string>; usable: Set<string> }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { existing: new Set(), usable: new Set() };
  const [existing, access] = await Promise.all([source.existingIds(unique), source.accessOf(unique)]);
  const usable = new Set<string>();
  for (const id of existing) {
    const info = access.get(id);
    const facts = { ownerId: info?.owner?.id, shareeIds: (info?.sharees ?? []).map((s) => s.id) };
    if (credentialPermissions(subject, facts, sharingEnabled).use) usable.add(id);
  }
  return { existing, usable };
}

/** Whether `subject` may use the credential `id` (false when it does not exist). */
export async function mayUseCredential(
  source: CredentialUseSource,
  subject: PermissionSubject,
  id: string,
  sharingEnabled: boolean,
): Promise<boolean> {
  return (await credentialUse(source, subject, [id], sharingEnabled)).usable.has(id);
}

/**
 * The node of `previous` that `node` is a later version of: the one with the same id, else
 * (old exports have nodes without ids, the editor gives them one) the one with the same name.
 */
function previousVersion(node: INode, previous: readonly INode[]): INode | undefined {
  const byId = typeof node.id === 'string' && node.id !== '' ? previous.find((p) => p.id === node.id) : undefined;
  return byId ?? previous.find((p) => p.name === node.name);
}

/**
 * Whether `node` is `before` left as it was where it matters for credential `ref`: same
 * type and version, same parameters, same credential for that type. Position, name, notes
 * and the like may change.
 */
function untouched(node: INode, before: INode, ref: NodeCredentialRef): boolean {
  return (
    node.type === before.type &&
    node.typeVersion === before.typeVersion &&
    normalizeNodeCredentials(before.credentials)?.[ref.type]?.id === ref.id &&
    isDeepStrictEqual(node.parameters ?? {}, before.parameters ?? {})
  );
}

/**
 * The credential references of `nodes` a save by `subject` must refuse: credentials that
 * exist and that `subject` may not use, unless the node is the stored version's node
 * (`previous`) untouched, with that very credential. So a node keeping the credential
 * someone else put there may stay (n8n keeps such nodes too), but adding a credential,
 * switching to one, or changing what a node using it does (its URL, its type) needs `use`
 * on it: otherwise anyone who may edit the workflow could send its secret elsewhere.
 */
export async function refusedCredentialRefs(
  source: CredentialUseSource,
  subject: PermissionSubject,
  nodes: readonly INode[],
  previous: readonly INode[],
  sharingEnabled: boolean,
): Promise<NodeCredentialRef[]> {
  const refs = credentialRefs(nodes);
  if (refs.length === 0) return [];
  const { existing, usable } = await credentialUse(
    source,
    subject,
    refs.map((r) => r.id),
    sharingEnabled,
  );
  return refs.filter((ref) => {
    if (!existing.has(ref.id) || usable.has(ref.id)) return false;
    const before = previousVersion(ref.node, previous);
    return before === undefined || !untouched(ref.node, before, ref);
  });
}
