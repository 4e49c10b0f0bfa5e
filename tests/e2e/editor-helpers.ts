import { expect as baseExpect, test as baseTest, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The editor specs run a WebGL canvas (software-rendered here) on a machine shared with other
 * suites, so a frame can take a while: assertions wait up to 20 s and a test up to 3 minutes.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });
export const test = baseTest;
test.describe.configure({ timeout: 180_000 });

/** A workflow as the REST API returns it (the fields the editor specs read). */
export interface StoredWorkflow {
  id: string;
  name: string;
  active: boolean;
  versionId: string;
  nodes: Array<{ name: string; type: string; position: [number, number] }>;
  connections: Record<string, { main: Array<Array<{ node: string }>> }>;
}

let counter = 0;
/** A name no other spec uses, so parallel specs never see each other's workflows by name. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}-${process.pid}-${++counter}`;
}

/** Creates a workflow through the API: a Manual Trigger, optionally followed by more nodes. */
export async function createWorkflow(
  request: APIRequestContext,
  name: string,
  extra: Array<{ name: string; type: string; typeVersion?: number; parameters?: Record<string, unknown> }> = [],
): Promise<StoredWorkflow> {
  const trigger = { name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };
  const nodes = [trigger, ...extra.map((n, i) => ({ typeVersion: 1, parameters: {}, ...n, position: [220 * (i + 1), 0] }))];
  const connections: Record<string, unknown> = {};
  nodes.slice(0, -1).forEach((n, i) => (connections[n.name] = { main: [[{ node: nodes[i + 1]!.name, type: 'main', index: 0 }]] }));
  const response = await request.post('/rest/workflows', { data: { name, nodes, connections } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: StoredWorkflow }).data;
}

/** Reads a workflow through the API. */
export async function readWorkflow(request: APIRequestContext, id: string): Promise<StoredWorkflow> {
  const response = await request.get(`/rest/workflows/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: StoredWorkflow }).data;
}

/** The canvas's accessible node list. */
export function canvasNodes(page: Page) {
  return page.getByRole('listbox', { name: 'Nodes' });
}

/** The node creator panel. */
export function nodeCreator(page: Page) {
  return page.getByRole('complementary', { name: 'Node creator' });
}

/** Waits until the editor shows the workflow (its name in the header). */
export async function expectEditorFor(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('button', { name: typeof name === 'string' ? `Workflow name: ${name}. Rename` : name })).toBeVisible();
}

/** Puts keyboard focus on nothing in particular (the canvas keys apply). */
export async function blurAll(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
