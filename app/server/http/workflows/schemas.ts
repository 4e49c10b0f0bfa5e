/**
 * The shapes the workflow and tag routes accept, as zod schemas. A ZodError is answered
 * 400 with the path of the offending field (`nodes.2.position: ...`), so malformed input
 * never reaches the database and never ends as a 500.
 *
 * Unknown keys of a workflow payload (id, createdAt, ownedBy, hash ...) are dropped, not
 * refused: the editor sends whole workflow objects back. Nodes and settings keep keys this
 * file does not know (node types add their own), but the known ones must have the right
 * type.
 */
import { z } from 'zod';
import { WORKFLOW_NAME_MAX_LENGTH } from '@sdk/settings/constants';
import { normalizePinData } from '@sdk/workflow/pin-data';
import type { IConnections, INode, INodeExecutionData, IPinData, IWorkflowMeta, IWorkflowSettings } from '@sdk/workflow';
import { LIST_FIELDS } from '../../workflows/list-fields';
import { normalizeConnectionTarget, normalizeNodeInput, normalizeSettingsInput } from '../../workflows/lenient-import';
import { MAX_ID_LENGTH, storableName } from '../validation';

/** Longest tag name (n8n's). */
export const TAG_NAME_MAX_LENGTH = 24;
/** Longest node name, type or credential name accepted. */
export const NODE_TEXT_MAX_LENGTH = 1024;
/** Most tags one workflow may name in a save or a filter. */
export const MAX_TAGS_PER_WORKFLOW = 1000;
/** Most users a workflow may be shared with in one request. */
export const MAX_SHAREES = 1000;

const nameMessage = `The workflow name must be 1 to ${WORKFLOW_NAME_MAX_LENGTH} characters long (after trimming).`;

/** A workflow name: trimmed, 1 to 128 characters. */
export const workflowNameSchema = storableName(
  z
    .string({ error: 'The workflow name must be a string.' })
    .trim()
    .min(1, { error: nameMessage })
    .max(WORKFLOW_NAME_MAX_LENGTH, { error: nameMessage }),
  'The workflow name',
);

const tagNameMessage = `A tag name must be 1 to ${TAG_NAME_MAX_LENGTH} characters long (after trimming).`;

/** A tag name: trimmed, 1 to 24 characters. */
export const tagNameSchema = storableName(
  z
    .string({ error: 'The tag name must be a string.' })
    .trim()
    .min(1, { error: tagNameMessage })
    .max(TAG_NAME_MAX_LENGTH, { error: tagNameMessage }),
  'A tag name',
);

/** An entity id (workflow, tag, user) in a path, query or body. */
export const entityIdSchema = z.string().min(1).max(MAX_ID_LENGTH);

const finite = z.number().refine(Number.isFinite, { error: 'Expected a finite number.' });

const credentialDetailsSchema = z.union([
  z.looseObject({ id: z.string().max(MAX_ID_LENGTH).nullable(), name: z.string().max(NODE_TEXT_MAX_LENGTH) }),
  z.string().max(NODE_TEXT_MAX_LENGTH),
]);

/**
 * One node of n8n's workflow JSON, read as n8n reads it (lenient-import.ts: missing
 * typeVersion, extra position entries, empty ids, legacy credentials ...). `parameters`
 * may be left out (it becomes `{}`).
 */
export const nodeSchema = z.preprocess(
  normalizeNodeInput,
  z.looseObject({
    id: z.string().min(1).max(MAX_ID_LENGTH).optional(),
    name: storableName(z.string().min(1, { error: 'A node needs a name.' }).max(NODE_TEXT_MAX_LENGTH), 'A node name'),
    type: z.string().min(1, { error: 'A node needs a type.' }).max(NODE_TEXT_MAX_LENGTH),
    typeVersion: finite.nonnegative(),
    position: z.tuple([finite, finite], { error: 'A node position must be [x, y].' }),
    parameters: z.record(z.string(), z.unknown()).optional().default({}),
    credentials: z.record(z.string(), credentialDetailsSchema).optional(),
    disabled: z.boolean().optional(),
    notes: z.string().optional(),
    notesInFlow: z.boolean().optional(),
    continueOnFail: z.boolean().optional(),
    onError: z.enum(['continueErrorOutput', 'continueRegularOutput', 'stopWorkflow']).optional(),
    retryOnFail: z.boolean().optional(),
    maxTries: finite.optional(),
    waitBetweenTries: finite.optional(),
    alwaysOutputData: z.boolean().optional(),
    executeOnce: z.boolean().optional(),
    color: z.string().max(64).optional(),
    webhookId: z.string().max(MAX_ID_LENGTH).optional(),
  }),
);

/** The node list; node names must be unique (connections refer to nodes by name). */
export const nodesSchema = z.array(nodeSchema).superRefine((nodes, ctx) => {
  const seen = new Set<string>();
  nodes.forEach((node, index) => {
    if (seen.has(node.name)) {
      ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `Two nodes are named "${node.name}"; node names must be unique.` });
    }
    seen.add(node.name);
  });
});

/** A connection target; `type` defaults to main and `index` to 0, as n8n reads them. */
const connectionTargetSchema = z.preprocess(
  normalizeConnectionTarget,
  z.looseObject({
    node: z.string().min(1).max(NODE_TEXT_MAX_LENGTH),
    type: z.string().min(1).max(NODE_TEXT_MAX_LENGTH),
    index: z.number().int().nonnegative(),
  }),
);

/** source node name → connection type → output index → targets (an output may be null). */
export const connectionsSchema = z.record(z.string(), z.record(z.string(), z.array(z.array(connectionTargetSchema).nullable())));

