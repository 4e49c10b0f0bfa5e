/**
 * Workflows as the REST routes see them: every read and write goes through here, with
 * the permission check (see permissions/workflow-permissions.ts) done on the
 * server. A workflow the user may not read is answered 404, exactly like one that does
 * not exist, so its existence does not leak; a workflow they may read but not change is
 * answered 403.
 *
 * Sharing is the enterprise feature `sharing`. Without it everyone is treated as owner of
 * what they have: a member sees and may change their own workflows, the instance owner
 * every workflow. The creator of a workflow is always recorded as its owner, so switching
 * sharing on later keeps ownership right.
 *
 * Credentials on nodes: a save may add or change a node's credential only to one the
 * saving user may use (owns or was shared); a node that keeps the credential it had may stay
 * as it is (see {@link WorkflowService.assertCredentialsUsable}). Runs check again, for
 * the identity they act as (engine/execution-service.ts).
 */
import type { Kysely } from 'kysely';
import { normalizeNodeCredentials } from '@sdk/workflow/node-credentials';
import { checkPinDataSize } from '@sdk/workflow/pin-data';
import type { IConnections, INode, IPinData, ISharee, IUsedCredential, IWorkflowMeta, IWorkflowSettings } from '@sdk/workflow';
import type {
  Database,
  Repositories,
  UserRecord,
  WorkflowAccess,
  WorkflowAccessUser,
  WorkflowChanges,
  WorkflowFilter,
  WorkflowRecord,
  WorkflowSummary,
} from '../db';
import { createRepositories, isForeignKeyViolation } from '../db';
import { DomainError } from '../domain-error';
import { credentialPermissions } from '@sdk/workflow/credential-permissions';
import { getWorkflowPermissions, isInstanceOwner } from '../permissions/workflow-permissions';
import type { PermissionOptions, ResourcePermission, ResourcePermissions } from '../permissions/workflow-permissions';
import { refusedCredentialRefs } from '../permissions/credential-use';
import { checkShare } from '../sharing/share-checks';
import { activationProblem, type StartsOnItsOwn } from './activation';
import { fetchWorkflowFromUrl } from './from-url';
import type { ListField } from './list-fields';
import { uniqueWorkflowName } from './unique-name';
import type { WorkflowVersionRecorder } from './version-recorder';
import { actorFields, NO_EVENTS, type IEventSink } from '../eventbus/event-bus';

/** A tag as listed with a workflow. */
export interface WorkflowTagResponse {
  id: string;
  name: string;
}

/** A workflow as `GET /workflows/:id`, `POST` and `PATCH` return it. */
export interface WorkflowResponse {
  id: string;
  name: string;
  active: boolean;
  nodes: INode[];
  connections: IConnections;
  settings: IWorkflowSettings;
  staticData?: unknown;
  pinData: IPinData;
  versionId: string;
  meta?: IWorkflowMeta | null;
  createdAt: string;
  updatedAt: string;
  tags: WorkflowTagResponse[];
  /** The owner; null when none is recorded. */
  ownedBy: ISharee | null;
  sharedWith: ISharee[];
  /** Credentials the nodes use, with whether the current user may use each. */
  usedCredentials: IUsedCredential[];
}

/** A workflow as `GET /workflows` lists it: the fields asked for (summary fields by default). */
export type WorkflowListItem = Partial<WorkflowResponse> & { id: string };

/** The message of a save based on an old version (error code 100, which the editor answers with a force-save confirm). */
export const SAVE_CONFLICT_MESSAGE =
  'Your most recent changes may be lost, because someone else just updated this workflow. Open this workflow in a new tab to see those new updates.';

/** Fields of the list when `select` is not given. */
const DEFAULT_LIST_FIELDS: readonly ListField[] = [
  'id',
  'name',
  'active',
  'createdAt',
  'updatedAt',
  'versionId',
  'tags',
  'ownedBy',
  'sharedWith',
];

const CONTENT_FIELDS: ReadonlySet<ListField> = new Set(['nodes', 'connections', 'settings', 'pinData', 'meta']);

