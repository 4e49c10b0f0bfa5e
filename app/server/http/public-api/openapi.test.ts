import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { publicCredentialRoutes } from './credentials';
import { publicExecutionRoutes } from './executions';
import { openApiDocument, openApiDocumentRoutes } from './openapi';
import { publicWorkflowRoutes } from './workflows';

// The route lists only reach the services when a request comes.
const app = { switchyard: { executions: { repository: {} } } } as unknown as FastifyInstance;
const routes = [
  ...publicWorkflowRoutes(app),
  ...publicCredentialRoutes(app),
  ...publicExecutionRoutes(app),
  ...openApiDocumentRoutes(() => ({ json: {}, yaml: '' })),
];
const document = openApiDocument({ basePath: '/api/v1', version: '1.0.0', routes });
type Operation = { operationId: string; parameters?: Array<{ name: string; in: string; schema: unknown }>; requestBody?: unknown };
const operation = (path: string, method: string) => (document.paths[path] as Record<string, Operation> | undefined)?.[method];

describe('the public API document', () => {
  it('lists every route with its operation id', () => {
    for (const route of routes)
      expect(operation(route.path, route.method)?.operationId, `${route.method} ${route.path}`).toBe(route.operationId);
    const documented = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(documented).toHaveLength(routes.length);
  });

  it("describes each route's parameters and body by the schemas the route checks", () => {
    for (const route of routes) {
      const names = (operation(route.path, route.method)?.parameters ?? []).map((p) => `${p.in}:${p.name}`);
      const expected = [
        ...Object.keys((route.params as z.ZodObject | undefined)?.shape ?? {}).map((name) => `path:${name}`),
        ...Object.keys((route.query as z.ZodObject | undefined)?.shape ?? {}).map((name) => `query:${name}`),
      ];
      expect(names, `${route.method} ${route.path}`).toEqual(expected);
      if (route.body) expect(operation(route.path, route.method)?.requestBody).toBeDefined();
    }
    const list = operation('/workflows', 'get')?.parameters?.map((p) => p.name);
    expect(list).toEqual(['active', 'name', 'tags', 'limit', 'cursor']);
    const input = (document.components.schemas as Record<string, unknown>)['WorkflowInput'] as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(input.required.sort()).toEqual(['connections', 'name', 'nodes', 'settings']);
    expect(input.properties['name']).toEqual(expect.objectContaining({ type: 'string', minLength: 1 }));
  });
});
