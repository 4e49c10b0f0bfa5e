import { expect, test } from '@playwright/test';
import {
  messageText,
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from '../../app/server/nodes/testing/openai-compatible-server';
import { agentWorkflow, slotConnection } from './ai-helpers';
import { nodeList } from './canvas-helpers';

const API_KEY = 'sk-e2e-chat-1';

// A local server speaking OpenAI's chat completions API answers the agent's model calls.
let openai: OpenAiCompatibleServer;
test.beforeAll(async () => {
  openai = await startOpenAiCompatibleServer(
    (request) => {
      const last = request.messages[request.messages.length - 1];
      return { content: `You said: ${messageText(last)} <img src=x onerror=alert(1)>`, usage: { prompt_tokens: 12, completion_tokens: 7 } };
    },
    { apiKey: API_KEY },
  );
});
test.afterAll(() => openai?.close());

test.describe('chatting with an agent workflow', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a message runs the workflow from the Chat Trigger; the answer and the agent steps show', async ({ page, request }) => {
    const credential = await request.post('/rest/credentials', {
      data: { name: `OpenAI e2e ${Date.now()}`, type: 'openAiApi', data: { apiKey: API_KEY, url: openai.baseUrl } },
    });
    expect(credential.ok()).toBe(true);
    const credentialId = ((await credential.json()) as { data: { id: string } }).data.id;
    const data = agentWorkflow();
    // Without the tool: its sub-workflow is not part of this test.
    data.nodes = data.nodes.filter((n) => n.name !== 'Call n8n Workflow Tool');
    delete (data.connections as Record<string, unknown>)['Call n8n Workflow Tool'];
    const model = data.nodes.find((n) => n.name === 'OpenAI Chat Model') as Record<string, unknown>;
    model['typeVersion'] = 1.2;
    model['parameters'] = { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} };
    model['credentials'] = { openAiApi: { id: credentialId, name: 'OpenAI e2e' } };
    const saved = await request.post('/rest/workflows', { data });
    expect(saved.ok()).toBe(true);
    const id = ((await saved.json()) as { data: { id: string } }).data.id;
    await page.goto(`/workflow/${id}`);
    await expect(nodeList(page).getByRole('option')).toHaveCount(4, { timeout: 20_000 });

    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('complementary', { name: 'Chat' });
    const box = chat.getByRole('textbox', { name: 'Message' });
    await box.fill('Hello agent');
    await box.press('Shift+Enter');
    await box.pressSequentially('second line');
    await box.press('Enter');
    const conversation = chat.getByRole('log', { name: 'Conversation' });
    await expect(conversation.getByRole('listitem', { name: 'You' })).toHaveText('Hello agent\nsecond line');
    const answer = conversation.getByRole('listitem', { name: 'Answer' });
    await expect(answer).toContainText('You said:', { timeout: 60_000 });
    // Model output is text: the markup shows as characters, no element is made.
    await expect(answer).toContainText('<img src=x onerror=alert(1)>');
    await expect(answer.locator('img')).toHaveCount(0);
    const steps = chat.getByRole('region', { name: 'Agent steps' });
    const modelCall = steps.getByRole('button', { name: /Model call\s*OpenAI Chat Model/ }).first();
    await expect(modelCall).toBeVisible();
    await expect(modelCall).toContainText('19 tokens');
    await modelCall.click();
    await expect(steps.getByText('Hello agent', { exact: false }).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/ai-editor/chat-panel.png' });

    await chat.getByRole('button', { name: 'New session' }).click();
    await expect(conversation.getByRole('listitem', { name: 'You' })).toHaveCount(0);
  });

  test('the hosted chat page shows the conversation so far when reopened, from the memory on the Chat Trigger', async ({
    page,
    request,
  }) => {
    const credential = await request.post('/rest/credentials', {
      data: { name: `OpenAI e2e hosted ${Date.now()}`, type: 'openAiApi', data: { apiKey: API_KEY, url: openai.baseUrl } },
    });
    const credentialId = ((await credential.json()) as { data: { id: string } }).data.id;
    const data = agentWorkflow();
    data.nodes = data.nodes.filter((n) => n.name !== 'Call n8n Workflow Tool');
    delete (data.connections as Record<string, unknown>)['Call n8n Workflow Tool'];
    const webhookId = `hosted-chat-${Date.now().toString(36)}-${process.pid}`;
    const trigger = data.nodes.find((n) => n.name === 'When chat message received') as Record<string, unknown>;
    trigger['webhookId'] = webhookId;
    trigger['parameters'] = {
      public: true,
      mode: 'hostedChat',
      initialMessages: 'Welcome back',
      options: { loadPreviousSession: 'memory' },
    };
    const model = data.nodes.find((n) => n.name === 'OpenAI Chat Model') as Record<string, unknown>;
    model['typeVersion'] = 1.2;
    model['parameters'] = { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} };
    model['credentials'] = { openAiApi: { id: credentialId, name: 'OpenAI e2e hosted' } };
    const memoryTargets = ['AI Agent', 'When chat message received'].map((node) => ({ node, type: 'ai_memory', index: 0 }));
    (data.connections as Record<string, unknown>)['Window Buffer Memory'] = { ai_memory: [memoryTargets] };
    const saved = (await (await request.post('/rest/workflows', { data })).json()) as { data: { id: string; versionId: string } };
    const activated = await request.patch(`/rest/workflows/${saved.data.id}`, { data: { active: true, versionId: saved.data.versionId } });
    expect(activated.ok()).toBe(true);

    await page.goto(`/webhook/${webhookId}/chat`);
    const messages = page.getByRole('list', { name: 'Messages' });
    await page.getByRole('textbox', { name: 'Message' }).fill('Remember me');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(messages.getByRole('listitem').last()).toContainText('You said: Remember me', { timeout: 60_000 });
    await expect(page).toHaveURL(/#session=/);

    // The same address again: the welcome, then the earlier exchange from the memory.
    await page.reload();
    await expect(messages.getByRole('listitem')).toHaveCount(3);
    await expect(messages.getByRole('listitem').nth(1)).toHaveText('Remember me');
    await expect(messages.getByRole('listitem').nth(2)).toContainText('You said: Remember me <img');
    await page.screenshot({ path: '/tmp/ai-editor/hosted-chat-resumed.png' });

    // In the editor the memory fills both the agent's slot and the trigger's.
    await page.goto(`/workflow/${saved.data.id}`);
    await expect(slotConnection(page, 'Memory', 'Window Buffer Memory', 'When chat message received')).toHaveCount(1, { timeout: 20_000 });
    await expect(slotConnection(page, 'Memory', 'Window Buffer Memory', 'AI Agent')).toHaveCount(1);
    await page.screenshot({ path: '/tmp/ai-editor/chat-trigger-memory.png' });
  });

  test('a Respond to Chat node asks, the workflow waits, and the reply goes on with the same run, in the editor and on the hosted page', async ({
    page,
    request,
  }) => {
    const AI = '@n8n/n8n-nodes-langchain';
    const webhookId = `ask-chat-${Date.now().toString(36)}-${process.pid}`;
    const data = {
      name: `Ask for a size ${webhookId}`,
      nodes: [
        {
          id: 'a1',
          name: 'When chat message received',
          type: `${AI}.chatTrigger`,
          typeVersion: 1.3,
          position: [0, 0],
          webhookId,
          parameters: { public: true, mode: 'hostedChat', options: { responseMode: 'responseNodes' } },
        },
        { id: 'a2', name: 'Ask', type: `${AI}.chat`, typeVersion: 1, position: [240, 0], parameters: { message: 'Which size?' } },
        {
          id: 'a3',
          name: 'Confirm',
          type: `${AI}.chat`,
          typeVersion: 1,
          position: [480, 0],
          parameters: { message: '={{ "You chose " + $json.chatInput }}', waitUserReply: false },
        },
      ],
      connections: {
        'When chat message received': { main: [[{ node: 'Ask', type: 'main', index: 0 }]] },
        Ask: { main: [[{ node: 'Confirm', type: 'main', index: 0 }]] },
      },
      settings: { executionOrder: 'v1' },
    };
    const saved = (await (await request.post('/rest/workflows', { data })).json()) as { data: { id: string; versionId: string } };
    await page.goto(`/workflow/${saved.data.id}`);
    await expect(nodeList(page).getByRole('option')).toHaveCount(3, { timeout: 20_000 });

    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('complementary', { name: 'Chat' });
    const conversation = chat.getByRole('log', { name: 'Conversation' });
    const box = chat.getByRole('textbox', { name: 'Message' });
    await box.fill('I need a shirt');
    await box.press('Enter');
    await expect(conversation.getByRole('listitem', { name: 'Answer' })).toHaveText('Which size?', { timeout: 30_000 });
    await expect(conversation.getByRole('status')).toHaveText('The workflow waits for your reply.');
    await box.fill('large');
    await box.press('Enter');
    await expect(conversation.getByRole('listitem', { name: 'Answer' }).last()).toHaveText('You chose large', { timeout: 30_000 });
    await expect(conversation.getByRole('listitem', { name: 'Answer' })).toHaveCount(2);
    await expect(conversation.getByRole('listitem', { name: 'Error' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/ai-editor/chat-respond-wait.png' });

    const activated = await request.patch(`/rest/workflows/${saved.data.id}`, { data: { active: true, versionId: saved.data.versionId } });
    expect(activated.ok()).toBe(true);
    await page.goto(`/webhook/${webhookId}/chat`);
    const messages = page.getByRole('list', { name: 'Messages' });
    await page.getByRole('textbox', { name: 'Message' }).fill('A hat please');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(messages.getByRole('listitem').last()).toHaveText('Which size?', { timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Message' }).fill('small');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(messages.getByRole('listitem').last()).toHaveText('You chose small', { timeout: 30_000 });
  });
});
