/**
 * Credentials as the REST routes see them: every read and write goes through here, with
 * the permission checks (sdk/workflow/credential-permissions.ts) done on the
 * server, encryption on the way in and redaction on the way out.
 *
 * - A credential the user may not read is answered 404, exactly like one that does not
 *   exist; one they may read but not change is answered 403.
 * - `data` is decrypted only for users who may edit the credential (its owner, the
 *   instance owner); secret fields go out as the redaction sentinel (redaction.ts).
 *   Sharees get the credential without `data`.
 * - The instance owner may rename and delete any credential, but only the credential's
 *   owner may change its connection data, node access and sharing.
 */
import type { ICredentialDataDecryptedObject, ICredentialNodeAccess, ISharee } from '@sdk/workflow';
import type { CredentialAccessInfo, CredentialAccessUser, CredentialRecord, CredentialSummary, Repositories, UserRecord } from '../db';
import { DomainError } from '../domain-error';
import { checkShare } from '../sharing/share-checks';
import {
  credentialPermissions,
  isInstanceOwnerSubject as isInstanceOwner,
  type CredentialPermissions,
} from '@sdk/workflow/credential-permissions';
import { CredentialDecryptionError } from './cipher';
import type { CredentialCipher } from './cipher';
import { defaultCredentialName, uniqueCredentialName } from './naming';
import { connectionDiffers, mergeWithStored, redactData, sanitizeNewData } from './redaction';
import { testCredential, withDefaults } from './connect/credential-test';
import type { CredentialTestResult } from './connect/credential-test';
import type { CredentialTypeRegistry } from './types';
import { actorFields, type IEventSink } from '../eventbus/event-bus';

/** A credential as the routes return it. */
export interface CredentialResponse {
  id: string;
  name: string;
  type: string;
  nodesAccess: ICredentialNodeAccess[];
  createdAt: string;
  updatedAt: string;
  /** The owner; null when none is recorded. */
  ownedBy: ISharee | null;
  sharedWith: ISharee[];
  /** Redacted data; only for users who may edit the credential, and only when asked for. */
  data?: ICredentialDataDecryptedObject;
}

/** What a create takes, after validation. */
export interface CreateCredentialInput {
  name: string;
  type: string;
  data: ICredentialDataDecryptedObject;
  nodesAccess?: { nodeType: string; date?: string }[];
}

/** What an update takes, after validation; omitted fields stay. */
export interface UpdateCredentialInput {
  name?: string;
  type?: string;
  data?: ICredentialDataDecryptedObject;
  nodesAccess?: { nodeType: string; date?: string }[];
}

/** What a test takes, after validation. */
export interface TestCredentialInput {
  id?: string;
  type: string;
  data?: ICredentialDataDecryptedObject;
}

/** Options of the service. */
export interface CredentialServiceOptions {
  sharingEnabled: boolean;
  /** This instance's public API base URL for `switchyardApi` tests without a Base URL. */
  instanceApiBaseUrl: () => string;
  /** Where audit events go (log streaming); none when left out. */
  events?: IEventSink;
}

type PermissionName = keyof CredentialPermissions;

const FORBIDDEN: Partial<Record<PermissionName, string>> = {
  save: 'You can use this credential but not change it.',
  updateName: 'You can use this credential but not rename it.',
  delete: 'You can use this credential but not delete it.',
  updateConnection: 'Only the owner of this credential can change its connection settings.',
  updateSharing: 'Only the owner of this credential can change who it is shared with.',
  updateNodeAccess: 'Only the owner of this credential can change which nodes may use it.',
  use: 'This credential is neither yours nor shared with you, so you cannot use it.',
};

/** 404 for a credential that does not exist or that the user may not read. */
export function credentialNotFound(id: string): DomainError {
  return new DomainError('not-found', `Credential with ID "${id}" could not be found.`);
}

/** 500 with a message the user can act on, for stored data that cannot be decrypted. */
export function undecryptable(error: CredentialDecryptionError): DomainError {
  return new DomainError('unreadable', error.message, {
    cause: error,
    hint: 'Check that the server runs with the encryption key the credential was saved with (N8N_ENCRYPTION_KEY or the encryption-key file); otherwise enter the credential again.',
  });
}

