/**
 * HTTP Request Tool under an AI Agent: the model (a local OpenAI-compatible server) calls
 * the tool with its arguments, the tool fills the request's placeholders and fields, sends
 * it with the node's credential to a local API, and hands the (optimized) response back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, INode, INodeParameters } from '@sdk/workflow';
import { CredentialTypeRegistry } from '../../credentials/types';
import { node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { sendJson, startLocalServer, type LocalServer } from '../http-request/testing/local-server';
import {
  startOpenAiCompatibleServer,
  toolResults,
  type ChatScript,
  type OpenAiCompatibleServer,
} from '../testing/openai-compatible-server';

const AI = '@n8n/n8n-nodes-langchain';
const API_KEY = 'sk-tool-http';
const types = new CredentialTypeRegistry();

let script: ChatScript = () => ({ content: 'Hi' });
let model: OpenAiCompatibleServer;
let api: LocalServer;
beforeAll(async () => {
  model = await startOpenAiCompatibleServer((request) => script(request), { apiKey: API_KEY });
  api = await startLocalServer((request, response) => {
    if (request.path.startsWith('/weather/')) {
      if (request.headers['x-key'] !== 'weather-secret') return sendJson(response, 401, { message: 'no key' });
      const city = decodeURIComponent(request.path.slice('/weather/'.length));
      return sendJson(response, 200, {
        data: [{ city, units: request.query.get('units'), temperature: 4, wind: { speed: 3, direction: 'N' } }],
      });
    }
    if (request.path === '/page') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        '<html><head><title>News</title></head><body><nav>Menu</nav><article><h1>Harbour opens</h1>' +
          '<p>The new harbour opened on Monday after three years of work, and the first ferry docked at noon.</p>' +
          '<p>Residents gathered on the pier to watch the ships arrive and the mayor gave a short speech.</p></article>' +
          '<div class="ad">Buy now</div></body></html>',
      );
      return;
    }
    sendJson(response, 404, { message: 'not here' });
  });
});
afterAll(async () => {
  await model.close();
  await api.close();
});

/** Chat → Agent (OpenAI model) with the HTTP Request Tool named "Weather API". */
function workflow(tool: INodeParameters, typeVersion = 1.1, credentials: INode['credentials'] = undefined) {
  const nodes: INode[] = [
    node('Chat', `${AI}.chatTrigger`, {}, { typeVersion: 1.1 }),
    node('Agent', `${AI}.agent`, {}, { typeVersion: 1.7 }),
    node(
      'Model',
      `${AI}.lmChatOpenAi`,
      { model: 'gpt-4o-mini' },
      { typeVersion: 1, credentials: { openAiApi: { id: 'openai', name: 'OpenAI' } } },
    ),
    node('Weather API', `${AI}.toolHttpRequest`, tool, { typeVersion, ...(credentials ? { credentials } : {}) }),
  ];
  const connections: IConnections = {
    Chat: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
    Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
    'Weather API': { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
  };
  return { nodes, connections };
}

const run = (wf: ReturnType<typeof workflow>) =>
  runTestWorkflow(wf, {
    pinData: { Chat: [{ json: { sessionId: 's', action: 'sendMessage', chatInput: 'Weather in Oslo?' } }] },
    services: {
      loadCredential: async (id) =>
        id === 'openai'
          ? { apiKey: API_KEY, url: model.baseUrl }
          : id === 'header'
            ? { name: 'X-Key', value: 'weather-secret' }
            : undefined,
      credentialType: (name) => types.get(name),
    },
  });

const WEATHER: INodeParameters = {
  toolDescription: 'Gets the weather of a city',
  url: '', // set per test
  authentication: 'genericCredentialType',
  genericAuthType: 'httpHeaderAuth',
  sendQuery: true,
  parametersQuery: { values: [{ name: 'units', valueProvider: 'fieldValue', value: 'metric' }] },
  placeholderDefinitions: { values: [{ name: 'city', description: 'The city name', type: 'string' }] },
};
const HEADER_CREDENTIAL = { httpHeaderAuth: { id: 'header', name: 'Weather key' } };

/** The model calls the tool once with `args`, then answers with what the tool said. */
function callOnce(args: Record<string, unknown>): ChatScript {
  return (request) =>
    toolResults(request).length === 0
      ? { toolCalls: [{ name: 'Weather_API', arguments: args }] }
      : { content: `Tool said: ${toolResults(request)[0]}` };
}

describe('HTTP Request Tool', () => {
  it('fills the URL placeholder from the model, adds the fixed query, authenticates, and answers the JSON', async () => {
    script = callOnce({ city: 'Oslo' });
    const result = await run(workflow({ ...WEATHER, url: `${api.url}/weather/{city}` }, 1.1, HEADER_CREDENTIAL));
    expect(result.data.resultData.error).toBeUndefined();
    const [first] = model.chatRequests.slice(-2);
    const tool = first!.tools?.find((entry) => entry.function.name === 'Weather_API');
    expect(tool?.function).toMatchObject({
      description: 'Gets the weather of a city',
      parameters: { type: 'object', properties: { city: { type: 'string', description: 'The city name' } }, required: ['city'] },
    });
    const seen = api.requests.at(-1)!;
    expect(seen.path).toBe('/weather/Oslo');
    expect(seen.query.get('units')).toBe('metric');
    const answer = JSON.parse(
      String((outputJson(result, 'Agent')?.[0] as { output: string }).output.replace('Tool said: ', '')),
    ) as unknown;
    expect(answer).toEqual({ data: [{ city: 'Oslo', units: 'metric', temperature: 4, wind: { speed: 3, direction: 'N' } }] });
    // The call is the sub-node's run: the model's arguments in, the response out.
    const logged = result.data.resultData.runData['Weather API']?.[0];
    expect(logged?.inputOverride?.['ai_tool']?.[0]?.[0]?.json).toEqual({ query: { city: 'Oslo' } });
  });

  it('optimizes a JSON response to the field holding the data and the chosen fields', async () => {
    script = callOnce({ city: 'Bergen' });
    const result = await run(
      workflow(
        {
          ...WEATHER,
          url: `${api.url}/weather/{city}`,
          optimizeResponse: true,
          responseType: 'json',
          dataField: 'data',
          fieldsToInclude: 'selected',
          fields: 'city, wind.speed',
        },
        1.1,
        HEADER_CREDENTIAL,
      ),
    );
    const text = String((outputJson(result, 'Agent')?.[0] as { output: string }).output);
    expect(JSON.parse(text.replace('Tool said: ', ''))).toEqual([{ city: 'Bergen', wind: { speed: 3 } }]);
  });

  it('tells the model when its input is wrong or the API refuses, without failing the run', async () => {
    // Version 1 takes the arguments as one JSON text, so the tool itself finds the missing one.
    script = callOnce({ input: '{"town":"Oslo"}' });
    const missing = await run(workflow({ ...WEATHER, url: `${api.url}/weather/{city}` }, 1, HEADER_CREDENTIAL));
    expect(missing.data.resultData.error).toBeUndefined();
    expect(outputJson(missing, 'Agent')).toEqual([{ output: 'Tool said: Input provided by model is not valid' }]);
    expect(missing.data.resultData.runData['Weather API']?.[0]?.error?.message).toBe(
      "Model did not provide parameter 'city' which is required and must be present in the input",
    );

    script = callOnce({ city: 'Oslo' });
    const unauthorized = await run(workflow({ ...WEATHER, url: `${api.url}/weather/{city}`, authentication: 'none' }));
    expect(String((outputJson(unauthorized, 'Agent')?.[0] as { output: string }).output)).toMatch(
      /^Tool said: HTTP 401 There was an error: ".+"$/,
    );
  });

  it('version 1 takes one JSON text described in the tool description', async () => {
    script = callOnce({ input: '{"city":"Tromsø"}' });
    const result = await run(workflow({ ...WEATHER, url: `${api.url}/weather/{city}` }, 1, HEADER_CREDENTIAL));
    expect(result.data.resultData.error).toBeUndefined();
    const tool = model.chatRequests.at(-2)!.tools?.find((entry) => entry.function.name === 'Weather_API');
    expect(tool?.function.description).toContain('Tool expects valid stringified JSON object with 1 properties.');
    expect(tool?.function.description).toContain('city: (description: The city name, type: string, required: true)');
    expect(decodeURIComponent(api.requests.at(-1)!.path)).toBe('/weather/Tromsø');
  });

  it('reads HTML by CSS selector, or the readable text of a page', async () => {
    script = callOnce({});
    const html = await run(
      workflow({
        toolDescription: 'Reads the news',
        url: `${api.url}/page`,
        optimizeResponse: true,
        responseType: 'html',
        cssSelector: 'h1',
        onlyContent: true,
      }),
    );
    // The inner HTML of each match, as text (n8n's: the element's own tag is not part of it).
    expect(outputJson(html, 'Agent')).toEqual([{ output: 'Tool said: [\n  "Harbour opens"\n]' }]);
    const text = await run(
      workflow({ toolDescription: 'Reads the news', url: `${api.url}/page`, optimizeResponse: true, responseType: 'text' }),
    );
    const output = String((outputJson(text, 'Agent')?.[0] as { output: string }).output);
    expect(output).toContain('The new harbour opened on Monday');
    expect(output).not.toContain('Buy now');
  });

  it('refuses a placeholder in the host when a credential is used, and an unused placeholder definition', async () => {
    script = callOnce({ city: 'Oslo' });
    const host = await run(workflow({ ...WEATHER, url: 'http://{city}.example.com/weather' }, 1.1, HEADER_CREDENTIAL));
    expect(host.data.resultData.error?.message).toBe("Can't use a placeholder for the domain when using authentication");
    const unused = await run(workflow({ ...WEATHER, url: `${api.url}/weather/oslo` }, 1.1, HEADER_CREDENTIAL));
    expect(unused.data.resultData.error?.message).toBe("Misconfigured placeholder 'city'");
  });
});
