/**
 * Locations inside the repository the server needs at run time. Resolved from this file,
 * not from the working directory, so `npm start` works from any folder.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Absolute path of the repository root (with a trailing slash removed). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/[\\/]$/, '');

/**
 * Where `vite build` writes the editor; served at `/`. `SWITCHYARD_WEB_DIST` moves it (an
 * absolute path), so parallel e2e runs in one checkout do not overwrite each other's build.
 */
export const DEFAULT_STATIC_DIR = process.env['SWITCHYARD_WEB_DIST'] ?? fileURLToPath(new URL('../../dist/web', import.meta.url));

/** The one vite config, used for the editor build and for vitest. */
export const VITE_CONFIG_FILE = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));

let cachedVersion: string | undefined;

/** The product version from package.json, reported as `versionCli`. */
export function productVersion(): string {
  if (cachedVersion === undefined) {
    const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    cachedVersion = z.object({ version: z.string() }).parse(JSON.parse(text)).version;
  }
  return cachedVersion;
}
