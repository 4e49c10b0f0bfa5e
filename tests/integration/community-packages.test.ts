/**
 * Community packages installed from the real npm registry into a temporary user folder
 * (docs/community-nodes.md). npm's cache is a fixed folder under the system temp folder,
 * so tarballs are downloaded once per machine and reruns are quick.
 *
 * - a declarative package (@devlikeapro/n8n-nodes-chatwoot) runs its routing against a local
 *   server playing Chatwoot: base URL and token header from the credential, `$parameter` in
 *   the URL;
 * - a programmatic package (n8n-nodes-turndown-html-to-markdown) computes on its own and
 *   requires `n8n-workflow`, which Switchyard serves;
 * - an older installed copy shows the registry's version as an update, and PATCH's update
 *   loads the new one without a restart;
 * - an unknown name, a package without the `n8n` section, and an installed package that
 *   throws while loading each end with a clear message and nothing left behind;
 * - over HTTP: only the owner installs, the node appears in types/nodes.json without a
 *   restart with its icon served from the package, and N8N_COMMUNITY_PACKAGES_ENABLED=false removes the routes.
 */
import type { IncomingMessage } from 'node:http';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialTypeRegistry } from '../../app/server/credentials/types';
import { createCoreNodeTypes } from '../../app/server/nodes';
import { outputJson } from '../../app/server/engine/testing/run-test-workflow';
import { DomainError } from '../../app/server/domain-error';
import type { ApiError, Data } from './accounts-helpers';
import { chain, communityService, NPM_CACHE, startStandIn, useCommunityPackages, type StandIn } from './community-helpers';
import { startTeam, type Team } from './credentials-helpers';

const CHATWOOT = '@devlikeapro/n8n-nodes-chatwoot';
const TURNDOWN = 'n8n-nodes-turndown-html-to-markdown';