const saveData = z.enum(['DEFAULT', 'all', 'none']);
const defaultOrBool = z.union([z.literal('DEFAULT'), z.boolean()]);

/** Per-workflow settings; keys this server does not know are kept, keys given as null are left out. */
export const settingsSchema = z.preprocess(
  normalizeSettingsInput,
  z.looseObject({
    executionOrder: z.enum(['v0', 'v1']).optional(),
    timezone: z.string().max(128).optional(),
    saveDataErrorExecution: saveData.optional(),
    saveDataSuccessExecution: saveData.optional(),
    saveManualExecutions: defaultOrBool.optional(),
    saveExecutionProgress: defaultOrBool.optional(),
    executionTimeout: finite.optional(),
    errorWorkflow: z.string().max(MAX_ID_LENGTH).optional(),
    callerPolicy: z.enum(['any', 'none', 'workflowsFromAList', 'workflowsFromSameOwner']).optional(),
    callerIds: z.string().optional(),
  }),
);

/** Pinned data per node name, each item wrapped as `{ json }`; null clears it. */
export const pinDataSchema = z
  .record(z.string(), z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]))
  .nullable()
  .transform((value): IPinData => {
    const out: Record<string, INodeExecutionData[]> = {};
    for (const [name, items] of Object.entries(value ?? {})) out[name] = normalizePinData(items);
    return out;
  });

/** Tag ids (the editor sends ids; `{id}` objects are taken too). */
export const tagIdsSchema = z
  .array(z.union([entityIdSchema, z.looseObject({ id: entityIdSchema }).transform((tag) => tag.id)]))
  .max(MAX_TAGS_PER_WORKFLOW)
  .transform((ids) => [...new Set(ids)]);

const metaSchema = z.record(z.string(), z.unknown()).nullable();

/** `POST /workflows`: a new workflow. `id` and `active` are ignored (always new, always inactive). */
export const createWorkflowBody = z.object(
  {
    name: workflowNameSchema,
    nodes: nodesSchema.optional().default([]),
    connections: connectionsSchema.optional().default({}),
    settings: settingsSchema.nullable().optional(),
    pinData: pinDataSchema.optional(),
    tags: tagIdsSchema.optional(),
    meta: metaSchema.optional(),
  },
  { error: 'The body must be a workflow object.' },
);

/** `PATCH /workflows/:id`: the changed parts; what is left out keeps its stored value. */
export const updateWorkflowBody = z.object(
  {
    name: workflowNameSchema.optional(),
    nodes: nodesSchema.optional(),
    connections: connectionsSchema.optional(),
    settings: settingsSchema.nullable().optional(),
    pinData: pinDataSchema.optional(),
    tags: tagIdsSchema.optional(),
    meta: metaSchema.optional(),
    active: z.boolean().optional(),
    versionId: z.string().min(1).max(MAX_ID_LENGTH).optional(),
  },
  { error: 'The body must be a workflow object.' },
);

/** Parsed body types, typed as the sdk's workflow model. */
export interface WorkflowContentInput {
  nodes?: INode[];
  connections?: IConnections;
  settings?: IWorkflowSettings | null;
  pinData?: IPinData;
  meta?: IWorkflowMeta | null;
}

/** `?forceSave=true` overwrites whatever version is stored. */
export const updateWorkflowQuery = z.object({
  forceSave: z.enum(['true', 'false'], { error: 'forceSave must be "true" or "false".' }).optional(),
});

/** A JSON-encoded query parameter, parsed and then checked with `schema`. */
function jsonQuery<S extends z.ZodType>(schema: S, what: string) {
  return z
    .string()
    .max(16_384)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${what} must be JSON.` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** `GET /workflows`: `filter` (JSON: name, active, tags), `select` (JSON list of fields), `skip`, `take`. */
export const listWorkflowsQuery = z.object({
  filter: jsonQuery(
    z.object(
      {
        name: z.string().max(WORKFLOW_NAME_MAX_LENGTH).optional(),
        active: z.boolean().optional(),
        tags: z.array(z.string().min(1).max(MAX_ID_LENGTH)).max(100).optional(),
      },
      { error: 'filter must be a JSON object.' },
    ),
    'filter',
  ).optional(),
  select: jsonQuery(z.array(z.enum(LIST_FIELDS)).max(LIST_FIELDS.length), 'select').optional(),
  skip: z.coerce.number().int().nonnegative().optional(),
  take: z.coerce.number().int().positive().max(10_000).optional(),
});

/** `GET /workflows/new?name=`. */
export const newWorkflowQuery = z.object({
  name: z.string().trim().max(WORKFLOW_NAME_MAX_LENGTH, { error: nameMessage }).optional(),
});

/** `:id` of a workflow or tag route. */
export const idParams = z.object({ id: entityIdSchema });

/** `PUT /workflows/:id/share`. */
export const shareBody = z.object({
  shareWithIds: z.array(entityIdSchema).max(MAX_SHAREES),
});

/** Longest URL `GET /workflows/from-url` takes. */
export const IMPORT_URL_MAX_LENGTH = 8192;

/** `GET /workflows/from-url?url=`. */
export const fromUrlQuery = z.object({
  url: z.string().trim().min(1, { error: 'Give the URL to import from.' }).max(IMPORT_URL_MAX_LENGTH),
});

/** `POST /tags`, `PATCH /tags/:id`. */
export const tagBody = z.object({ name: tagNameSchema });

/** `GET /tags?withUsageCount=true`. */
export const listTagsQuery = z.object({
  withUsageCount: z.enum(['true', 'false'], { error: 'withUsageCount must be "true" or "false".' }).optional(),
});