const FORBIDDEN: Record<ResourcePermission, string> = {
  isOwner: 'Only the owner of this workflow can do this.',
  isSharee: 'This workflow is not shared with you.',
  read: 'You do not have access to this workflow.',
  save: 'You can view this workflow but not change it.',
  updateName: 'You can view this workflow but not rename it.',
  delete: 'You can view this workflow but not delete it.',
  updateConnection: 'Only the owner of this workflow can do this.',
  updateSharing: 'Only the owner of this workflow can change who it is shared with.',
  updateNodeAccess: 'Only the owner of this workflow can do this.',
  use: 'You cannot use this workflow.',
};

/** 404 for a workflow that does not exist or that the user may not read. */
export function workflowNotFound(id: string): DomainError {
  return new DomainError('not-found', `Workflow with ID "${id}" could not be found.`);
}

function toSharee(user: WorkflowAccessUser): ISharee {
  const sharee: ISharee = { id: user.id };
  if (user.email !== null) sharee.email = user.email;
  if (user.firstName !== null) sharee.firstName = user.firstName;
  if (user.lastName !== null) sharee.lastName = user.lastName;
  return sharee;
}

function accessFacts(access: WorkflowAccess) {
  return { ownerId: access.owner?.id ?? null, shareeIds: access.sharees.map((s) => s.id) };
}

/** What a create takes, after validation. */
export interface CreateWorkflowInput {
  name: string;
  nodes: INode[];
  connections: IConnections;
  settings?: IWorkflowSettings | null;
  pinData?: IPinData;
  tags?: string[];
  meta?: IWorkflowMeta | null;
}

/** What an update takes, after validation. */
export interface UpdateWorkflowInput extends Partial<CreateWorkflowInput> {
  active?: boolean;
  versionId?: string;
}

/** Keys of a save that change what a version holds; a save with none of them (activation) records no version. */
const VERSIONED_KEYS: ReadonlySet<keyof UpdateWorkflowInput> = new Set(['name', 'nodes', 'connections', 'settings', 'pinData']);

/** Options of {@link WorkflowService.update}. */
export interface UpdateOptions {
  /** The label of the version this save records (a restore names what it restored). */
  versionLabel?: string;
}

/** The list's filter, after validation. */
export interface ListWorkflowsInput {
  filter?: { name?: string; active?: boolean; tags?: string[] };
  select?: ListField[];
  skip?: number;
  take?: number;
}

/** What activation does around saves and deletes (the server's active workflows: triggers and webhooks). */
export interface WorkflowActivationHooks {
  /** After a save of a workflow that is or was active: (re)activate or deactivate it; throws why activation failed. */
  afterSave(id: string, active: boolean, wasActive: boolean): Promise<void>;
  /** Before a workflow is deleted: stop what it listens on. */
  beforeDelete(id: string): Promise<void>;
  /** Whether a node's type starts workflows on its own, from the node catalogue (see activation.ts). */
  startsOnItsOwn?: StartsOnItsOwn;
}

/** Workflow operations with their permission checks. */
export class WorkflowService {
  /**
   * @param activationHooks - registration of webhooks and triggers around saves; left out
   *   where nothing runs (unit tests)
   * @param versions - records a version with every save (workflow history); left out, none is recorded
   */
  constructor(
    private readonly repositories: Repositories,
    private readonly db: Kysely<Database>,
    private readonly options: PermissionOptions,
    private readonly activationHooks?: WorkflowActivationHooks,
    private readonly versions?: WorkflowVersionRecorder,
    /** Where audit events go (log streaming). */
    private readonly events: IEventSink = NO_EVENTS,
  ) {}

  /** Runs a write and records the version it made in the same transaction, so neither is stored without the other. */
  private async withVersion<T>(
    write: (repositories: Repositories) => Promise<T>,
    saved: (result: T) => WorkflowRecord | undefined,
    author: UserRecord,
    label?: string,
  ): Promise<T> {
    const versions = this.versions;
    if (versions === undefined) return write(this.repositories);
    return this.db.transaction().execute(async (trx) => {
      const repositories = createRepositories(trx);
      const result = await write(repositories);
      const workflow = saved(result);
      if (workflow !== undefined) await versions.record(repositories, workflow, author, label);
      return result;
    });
  }

  /** Whether the enterprise sharing feature is on. */
  get sharingEnabled(): boolean {
    return this.options.sharingEnabled;
  }

  /** The permissions of `user` on a workflow with `access`. */
  permissionsOf(user: UserRecord, access: WorkflowAccess): ResourcePermissions {
    return getWorkflowPermissions(user, accessFacts(access), this.options);
  }

