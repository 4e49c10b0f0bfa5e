/**
 * A regular node as an agent's tool: an AI Agent calls an HTTP Request Tool whose URL and
 * query hold `$fromAI` placeholders; the request goes out with the model's values and the
 * response comes back to the model as the tool's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections } from '@sdk/workflow';
import { node } from '../../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../../engine/testing/run-test-workflow';
import { sendJson, startLocalServer, type LocalServer } from '../../http-request/testing/local-server';
import {
  startOpenAiCompatibleServer,
  toolResults,
  type ChatScript,
  type OpenAiCompatibleServer,
} from '../../testing/openai-compatible-server';

const AI = '@n8n/n8n-nodes-langchain';
let script: ChatScript = () => ({ content: '' });
let openAi: OpenAiCompatibleServer;
let weather: LocalServer;
beforeAll(async () => {
  openAi = await startOpenAiCompatibleServer((request) => script(request));
  weather = await startLocalServer((request, response) =>
    sendJson(response, 200, { city: request.query.get('city'), days: Number(request.query.get('days')), forecast: 'sunny' }),
  );
});
afterAll(async () => {
  await openAi.close();
  await weather.close();
});

function agentWithHttpTool(queryValue: string) {
  const nodes = [
    node('Chat', `${AI}.chatTrigger`, {}, { typeVersion: 1.1, webhookId: 'chat-tool' }),
    node('Agent', `${AI}.agent`, { promptType: 'auto', options: {} }, { typeVersion: 1.7 }),
    node('Model', `${AI}.lmChatOpenAi`, { model: 'gpt-4o-mini', options: {} }, { credentials: { openAiApi: { id: 'c', name: 'c' } } }),
    node(
      'Get weather',
      'n8n-nodes-base.httpRequestTool',
      {
        descriptionType: 'manual',
        toolDescription: 'Gets the weather forecast for a city',
        url: `${weather.url}/forecast`,
        sendQuery: true,
        queryParameters: {
          parameters: [
            { name: 'city', value: "={{ $fromAI('city', 'The city', 'string') }}" },
            { name: 'days', value: queryValue },
          ],
        },
        options: {},
      },
      { typeVersion: 4.2 },
    ),
  ];
  const connections: IConnections = {
    Chat: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
    Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
    'Get weather': { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
  };
  return runTestWorkflow(
    { nodes, connections },
    {
      pinData: { Chat: [{ json: { sessionId: 's', action: 'sendMessage', chatInput: 'Weather in Oslo?' } }] },
      services: { loadCredential: async () => ({ apiKey: 'sk-test', url: openAi.baseUrl }) },
    },
  );
}

describe('a node as a tool (HTTP Request Tool)', () => {
  it('offers the $fromAI keys as the tool schema and sends the model’s values', async () => {
    const before = openAi.chatRequests.length;
    script = (request) => {
      const results = toolResults(request);
      if (results.length === 0) return { toolCalls: [{ name: 'Get_weather', arguments: { city: 'Oslo', days: 2 } }] };
      return { content: `Tool said: ${results[0]}` };
    };
    const result = await agentWithHttpTool("={{ $fromAI('days', 'How many days', 'number', 1) }}");
    expect(result.status).toBe('success');
    const first = openAi.chatRequests[before]!;
    expect(first.tools?.[0]?.function).toMatchObject({
      name: 'Get_weather',
      description: 'Gets the weather forecast for a city',
      parameters: {
        type: 'object',
        properties: { city: { type: 'string', description: 'The city' }, days: { type: 'number', description: 'How many days' } },
        required: ['city'],
      },
    });
    expect(weather.requests.at(-1)?.url).toBe('/forecast?city=Oslo&days=2');
    const [answer] = outputJson(result, 'Agent') as Array<{ output: string }>;
    expect(JSON.parse(answer!.output.replace('Tool said: ', ''))).toEqual([{ city: 'Oslo', days: 2, forecast: 'sunny' }]);
    // The tool's call is a run of the tool node in the run data.
    expect(result.data.resultData.runData['Get weather']?.[0]?.inputOverride?.['ai_tool']?.[0]?.[0]?.json).toEqual({
      city: 'Oslo',
      days: 2,
    });
  });

  it('uses the default when the model leaves an optional value out, and tells the model when it leaves out a required one', async () => {
    script = (request) => {
      const results = toolResults(request);
      if (results.length === 0) return { toolCalls: [{ name: 'Get_weather', arguments: { city: 'Rome' } }] };
      return { content: results[0] ?? '' };
    };
    await agentWithHttpTool("={{ $fromAI('days', 'How many days', 'number', 3) }}");
    expect(weather.requests.at(-1)?.url).toBe('/forecast?city=Rome&days=3');

    script = (request) => {
      const results = toolResults(request);
      if (results.length === 0) return { toolCalls: [{ name: 'Get_weather', arguments: {} }] };
      return { content: results[0] ?? '' };
    };
    const sent = weather.requests.length;
    const failed = await agentWithHttpTool('1');
    const [answer] = outputJson(failed, 'Agent') as Array<{ output: string }>;
    // The model hears what was wrong and may try again; nothing is sent.
    expect(answer!.output).toContain('There was an error');
    expect(answer!.output).toContain('did not match expected schema');
    expect(weather.requests.length).toBe(sent);
  });
});
