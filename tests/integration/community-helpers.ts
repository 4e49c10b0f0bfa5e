/**
 * Shared set-up of the community package tests (docs/community-nodes.md): npm's cache, a
 * temporary user folder with a packages service over fresh registries, a local stand-in
 * server for the services the packages call, and workflows that run the installed nodes.
 */
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { IConnections, INode, IPinData } from '@sdk/workflow';
import { CommunityPackagesService, installN8nWorkflowAlias, type CommunityPackagesOptions } from '../../app/server/community-packages';
import { CredentialTypeRegistry } from '../../app/server/credentials/types';
import { createCoreNodeTypes } from '../../app/server/nodes';
import { runTestWorkflow, type TestWorkflow } from '../../app/server/engine/testing/run-test-workflow';

/** npm's cache, a fixed folder so tarballs are downloaded once per machine and reruns are quick. */
export const NPM_CACHE = join(tmpdir(), 'switchyard-community-npm-cache');

/** A logger that keeps the test output clean. */
export const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

/** A packages service on `nodesFolder` with npm on the shared cache (a restart makes a second one). */
export function communityService(
  nodesFolder: string,
  registries: CommunityPackagesOptions['registries'],
  options: { timeoutMs?: number } & Partial<Pick<CommunityPackagesOptions, 'logger' | 'updateCheckTtlMs'>> = {},
): CommunityPackagesService {
  const { timeoutMs = 180_000, logger = quiet, ...rest } = options;
  return new CommunityPackagesService({
    nodesFolder,
    npm: { command: 'npm', cacheDir: NPM_CACHE, timeoutMs },
    registries,
    logger,
    ...rest,
  });
}

/** The user folder, registries and service {@link useCommunityPackages} sets up. */
export interface CommunityPackages {
  /** The temporary user folder. */
  readonly folder: string;
  /** `<folder>/nodes`, where packages are installed. */
  readonly nodesFolder: string;
  readonly nodeTypes: ReturnType<typeof createCoreNodeTypes>;
  readonly credentialTypes: CredentialTypeRegistry;
  readonly service: CommunityPackagesService;
  /** Runs `workflow` with the installed nodes, the credentials by id and the pinned data. */
  run(
    workflow: TestWorkflow,
    credentials?: Record<string, Record<string, unknown>>,
    pinData?: IPinData,
  ): ReturnType<typeof runTestWorkflow>;
}

/**
 * Before the describe's tests: a temporary user folder (named after `prefix`) with a packages
 * service over fresh core registries and `packages` installed from the registry; after them,
 * the service disposed and the folder removed.
 */
export function useCommunityPackages(prefix: string, packages: readonly string[] = []): CommunityPackages {
  const nodeTypes = createCoreNodeTypes();
  const credentialTypes = new CredentialTypeRegistry();
  let folder: string | undefined;
  let service: CommunityPackagesService | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The community packages are set up in beforeAll');
    return value;
  };

  beforeAll(async () => {
    installN8nWorkflowAlias(quiet);
    folder = await mkdtemp(join(tmpdir(), prefix));
    service = communityService(join(folder, 'nodes'), { nodeTypes, credentialTypes });
    for (const name of packages) await service.install(name);
  }, 240_000);
  afterAll(async () => {
    service?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  return {
    get folder() {
      return ready(folder);
    },
    get nodesFolder() {
      return join(ready(folder), 'nodes');
    },
    nodeTypes,
    credentialTypes,
    get service() {
      return ready(service);
    },
    run: (workflow, credentials = {}, pinData) =>
      runTestWorkflow(workflow, {
        ...(pinData ? { pinData } : {}),
        services: {
          userFolder: ready(folder),
          nodeTypes,
          credentialType: (name) => credentialTypes.get(name),
          loadCredential: async (id) => credentials[id] as never,
        },
      }),
  };
}

/** A node of {@link chain}: id, position and (default 1) version are filled in. */
export type ChainNode = Omit<INode, 'id' | 'position' | 'typeVersion'> & { typeVersion?: number };

/** A manual trigger followed by `nodes` in a chain. */
export function chain(...nodes: ChainNode[]): { nodes: INode[]; connections: IConnections } {
  const all: INode[] = [
    { id: 't', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    ...nodes.map((node, index) => ({ typeVersion: 1, ...node, id: `n${index}`, position: [200 * (index + 1), 0] as [number, number] })),
  ];
  const connections: IConnections = {};
  for (let i = 0; i < all.length - 1; i++) connections[all[i]!.name] = { main: [[{ node: all[i + 1]!.name, type: 'main', index: 0 }]] };
  return { nodes: all, connections };
}

/** A local server playing a service the packages call. */
export interface StandIn {
  readonly server: Server;
  readonly port: number;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  close(): Promise<void>;
}

/** Starts a stand-in on a free local port. */
export async function startStandIn(listener: RequestListener): Promise<StandIn> {
  const server = createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, port, url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
