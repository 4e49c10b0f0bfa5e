/**
 * The public API at `/<N8N_PUBLIC_API_ENDPOINT>/v1` (default `/api/v1`), n8n's shape:
 * API-key authentication (auth.ts), workflows, credentials and executions, and the
 * OpenAPI document beside them. Answers are not wrapped in `{data}` (lists are
 * `{data, nextCursor}`); errors have the server's usual `{code, message, hint?}` shape.
 * Nothing is registered while the public API is disabled (N8N_PUBLIC_API_DISABLED=true),
 * so every path answers the JSON 404.
 */
import type { FastifyInstance } from 'fastify';
import { PUBLIC_API_LATEST_VERSION } from '@sdk/settings/constants';
import { registerPublicCredentialRoutes } from './credentials';
import { registerPublicExecutionRoutes } from './executions';
import { executionPaths, executionSchemas } from './openapi-executions';
import { openApiDocument, toYaml } from './openapi';
import { registerPublicWorkflowRoutes } from './workflows';

export { API_KEY_HEADER } from './auth';

/** The public API's base path, e.g. `/api/v1`. */
export function publicApiBasePath(app: FastifyInstance): string {
  return `/${app.switchyard.config.endpointPublicApi}/v${PUBLIC_API_LATEST_VERSION}`;
}

/** Registers the public API, unless it is disabled. */
export function registerPublicApi(app: FastifyInstance): void {
  const { config, version } = app.switchyard;
  if (!config.publicApiEnabled) return;
  const base = publicApiBasePath(app);
  registerPublicWorkflowRoutes(app, base);
  registerPublicCredentialRoutes(app, base);
  registerPublicExecutionRoutes(app, base);

  const document = openApiDocument({ basePath: base, version, extraPaths: executionPaths, extraSchemas: executionSchemas });
  const yaml = toYaml(document);
  app.get(`${base}/openapi.json`, async () => document);
  app.get(`${base}/openapi.yml`, async (_request, reply) => reply.type('application/yaml; charset=utf-8').send(yaml));
}