  /**
   * Loads a workflow and checks `permission`: 404 when it does not exist or the user may
   * not read it, 403 when they may read it but not do this.
   */
  async load(
    user: UserRecord,
    id: string,
    permission: ResourcePermission,
  ): Promise<{ workflow: WorkflowRecord; access: WorkflowAccess; permissions: ResourcePermissions }> {
    const workflow = await this.repositories.workflows.get(id);
    if (workflow === undefined) throw workflowNotFound(id);
    const access = await this.repositories.workflowSharing.accessOfOne(id);
    const permissions = this.permissionsOf(user, access);
    if (!permissions.read) throw workflowNotFound(id);
    if (!permissions[permission]) throw new DomainError('forbidden', FORBIDDEN[permission]);
    return { workflow, access, permissions };
  }

  /** The filter that limits a list to what `user` may read. */
  private visibleTo(user: UserRecord): WorkflowFilter {
    // The instance owner reads every workflow; a member those they own or were shared.
    if (isInstanceOwner(user)) return {};
    return { sharedWithUserId: user.id };
  }

  /** `GET /workflows`. */
  async list(user: UserRecord, input: ListWorkflowsInput): Promise<{ count: number; data: WorkflowListItem[] }> {
    const filter: WorkflowFilter = { ...this.visibleTo(user) };
    if (input.filter?.name !== undefined) filter.name = input.filter.name;
    if (input.filter?.active !== undefined) filter.active = input.filter.active;
    if (input.filter?.tags !== undefined && input.filter.tags.length > 0) {
      const wanted = [...new Set(input.filter.tags)];
      const found = await this.repositories.tags.findByIdsOrNames(wanted);
      const tagIds: string[] = [];
      for (const key of wanted) {
        const tag = found.find((t) => t.id === key) ?? found.find((t) => t.name === key);
        // A tag that does not exist matches no workflow.
        if (tag === undefined) return { count: 0, data: [] };
        tagIds.push(tag.id);
      }
      filter.tagIds = tagIds;
    }
    const page: { limit?: number; offset?: number } = {};
    if (input.take !== undefined) page.limit = input.take;
    if (input.skip !== undefined) page.offset = input.skip;
    const [summaries, count] = await Promise.all([
      this.repositories.workflows.list(filter, page),
      this.repositories.workflows.count(filter),
    ]);
    const fields = new Set<ListField>(input.select ?? DEFAULT_LIST_FIELDS);
    fields.add('id');
    const ids = summaries.map((s) => s.id);
    const wantsContent = [...fields].some((f) => CONTENT_FIELDS.has(f));
    const wantsAccess = fields.has('ownedBy') || fields.has('sharedWith');
    const [contents, access] = await Promise.all([
      wantsContent ? this.repositories.workflows.getMany(ids) : Promise.resolve([]),
      wantsAccess ? this.repositories.workflowSharing.accessOf(ids) : Promise.resolve(new Map<string, WorkflowAccess>()),
    ]);
    const contentById = new Map(contents.map((w) => [w.id, w]));
    const data = summaries.map((summary) => this.listItem(summary, contentById.get(summary.id), access.get(summary.id), fields));
    return { count, data };
  }

  private listItem(
    summary: WorkflowSummary,
    content: WorkflowRecord | undefined,
    access: WorkflowAccess | undefined,
    fields: ReadonlySet<ListField>,
  ): WorkflowListItem {
    const all: Partial<WorkflowResponse> = {
      id: summary.id,
      name: summary.name,
      active: summary.active,
      createdAt: summary.createdAt,
      updatedAt: summary.updatedAt,
      versionId: summary.versionId,
      tags: summary.tags,
      ownedBy: access?.owner === undefined ? null : toSharee(access.owner),
      sharedWith: access?.sharees.map(toSharee) ?? [],
    };
    if (content !== undefined) {
      all.nodes = content.nodes;
      all.connections = content.connections;
      all.settings = content.settings ?? {};
      all.pinData = content.pinData ?? {};
      all.meta = content.meta ?? null;
    }
    const item: WorkflowListItem = { id: summary.id };
    for (const field of fields) {
      if (all[field] !== undefined) (item as Record<string, unknown>)[field] = all[field];
    }
    return item;
  }

