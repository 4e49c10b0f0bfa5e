import { expect, test } from '@playwright/test';
import { slotConnection } from './ai-helpers';
import { node } from './canvas-helpers';
import { openNodeOnCanvas } from './ndv-helpers';

/** n8n's JSON of a "Message a Model" OpenAI node (1.8) with a Calculator tool attached, as exported. */
function openAiWorkflow() {
  const AI = '@n8n/n8n-nodes-langchain';
  return {
    name: `OpenAI app node ${Date.now().toString(36)}-${process.pid}`,
    nodes: [
      { parameters: {}, id: 'a1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] },
      {
        parameters: {
          modelId: { __rl: true, value: 'gpt-4o-mini', mode: 'list', cachedResultName: 'GPT-4O-MINI' },
          messages: { values: [{ content: 'What is 6 times 7?' }] },
          options: { maxTokens: 200 },
        },
        id: 'a2',
        name: 'OpenAI',
        type: `${AI}.openAi`,
        typeVersion: 1.8,
        position: [240, 0],
      },
      { parameters: {}, id: 'a3', name: 'Calculator', type: `${AI}.toolCalculator`, typeVersion: 1, position: [300, 220] },
    ],
    connections: {
      Start: { main: [[{ node: 'OpenAI', type: 'main', index: 0 }]] },
      Calculator: { ai_tool: [[{ node: 'OpenAI', type: 'ai_tool', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
  };
}

test('an imported OpenAI "Message a Model" node shows its Tools slot and its parameters', async ({ page, request }) => {
  test.setTimeout(120_000);
  const created = await request.post('/rest/workflows', { data: openAiWorkflow() });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  await page.goto(`/workflow/${id}`);
  await expect(slotConnection(page, 'Tools', 'Calculator', 'OpenAI').or(slotConnection(page, 'Tool', 'Calculator', 'OpenAI'))).toHaveCount(
    1,
    {
      timeout: 45_000,
    },
  );
  await expect(node(page, 'OpenAI')).toHaveAccessibleName(/Tools slot: Calculator/);

  const ndv = await openNodeOnCanvas(page, 'OpenAI');
  await expect(ndv.getByRole('combobox', { name: 'Resource' })).toContainText('Text');
  await expect(ndv.getByRole('combobox', { name: 'Operation' })).toContainText('Message a Model');
  await expect(ndv.getByText('Messages', { exact: true })).toBeVisible();
  await expect(ndv.getByRole('textbox', { name: 'Prompt' })).toHaveValue('What is 6 times 7?');
  await expect(ndv.getByText('Connect your own custom n8n tools to this node on the canvas')).toBeVisible();
  await page.screenshot({ path: '/tmp/ai-editor/openai-node.png' });
});
