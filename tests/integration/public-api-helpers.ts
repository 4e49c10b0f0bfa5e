/**
 * Shared pieces of the public-API integration tests: a client that calls `/api/v1` with
 * an API key, and a team whose users each made their key through the REST route the
 * editor's API settings page uses.
 */
import { expect } from 'vitest';
import type { Env } from '../../app/server/config';
import type { DialectName } from '../../app/server/db';
import { ExecutionRepository } from '../../app/server/db/repositories/execution-repository';
import type { CallResult, Data } from './accounts-helpers';
import { startTeam } from './workflows-helpers';
import type { Actor, Team } from './workflows-helpers';

/** Calls the public API of a server as the holder of `apiKey` (none: no header). */
export class ApiClient {
  constructor(
    readonly base: string,
    readonly apiKey?: string,
  ) {}

  async call<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<CallResult<T>> {
    const sent: Record<string, string> = { accept: 'application/json', ...headers };
    if (this.apiKey !== undefined) sent['x-n8n-api-key'] = this.apiKey;
    let text: string | undefined;
    if (body !== undefined) {
      text = typeof body === 'string' ? body : JSON.stringify(body);
      sent['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.base}/api/v1${path}`, { method, headers: sent, body: text });
    const raw = await response.text();
    let parsed: unknown = raw;
    if ((response.headers.get('content-type') ?? '').includes('json') && raw !== '') parsed = JSON.parse(raw);
    return { status: response.status, body: parsed as T, headers: response.headers, setCookies: response.headers.getSetCookie() };
  }

  get<T = unknown>(path: string) {
    return this.call<T>('GET', path);
  }
  post<T = unknown>(path: string, body?: unknown) {
    return this.call<T>('POST', path, body);
  }
  put<T = unknown>(path: string, body?: unknown) {
    return this.call<T>('PUT', path, body);
  }
  delete<T = unknown>(path: string) {
    return this.call<T>('DELETE', path);
  }
}

/** Makes `actor`'s API key (`POST /rest/me/api-key`) and returns a client using it. */
export async function apiClientOf(team: Team, actor: Actor): Promise<ApiClient> {
  const made = await actor.browser.post<Data<{ apiKey: string }>>('/me/api-key');
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return new ApiClient(team.server.base, made.body.data.apiKey);
}

/** A team plus an API client per user. */
export interface ApiTeam extends Team {
  ownerApi: ApiClient;
  memberApi: Record<string, ApiClient>;
  /** A client without a key. */
  anonymous: ApiClient;
}

/** {@link startTeam} with an API key for everyone. */
export async function startApiTeam(dialect: DialectName, memberNames: readonly string[], env: Env = {}): Promise<ApiTeam> {
  const team = await startTeam(dialect, memberNames, env);
  const memberApi: Record<string, ApiClient> = {};
  for (const name of memberNames) memberApi[name] = await apiClientOf(team, team.members[name]!);
  return { ...team, ownerApi: await apiClientOf(team, team.owner), memberApi, anonymous: new ApiClient(team.server.base) };
}

/** A workflow as the public API returns it (the fields the tests look at). */
export interface PublicWorkflow {
  id: string;
  name: string;
  active: boolean;
  versionId: string;
  nodes: { name: string; type: string; position: [number, number]; parameters: Record<string, unknown> }[];
  connections: Record<string, unknown>;
  settings: Record<string, unknown>;
  staticData: unknown;
  pinData: Record<string, unknown>;
  tags: { id: string; name: string }[];
  createdAt: string;
  updatedAt: string;
}

/** A page of the workflow list. */
export interface WorkflowPage {
  data: PublicWorkflow[];
  nextCursor: string | null;
}

/** A minimal workflow body the public API takes. */
export function publicWorkflowBody(name: string, nodes: unknown[] = MANUAL_NODES): Record<string, unknown> {
  return { name, nodes, connections: {}, settings: { executionOrder: 'v1' } };
}

/** A Manual Trigger only (cannot be activated). */
export const MANUAL_NODES = [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }];

/** A Schedule Trigger (can be activated). */
export const SCHEDULE_NODES = [
  {
    name: 'Schedule Trigger',
    type: 'n8n-nodes-base.scheduleTrigger',
    typeVersion: 1.2,
    position: [0, 0],
    parameters: { rule: { interval: [{ field: 'hours' }] } },
  },
];

/**
 * Records an execution of `workflowId` (null: an unsaved workflow) straight in the
 * database, as the engine would, finished with `status` unless that is `running`.
 * Returns its id.
 */
export async function recordExecution(team: Team, workflowId: string | null, status: 'success' | 'error' | 'running'): Promise<string> {
  const { database } = team.server.app.switchyard;
  const executions = new ExecutionRepository(database.db, database.dialect);
  const nodes = [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }];
  const id = await executions.create({
    workflowId,
    workflowName: 'Recorded',
    mode: 'manual',
    startedAt: new Date(),
    workflowData: { id: workflowId ?? '', name: 'Recorded', active: false, nodes, connections: {}, settings: {} } as never,
  });
  if (status !== 'running') {
    await executions.finish(id, {
      status,
      finished: status === 'success',
      stoppedAt: new Date(),
      data: {
        resultData: {
          runData: { Start: [{ startTime: Date.now(), executionTime: 1, source: [], data: { main: [[{ json: { ran: id } }]] } }] },
          lastNodeExecuted: 'Start',
          ...(status === 'error' ? { error: { message: 'It broke', name: 'NodeOperationError' } } : {}),
        },
      },
    });
  }
  return id;
}