  /** The full response for a workflow the user may read. */
  async toResponse(user: UserRecord, workflow: WorkflowRecord, access?: WorkflowAccess): Promise<WorkflowResponse> {
    const who = access ?? (await this.repositories.workflowSharing.accessOfOne(workflow.id));
    const response: WorkflowResponse = {
      id: workflow.id,
      name: workflow.name,
      active: workflow.active,
      nodes: workflow.nodes,
      connections: workflow.connections,
      settings: workflow.settings ?? {},
      pinData: workflow.pinData ?? {},
      versionId: workflow.versionId,
      createdAt: workflow.createdAt,
      updatedAt: workflow.updatedAt,
      tags: workflow.tags,
      ownedBy: who.owner === undefined ? null : toSharee(who.owner),
      sharedWith: who.sharees.map(toSharee),
      usedCredentials: await this.usedCredentials(user, workflow.nodes),
    };
    if (workflow.meta !== undefined) response.meta = workflow.meta;
    if (workflow.staticData !== undefined) response.staticData = workflow.staticData;
    return response;
  }

  /** The credentials the nodes name by id, with whether `user` may use each. */
  private async usedCredentials(user: UserRecord, nodes: readonly INode[]): Promise<IUsedCredential[]> {
    const ids = new Set<string>();
    for (const node of nodes) {
      for (const details of Object.values(normalizeNodeCredentials(node.credentials) ?? {})) {
        if (typeof details.id === 'string' && details.id !== '') ids.add(details.id);
      }
    }
    if (ids.size === 0) return [];
    const list = [...ids].slice(0, 500);
    const [credentials, shares] = await Promise.all([
      this.db.selectFrom('credentials').select(['id', 'name', 'type']).where('id', 'in', list).execute(),
      this.db.selectFrom('shared_credentials').select(['credential_id', 'user_id', 'role']).where('credential_id', 'in', list).execute(),
    ]);
    return credentials.map((credential) => {
      const rows = shares.filter((s) => s.credential_id === credential.id);
      const permissions = credentialPermissions(
        user,
        {
          ownerId: rows.find((r) => r.role === 'owner')?.user_id,
          shareeIds: rows.filter((r) => r.role === 'user').map((r) => r.user_id),
        },
        this.options.sharingEnabled,
      );
      return {
        id: credential.id,
        name: credential.name,
        credentialType: credential.type,
        currentUserHasAccess: permissions.use,
      };
    });
  }

  /** `GET /workflows/new`: a name no workflow the user can see has yet. */
  async newName(user: UserRecord, wanted: string | undefined): Promise<string> {
    const base = uniqueWorkflowName(wanted, []);
    const similar = await this.repositories.workflows.list({ ...this.visibleTo(user), name: base });
    return uniqueWorkflowName(
      base,
      similar.map((w) => w.name),
    );
  }

