import { expect, test } from '@playwright/test';
import { openAgentWorkflow } from './ai-helpers';
import { openNodeOnCanvas } from './ndv-helpers';

test.describe('details views of AI cluster nodes', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a root lists its sub-nodes by slot; a sub-node's view has no run of its own", async ({ page, request }) => {
    await openAgentWorkflow(page, request);
    const ndv = await openNodeOnCanvas(page, 'AI Agent');
    const subNodes = ndv.getByRole('region', { name: 'Sub-nodes' });
    await expect(subNodes).toContainText('Chat Model');
    await expect(subNodes.getByRole('button', { name: 'OpenAI Chat Model' })).toBeVisible();
    await expect(subNodes.getByRole('button', { name: 'Call n8n Workflow Tool' })).toBeVisible();
    await subNodes.getByRole('button', { name: 'Window Buffer Memory' }).click();
    const memory = page.getByRole('dialog');
    await expect(
      memory.getByRole('textbox', { name: 'Node name' }).or(memory.getByRole('button', { name: 'Rename node Window Buffer Memory' })),
    ).toBeVisible();
    const run = memory.getByRole('button', { name: 'Execute step' });
    await expect(run).toBeDisabled();
    await expect(run).toHaveAccessibleDescription('Sub-nodes run when their root node runs');
    await expect(memory.getByText('Sub-nodes run when their root node runs')).toBeVisible();
    await expect(memory.getByText('A sub-node gets its input from its root node when that runs.')).toBeVisible();
    await page.screenshot({ path: '/tmp/ai-editor/ndv-subnode.png' });
  });
});
