/**
 * The public API's OpenAPI 3.1 document, served beside the API as
 * `/api/v1/openapi.json` and `/api/v1/openapi.yml` (no key needed: it describes the API,
 * it holds no data). Paths are relative to the server URL `/<endpoint>/v1`. The paths,
 * their parameters and the request bodies are generated from the route definitions
 * (route-definition.ts), so they are the schemas the routes check; the answers' schemas
 * are the components of openapi-components.ts and openapi-executions.ts.
 */
import { stringify } from 'yaml';
import { components, json } from './openapi-components';
import { executionSchemas } from './openapi-executions';
import { openApiOperations, publicRoute } from './route-definition';
import type { PublicRoute } from './route-definition';

/** The document as served: JSON and YAML. */
export interface ServedDocument {
  readonly json: unknown;
  readonly yaml: string;
}

/** The two routes serving the document (`document` is asked for on each request). */
export function openApiDocumentRoutes(document: () => ServedDocument): PublicRoute[] {
  return [
    publicRoute({
      method: 'get',
      path: '/openapi.json',
      operationId: 'getOpenApiJson',
      tag: 'Document',
      summary: 'This document as JSON',
      open: true,
      responses: { '200': json({ type: 'object' }, 'The OpenAPI document.') },
      handler: async () => document().json,
    }),
    publicRoute({
      method: 'get',
      path: '/openapi.yml',
      operationId: 'getOpenApiYaml',
      tag: 'Document',
      summary: 'This document as YAML',
      open: true,
      responses: { '200': { description: 'The OpenAPI document.', content: { 'application/yaml': { schema: { type: 'string' } } } } },
      handler: async ({ reply }) => reply.type('application/yaml; charset=utf-8').send(document().yaml),
    }),
  ];
}

/** The document for a server whose public API lives at `basePath` (`/api/v1`) and serves `routes`. */
export function openApiDocument(options: { basePath: string; version: string; routes: readonly PublicRoute[] }) {
  const { paths, schemas } = openApiOperations(options.routes);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Switchyard public API',
      version: options.version,
      description:
        'Workflows, credentials and executions for scripts and other services. Authenticate with the API key from ' +
        'Settings > API in the X-N8N-API-KEY header; calls act as that user, with the same permissions as in the editor.',
    },
    servers: [{ url: options.basePath }],
    security: [{ ApiKeyAuth: [] }],
    tags: [{ name: 'Workflow' }, { name: 'Credential' }, { name: 'Execution' }, { name: 'Document' }],
    paths,
    components: { ...components, schemas: { ...components.schemas, ...executionSchemas, ...schemas } },
  };
}

/** The document as YAML. */
export function toYaml(document: unknown): string {
  return stringify(document, { aliasDuplicateObjects: false });
}
