import { expect, test } from '@playwright/test';
import { CANVAS_TIMEOUT, connection, node } from './canvas-helpers';
import { openAgentWorkflow, slotConnection } from './ai-helpers';

test.describe('AI agent workflows on the canvas', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an imported agent workflow shows its sub-nodes attached to the slots', async ({ page, request }) => {
    await openAgentWorkflow(page, request);
    await expect(connection(page, 'When chat message received', 'AI Agent')).toHaveCount(1, { timeout: CANVAS_TIMEOUT });
    // Each sub-node hangs under its slot with a typed connection.
    await expect(
      slotConnection(page, 'Chat Model', 'OpenAI Chat Model', 'AI Agent').or(
        slotConnection(page, 'Model', 'OpenAI Chat Model', 'AI Agent'),
      ),
    ).toHaveCount(1);
    await expect(slotConnection(page, 'Memory', 'Window Buffer Memory', 'AI Agent')).toHaveCount(1);
    await expect(slotConnection(page, 'Tool', 'Call n8n Workflow Tool', 'AI Agent')).toHaveCount(1);
    // The root names its slots and what fills them.
    await expect(node(page, 'AI Agent')).toHaveAccessibleName(/Memory slot: Window Buffer Memory/);
    await expect(node(page, 'AI Agent')).toHaveAccessibleName(/Tool slot: Call n8n Workflow Tool/);
    // Sub-nodes sit below their root and are drawn smaller.
    const agent = await node(page, 'AI Agent').boundingBox();
    const model = await node(page, 'OpenAI Chat Model').boundingBox();
    expect(agent && model && model.y > agent.y + agent.height).toBe(true);
    expect(agent && model && model.width < agent.width).toBe(true);
    await page.screenshot({ path: '/tmp/ai-editor/canvas-agent.png' });
  });
});
