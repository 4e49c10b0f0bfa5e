/**
 * A public API route as data: its method and path, the zod schemas of its path
 * parameters, query and body, what the OpenAPI document says about it, and its handler.
 * The same schemas check each request ({@link registerPublicRoutes}) and become the
 * document's parameters and request bodies ({@link openApiOperations}), so the document
 * cannot drift from what the routes accept.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../validation';
import { authenticateApiKey } from './auth';

/** The HTTP methods of the public API. */
export type PublicMethod = 'get' | 'post' | 'put' | 'delete';

/** What a handler gets: the checked input and the request. */
export interface PublicRouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One route of the public API. */
export interface PublicRoute<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> {
  readonly method: PublicMethod;
  /** The path below the API's base, `{name}` for a path parameter (`/workflows/{id}`). */
  readonly path: string;
  readonly operationId: string;
  readonly tag: 'Workflow' | 'Credential' | 'Execution' | 'Document';
  readonly summary: string;
  readonly description?: string;
  /** Path parameters (a zod object). */
  readonly params?: P;
  /** Query parameters (a zod object). */
  readonly query?: Q;
  /** The JSON body, and the name of the document's schema component generated from it. */
  readonly body?: { readonly schema: B; readonly component: string; readonly description?: string };
  /** The documented answers by status (OpenAPI response objects). */
  readonly responses: Readonly<Record<string, unknown>>;
  /** Served without an API key (the document itself). */
  readonly open?: boolean;
  readonly handler: (input: PublicRouteInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<unknown>;
}

/** Declares a route, typing its handler's input from its schemas. */
export function publicRoute<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType>(
  route: PublicRoute<P, Q, B>,
): PublicRoute {
  return route as unknown as PublicRoute;
}

/** Registers `routes` under `base` (`/api/v1`), checking each request's input against the route's schemas. */
export function registerPublicRoutes(app: FastifyInstance, base: string, routes: readonly PublicRoute[]): void {
  for (const route of routes) {
    const url = `${base}${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
    app.route({
      method: route.method.toUpperCase() as 'GET',
      url,
      ...(route.open ? {} : { onRequest: authenticateApiKey }),
      handler: async (request, reply) =>
        route.handler({
          params: route.params ? parseInput(route.params, request.params) : undefined,
          query: route.query ? parseInput(route.query, request.query) : undefined,
          body: route.body ? parseInput(route.body.schema, request.body) : undefined,
          request,
          reply,
        }),
    });
  }
}

/** JSON Schema of what a zod schema accepts, for embedding in the document. */
function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): unknown[] {
  if (schema === undefined) return [];
  const object = jsonSchema(schema) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    ...(where === 'path' || object.required?.includes(name) ? { required: true } : {}),
    ...(typeof property['description'] === 'string' ? { description: property['description'] } : {}),
    schema: property,
  }));
}

/** The document's `paths` and the request-body schemas generated from `routes`. */
export function openApiOperations(routes: readonly PublicRoute[]): {
  paths: Record<string, Record<string, unknown>>;
  schemas: Record<string, unknown>;
} {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {};
  for (const route of routes) {
    const parameterList = [...parameters(route.params, 'path'), ...parameters(route.query, 'query')];
    if (route.body) {
      schemas[route.body.component] = {
        ...jsonSchema(route.body.schema),
        ...(route.body.description ? { description: route.body.description } : {}),
      };
    }
    (paths[route.path] ??= {})[route.method] = {
      operationId: route.operationId,
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(route.open ? { security: [] } : {}),
      ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${route.body.component}` } } },
            },
          }
        : {}),
      responses: route.responses,
    };
  }
  return { paths, schemas };
}