describe('community packages (service, real registry)', () => {
  const packages = useCommunityPackages('switchyard-community-');
  const { nodeTypes, credentialTypes } = packages;
  let chatwoot: StandIn;
  const seen: IncomingMessage[] = [];

  beforeAll(async () => {
    chatwoot = await startStandIn((request, response) => {
      seen.push(request);
      response.setHeader('content-type', 'application/json');
      if (request.headers['api-access-token'] !== 'tok-123') {
        response.statusCode = 401;
        response.end(JSON.stringify({ error: 'Invalid access_token' }));
      } else if (request.url === '/api/v1/profile') {
        response.end(JSON.stringify({ id: 7, name: 'Ada Agent', email: 'ada@example.com' }));
      } else if (request.url === '/platform/api/v1/accounts/42') {
        response.end(JSON.stringify({ id: 42, name: 'Acme Support' }));
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: 'not found' }));
      }
    });
  });
  afterAll(() => chatwoot?.close());

  const run = (workflow: ReturnType<typeof chain>) => packages.run(workflow, { cw: { url: chatwoot.url, accessToken: 'tok-123' } });

  it('installs a declarative package and runs its routing against the service', async () => {
    const installed = await packages.service.install(CHATWOOT);
    expect(installed.packageName).toBe(CHATWOOT);
    expect(installed.installedNodes).toEqual([{ name: 'ChatWoot', type: `${CHATWOOT}.chatWoot`, latestVersion: 1 }]);
    expect(credentialTypes.get('chatwootApi')?.displayName).toBeTruthy();

    const node = {
      name: 'ChatWoot',
      type: `${CHATWOOT}.chatWoot`,
      typeVersion: 1,
      credentials: { chatwootApi: { id: 'cw', name: 'Chatwoot' } },
    };
    const profile = await run(chain({ ...node, parameters: { resource: 'Profile', operation: 'Fetch Profile' } }));
    expect(profile.data.resultData.error).toBeUndefined();
    expect(outputJson(profile, 'ChatWoot')).toEqual([{ id: 7, name: 'Ada Agent', email: 'ada@example.com' }]);

    const account = await run(
      chain({ ...node, parameters: { resource: 'Accounts', operation: 'Get Details Of An Account', account_id: 42 } }),
    );
    expect(outputJson(account, 'ChatWoot')).toEqual([{ id: 42, name: 'Acme Support' }]);
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/v1/profile', 'GET /platform/api/v1/accounts/42']);
  });

  it('installs a programmatic package that requires n8n-workflow, runs it, and uninstalls it without a restart', async () => {
    const installed = await packages.service.install(TURNDOWN);
    const type = installed.installedNodes[0]!.type;
    expect(type).toBe(`${TURNDOWN}.mdTurndown`);
    const result = await run(
      chain({
        name: 'Turndown',
        type,
        typeVersion: 1,
        parameters: { operation: 'htmlToMarkdown', input: '<h1>Hello</h1><p>Some <strong>bold</strong> text</p>', outputKey: 'md' },
      }),
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Turndown')).toEqual([{ md: 'Hello\n=====\n\nSome **bold** text' }]);

    const listed = await packages.service.list();
    expect(listed.map((p) => [p.packageName, p.installedNodes.length])).toEqual([
      [CHATWOOT, 1],
      [TURNDOWN, 1],
    ]);

    await packages.service.uninstall(TURNDOWN);
    expect(nodeTypes.has(type)).toBe(false);
    expect(existsSync(join(packages.nodesFolder, 'node_modules', TURNDOWN))).toBe(false);
    expect((await packages.service.list()).map((p) => p.packageName)).toEqual([CHATWOOT]);
  });

  it('shows an update when the installed copy is older than the registry’s, and updates it without a restart', async () => {
    const installed = await packages.service.install('n8n-nodes-datastore');
    const latest = installed.installedVersion;
    // The registry here serves only each package's latest version, so an older installed copy
    // is made on disk: its version rewritten, and npm's cached view of the tree dropped.
    const manifestPath = join(packages.nodesFolder, 'node_modules', 'n8n-nodes-datastore', 'package.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown>;
    await writeFile(manifestPath, JSON.stringify({ ...manifest, version: '0.0.1' }));
    await rm(join(packages.nodesFolder, 'node_modules', '.package-lock.json'));
    packages.service.dispose();
    const restarted = communityService(packages.nodesFolder, { nodeTypes, credentialTypes }, { timeoutMs: 60_000 });
    await restarted.loadInstalled();
    expect((await restarted.list()).find((p) => p.packageName === 'n8n-nodes-datastore')).toMatchObject({
      installedVersion: '0.0.1',
      updateAvailable: latest,
    });
    const updated = await restarted.update('n8n-nodes-datastore');
    expect(updated.installedVersion).toBe(latest);
    expect(updated.updateAvailable).toBeUndefined();
    expect(nodeTypes.has('n8n-nodes-datastore.datastore')).toBe(true);
    await restarted.uninstall('n8n-nodes-datastore');
    expect(nodeTypes.has('n8n-nodes-datastore.datastore')).toBe(false);
    restarted.dispose();
    await packages.service.loadInstalled();
    expect((await packages.service.list()).map((p) => p.packageName)).toEqual([CHATWOOT]);
  });

  it('refuses an unknown package name with npm’s answer in words, installing nothing', async () => {
    const error = await packages.service.install('n8n-nodes-switchyard-no-such-package-4711').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('not-found');
    expect((error as Error).message).toBe(
      'n8n-nodes-switchyard-no-such-package-4711@latest: The package was not found in the npm registry.',
    );
  });

  it('refuses a package without the n8n section before installing it', async () => {
    const error = await packages.service.install('is-number', '7.0.0').catch((e: unknown) => e);
    expect((error as DomainError).code).toBe('invalid');
    expect((error as Error).message).toBe(
      'The package is not a community node package: its package.json has no "n8n" section listing nodes.',
    );
    expect(existsSync(join(packages.nodesFolder, 'node_modules', 'is-number'))).toBe(false);
    const manifest = JSON.parse(await readFile(join(packages.nodesFolder, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual([CHATWOOT]);
  });

  it('reports an installed package that throws while loading, skips it and loads the others at start', async () => {
    const broken = join(packages.nodesFolder, 'node_modules', 'n8n-nodes-broken');
    await mkdir(join(broken, 'dist'), { recursive: true });
    await writeFile(
      join(broken, 'package.json'),
      JSON.stringify({
        name: 'n8n-nodes-broken',
        version: '1.2.3',
        keywords: ['n8n-community-node-package'],
        n8n: { nodes: ['dist/Broken.node.js'] },
      }),
    );
    await writeFile(join(broken, 'dist', 'Broken.node.js'), "require('n8n-workflow'); throw new Error('cannot find the flux capacitor');");
    const manifestPath = join(packages.nodesFolder, 'package.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { dependencies: Record<string, string> };
    await writeFile(manifestPath, JSON.stringify({ ...manifest, dependencies: { ...manifest.dependencies, 'n8n-nodes-broken': '1.2.3' } }));

    // A fresh server start: new registries, the same folder.
    const restartedTypes = createCoreNodeTypes();
    const warnings: string[] = [];
    const restarted = communityService(
      packages.nodesFolder,
      { nodeTypes: restartedTypes, credentialTypes: new CredentialTypeRegistry() },
      { timeoutMs: 60_000, logger: { info: () => undefined, warn: (message) => warnings.push(message) }, updateCheckTtlMs: 0 },
    );
    await restarted.loadInstalled();
    const listed = await restarted.list();
    expect(listed.find((p) => p.packageName === 'n8n-nodes-broken')).toMatchObject({
      installedVersion: '1.2.3',
      installedNodes: [],
      failedLoading: 'dist/Broken.node.js: cannot find the flux capacitor',
    });
    expect(listed.find((p) => p.packageName === CHATWOOT)?.failedLoading).toBeUndefined();
    expect(restartedTypes.has(`${CHATWOOT}.chatWoot`)).toBe(true);
    expect(warnings).toEqual([
      'Community package n8n-nodes-broken failed to load and was skipped: dist/Broken.node.js: cannot find the flux capacitor',
    ]);
    restarted.dispose();
  });
});

describe('community packages over HTTP', () => {
  let team: Team;
  beforeAll(async () => {
    process.env.npm_config_cache = NPM_CACHE;
    team = await startTeam('sqlite', ['mia']);
  });
  afterAll(() => team?.close());

  it('lets only the owner install; the node is served at once, and the list shows it', async () => {
    const member = await team.members['mia']!.browser.post<ApiError>('/community-packages', { name: TURNDOWN });
    expect(member.status).toBe(403);
    const malformed = await team.owner.browser.post<ApiError>('/community-packages', { name: '../../etc' });
    expect(malformed.status).toBe(400);

    const installed = await team.owner.browser.post<Data<{ packageName: string; installedNodes: Array<{ type: string }> }>>(
      '/community-packages',
      {
        name: TURNDOWN,
      },
    );
    expect(installed.status).toBe(200);
    expect(installed.body.data.installedNodes.map((n) => n.type)).toEqual([`${TURNDOWN}.mdTurndown`]);
    const nodes = (await (await fetch(`${team.server.base}/types/nodes.json`)).json()) as Array<{ name: string; iconUrl?: string }>;
    const node = nodes.find((n) => n.name === `${TURNDOWN}.mdTurndown`);
    // Its icon is the PNG the package ships, served from the package.
    expect(node?.iconUrl).toBe(`icons/${TURNDOWN}/dist/nodes/MdTurndown/free-markdown.png`);
    const icon = await fetch(`${team.server.base}/${node!.iconUrl!}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect((await icon.arrayBuffer()).byteLength).toBeGreaterThan(100);
    for (const path of [`${TURNDOWN}/package.json`, `${TURNDOWN}/..%2f..%2fpackage.json`, 'n8n-nodes-not-installed/icon.svg']) {
      expect((await fetch(`${team.server.base}/icons/${path}`)).status).toBe(404);
    }

    const list = await team.members['mia']!.browser.get<Data<Array<{ packageName: string }>>>('/community-packages');
    expect(list.body.data.map((p) => p.packageName)).toEqual([TURNDOWN]);
    const again = await team.owner.browser.post<ApiError>('/community-packages', { name: TURNDOWN });
    expect(again.status).toBe(409);

    expect((await team.members['mia']!.browser.delete<ApiError>(`/community-packages?name=${TURNDOWN}`)).status).toBe(403);
    expect((await team.owner.browser.delete(`/community-packages?name=${TURNDOWN}`)).status).toBe(200);
    const after = (await (await fetch(`${team.server.base}/types/nodes.json`)).json()) as Array<{ name: string }>;
    expect(after.some((n) => n.name === `${TURNDOWN}.mdTurndown`)).toBe(false);
  });

  it('hides the routes when N8N_COMMUNITY_PACKAGES_ENABLED=false', async () => {
    const off = await startTeam('sqlite', [], { N8N_COMMUNITY_PACKAGES_ENABLED: 'false' });
    try {
      expect((await off.owner.browser.get('/community-packages')).status).toBe(404);
      const settings = await off.owner.browser.get<Data<{ communityNodesEnabled: boolean }>>('/settings');
      expect(settings.body.data.communityNodesEnabled).toBe(false);
    } finally {
      await off.close();
    }
  });
});
