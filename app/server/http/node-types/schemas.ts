/** Input schemas of the node-type routes. */
import { z } from 'zod';

const MAX_JSON_QUERY = 256 * 1024;

/** A query value holding JSON (the editor sends objects JSON-encoded in the query). */
function jsonQuery<T extends z.ZodType>(schema: T, label: string) {
  return z
    .string()
    .max(MAX_JSON_QUERY)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${label} must be valid JSON.` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const nodeTypeAndVersion = z.object({ name: z.string().min(1).max(256), version: z.coerce.number() });
const parameters = z.record(z.string(), z.unknown());
const credentials = z.record(z.string(), z.object({ id: z.string().max(512).nullable().optional(), name: z.string().max(512).optional() }));

const common = {
  nodeTypeAndVersion: jsonQuery(nodeTypeAndVersion, 'nodeTypeAndVersion'),
  path: z.string().max(1024).optional(),
  methodName: z.string().min(1).max(256).optional(),
  currentNodeParameters: jsonQuery(parameters, 'currentNodeParameters').optional(),
  credentials: jsonQuery(credentials, 'credentials').optional(),
};

/** `GET /node-parameter-options`. */
export const parameterOptionsQuery = z.object({
  ...common,
  loadOptions: jsonQuery(z.record(z.string(), z.unknown()), 'loadOptions').optional(),
});

/** `GET /nodes-list-search`. */
export const listSearchQuery = z.object({
  ...common,
  methodName: z.string().min(1).max(256),
  filter: z.string().max(1024).optional(),
  paginationToken: z.string().max(1024).optional(),
});

/** `GET /dynamic-node-parameters/(local-)resource-mapper-fields`. */
export const resourceMapperQuery = z.object({
  ...common,
  methodName: z.string().min(1).max(256),
});

/** `POST /node-types`. */
export const nodeInfosBody = z.object({
  nodeInfos: z.array(z.object({ name: z.string().min(1).max(256), version: z.number() })).max(1000),
});
