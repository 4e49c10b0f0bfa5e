import { expect, test } from '@playwright/test';
import { rootWidth, SLOT_STUB } from '../../plugins/canvas/model/geometry';
import { boxOf, CANVAS_TIMEOUT, connection, node, nodeList } from './canvas-helpers';
import { nodeCreator } from './editor-helpers';
import { agentWorkflow, openAgentWorkflow, retrievalWorkflow, slotConnection } from './ai-helpers';

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

  test("a retrieval workflow: the vector store's slots follow its mode, the loader's its splitting", async ({ page, request }) => {
    const data = retrievalWorkflow();
    const response = await request.post('/rest/workflows', { data });
    expect(response.ok()).toBe(true);
    const id = ((await response.json()) as { data: { id: string } }).data.id;
    await page.goto(`/workflow/${id}`);
    await expect(nodeList(page).getByRole('option')).toHaveCount(data.nodes.length, { timeout: 20_000 });
    // Inserting: the store takes items, an Embedding and a Document; the loader a Text Splitter.
    await expect(connection(page, 'Facts', 'Insert Facts')).toHaveCount(1, { timeout: CANVAS_TIMEOUT });
    await expect(slotConnection(page, 'Embedding', 'Embeddings OpenAI', 'Insert Facts')).toHaveCount(1);
    await expect(slotConnection(page, 'Document', 'Default Data Loader', 'Insert Facts')).toHaveCount(1);
    await expect(slotConnection(page, 'Text Splitter', 'Recursive Character Text Splitter', 'Default Data Loader')).toHaveCount(1);
    // Retrieving: the same node type is a sub-node of the retriever, which feeds the chain.
    await expect(slotConnection(page, 'Vector Store', 'Read Facts', 'Vector Store Retriever')).toHaveCount(1);
    await expect(slotConnection(page, 'Retriever', 'Vector Store Retriever', 'Question and Answer Chain')).toHaveCount(1);
    await expect(slotConnection(page, 'Embedding', 'Embeddings OpenAI', 'Read Facts')).toHaveCount(1);
    await expect(node(page, 'Question and Answer Chain')).toHaveAccessibleName(/Retriever slot: Vector Store Retriever/);
    await page.screenshot({ path: '/tmp/ai-editor/canvas-retrieval.png' });
  });
});

test.describe('adding sub-nodes from a slot', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a slot's '+' opens the creator with only the sub-nodes that fit, and the pick is connected to it", async ({ page, request }) => {
    const data = agentWorkflow();
    // No memory: the Memory slot is empty and shows its '+'.
    data.nodes = data.nodes.filter((n) => n.name !== 'Window Buffer Memory');
    delete (data.connections as Record<string, unknown>)['Window Buffer Memory'];
    const response = await request.post('/rest/workflows', { data });
    expect(response.ok()).toBe(true);
    const id = ((await response.json()) as { data: { id: string } }).data.id;
    await page.goto(`/workflow/${id}`);
    await expect(nodeList(page).getByRole('option')).toHaveCount(4, { timeout: 20_000 });
    await expect(node(page, 'AI Agent')).toHaveAccessibleName(/Memory slot: empty/);
    // The Memory slot is the middle of three along the bottom edge; its '+' sits under it.
    const box = await boxOf(page, 'AI Agent');
    const zoom = box.width / rootWidth(3);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height + SLOT_STUB * zoom);
    const creator = nodeCreator(page);
    await expect(creator.getByRole('heading', { name: 'Add Memory' })).toBeVisible({ timeout: CANVAS_TIMEOUT });
    const options = creator.getByRole('listbox').getByRole('option');
    await expect(options.filter({ hasText: 'Window Buffer Memory' })).toHaveCount(1);
    await expect(options.filter({ hasText: 'OpenAI Chat Model' })).toHaveCount(0);
    await expect(options.filter({ hasText: 'AI Agent' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/ai-editor/creator-slot.png' });
    await options.filter({ hasText: 'Window Buffer Memory' }).click();
    await page.keyboard.press('Escape');
    await expect(slotConnection(page, 'Memory', 'Window Buffer Memory', 'AI Agent')).toHaveCount(1, { timeout: CANVAS_TIMEOUT });
    const memory = await boxOf(page, 'Window Buffer Memory');
    expect(memory.y).toBeGreaterThan(box.y + box.height);
  });

  test('from the keyboard: the node actions menu adds a sub-node to a slot', async ({ page, request }) => {
    await openAgentWorkflow(page, request);
    const agent = node(page, 'AI Agent');
    await agent.focus();
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Actions for AI Agent' });
    // The Memory slot takes one sub-node and has it; the Tool slot takes more.
    await expect(menu.getByRole('menuitem', { name: 'Add Memory…' })).toHaveAttribute('aria-disabled', 'true');
    await menu.getByRole('menuitem', { name: 'Add Tool…' }).focus();
    await page.keyboard.press('Enter');
    const creator = nodeCreator(page);
    await expect(creator.getByRole('heading', { name: 'Add Tool' })).toBeVisible({ timeout: CANVAS_TIMEOUT });
    await page.keyboard.type('Calculator');
    await expect(creator.getByRole('listbox').getByRole('option').first()).toContainText('Calculator');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(slotConnection(page, 'Tool', 'Calculator', 'AI Agent')).toHaveCount(1, { timeout: CANVAS_TIMEOUT });
    await expect(agent).toHaveAccessibleName(/Tool slot: Call n8n Workflow Tool, Calculator/);
  });

  test('the creator lists the AI category with its root nodes and sub-node groups', async ({ page, request }) => {
    await openAgentWorkflow(page, request);
    await page.getByRole('button', { name: 'Open node creator' }).click();
    const creator = nodeCreator(page);
    await creator.getByRole('tab', { name: 'All' }).click();
    await creator.getByRole('option', { name: 'AI' }).click();
    await expect(creator.getByRole('option', { name: 'Agents' })).toBeVisible();
    await expect(creator.getByRole('option', { name: 'Language Models' })).toBeVisible();
    await expect(creator.getByRole('option', { name: 'Memory' })).toBeVisible();
    await page.screenshot({ path: '/tmp/ai-editor/creator-ai.png' });
  });
});
