/** Input schemas of the execution routes. */
import { z } from 'zod';
import { connectionsSchema, entityIdSchema, nodesSchema, pinDataSchema, settingsSchema } from '../workflows/schemas';
import { MAX_ID_LENGTH } from '../validation';

const STATUSES = ['canceled', 'crashed', 'error', 'new', 'running', 'success', 'unknown', 'waiting'] as const;
const nodeName = z.string().min(1).max(1024);

/** A task's run data as the editor sends it back (kept as given, shape checked loosely). */
const runDataSchema = z.record(
  z.string().max(1024),
  z.array(z.looseObject({ startTime: z.number().optional(), source: z.array(z.unknown()).optional() })),
);

/** `POST /workflows/run`. */
export const runBody = z.object({
  workflowData: z.looseObject({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    name: z.string().max(1024).optional(),
    nodes: nodesSchema,
    connections: connectionsSchema,
    settings: settingsSchema.nullable().optional(),
    pinData: pinDataSchema.nullable().optional(),
    active: z.boolean().optional(),
  }),
  runData: runDataSchema.optional(),
  // n8n 1.x sends names; newer editors send {name, sourceData}.
  startNodes: z
    .array(z.union([nodeName, z.looseObject({ name: nodeName })]))
    .max(1000)
    .optional(),
  destinationNode: nodeName.optional(),
  pinData: pinDataSchema.nullable().optional(),
});

/** An execution id in a path. */
export const executionIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/, { error: 'The execution id must be a number.' }) });

const filterSchema = z
  .object({
    status: z.union([z.enum(STATUSES), z.array(z.enum(STATUSES))]).optional(),
    workflowId: entityIdSchema.optional(),
    startedAfter: z.iso.datetime({ offset: true }).optional(),
    startedBefore: z.iso.datetime({ offset: true }).optional(),
    metadata: z
      .array(z.object({ key: z.string().min(1).max(255), value: z.string().max(255) }))
      .max(20)
      .optional(),
  })
  .strict();

function jsonText<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .max(16 * 1024)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'filter must be valid JSON.' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** The list filter as parsed. */
export type ExecutionFilterInput = z.output<typeof filterSchema>;

/** `GET /executions`. */
export const listQuery = z.object({
  filter: jsonText(filterSchema).optional(),
  firstId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  lastId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(250).default(10),
});

/** `POST /executions/delete`: ids, or a filter (optionally with deleteBefore). */
export const deleteBody = z
  .object({
    ids: z
      .array(z.string().regex(/^\d{1,18}$/))
      .max(10_000)
      .optional(),
    filters: filterSchema.optional(),
    deleteBefore: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((b) => b.ids !== undefined || b.filters !== undefined || b.deleteBefore !== undefined, {
    error: 'Either "ids", "filters" or "deleteBefore" must be set.',
  });

/** `POST /executions/{id}/retry`. */
export const retryBody = z.object({ loadWorkflow: z.boolean().optional() }).nullable().optional();

/** `GET /data/{id}`. */
export const binaryQuery = z.object({
  mode: z.enum(['view', 'download']).default('view'),
  fileName: z.string().max(1024).optional(),
  mimeType: z
    .string()
    .max(255)
    .regex(/^[\w.+-]+\/[\w.+-]+$/)
    .optional(),
});

/** `GET /data/{id}` path. */
export const binaryParams = z.object({ id: z.string().min(1).max(200) });

/** `POST /executions/{id}/chat-reply`: the user's reply in the editor's chat. */
export const chatReplyBody = z.object({
  sessionId: z.string().min(1).max(256),
  chatInput: z
    .string()
    .min(1)
    .max(64 * 1024),
});