  /** Throws 400 naming the tag ids that do not exist. */
  private async assertTagsExist(tagIds: readonly string[] | undefined): Promise<void> {
    if (tagIds === undefined || tagIds.length === 0) return;
    const found = new Set((await this.repositories.tags.findByIds(tagIds)).map((t) => t.id));
    const missing = tagIds.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new DomainError('invalid', `tags: no tag has the id ${missing.map((id) => `"${id}"`).join(', ')}.`, {
        hint: 'Create the tag first (POST /rest/tags), or leave it out.',
      });
    }
  }

  /** Runs a write that links tags; a tag deleted since {@link assertTagsExist} is a 400, not a 500. */
  private async withTagRace<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new DomainError('invalid', 'tags: a tag was deleted while the workflow was being saved.');
      throw error;
    }
  }

  /** Throws 413 when the pinned data is over the 12 MiB limit. */
  private assertPinDataSize(pinData: IPinData | undefined): void {
    if (pinData === undefined) return;
    const check = checkPinDataSize(pinData);
    if (check.tooLarge) {
      const mib = Math.round((check.maxBytes / 1024 / 1024) * 100) / 100;
      throw new DomainError(
        'too-large',
        `pinData: the pinned data takes ${check.bytes} bytes as JSON, more than the limit of ${check.maxBytes} bytes (${mib} MiB).`,
        { hint: 'Pin fewer items, or unpin data from some nodes.' },
      );
    }
  }

  /**
   * Throws 403 when `nodes` put a credential on a node that `user` may not use: a
   * credential that exists, is not theirs and was not shared with them, unless
   * the node is the stored version's node (`previous`) left as it was, credential included.
   * Runs act with the credentials their nodes name (production runs as the workflow's
   * owner), so without this check anyone who may edit a workflow could name any credential
   * id and have its secret sent wherever the node points.
   */
  async assertCredentialsUsable(user: UserRecord, nodes: readonly INode[], previous: readonly INode[] = []): Promise<void> {
    const refused = await refusedCredentialRefs(this.repositories.credentials, user, nodes, previous, this.options.sharingEnabled);
    const first = refused[0];
    if (first === undefined) return;
    throw new DomainError(
      'forbidden',
      `The node "${first.node.name}" uses the credential with ID "${first.id}" (${first.type}), which you may not use.`,
      {
        hint: 'Pick one of your own credentials or one shared with you. A node may keep a credential you cannot use only while you leave that node as it is.',
      },
    );
  }

  /**
   * Legacy credential references (a name without an id, as old exports have them) resolved
   * by name: to the one credential of that type and name the user owns or was shared; left
   * as they are when there is none or more than one (the editor then shows the issue).
   */
  async resolveCredentialNames(user: UserRecord, nodes: INode[]): Promise<INode[]> {
    const unresolved = (node: INode) => Object.values(node.credentials ?? {}).some((details) => details.id === null && details.name !== '');
    if (!nodes.some(unresolved)) return nodes;
    const mine = await this.repositories.credentials.list({ userId: user.id });
    return nodes.map((node) => {
      if (!unresolved(node)) return node;
      const credentials = { ...node.credentials };
      for (const [type, details] of Object.entries(credentials)) {
        if (details.id !== null || details.name === '') continue;
        const matches = mine.filter((credential) => credential.type === type && credential.name === details.name);
        if (matches.length === 1) credentials[type] = { ...details, id: matches[0]!.id };
      }
      return { ...node, credentials };
    });
  }

  /** `POST /workflows`: always inactive, owned by its creator. */
  async create(user: UserRecord, input: CreateWorkflowInput): Promise<WorkflowResponse> {
    input = { ...input, nodes: await this.resolveCredentialNames(user, input.nodes) };
    this.assertPinDataSize(input.pinData);
    await this.assertCredentialsUsable(user, input.nodes);
    await this.assertTagsExist(input.tags);
    const created = await this.withTagRace(() =>
      this.withVersion(
        (repositories) =>
          repositories.workflows.create({
            name: input.name,
            nodes: input.nodes,
            connections: input.connections,
            ...(input.settings !== undefined ? { settings: input.settings } : {}),
            ...(input.pinData !== undefined ? { pinData: input.pinData } : {}),
            ...(input.meta !== undefined ? { meta: input.meta } : {}),
            ...(input.tags !== undefined ? { tagIds: input.tags } : {}),
            ownerId: user.id,
          }),
        (workflow) => workflow,
        user,
      ),
    );
    this.events.emit('n8n.audit.workflow.created', { ...actorFields(user), workflowId: created.id, workflowName: created.name });
    return this.toResponse(user, created);
  }

  /**
   * `PATCH /workflows/:id`. A payload that changes only the name needs `updateName`,
   * anything else `save`. Unless `force`, the save must be based on the stored version
   * (`versionId`), else 400 with code 100.
   */
  async update(
    user: UserRecord,
    id: string,
    input: UpdateWorkflowInput,
    force: boolean,
    options: UpdateOptions = {},
  ): Promise<WorkflowResponse> {
    const contentKeys = (Object.keys(input) as (keyof UpdateWorkflowInput)[]).filter(
      (key) => key !== 'versionId' && input[key] !== undefined,
    );
    const nameOnly = contentKeys.length === 1 && contentKeys[0] === 'name';
    const { workflow, access } = await this.load(user, id, nameOnly ? 'updateName' : 'save');
    if (!force && input.versionId === undefined) {
      throw new DomainError('invalid', 'versionId: the version the changes are based on is required (or save with forceSave=true).');
    }
    this.assertPinDataSize(input.pinData);
    if (input.nodes !== undefined) input = { ...input, nodes: await this.resolveCredentialNames(user, input.nodes) };
    if (input.nodes !== undefined) await this.assertCredentialsUsable(user, input.nodes, workflow.nodes);
    await this.assertTagsExist(input.tags);

    const willBeActive = input.active ?? workflow.active;
    if (willBeActive && (input.active === true || input.nodes !== undefined)) {
      const problem = activationProblem(input.nodes ?? workflow.nodes, this.activationHooks?.startsOnItsOwn);
      if (problem !== undefined) throw new DomainError('invalid', problem);
    }

    const changes: WorkflowChanges = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.nodes !== undefined) changes.nodes = input.nodes;
    if (input.connections !== undefined) changes.connections = input.connections;
    if (input.settings !== undefined) changes.settings = input.settings;
    if (input.pinData !== undefined) changes.pinData = input.pinData;
    if (input.meta !== undefined) changes.meta = input.meta;
    if (input.active !== undefined) changes.active = input.active;
    if (input.tags !== undefined) changes.tagIds = input.tags;

    const versioned = contentKeys.some((key) => VERSIONED_KEYS.has(key));
    const result = await this.withTagRace(() =>
      this.withVersion(
        (repositories) =>
          repositories.workflows.update(id, changes, force ? { force: true } : { expectedVersionId: input.versionId ?? '' }),
        (outcome) => (versioned && outcome.status === 'updated' ? outcome.workflow : undefined),
        user,
        options.versionLabel,
      ),
    );
    if (result.status === 'not-found') throw workflowNotFound(id);
    if (result.status === 'conflict') {
      throw new DomainError('outdated', SAVE_CONFLICT_MESSAGE, {
        hint: 'Reload the workflow, or save again with forceSave=true to overwrite the other changes.',
      });
    }
    if (this.activationHooks !== undefined && (result.workflow.active || workflow.active)) {
      try {
        await this.activationHooks.afterSave(id, result.workflow.active, workflow.active);
      } catch (error) {
        // The changes stay saved; the workflow is left inactive and the reason is the answer.
        if (result.workflow.active) await this.repositories.workflows.update(id, { active: false }, { force: true });
        throw new DomainError('invalid', error instanceof Error ? error.message : String(error), {
          hint: 'Fix the trigger or webhook nodes named in the message, then activate the workflow again.',
        });
      }
    }
    const about = { ...actorFields(user), workflowId: id, workflowName: result.workflow.name };
    this.events.emit('n8n.audit.workflow.updated', about);
    if (result.workflow.active !== workflow.active) {
      this.events.emit(result.workflow.active ? 'n8n.audit.workflow.activated' : 'n8n.audit.workflow.deactivated', about);
    }
    return this.toResponse(user, result.workflow, access);
  }

  /** `DELETE /workflows/:id`. */
  async delete(user: UserRecord, id: string): Promise<void> {
    const { workflow } = await this.load(user, id, 'delete');
    await this.activationHooks?.beforeDelete(id);
    if (!(await this.repositories.workflows.delete(id))) throw workflowNotFound(id);
    this.events.emit('n8n.audit.workflow.deleted', { ...actorFields(user), workflowId: id, workflowName: workflow.name });
  }

  /**
   * `PUT /workflows/:id/share`: makes `shareWithIds` the workflow's sharees. Needs the
   * sharing feature and the owner; every sharee must be a member who has signed up.
   */
  async share(user: UserRecord, id: string, shareWithIds: readonly string[]): Promise<{ ownedBy: ISharee | null; sharedWith: ISharee[] }> {
    const context = { noun: 'workflow', sharingEnabled: this.options.sharingEnabled, users: this.repositories.users } as const;
    const loadOwnerId = async () => (await this.load(user, id, 'updateSharing')).access.owner?.id;
    const wanted = await checkShare(context, shareWithIds, loadOwnerId);
    try {
      await this.repositories.workflowSharing.setSharees(id, wanted);
    } catch (error) {
      // A sharee deleted since the check above.
      if (isForeignKeyViolation(error)) throw new DomainError('invalid', 'shareWithIds: a user to share with no longer exists.');
      throw error;
    }
    const after = await this.repositories.workflowSharing.accessOfOne(id);
    return { ownedBy: after.owner === undefined ? null : toSharee(after.owner), sharedWith: after.sharees.map(toSharee) };
  }

  /** `GET /workflows/from-url`. */
  async fromUrl(url: string): Promise<Record<string, unknown>> {
    return fetchWorkflowFromUrl(url);
  }
}
