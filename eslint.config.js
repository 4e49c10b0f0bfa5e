// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Import boundaries (ARCHITECTURE.md): core imports nothing above it; sdk may
 * import core; plugins import sdk, their own files and other plugins' api.ts;
 * app wires everything. Enforced here so the layering is not a matter of goodwill.
 */
const noUp = (message) => ({ regex: '^(\\.\\./)+(sdk|plugins|app)(/|$)', message });
/** The plugin boundary; `entries` are the files of another plugin that may be imported. */
const pluginImports = (entries) => ['error', {
  patterns: [
    { regex: '^@(core|app)(/|$)', message: 'plugins import the sdk, not core or app.' },
    { regex: `^@plugins/[^/]+/(?!(?:${entries})$).+`, message: "import another plugin only through its api.ts ('@plugins/<name>/api')." },
    { regex: '^(\\.\\./){2,}', message: 'stay inside your plugin folder; use @sdk or @plugins/<name>/api.' },
  ],
}];

/** What the server may not import at all. */
const serverPatterns = [
  { regex: '^@plugins(/|$)', message: 'the server does not load browser plugins.' },
  { regex: '^(react|react-dom|pixi\\.js|@pixi/.*|@codemirror/.*)$', message: 'no browser UI in the server.' },
];
const outboundMessage = "send outbound HTTP requests through app/server/outbound/http-client.ts ('sendOutbound').";
/** HTTP clients other than the server's one outbound client. */
const outboundClientPaths = [
  ...['node:http', 'node:https', 'http', 'https'].map((name) => ({ name, importNames: ['request', 'get', 'Agent', 'globalAgent'], message: outboundMessage })),
  { name: 'undici', importNames: ['request', 'fetch', 'stream', 'Agent', 'ProxyAgent', 'Pool', 'Client', 'Dispatcher', 'setGlobalDispatcher'], message: outboundMessage },
];

export default tseslint.config(
  { ignores: ['dist/**', 'docs/api/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'tests/bench/anchors/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['app/web/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'docs/examples/**/*.{ts,tsx}', 'sdk/react/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^@(sdk|plugins|app)(/|$)', message: 'core imports nothing above it (sdk, plugins, app).' },
          noUp('core imports nothing above it.'),
          { regex: '^(react|react-dom|pixi\\.js|@pixi/.*|@codemirror/.*)$', message: 'core has no React, PixiJS or CodeMirror.' },
        ],
      }],
    },
  },
  {
    files: ['sdk/**/*.ts', 'sdk/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^@(plugins|app)(/|$)', message: 'sdk may import core only.' },
          { regex: '^(\\.\\./)+(plugins|app)(/|$)', message: 'sdk may import core only.' },
          { regex: '^(pixi\\.js|@pixi/.*)$', message: 'sdk stays renderer-agnostic.' },
        ],
      }],
    },
  },
  {
    files: ['plugins/**/*.ts', 'plugins/**/*.tsx', 'docs/examples/**/*.ts', 'docs/examples/**/*.tsx'],
    rules: { 'no-restricted-imports': pluginImports('api') },
  },
  {
    // Tests may also mount through another plugin's test harness (not part of the build).
    files: ['plugins/**/*.test.ts', 'plugins/**/*.test.tsx'],
    rules: { 'no-restricted-imports': pluginImports('api|test-harness') },
  },
  {
    files: ['app/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns, paths: outboundClientPaths }] },
  },
  {
    // Outbound requests go through one client (its protocol list, redirect rule, certificate
    // switch and SSRF policy); servers may still use node:http's types. Tests and their
    // helpers call their own local servers.
    files: ['app/server/**/*.ts'],
    ignores: ['app/server/**/*.test.ts', 'app/server/**/testing/**'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: outboundMessage }] },
  },
  {
    files: ['app/server/outbound/**/*.ts', 'app/server/**/*.test.ts', 'app/server/**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] },
  },
);
