import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A node for {@link openWorkflow}: name, type and grid position. */
export interface SpecNode {
  name: string;
  type?: string;
  at: [number, number];
  parameters?: Record<string, unknown>;
}

let counter = 0;

/**
 * Timeout for waits on what a workflow open or a canvas gesture shows: the page renders with
 * SwiftShader (CPU), so on a loaded machine frames take hundreds of ms and the default 5 s
 * expect timeout flaked (canvas-demo, Shift+S).
 */
export const CANVAS_TIMEOUT = 15_000;

/** A → B → C: Alpha (Manual Trigger) → Bravo → Charlie, 240 apart on one row. */
export const abcChain: SpecNode[] = [
  { name: 'Alpha', type: 'n8n-nodes-base.manualTrigger', at: [0, 0] },
  { name: 'Bravo', at: [240, 0] },
  { name: 'Charlie', at: [480, 0] },
];
/** The connections of {@link abcChain}. */
export const abcLinks: Array<[string, string]> = [
  ['Alpha', 'Bravo'],
  ['Bravo', 'Charlie'],
];

/** Stores a workflow through the REST API (nodes and `[from, to]` or `[from, to, output, input]` links) and opens it. */
export async function openWorkflow(
  page: Page,
  request: APIRequestContext,
  nodes: SpecNode[],
  links: Array<[string, string, number?, number?]>,
): Promise<string> {
  const connections: Record<string, { main: Array<Array<{ node: string; type: 'main'; index: number }>> }> = {};
  for (const [from, to, output = 0, input = 0] of links) {
    const main = (connections[from] ??= { main: [] }).main;
    while (main.length <= output) main.push([]);
    main[output]?.push({ node: to, type: 'main', index: input });
  }
  const data = {
    name: `Canvas spec ${Date.now().toString(36)}-${process.pid}-${++counter}`,
    nodes: nodes.map((n) => ({
      name: n.name,
      type: n.type ?? 'n8n-nodes-base.noOp',
      typeVersion: 1,
      position: n.at,
      parameters: n.parameters ?? {},
    })),
    connections,
  };
  const response = await request.post('/rest/workflows', { data });
  expect(response.ok()).toBe(true);
  const id = ((await response.json()) as { data: { id: string } }).data.id;
  await page.goto(`/workflow/${id}`);
  await expect(nodeList(page).getByRole('option')).toHaveCount(nodes.length, { timeout: 20_000 });
  return id;
}

/** The canvas's accessible node list. */
export function nodeList(page: Page) {
  return page.getByRole('listbox', { name: 'Nodes' });
}

/** A node in the mirror by its name (the accessible name starts with it). */
export function node(page: Page, name: string) {
  return nodeList(page).getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`) });
}

/** A connection in the mirror. */
export function connection(page: Page, from: string, to: string) {
  return page
    .getByRole('list', { name: 'Connections' })
    .getByRole('listitem', { name: new RegExp(`^Connection from ${from}( \\(output \\d\\))? to ${to}\\b`) });
}

/** The node's box on screen. */
export async function boxOf(page: Page, name: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await node(page, name).boundingBox();
  if (!box) throw new Error(`Node ${name} is not on screen`);
  return box;
}

/** Clicks a node's centre with the real pointer. */
export async function clickNode(page: Page, name: string, modifiers: Array<'Shift' | 'Control'> = []): Promise<void> {
  const b = await boxOf(page, name);
  for (const m of modifiers) await page.keyboard.down(m);
  await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
  for (const m of modifiers) await page.keyboard.up(m);
}

/** Drags with the real pointer in small steps. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}

/** Clicks an empty spot of the canvas (gives it keyboard focus and clears the selection). */
export async function clickEmpty(page: Page): Promise<void> {
  const canvas = await page.locator('.sy-canvas__host').boundingBox();
  if (!canvas) throw new Error('No canvas');
  // Top centre: zoom to fit leaves a margin there, and no overlay button sits there.
  await page.mouse.click(canvas.x + canvas.width / 2, canvas.y + 16);
}

/** The zoom level the canvas shows, e.g. '125%'. */
export function zoomLevel(page: Page) {
  return page.getByRole('toolbar', { name: 'Canvas zoom' }).getByLabel('Zoom level');
}

/**
 * A node just added from the node creator opens its details view: checks it is
 * that node's view and goes back to the canvas.
 */
export async function backFromNewNode(page: Page, name: string): Promise<void> {
  const view = page.getByRole('dialog');
  await expect(view.getByRole('button', { name: `Rename node ${name}` })).toBeVisible({ timeout: CANVAS_TIMEOUT });
  await view.getByRole('button', { name: 'Back to canvas' }).click();
  await expect(view).toBeHidden();
}
