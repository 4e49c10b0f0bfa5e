import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * E2E runs against the real server (built editor, fresh user folder) in
 * Debian's Chromium. No browser download: executablePath points at the system
 * binary, and the flags keep Chromium off the network this machine lacks.
 *
 * Two servers, two projects, because accounts change what every screen does:
 * - `editor` (every spec but auth-*.spec.ts) runs against a server with the setup screen
 *   off (SWITCHYARD_USER_MANAGEMENT_ENABLED=false), where the default pre-setup user uses
 *   the editor without signing in;
 * - `auth` (auth-*.spec.ts) runs against its own server, with its own port and user
 *   folder and user management on, so setting up the owner there (which makes every
 *   editor route ask for sign-in) never reaches the `editor` specs, whatever the order.
 * The auth specs walk one account history (setup, sign-out, sign-in, invitation), so
 * each auth file is one serial describe.
 * `sharing` (credentials-sharing.spec.ts), `settings` (settings-*.spec.ts: personal,
 * users, API key and usage pages) and `activation` (activation-*.spec.ts: the activation
 * dialog, whose "Don't show again" is a per-user setting the default user of `editor` must
 * not get) each run against their own server with user management on, for the same reason.
 * Those four turn the personalization survey off, so it does not cover their screens;
 * `surveys` (surveys-*.spec.ts) runs against a server with it on, diagnostics on and the
 * product API pointed at a stand-in the spec starts on `productApiPort`.
 * `sso` (sso-*.spec.ts) runs against a server with SAML on (and LDAP and log streaming, whose
 * menu entries members must not see), signing in through the test IdP the spec starts.
 * `queue` (queue-*.spec.ts) runs against a queue-mode main on PostgreSQL and Redis with one
 * worker process (docs/scaling.md).
 */