function toSharee(user: CredentialAccessUser): ISharee {
  const sharee: ISharee = { id: user.id };
  if (user.email !== null) sharee.email = user.email;
  if (user.firstName !== null) sharee.firstName = user.firstName;
  if (user.lastName !== null) sharee.lastName = user.lastName;
  return sharee;
}

function nodeTypes(list: readonly { nodeType: string }[]): string {
  return JSON.stringify([...new Set(list.map((entry) => entry.nodeType))].sort());
}

/** A credential loaded with the user's permissions on it. */
export interface LoadedCredential {
  record: CredentialRecord;
  access: CredentialAccessInfo;
  permissions: CredentialPermissions;
}

/** Credentials with permission checks, encryption and redaction. */
export class CredentialService {
  constructor(
    private readonly repositories: Repositories,
    readonly cipher: CredentialCipher,
    readonly types: CredentialTypeRegistry,
    private readonly options: CredentialServiceOptions,
  ) {}

  /** Whether the enterprise sharing feature is on. */
  get sharingEnabled(): boolean {
    return this.options.sharingEnabled;
  }

  /** The permissions `user` has on a credential with `access`. */
  permissionsOf(user: UserRecord, access: CredentialAccessInfo): CredentialPermissions {
    return credentialPermissions(
      user,
      { ownerId: access.owner?.id, shareeIds: access.sharees.map((s) => s.id) },
      this.options.sharingEnabled,
    );
  }

  /**
   * Loads a credential the user may read and checks `permission`.
   * @throws 404 when it does not exist or cannot be read; 403 without `permission`.
   */
  async load(user: UserRecord, id: string, permission: PermissionName = 'read'): Promise<LoadedCredential> {
    const record = await this.repositories.credentials.get(id);
    if (record === undefined) throw credentialNotFound(id);
    const access = await this.repositories.credentials.accessOfOne(id);
    const permissions = this.permissionsOf(user, access);
    if (!permissions.read) throw credentialNotFound(id);
    if (!permissions[permission]) {
      throw new DomainError('forbidden', FORBIDDEN[permission] ?? 'You are not allowed to do this with this credential.');
    }
    return { record, access, permissions };
  }

  /** Decrypts stored data, turning a failure into a 500 with a clear message. */
  decrypt(record: CredentialRecord): ICredentialDataDecryptedObject {
    try {
      return this.cipher.decryptData(record.data);
    } catch (error) {
      if (error instanceof CredentialDecryptionError) throw undecryptable(error);
      throw error;
    }
  }

  /**
   * The decrypted data of a credential, with nothing redacted, for server-side use only
   * (running nodes, OAuth token refresh). Never send it to a client.
   * @throws CredentialDecryptionError when the stored data cannot be decrypted.
   */
  async decryptedData(id: string): Promise<ICredentialDataDecryptedObject | undefined> {
    const record = await this.repositories.credentials.get(id);
    return record === undefined ? undefined : this.cipher.decryptData(record.data);
  }

  private toResponse(record: CredentialSummary, access: CredentialAccessInfo, data?: ICredentialDataDecryptedObject): CredentialResponse {
    const response: CredentialResponse = {
      id: record.id,
      name: record.name,
      type: record.type,
      nodesAccess: record.nodesAccess,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      ownedBy: access.owner === undefined ? null : toSharee(access.owner),
      sharedWith: access.sharees.map(toSharee),
    };
    if (data !== undefined) response.data = redactData(data, this.secretKeys(record.type, data));
    return response;
  }

  /**
   * The fields of `type` that are secret. For a type the server does not know (a node
   * package that was removed), every field counts as secret.
   */
  secretKeys(type: string, data: ICredentialDataDecryptedObject): Set<string> {
    return this.types.has(type) ? this.types.secretProperties(type) : new Set(Object.keys(data));
  }

  /** The credentials the user may read (the instance owner: all), without data. */
  async list(user: UserRecord): Promise<CredentialResponse[]> {
    const summaries = await this.repositories.credentials.list(isInstanceOwner(user) ? {} : { userId: user.id });
    const access = await this.repositories.credentials.accessOf(summaries.map((s) => s.id));
    return summaries
      .map((summary) => ({ summary, access: access.get(summary.id) ?? { owner: undefined, sharees: [] } }))
      .filter(({ access: a }) => this.permissionsOf(user, a).read)
      .map(({ summary, access: a }) => this.toResponse(summary, a));
  }

