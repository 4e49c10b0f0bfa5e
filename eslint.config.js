// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Import boundaries (ARCHITECTURE.md): core imports nothing above it; sdk may
 * import core (shared UI libraries such as the code editors live in sdk/editors);
 * plugins import sdk, their own files and other plugins' api.ts;
 * app wires everything. Enforced here so the layering is not a matter of goodwill.
 */
const noUp = (message) => ({ regex: '^(\\.\\./)+(sdk|plugins|app)(/|$)', message });
/** The plugin boundary; `entries` are the files of another plugin that may be imported. */
const pluginImports = (entries) => [
  'error',
  {
    patterns: [
      { regex: '^@(core|app)(/|$)', message: 'plugins import the sdk, not core or app.' },
      { regex: `^@plugins/[^/]+/(?!(?:${entries})$).+`, message: "import another plugin only through its api.ts ('@plugins/<name>/api')." },
      { regex: '^(\\.\\./){2,}', message: 'stay inside your plugin folder; use @sdk or @plugins/<name>/api.' },
    ],
  },
];

/** What every server file may not import. */
const serverPatterns = [
  { regex: '^@plugins(/|$)', message: 'the server does not load browser plugins.' },
  { regex: '^(react|react-dom|pixi\\.js|@pixi/.*|@codemirror/.*)$', message: 'no browser UI in the server.' },
];
/** The server's HTTP/app layer: routes, and the files that build and wire the server. */
const SERVER_APP_LAYER = ['app/server/http/**', 'app/server/app.ts', 'app/server/cli.ts', 'app/server/context.ts'];
/** The domain below the HTTP layer does not import it. */
const domainHttpPattern = {
  regex: '^(\\./|(\\.\\./)+)http(/|$)',
  message: 'the server domain does not import the HTTP layer (app/server/http): throw a DomainError, keep request schemas in http/.',
};
/**
 * A plugin's api.ts is its contract, nothing that runs: interfaces, types, service tokens
 * (`createServiceToken`), and plain ids (modal keys, command ids, view ids, data types).
 * Other plugins reach its views by id through the `views` extension point and its behaviour
 * through services, so importing an api.ts never loads a component or a module's code.
 */
const contractOnly = [
  'error',
  {
    selector: 'ExportAllDeclaration[exportKind!="type"]',
    message: "api.ts is a contract: no 'export *' of a module (use 'export type *', or declare the ids here).",
  },
  {
    selector: 'ExportNamedDeclaration[exportKind!="type"] > ExportSpecifier[exportKind!="type"]',
    message: "api.ts is a contract: re-export types only ('export type { ... }'); declare ids and tokens here.",
  },
  { selector: 'ExportDefaultDeclaration', message: 'api.ts is a contract: no default export.' },
  {
    selector:
      ':matches(FunctionDeclaration, ClassDeclaration, ArrowFunctionExpression, FunctionExpression, ClassExpression, TSEnumDeclaration)',
    message: 'api.ts is a contract: no functions, classes or enums (put code in the plugin and reach it through a service or a view id).',
  },
  {
    selector: 'CallExpression:not([callee.name="createServiceToken"])',
    message: 'api.ts is a contract: the only call allowed is createServiceToken.',
  },
  {
    selector: 'ImportDeclaration[importKind!="type"][specifiers.length>0][source.value=/^\\./]',
    message: "api.ts is a contract: import the plugin's own modules as types only.",
  },
  {
    selector: 'ImportDeclaration[specifiers.length=0]',
    message: 'api.ts is a contract: no side-effect imports (styles belong to the plugin entry).',
  },
];
const outboundMessage = "send outbound HTTP requests through app/server/outbound/http-client.ts ('sendOutbound').";
/** HTTP clients other than the server's one outbound client. */
const outboundClientPaths = [
  ...['node:http', 'node:https', 'http', 'https'].map((name) => ({
    name,
    importNames: ['request', 'get', 'Agent', 'globalAgent'],
    message: outboundMessage,
  })),
  {
    name: 'undici',
    importNames: ['request', 'fetch', 'stream', 'Agent', 'ProxyAgent', 'Pool', 'Client', 'Dispatcher', 'setGlobalDispatcher'],
    message: outboundMessage,
  },
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
    files: [
      'app/web/**/*.{ts,tsx}',
      'plugins/**/*.{ts,tsx}',
      'docs/examples/**/*.{ts,tsx}',
      'sdk/react/**/*.{ts,tsx}',
      'sdk/editors/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@(sdk|plugins|app)(/|$)', message: 'core imports nothing above it (sdk, plugins, app).' },
            noUp('core imports nothing above it.'),
            { regex: '^(react|react-dom|pixi\\.js|@pixi/.*|@codemirror/.*)$', message: 'core has no React, PixiJS or CodeMirror.' },
          ],
        },
      ],
    },
  },
  {
    files: ['sdk/**/*.ts', 'sdk/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@(plugins|app)(/|$)', message: 'sdk may import core only.' },
            { regex: '^(\\.\\./)+(plugins|app)(/|$)', message: 'sdk may import core only.' },
            { regex: '^(pixi\\.js|@pixi/.*)$', message: 'sdk stays renderer-agnostic.' },
          ],
        },
      ],
    },
  },
  {
    files: ['plugins/**/*.ts', 'plugins/**/*.tsx', 'docs/examples/**/*.ts', 'docs/examples/**/*.tsx'],
    rules: { 'no-restricted-imports': pluginImports('api') },
  },
  {
    files: ['plugins/*/api.ts', 'docs/examples/*/api.ts'],
    rules: { 'no-restricted-syntax': contractOnly },
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
    // The server's domain (engine, workflows, credentials, triggers, webhooks, nodes, db ...)
    // sits below its HTTP layer: services throw DomainError and never import http/. Only the
    // app layer (http/, and app.ts, cli.ts, context.ts, which build and wire the server) may.
    files: ['app/server/**/*.ts'],
    ignores: SERVER_APP_LAYER,
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverPatterns, domainHttpPattern], paths: outboundClientPaths }] },
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
    ignores: SERVER_APP_LAYER,
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverPatterns, domainHttpPattern] }] },
  },
  {
    files: ['app/server/http/**/*.test.ts', 'app/server/http/**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] },
  },
);