const port = Number(process.env['E2E_PORT'] ?? 5699);
const authPort = Number(process.env['E2E_AUTH_PORT'] ?? port - 1);
const userFolder = mkdtempSync(join(tmpdir(), 'switchyard-e2e-'));
const authUserFolder = mkdtempSync(join(tmpdir(), 'switchyard-e2e-auth-'));
// credentials-sharing.spec.ts: an owner and a member with the sharing feature on.
const sharingPort = Number(process.env['E2E_SHARING_PORT'] ?? port + 1000);
const sharingUserFolder = mkdtempSync(join(tmpdir(), 'switchyard-e2e-sharing-'));
// settings-*.spec.ts: the settings pages (personal, users, API keys, usage) as an owner and a member.
const settingsPort = Number(process.env['E2E_SETTINGS_PORT'] ?? port + 1001);
const settingsUserFolder = mkdtempSync(join(tmpdir(), 'switchyard-e2e-settings-'));
// activation-*.spec.ts: activating workflows as a signed-in owner, in two browser contexts.
const activationPort = Number(process.env['E2E_ACTIVATION_PORT'] ?? port + 1002);
const activationUserFolder = mkdtempSync(join(tmpdir(), 'switchyard-e2e-activation-'));
// surveys-*.spec.ts: the personalization and activation surveys and the product API's prompts.
const surveysPort = Number(process.env['E2E_SURVEYS_PORT'] ?? port + 1003);
const surveysUserFolder = mkdtempSync(join(tmpdir(), 'switchyard-e2e-surveys-'));
// The product API stand-in the surveys spec starts (tests/fixtures/servers/product-api-server.ts).
const productApiPort = Number(process.env['E2E_PRODUCT_API_PORT'] ?? port + 1004);
// sso-*.spec.ts: SAML sign-in against the test IdP the spec starts; the settings server keeps
// SAML off, so its Users page shows the single sign-on fake door (spec §2).
// (+1005 is the webhook-isolation spec's own server.)
const ssoPort = Number(process.env['E2E_SSO_PORT'] ?? port + 1006);
const ssoUserFolder = mkdtempSync(join(tmpdir(), 'switchyard-e2e-sso-'));
// queue-*.spec.ts: queue mode (docs/scaling.md), a main and a worker on PostgreSQL and Redis.
// The schema and the Redis key prefix follow the port, so two checkouts' runs never share them.
const queuePort = Number(process.env['E2E_QUEUE_PORT'] ?? port + 1007);
const queueUserFolder = mkdtempSync(join(tmpdir(), 'switchyard-e2e-queue-'));
const queueEnv = {
  HOST: '127.0.0.1',
  // The schema outlives a run (it is not dropped): a fixed key lets the next run open it.
  N8N_ENCRYPTION_KEY: 'switchyard-e2e-queue-key',
  SWITCHYARD_USER_FOLDER: queueUserFolder,
  SWITCHYARD_USER_MANAGEMENT_ENABLED: 'false',
  DB_TYPE: 'postgresdb',
  DB_POSTGRESDB_HOST: '127.0.0.1',
  DB_POSTGRESDB_DATABASE: 'test',
  DB_POSTGRESDB_USER: 'postgres',
  DB_POSTGRESDB_SCHEMA: `sy_e2e_queue_${queuePort}`,
  EXECUTIONS_MODE: 'queue',
  QUEUE_BULL_REDIS_HOST: '127.0.0.1',
  QUEUE_BULL_PREFIX: `sy-e2e-queue-${queuePort}`,
};
// What `npm start` runs: the server bundled (app/server/bundle), rebuilt for each run.
const serverCommand = 'node --import tsx app/server/bundle/build.ts && node node_modules/.cache/switchyard/server.mjs start';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env['CI'] ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env['CI'] ? [['list']] : [['list']],
  projects: [
    {
      name: 'editor',
      testIgnore: /(auth-.*|settings-.*|activation-.*|surveys-.*|sso-.*|queue-.*|credentials-sharing)\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    { name: 'auth', testMatch: /auth-.*\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${authPort}` } },
    { name: 'sharing', testMatch: /credentials-sharing\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${sharingPort}` } },
    // One file at a time: the settings specs share one owner account on one server.
    { name: 'settings', testMatch: /settings-.*\.spec\.ts$/, workers: 1, use: { baseURL: `http://127.0.0.1:${settingsPort}` } },
    { name: 'activation', testMatch: /activation-.*\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${activationPort}` } },
    { name: 'surveys', testMatch: /surveys-.*\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${surveysPort}` } },
    // One file at a time: the SSO spec's steps share one owner and the IdP's settings.
    { name: 'sso', testMatch: /sso-.*\.spec\.ts$/, workers: 1, use: { baseURL: `http://127.0.0.1:${ssoPort}` } },
    { name: 'queue', testMatch: /queue-.*\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${queuePort}` } },
  ],
  use: {
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: serverCommand,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Setup screen off: the default user keeps using the editor without signing in.
      // N8N_CUSTOM_EXTENSIONS: the Catalog custom node (resource-locator-search-required.spec.ts).
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // Workflows may call the local servers the specs start (loopback is refused by default).
        SWITCHYARD_SSRF_ALLOWED_HOSTS: '127.0.0.1,::1,localhost',
        SWITCHYARD_USER_FOLDER: userFolder,
        SWITCHYARD_USER_MANAGEMENT_ENABLED: 'false',
        N8N_CUSTOM_EXTENSIONS: join(process.cwd(), 'tests/fixtures/custom-nodes'),
      },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${authPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(authPort),
        HOST: '127.0.0.1',
        // Workflows may call the local servers the specs start (loopback is refused by default).
        SWITCHYARD_SSRF_ALLOWED_HOSTS: '127.0.0.1,::1,localhost',
        SWITCHYARD_USER_FOLDER: authUserFolder,
        SWITCHYARD_USER_MANAGEMENT_ENABLED: 'true',
        N8N_PERSONALIZATION_ENABLED: 'false',
      },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${sharingPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(sharingPort),
        HOST: '127.0.0.1',
        // Workflows may call the local servers the specs start (loopback is refused by default).
        SWITCHYARD_SSRF_ALLOWED_HOSTS: '127.0.0.1,::1,localhost',
        SWITCHYARD_USER_FOLDER: sharingUserFolder,
        SWITCHYARD_USER_MANAGEMENT_ENABLED: 'true',
        N8N_PERSONALIZATION_ENABLED: 'false',
        SWITCHYARD_ENTERPRISE_FEATURES: 'sharing',
      },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${settingsPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(settingsPort),
        HOST: '127.0.0.1',
        // Log-streaming destinations may point at the receivers the specs start.
        SWITCHYARD_SSRF_ALLOWED_HOSTS: '127.0.0.1,::1,localhost',
        SWITCHYARD_USER_FOLDER: settingsUserFolder,
        SWITCHYARD_USER_MANAGEMENT_ENABLED: 'true',
        N8N_PERSONALIZATION_ENABLED: 'false',
        SWITCHYARD_ENTERPRISE_FEATURES: 'sharing,logStreaming,ldap',
      },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${activationPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(activationPort),
        HOST: '127.0.0.1',
        SWITCHYARD_USER_FOLDER: activationUserFolder,
        SWITCHYARD_USER_MANAGEMENT_ENABLED: 'true',
        N8N_PERSONALIZATION_ENABLED: 'false',
        // The Stream Trigger custom node: starts, then reports a lost connection (emitError).
        N8N_CUSTOM_EXTENSIONS: join(process.cwd(), 'tests/fixtures/custom-trigger-nodes'),
      },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${surveysPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(surveysPort),
        HOST: '127.0.0.1',
        SWITCHYARD_USER_FOLDER: surveysUserFolder,
        SWITCHYARD_USER_MANAGEMENT_ENABLED: 'true',
        N8N_DIAGNOSTICS_ENABLED: 'true',
        SWITCHYARD_PRODUCT_API_URL: `http://127.0.0.1:${productApiPort}`,
        N8N_ONBOARDING_CALL_PROMPTS_ENABLED: 'true',
        // Both experiments' variants, pinned (feature-flag experiments are otherwise split by user).
        SWITCHYARD_FEATURE_FLAGS: 'checklist-test=variant,adoption-test=variant',
        N8N_VERSION_NOTIFICATIONS_ENABLED: 'true',
        N8N_VERSION_NOTIFICATIONS_ENDPOINT: `http://127.0.0.1:${productApiPort}/versions/`,
        N8N_VERSION_NOTIFICATIONS_INFO_URL: `http://127.0.0.1:${productApiPort}/how-to-update`,
      },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${ssoPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(ssoPort),
        HOST: '127.0.0.1',
        SWITCHYARD_USER_FOLDER: ssoUserFolder,
        SWITCHYARD_USER_MANAGEMENT_ENABLED: 'true',
        N8N_PERSONALIZATION_ENABLED: 'false',
        SWITCHYARD_ENTERPRISE_FEATURES: 'ldap,logStreaming,saml',
      },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${queuePort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...queueEnv, PORT: String(queuePort) },
    },
    {
      // The worker the queue spec's runs go to; its health port is any free one.
      command: 'node --import tsx app/server/cli.ts worker --concurrency 4',
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...queueEnv, PORT: '0' },
    },
  ],
});
