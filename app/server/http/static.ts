/**
 * Serves the built editor (`dist/web`) at `/`. The editor routes in the browser, so any
 * page URL (`/workflow/123`) must answer index.html; API paths and missing assets must
 * not, or a typo in a REST path or a stale asset URL would come back as HTML with 200.
 */
import { access } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, NotFoundFallback } from './errors';

/** Hashed file names never change content: cache for a year. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html names the current asset hashes: always revalidate. */
export const INDEX_CACHE_CONTROL = 'no-cache';
/** Unhashed files (favicon, robots.txt) may change with a release: cache briefly. */
export const OTHER_CACHE_CONTROL = 'public, max-age=3600';

/** Folder of hashed build output inside the static dir (vite's `build.assetsDir`). */
const ASSETS_DIR = 'assets';
const INDEX_FILE = 'index.html';

/** Options of the editor's static serving. */
export interface StaticOptions {
  /** Folder holding index.html and assets/. */
  staticDir: string;
  /** First path segments that never fall back to index.html (rest, webhook, api ...). */
  reservedSegments: readonly string[];
}

function firstSegment(path: string): string {
  return path.split('/')[1] ?? '';
}

/**
 * Whether the client wants a page rather than a file: browsers navigating send
 * `text/html`; for a generic `*\/*` only extension-less paths count, so `/missing.js` stays 404.
 */
function wantsPage(request: FastifyRequest, path: string): boolean {
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  const last = path.split('/').pop() ?? '';
  return accept.includes('*/*') && !last.includes('.');
}

async function fileExists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Registers static serving and returns the SPA fallback for the not-found handler.
 */
export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<NotFoundFallback> {
  const { staticDir } = options;
  const indexPath = join(staticDir, INDEX_FILE);
  const assetsPrefix = join(staticDir, ASSETS_DIR) + sep;
  const reserved = new Set([...options.reservedSegments, ASSETS_DIR]);

  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    // Our own Cache-Control per file kind, set below; send's default would override it.
    cacheControl: false,
    dotfiles: 'ignore',
    // The editor may be built after start-up (cli --build), so a missing folder is not fatal
    // (the plugin only logs a warning, below the server's default log level).
    setHeaders(response, filePath) {
      const value =
        filePath === indexPath ? INDEX_CACHE_CONTROL : filePath.startsWith(assetsPrefix) ? ASSET_CACHE_CONTROL : OTHER_CACHE_CONTROL;
      response.setHeader('cache-control', value);
    },
  });

  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '/';
    if (reserved.has(firstSegment(path)) || !wantsPage(request, path)) return false;
    // Checked per request: without it sendFile would call the not-found handler again.
    if (!(await fileExists(indexPath))) {
      const body: ErrorBody = {
        code: 404,
        message: 'The editor has not been built.',
        hint: 'Run "npm run build", or start with "npm start -- --build".',
      };
      void reply.code(404).send(body);
      return true;
    }
    // The reply may carry 404 from a static miss that was handed to the not-found handler.
    void reply.code(200).sendFile(INDEX_FILE);
    return true;
  };
}