  /** One credential; with `includeData`, its redacted data for those who may edit it. */
  async get(user: UserRecord, id: string, includeData: boolean): Promise<CredentialResponse> {
    const { record, access, permissions } = await this.load(user, id);
    const withData = includeData && permissions.save;
    return this.toResponse(record, access, withData ? this.decrypt(record) : undefined);
  }

  private assertKnownType(type: string): void {
    if (!this.types.has(type)) {
      throw new DomainError('invalid', `Unknown credential type "${type}".`, {
        hint: 'GET /types/credentials.json lists the credential types.',
      });
    }
  }

  private nodesAccess(
    input: readonly { nodeType: string; date?: string }[],
    previous: readonly ICredentialNodeAccess[] = [],
  ): ICredentialNodeAccess[] {
    const now = new Date().toISOString();
    const seen = new Set<string>();
    const out: ICredentialNodeAccess[] = [];
    for (const entry of input) {
      if (seen.has(entry.nodeType)) continue;
      seen.add(entry.nodeType);
      const kept = previous.find((p) => p.nodeType === entry.nodeType);
      out.push({ nodeType: entry.nodeType, date: kept?.date ?? now });
    }
    return out;
  }

  /** `POST /credentials`: the user becomes the owner. */
  async create(user: UserRecord, input: CreateCredentialInput): Promise<CredentialResponse> {
    this.assertKnownType(input.type);
    const data = sanitizeNewData(input.data);
    const record = await this.repositories.credentials.create({
      name: input.name,
      type: input.type,
      data: this.cipher.encryptData(data),
      nodesAccess: this.nodesAccess(input.nodesAccess ?? []),
      ownerId: user.id,
    });
    const access = await this.repositories.credentials.accessOfOne(record.id);
    this.options.events?.emit('n8n.audit.user.credentials.created', {
      ...actorFields(user),
      credentialId: record.id,
      credentialName: record.name,
      credentialType: record.type,
    });
    return this.toResponse(record, access, data);
  }

