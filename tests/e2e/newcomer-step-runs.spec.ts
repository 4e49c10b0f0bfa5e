import { expect, test, type APIRequestContext } from '@playwright/test';
import { openNodeOnCanvas } from './ndv-helpers';

/** Manual (two pinned people) → Greet (Set) → Pass (No Op), as a newcomer builds it. */
async function createChain(request: APIRequestContext): Promise<string> {
  const nodes = [
    { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [200, 300], parameters: {} },
    {
      id: 'g',
      name: 'Greet',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [440, 300],
      parameters: {
        mode: 'manual',
        includeOtherFields: false,
        assignments: { assignments: [{ id: 'a1', name: 'greeting', value: '=Hello {{ $json.name }}!', type: 'string' }] },
      },
    },
    { id: 'p', name: 'Pass', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [680, 300], parameters: {} },
  ];
  const connections = {
    Manual: { main: [[{ node: 'Greet', type: 'main', index: 0 }]] },
    Greet: { main: [[{ node: 'Pass', type: 'main', index: 0 }]] },
  };
  const pinData = { Manual: [{ json: { name: 'Ada' } }, { json: { name: 'Alan' } }] };
  const response = await request.post('/rest/workflows', { data: { name: `Step runs ${Date.now()}`, nodes, connections, pinData } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Manual (two pinned people) → Stamp (Set: which execution made the item) → Pass (No Op). */
async function createStampChain(request: APIRequestContext): Promise<string> {
  const nodes = [
    { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [200, 300], parameters: {} },
    {
      id: 's',
      name: 'Stamp',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [440, 300],
      parameters: {
        mode: 'manual',
        includeOtherFields: false,
        assignments: { assignments: [{ id: 'a1', name: 'stamp', value: '=run {{ $execution.id }}', type: 'string' }] },
      },
    },
    { id: 'p', name: 'Pass', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [680, 300], parameters: {} },
  ];
  const connections = {
    Manual: { main: [[{ node: 'Stamp', type: 'main', index: 0 }]] },
    Stamp: { main: [[{ node: 'Pass', type: 'main', index: 0 }]] },
  };
  const pinData = { Manual: [{ json: { name: 'Ada' } }, { json: { name: 'Alan' } }] };
  const response = await request.post('/rest/workflows', { data: { name: `Partial steps ${Date.now()}`, nodes, connections, pinData } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test.describe('a newcomer executes one step at a time', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the step’s result stays: tick and item count on the canvas, input of the next node, output on reopening', async ({ page }) => {
    const id = await createChain(page.request);
    await page.goto(`/workflow/${id}`);
    const nodes = page.getByRole('listbox', { name: 'Nodes' });

    let view = await openNodeOnCanvas(page, 'Greet');
    await view.getByRole('button', { name: 'Execute step' }).click();
    const output = view.getByRole('region', { name: 'Output' });
    await expect(output.getByText('2 items', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(output.getByText('Hello Ada!')).toBeVisible();
    await view.getByRole('button', { name: 'Back to canvas' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // the canvas shows what ran
    await expect(nodes.getByRole('option', { name: /^Greet, .* node, success, 2 items$/ })).toHaveCount(1);
    await expect(nodes.getByRole('option', { name: /^Manual, .* node, success, 2 items/ })).toHaveCount(1);
    await expect(page.getByText('Step executed successfully')).toBeVisible();

    // the next node sees the step's output as its input
    view = await openNodeOnCanvas(page, 'Pass');
    const input = view.getByRole('region', { name: 'Input' });
    await expect(input.getByText('No input data yet')).toHaveCount(0);
    await expect(input.getByText('2 items from Greet')).toBeVisible();
    await view.getByRole('button', { name: 'Back to canvas' }).click();

    // reopening the node shows its output again
    view = await openNodeOnCanvas(page, 'Greet');
    await expect(view.getByRole('region', { name: 'Output' }).getByText('Hello Alan!')).toBeVisible();

    // a later step run of the next node keeps Greet's data and adds its own
    await view.getByRole('button', { name: 'Back to canvas' }).click();
    view = await openNodeOnCanvas(page, 'Pass');
    await view.getByRole('button', { name: 'Execute step' }).click();
    await expect(view.getByRole('region', { name: 'Output' }).getByText('2 items', { exact: true })).toBeVisible({ timeout: 30_000 });
    await view.getByRole('button', { name: 'Back to canvas' }).click();
    await expect(nodes.getByRole('option', { name: /^Pass, .* node, success, 2 items$/ })).toHaveCount(1);
    await expect(nodes.getByRole('option', { name: /^Greet, .* node, success, 2 items$/ })).toHaveCount(1);
    await page.screenshot({ path: '/tmp/step-runs-canvas.png' });

    // changing Greet's field keeps its output, marked as out of date, until the step runs again
    view = await openNodeOnCanvas(page, 'Greet');
    const fieldName = view.getByRole('textbox', { name: 'Field name 1' });
    await fieldName.fill('salutation');
    const greetOutput = view.getByRole('region', { name: 'Output' });
    await expect(greetOutput.getByText('Hello Ada!')).toBeVisible();
    await expect(greetOutput.getByRole('status')).toHaveText(/parameters changed since this output was produced/);
    await view.getByRole('button', { name: 'Execute step' }).click();
    await expect(greetOutput.getByText('salutation').first()).toBeVisible({ timeout: 30_000 });
    await expect(greetOutput.getByRole('status')).toHaveCount(0);
    await view.getByRole('button', { name: 'Back to canvas' }).click();

    // a deleted node takes its results with it
    await nodes.getByRole('option', { name: /^Pass,/ }).click({ force: true });
    await page.keyboard.press('Delete');
    await expect(nodes.getByRole('option', { name: /^Pass,/ })).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(nodes.getByRole('option', { name: /^Pass, .* node$/ })).toHaveCount(1);
  });

  test('a step whose inputs are current runs only that node; after an upstream change it runs from the trigger', async ({ page }) => {
    const id = await createStampChain(page.request);
    await page.goto(`/workflow/${id}`);
    const nodes = page.getByRole('listbox', { name: 'Nodes' });
    await expect(nodes.getByRole('option', { name: /^Pass,/ })).toBeVisible({ timeout: 45_000 });

    await page.getByRole('button', { name: 'Execute workflow' }).click();
    await expect(nodes.getByRole('option', { name: /^Pass, .* node, success, 2 items$/ })).toHaveCount(1, { timeout: 30_000 });
    let view = await openNodeOnCanvas(page, 'Stamp');
    const firstStamp =
      (await view
        .getByRole('region', { name: 'Output' })
        .getByText(/^run \d+$/)
        .first()
        .textContent()) ?? '';
    expect(firstStamp).toMatch(/^run \d+$/);
    await view.getByRole('button', { name: 'Back to canvas' }).click();

    // nothing upstream changed: only Pass runs, fed Stamp's output of the whole run
    view = await openNodeOnCanvas(page, 'Pass');
    await view.getByRole('button', { name: 'Execute step' }).click();
    await expect(page.getByText('Step executed successfully')).toBeVisible({ timeout: 30_000 });
    const passOutput = view.getByRole('region', { name: 'Output' });
    await expect(passOutput.getByText('2 items', { exact: true })).toBeVisible();
    await expect(passOutput.getByText(firstStamp, { exact: true }).first()).toBeVisible();
    await view.getByRole('button', { name: 'Back to canvas' }).click();
    view = await openNodeOnCanvas(page, 'Stamp');
    await expect(view.getByRole('region', { name: 'Output' }).getByText(firstStamp, { exact: true }).first()).toBeVisible();

    // an upstream change: the canvas marks Stamp's result out of date, Pass keeps its data
    await view.getByRole('textbox', { name: 'Field name 1' }).fill('runStamp');
    await view.getByRole('button', { name: 'Back to canvas' }).click();
    await expect(nodes.getByRole('option', { name: /^Stamp, .* node, success, 2 items, parameters changed since it ran$/ })).toHaveCount(1);
    await expect(nodes.getByRole('option', { name: /^Pass, .* node, success, 2 items$/ })).toHaveCount(1);
    await page.screenshot({ path: '/work/notes/shots/wt-29c/stale-node-canvas.png' });

    // the step now runs from the trigger: Stamp runs again in a new execution
    view = await openNodeOnCanvas(page, 'Pass');
    await view.getByRole('button', { name: 'Execute step' }).click();
    const rerun = view.getByRole('region', { name: 'Output' });
    await expect(rerun.getByText('runStamp').first()).toBeVisible({ timeout: 30_000 });
    const secondStamp =
      (await rerun
        .getByText(/^run \d+$/)
        .first()
        .textContent()) ?? '';
    expect(secondStamp).toMatch(/^run \d+$/);
    expect(secondStamp).not.toBe(firstStamp);
    await view.getByRole('button', { name: 'Back to canvas' }).click();
    await expect(nodes.getByRole('option', { name: /^Stamp, .* node, success, 2 items$/ })).toHaveCount(1);
  });
});
