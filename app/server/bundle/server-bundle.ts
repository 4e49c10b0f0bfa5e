/**
 * The server as one plain JavaScript file, for `npm start`.
 *
 * Running the TypeScript sources through tsx costs the server process tsx's loader and
 * every transformed module kept in memory: about 190 MB resident after start-up against
 * about 135 MB for the same code bundled (measured in docs/performance.md, server memory).
 * esbuild (already used for the sandbox worker) bundles `app/server/cli.ts` and the sdk it
 * imports; npm packages stay external and load from node_modules as usual.
 *
 * Each source file's `import.meta.url` is replaced by that file's own URL, so the code that
 * finds the project (paths.ts), the sandbox worker and the custom nodes folder resolves
 * the same paths bundled as from source.
 *
 * @module
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { REPO_ROOT } from '../paths';

/** Where `npm start` finds the bundled server. */
export const SERVER_BUNDLE = join(REPO_ROOT, 'node_modules', '.cache', 'switchyard', 'server.mjs');

/** Keeps `import.meta.url` pointing at the source file it was written in. */
export const sourceImportMetaUrl: Plugin = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const loader = /\.[cm]?js$/.test(args.path) ? 'js' : args.path.endsWith('x') ? 'tsx' : 'ts';
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader };
    });
  },
};

/**
 * Bundles `entry` (default: the server's CLI) to `outfile` (default: {@link SERVER_BUNDLE}).
 * The file is written aside and renamed, so a process never starts a half-written bundle
 * even when two builds race.
 */
export async function bundleServer(entry = join(REPO_ROOT, 'app', 'server', 'cli.ts'), outfile = SERVER_BUNDLE): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(REPO_ROOT, 'tsconfig.json'),
    write: false,
    logLevel: 'warning',
    plugins: [sourceImportMetaUrl],
  });
  mkdirSync(dirname(outfile), { recursive: true });
  const partial = `${outfile}.${process.pid}.tmp`;
  writeFileSync(partial, result.outputFiles[0]!.contents);
  renameSync(partial, outfile);
  return outfile;
}