  /**
   * `PATCH /credentials/:id`. Renaming needs `updateName`; changing the type or data
   * (after merging sentinels with the stored secrets) needs `updateConnection`; changing
   * the node access list needs `updateNodeAccess`.
   */
  async update(user: UserRecord, id: string, input: UpdateCredentialInput): Promise<CredentialResponse> {
    const { record, permissions } = await this.load(user, id, 'save');
    const deny = (permission: PermissionName) => {
      if (!permissions[permission]) throw new DomainError('forbidden', FORBIDDEN[permission] ?? 'Not allowed.');
    };
    const type = input.type ?? record.type;
    if (type !== record.type) {
      this.assertKnownType(type);
      deny('updateConnection');
    }
    if (input.name !== undefined && input.name !== record.name) deny('updateName');

    // Decrypted only when the data changes, so a credential whose stored data cannot be
    // decrypted can still be renamed or deleted.
    let data: ICredentialDataDecryptedObject | undefined;
    if (input.data !== undefined) {
      const stored = this.decrypt(record);
      data = mergeWithStored(input.data, stored, this.secretKeys(type, stored));
      // Fields sent with their default value (the editor's form sends every field) are
      // no change.
      const filled = (value: ICredentialDataDecryptedObject) => withDefaults(this.types, type, value);
      if (!connectionDiffers(filled(data), filled(stored))) data = undefined;
      else deny('updateConnection');
    }
    let nodesAccess: ICredentialNodeAccess[] | undefined;
    if (input.nodesAccess !== undefined) {
      nodesAccess = this.nodesAccess(input.nodesAccess, record.nodesAccess);
      if (nodeTypes(nodesAccess) !== nodeTypes(record.nodesAccess)) deny('updateNodeAccess');
    }

    const updated = await this.repositories.credentials.update(id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(type !== record.type ? { type } : {}),
      ...(data !== undefined ? { data: this.cipher.encryptData(data) } : {}),
      ...(nodesAccess !== undefined ? { nodesAccess } : {}),
    });
    if (updated === undefined) throw credentialNotFound(id);
    const access = await this.repositories.credentials.accessOfOne(id);
    // Like `GET ?includeData=true`: the data goes back to those who may edit it (all who
    // got this far), unless it cannot be decrypted.
    return this.toResponse(updated, access, data ?? this.tryDecrypt(updated));
  }

  private tryDecrypt(record: CredentialRecord): ICredentialDataDecryptedObject | undefined {
    try {
      return this.cipher.decryptData(record.data);
    } catch (error) {
      if (error instanceof CredentialDecryptionError) return undefined;
      throw error;
    }
  }

  /** `DELETE /credentials/:id`. */
  async delete(user: UserRecord, id: string): Promise<void> {
    const { record } = await this.load(user, id, 'delete');
    if (!(await this.repositories.credentials.delete(id))) throw credentialNotFound(id);
    this.options.events?.emit('n8n.audit.user.credentials.deleted', {
      ...actorFields(user),
      credentialId: id,
      credentialName: record.name,
      credentialType: record.type,
    });
  }

  /** `PUT /credentials/:id/share`: replaces the sharees (owner only, sharing feature on). */
  async share(user: UserRecord, id: string, shareWithIds: readonly string[]): Promise<{ ownedBy: ISharee | null; sharedWith: ISharee[] }> {
    const context = { noun: 'credential', sharingEnabled: this.options.sharingEnabled, users: this.repositories.users } as const;
    const loadOwnerId = async () => (await this.load(user, id, 'updateSharing')).access.owner?.id;
    const wanted = await checkShare(context, shareWithIds, loadOwnerId);
    await this.repositories.credentials.setSharees(id, wanted);
    const after = await this.repositories.credentials.accessOfOne(id);
    this.options.events?.emit('n8n.audit.user.credentials.shared', {
      ...actorFields(user),
      credentialId: id,
      userIdsSharedWith: after.sharees.map((sharee) => sharee.id),
    });
    return { ownedBy: after.owner === undefined ? null : toSharee(after.owner), sharedWith: after.sharees.map(toSharee) };
  }

  /**
   * `GET /credentials/new`: `name` (or, without one, the default name of `credentialType`,
   * or 'Unnamed credential') made unique among the credentials the user can see.
   */
  async newName(user: UserRecord, input: { name?: string; credentialType?: string }): Promise<string> {
    let requested = input.name?.trim() ?? '';
    if (requested === '') requested = defaultCredentialName(this.types.get(input.credentialType ?? '')?.displayName);
    const visible = await this.list(user);
    return uniqueCredentialName(
      requested,
      visible.map((c) => c.name),
    );
  }

  /**
   * `POST /credentials/test`. With an id, the user must be able to read the credential;
   * those who may change its connection (its owner) test the data they send, merged with
   * the stored secrets; everyone else (sharees, the instance owner) tests the stored data
   * as it is, whatever they send.
   */
  async test(user: UserRecord, input: TestCredentialInput): Promise<CredentialTestResult> {
    let data: ICredentialDataDecryptedObject;
    let type = input.type;
    if (input.id !== undefined) {
      const { record, permissions } = await this.load(user, input.id);
      if (input.type !== record.type) {
        throw new DomainError('invalid', `The credential "${record.name}" is of type "${record.type}", not "${input.type}".`);
      }
      type = record.type;
      const stored = this.decrypt(record);
      data =
        permissions.updateConnection && input.data !== undefined
          ? mergeWithStored(input.data, stored, this.secretKeys(type, stored))
          : stored;
    } else {
      this.assertKnownType(type);
      data = sanitizeNewData(input.data ?? {});
    }
    return testCredential({ types: this.types, instanceApiBaseUrl: this.options.instanceApiBaseUrl() }, type, data);
  }

  /**
   * Changes a credential's stored data with `change` (the OAuth flows: start, tokens),
   * re-reading it first so a save made meanwhile is kept.
   */
  async changeStoredData(id: string, change: (data: ICredentialDataDecryptedObject) => ICredentialDataDecryptedObject): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const record = await this.repositories.credentials.get(id);
      if (record === undefined) throw credentialNotFound(id);
      const next = change(this.decrypt(record));
      if (await this.repositories.credentials.replaceData(id, record.data, this.cipher.encryptData(next))) return;
    }
    throw new DomainError('conflict', 'The credential changed while it was being connected. Try again.');
  }
}
