/**
 * The built-in templates host (docs/templates.md) at `/templates-api/`: the calls of n8n's
 * public templates API, answered from the catalogue shipped in `app/server/templates`, so
 * templates work offline and another instance's editor can use this one as its
 * `N8N_TEMPLATES_HOST`. Public and read-only: the catalogue holds no user data. Answers
 * allow any origin (no cookies are involved), since an editor elsewhere calls them with its
 * version header, which makes the browser ask first (the OPTIONS route).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { BUILT_IN_TEMPLATES_PATH } from '../config/types';
import type { TemplateCatalogue } from '../templates/catalogue';
import type { TemplateQuery } from '../templates/catalogue-types';
import { HttpError } from './errors';
import { parseInput } from './validation';

/** Most templates one page may ask for. */
export const TEMPLATES_MAX_ROWS = 100;
/** Longest search text accepted. */
export const TEMPLATES_MAX_SEARCH_LENGTH = 200;
/** The furthest a page may start (far beyond any catalogue). */
const MAX_SKIP = 100_000;
const MAX_CATEGORIES = 50;

const count = (max: number) => z.coerce.number().int().min(0).max(max);

/** `category`: ids separated by commas (as the editor sends them), or the parameter repeated. */
const categoryList = z
  .union([z.string().max(1000), z.array(z.string().max(1000)).max(MAX_CATEGORIES)])
  .optional()
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : [value ?? ''])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id < 1) || ids.length > MAX_CATEGORIES) {
      ctx.addIssue({ code: 'custom', message: 'category must be category ids separated by commas.' });
      return z.NEVER;
    }
    return ids;
  });

const search = z.string().max(TEMPLATES_MAX_SEARCH_LENGTH).optional();

const workflowsQuery = z.object({
  skip: count(MAX_SKIP).optional(),
  rows: count(TEMPLATES_MAX_ROWS).optional(),
  limit: count(TEMPLATES_MAX_ROWS).optional(),
  category: categoryList,
  'category[]': categoryList,
  search,
});

const collectionsQuery = z.object({ category: categoryList, 'category[]': categoryList, search });

const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

function queryOf(input: { category?: number[]; 'category[]'?: number[]; search?: string | undefined }): TemplateQuery {
  return { categories: [...(input.category ?? []), ...(input['category[]'] ?? [])], search: input.search ?? '' };
}

function found<T>(value: T | undefined, what: string, id: number): T {
  if (value === undefined) throw new HttpError(404, `${what} ${id} does not exist.`);
  return value;
}

function allowAnyOrigin(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-allow-methods', 'GET, OPTIONS');
  reply.header('access-control-allow-headers', 'n8n-version, content-type');
  reply.header('access-control-max-age', '600');
}

/** Registers the templates host's routes under `/templates-api`. */
export function registerTemplatesHostRoutes(app: FastifyInstance, catalogue: TemplateCatalogue): void {
  const base = `/${BUILT_IN_TEMPLATES_PATH}`;
  app.register(
    async (host) => {
      host.addHook('onRequest', async (_request, reply) => allowAnyOrigin(reply));
      host.options('/*', async (_request, reply) => reply.code(204).send());

      host.get('/health', async () => ({ status: 'OK' }));

      host.get('/templates/categories', async () => ({ categories: catalogue.categories() }));

      host.get('/templates/collections', async (request) => {
        const query = parseInput(collectionsQuery, request.query);
        return { collections: catalogue.searchCollections(queryOf(query)) };
      });

      host.get('/templates/workflows', async (request) => {
        const query = parseInput(workflowsQuery, request.query);
        const rows = query.rows ?? query.limit ?? 10;
        return catalogue.searchWorkflows(queryOf(query), query.skip ?? 0, rows);
      });

      host.get('/templates/collections/:id', async (request) => {
        const { id } = parseInput(idParams, request.params);
        return { collection: found(catalogue.collection(id), 'Collection', id) };
      });

      host.get('/templates/workflows/:id', async (request) => {
        const { id } = parseInput(idParams, request.params);
        return { workflow: found(catalogue.workflow(id), 'Template', id) };
      });

      host.get('/workflows/templates/:id', async (request) => {
        const { id } = parseInput(idParams, request.params);
        return found(catalogue.workflowData(id), 'Template', id);
      });
    },
    { prefix: base },
  );
}
