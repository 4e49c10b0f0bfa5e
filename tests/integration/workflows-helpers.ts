/**
 * Shared pieces of the workflow integration tests: a server with its owner set up and
 * members signed up through real invitations, workflow payloads, and a real HTTP server
 * on 127.0.0.1 to import workflows from.
 */
import { createServer as createHttpServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { Env } from '../../app/server/config';
import type { DialectName } from '../../app/server/db';
import { Browser, GOOD_PASSWORD, startServer } from './accounts-helpers';
import type { ApiUser, CallResult, Data, TestServer } from './accounts-helpers';

/** A signed-in user of a {@link Team}. */
export interface Actor {
  id: string;
  browser: Browser;
}

/** A server with an owner and the named members, all signed in. */
export interface Team {
  server: TestServer;
  owner: Actor;
  members: Record<string, Actor>;
  close(): Promise<void>;
}

/** Starts a server, sets up the owner and signs up `memberNames` by invitation. */
export async function startTeam(dialect: DialectName, memberNames: readonly string[], env: Env = {}): Promise<Team> {
  const server = await startServer(dialect, env);
  const ownerBrowser = new Browser(server.base);
  const setup = await ownerBrowser.post<Data<ApiUser>>('/owner/setup', {
    email: 'owner@example.com',
    firstName: 'Olga',
    lastName: 'Owner',
    password: GOOD_PASSWORD,
  });
  expect(setup.status).toBe(200);
  const owner = { id: setup.body.data.id, browser: ownerBrowser };
  const members: Record<string, Actor> = {};
  for (const name of memberNames) members[name] = await signUpMember(server, owner, name);
  return { server, owner, members, close: () => server.close() };
}

/** Invites `<name>@example.com` as the owner and signs them up; returns the signed-in member. */
export async function signUpMember(server: TestServer, owner: Actor, name: string): Promise<Actor> {
  const invite = await owner.browser.post<Data<{ user: { id: string; inviteAcceptUrl: string } }[]>>('/users', [
    { email: `${name}@example.com` },
  ]);
  expect(invite.status).toBe(200);
  const id = invite.body.data[0]!.user.id;
  const browser = new Browser(server.base);
  const signup = await browser.post(`/users/${id}`, {
    inviterId: owner.id,
    token: new URL(invite.body.data[0]!.user.inviteAcceptUrl).searchParams.get('token'),
    firstName: name,
    lastName: 'Member',
    password: 'Member-Pass1',
  });
  expect(signup.status).toBe(200);
  return { id, browser };
}

/** `PUT /rest<path>` (the accounts Browser has no put helper). */
export function put<T = unknown>(browser: Browser, path: string, body?: unknown): Promise<CallResult<T>> {
  return browser.call<T>('PUT', `/rest${path}`, body === undefined ? {} : { body });
}

/** A workflow as the API returns it (the fields the tests look at). */
export interface ApiWorkflow {
  id: string;
  name: string;
  active: boolean;
  nodes: {
    id?: string;
    name: string;
    type: string;
    typeVersion: number;
    position: [number, number];
    parameters: Record<string, unknown>;
    [key: string]: unknown;
  }[];
  connections: Record<string, unknown>;
  settings: Record<string, unknown>;
  pinData: Record<string, unknown[]>;
  versionId: string;
  meta?: unknown;
  createdAt: string;
  updatedAt: string;
  tags: { id: string; name: string }[];
  ownedBy: { id: string; email?: string; firstName?: string; lastName?: string } | null;
  sharedWith: { id: string; email?: string }[];
  usedCredentials: unknown[];
}

/** A two-node workflow started by hand (Manual Trigger → Set). */
export function manualWorkflow(name = 'Manual flow', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    nodes: [
      {
        id: '0f5532f9-36ba-4bef-86c7-30d607400b15',
        name: 'When clicking "Test workflow"',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: '5ce3c4b4-4a8c-4d8e-9d47-9a3d2c8a2f10',
        name: 'Set',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [220, 0],
        parameters: { assignments: { assignments: [{ id: 'x', name: 'greeting', value: 'hi', type: 'string' }] } },
        notes: 'says hi',
      },
    ],
    connections: {
      'When clicking "Test workflow"': { main: [[{ node: 'Set', type: 'main', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
    ...extra,
  };
}

/** Nodes of a workflow a schedule starts (can be activated). */
export const SCHEDULED_NODES = [
  {
    id: 'c1c7a3b0-8a4e-4b8e-9f43-0a1d2b3c4d5e',
    name: 'Schedule Trigger',
    type: 'n8n-nodes-base.scheduleTrigger',
    typeVersion: 1.2,
    position: [0, 0],
    parameters: { rule: { interval: [{ field: 'hours' }] } },
  },
];

/** Creates a workflow as `actor`; returns it. */
export async function createWorkflow(actor: Actor, body: Record<string, unknown> = manualWorkflow()): Promise<ApiWorkflow> {
  const response = await actor.browser.post<Data<ApiWorkflow>>('/workflows', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** A local HTTP server answering each path with a handler. */
export interface FileServer {
  base: string;
  /** Requests seen, by path. */
  readonly hits: string[];
  close(): Promise<void>;
}

/** Starts a plain HTTP server on 127.0.0.1 with `routes` (path → handler); others are 404. */
export async function startFileServer(
  routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void>,
): Promise<FileServer> {
  const hits: string[] = [];
  const server: Server = createHttpServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    hits.push(path);
    const handler = routes[path];
    if (handler === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A handler that answers JSON. */
export function json(value: unknown): (request: IncomingMessage, response: ServerResponse) => void {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  };
}
