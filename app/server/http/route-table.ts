/**
 * Every route the server registers, as `{method, url}`, so tests can cover new routes
 * without a list to keep up to date (the fuzz test sends malformed input to each, the
 * OpenAPI test compares the public API's routes with its document). Collected by an
 * onRoute hook installed before any route; HEAD routes are left out (they answer like GET).
 */
import type { FastifyInstance } from 'fastify';

/** One registered route. */
export interface RouteEntry {
  method: string;
  /** The path as registered, with `:param` placeholders. */
  url: string;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Starts recording `app`'s routes; call before registering any. */
export function trackRoutes(app: FastifyInstance): void {
  const entries: RouteEntry[] = [];
  tables.set(app, entries);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD answers like its GET twin; the GET entry covers it.
      if (method === 'HEAD') continue;
      entries.push({ method, url: route.url });
    }
  });
}

/** The routes `app` registered (empty when {@link trackRoutes} was not called). */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
