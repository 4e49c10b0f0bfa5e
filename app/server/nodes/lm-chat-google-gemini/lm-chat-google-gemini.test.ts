/**
 * Google Gemini Chat Model under an AI Agent, through LangChain's Gemini client against a
 * local server speaking the Generative Language API; its declarative model list; its
 * credential test; and the outbound policy applied to the credential's host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, INode, INodeParameters } from '@sdk/workflow';
import { loadOptionsByRouting, loadOptionsRoutingAt } from '../../community-packages/routing/load-options-routing';
import { testCredential } from '../../credentials/connect/credential-test';
import { CredentialTypeRegistry } from '../../credentials/types';
import { loadOptionsContextFor } from '../../engine/testing/load-options';
import { node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { configureOutboundPolicy } from '../../outbound/ssrf';
import { geminiFunctionResults, startGeminiCompatibleServer, type GeminiCompatibleServer } from '../testing/gemini-compatible-server';
import { lmChatGoogleGeminiDescription } from './description';

const AI = '@n8n/n8n-nodes-langchain';
const API_KEY = 'gemini-key-7';
const types = new CredentialTypeRegistry();
let server: GeminiCompatibleServer;
beforeAll(async () => {
  server = await startGeminiCompatibleServer(
    (request) => {
      const results = geminiFunctionResults(request);
      if (results.length === 0) return { functionCalls: [{ name: 'calculator', args: { input: '6 * 7' } }] };
      return { text: `It is ${results[0]}` };
    },
    { apiKey: API_KEY },
  );
});
afterAll(() => server.close());

function agentWorkflow(options: INodeParameters = {}): { nodes: INode[]; connections: IConnections } {
  return {
    nodes: [
      node('Chat', `${AI}.chatTrigger`, {}, { typeVersion: 1.1 }),
      node('Agent', `${AI}.agent`, { options: { systemMessage: 'Use the calculator.' } }, { typeVersion: 2 }),
      node(
        'Gemini',
        `${AI}.lmChatGoogleGemini`,
        { modelName: 'models/gemini-2.5-flash', options },
        {
          typeVersion: 1,
          credentials: { googlePalmApi: { id: 'g', name: 'Gemini' } },
        },
      ),
      node('Calculator', `${AI}.toolCalculator`, {}, { typeVersion: 1 }),
    ],
    connections: {
      Chat: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
      Gemini: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
      Calculator: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
    },
  };
}

const run = (workflow: ReturnType<typeof agentWorkflow>) =>
  runTestWorkflow(workflow, {
    pinData: { Chat: [{ json: { sessionId: 's', action: 'sendMessage', chatInput: 'What is 6 times 7?' } }] },
    services: { loadCredential: async () => ({ apiKey: API_KEY, host: server.url }) },
  });

describe('Google Gemini Chat Model', () => {
  it('drives the agent: system instruction, function calls, the answer, and the options sent as Gemini names them', async () => {
    const result = await run(
      agentWorkflow({
        temperature: 0.2,
        maxOutputTokens: 300,
        topK: -1,
        safetySettings: { values: [{ category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_ONLY_HIGH' }] },
      }),
    );
    expect(result.data.resultData.error).toBeUndefined();
    // The calculator's answer went back as a function response and the model's text is the output.
    expect(outputJson(result, 'Agent')).toEqual([{ output: expect.stringMatching(/^It is .*42/) as string }]);
    const [first, second] = server.generateRequests.slice(-2);
    expect(first!.model).toBe('models/gemini-2.5-flash');
    expect(JSON.stringify(first!.systemInstruction)).toContain('Use the calculator.');
    expect(first!.tools?.[0]?.functionDeclarations?.map((declaration) => declaration.name)).toEqual(['calculator']);
    expect(first!.generationConfig).toMatchObject({ temperature: 0.2, maxOutputTokens: 300 });
    expect(first!.generationConfig).not.toHaveProperty('topK');
    expect(first!.safetySettings).toEqual([{ category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_ONLY_HIGH' }]);
    expect(geminiFunctionResults(second!)).toHaveLength(1);
    const usage = result.data.resultData.runData['Gemini']?.[0]?.data?.['ai_languageModel']?.[0]?.[0]?.json['tokenUsage'];
    expect(usage).toMatchObject({ promptTokens: expect.any(Number), completionTokens: expect.any(Number) });
  });

  it('lists the host’s models without the embedding models (declarative option loading)', async () => {
    const credentials = { apiKey: API_KEY, host: server.url };
    const context = loadOptionsContextFor(
      node('Gemini', `${AI}.lmChatGoogleGemini`, {}, { credentials: { googlePalmApi: { id: 'g', name: 'Gemini' } } }),
      credentials,
    );
    const routing = loadOptionsRoutingAt(lmChatGoogleGeminiDescription, 'parameters.modelName')!;
    expect(await loadOptionsByRouting(context, lmChatGoogleGeminiDescription, routing)).toEqual([
      { name: 'models/gemini-1.5-pro', value: 'models/gemini-1.5-pro', description: 'Mid-size multimodal' },
      { name: 'models/gemini-2.5-flash', value: 'models/gemini-2.5-flash', description: 'Fast and versatile' },
    ]);
  });

  it('tests the credential by listing the models with the key', async () => {
    const context = { types, instanceApiBaseUrl: 'http://localhost/api/v1' };
    expect(await testCredential(context, 'googlePalmApi', { host: server.url, apiKey: API_KEY })).toMatchObject({ status: 'OK' });
    expect(await testCredential(context, 'googlePalmApi', { host: server.url, apiKey: 'wrong' })).toMatchObject({ status: 'Error' });
  });

  it('refuses a host the outbound policy refuses, before any request', async () => {
    const before = server.generateRequests.length;
    configureOutboundPolicy({ ssrfProtection: true, ssrfAllowedHosts: [] });
    try {
      const result = await run(agentWorkflow());
      expect(result.data.resultData.error?.message).toMatch(/private, loopback, link-local or reserved/);
      expect(server.generateRequests.length).toBe(before);
    } finally {
      configureOutboundPolicy({ ssrfProtection: false, ssrfAllowedHosts: [] });
    }
  });
});
