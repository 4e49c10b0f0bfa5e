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
import { publicCredentialRoutes } from './credentials';
import { publicExecutionRoutes } from './executions';
import { openApiDocument, openApiDocumentRoutes, toYaml } from './openapi';
import { registerSwaggerUi } from './swagger-ui';
import type { ServedDocument } from './openapi';
import { registerPublicRoutes } from './route-definition';
import { publicWorkflowRoutes } from './workflows';

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
  const routes = [
    ...publicWorkflowRoutes(app),
    ...publicCredentialRoutes(app),
    ...publicExecutionRoutes(app),
    // Read at request time, when `served` below exists.
    ...openApiDocumentRoutes(() => served),
  ];
  const document = openApiDocument({ basePath: base, version, routes });
  const served: ServedDocument = { json: document, yaml: toYaml(document) };
  registerPublicRoutes(app, base, routes);
  if (config.publicApiSwaggerUiEnabled) registerSwaggerUi(app, base);
}
