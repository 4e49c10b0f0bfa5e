import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * One config for the editor build (`vite build` -> dist/web) and for vitest.
 * Aliases mirror tsconfig.json `paths`; the lint rules in eslint.config.js
 * enforce who may import which alias.
 */
export default defineConfig({
  root: here('app/web'),
  publicDir: here('app/web/public'),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@core$/, replacement: here('core/index.ts') },
      { find: /^@core\//, replacement: here('core') + '/' },
      { find: /^@sdk$/, replacement: here('sdk/index.ts') },
      { find: /^@sdk\//, replacement: here('sdk') + '/' },
      { find: /^@plugins\//, replacement: here('plugins') + '/' },
    ],
  },
  build: {
    // SWITCHYARD_WEB_DIST: see app/server/paths.ts.
    outDir: process.env['SWITCHYARD_WEB_DIST'] ?? here('dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1', proxy: { '/rest': 'http://127.0.0.1:5678' } },
  test: {
    root: here('.'),
    include: ['{core,sdk,plugins,app,docs/examples,tests/integration,tests/security,tests/lint}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
    setupFiles: [here('tests/setup/disposable-leaks.ts')],
  },
});
