import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A stored workflow as the specs use it. */
export interface SavedWorkflow {
  id: string;
  name: string;
  versionId: string;
  nodes: Array<Record<string, unknown>>;
  connections: Record<string, unknown>;
  settings?: Record<string, unknown>;
}

type NodeSpec = { name: string; type: string; typeVersion?: number; parameters?: Record<string, unknown> };

/** Nodes in a row after a Manual Trigger named 'Start', connected in order. */
function chain(extra: readonly NodeSpec[]) {
  const nodes = [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, parameters: {} }, ...extra].map((n, i) => ({
    typeVersion: 1,
    parameters: {},
    ...n,
    id: `n${i}`,
    position: [240 * i, 0],
  }));
  const connections: Record<string, unknown> = {};
  nodes.slice(0, -1).forEach((n, i) => (connections[n.name] = { main: [[{ node: nodes[i + 1]!.name, type: 'main', index: 0 }]] }));
  return { nodes, connections };
}

/** Creates a workflow whose manual runs are saved (they are not by default), through the API. */
export async function createSavingWorkflow(request: APIRequestContext, name: string, extra: readonly NodeSpec[]): Promise<SavedWorkflow> {
  const response = await request.post('/rest/workflows', { data: { name, ...chain(extra), settings: { saveManualExecutions: true } } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: SavedWorkflow }).data;
}

/** Replaces the workflow's nodes (same names, so a retry finds the failed node). */
export async function updateNodes(request: APIRequestContext, workflow: SavedWorkflow, extra: readonly NodeSpec[]): Promise<void> {
  const response = await request.patch(`/rest/workflows/${workflow.id}`, { data: { versionId: workflow.versionId, ...chain(extra) } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Runs the saved workflow as the editor's 'Execute workflow' does and waits for a status (by default: ended); returns the execution id. */
export async function runWorkflow(
  request: APIRequestContext,
  workflow: SavedWorkflow,
  until: RegExp = /^(success|error)$/,
): Promise<string> {
  const response = await request.post('/rest/workflows/run', {
    data: {
      workflowData: {
        id: workflow.id,
        name: workflow.name,
        nodes: workflow.nodes,
        connections: workflow.connections,
        settings: workflow.settings ?? { saveManualExecutions: true },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const id = ((await response.json()) as { data: { executionId: string } }).data.executionId;
  await expect
    .poll(async () => ((await (await request.get(`/rest/executions/${id}`)).json()) as { data?: { status?: string } }).data?.status, {
      timeout: 20_000,
    })
    .toMatch(until);
  return id;
}

/** A Set node that outputs `{greeting}`. */
export function greetNode(name = 'Greet'): NodeSpec {
  return {
    name,
    type: 'n8n-nodes-base.set',
    typeVersion: 3.4,
    parameters: { assignments: { assignments: [{ id: 'a1', name: 'greeting', value: 'hello', type: 'string' }] } },
  };
}

/** The executions table of the landing page. */
export function executionsTable(page: Page) {
  return page.getByRole('table', { name: 'Executions' });
}
