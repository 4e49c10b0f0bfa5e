/**
 * Real servers the workflow fixtures can ask for (`meta.server`), each on 127.0.0.1 at a
 * free port; the fixture writes `http://fixture.local` where the server's address goes.
 *
 * - `http-echo`: answers every request with JSON describing it: method, path, query (one
 *   value per name), the `user-agent` and `x-test` headers, the body as text and, when
 *   there is a body, its content type. Under `/text` it answers `text/plain` instead:
 *   `<METHOD> <path>`.
 * - `telegram-bot-api`: the Telegram Bot API stand-in (`telegram/testing/bot-api-server.ts`)
 *   with the token `123456:TEST-token`.
 * - `openai-echo`: an OpenAI-compatible model (`testing/openai-compatible-server.ts`, key
 *   `sk-fixture`, base URL `http://fixture.local/v1`) whose answers follow the last user
 *   message, so AI workflows have fixed outputs: "use <tool>: <text>" calls that tool with
 *   `{input: <text>}` and then answers "Result: <what the tool said>"; asked for a JSON object
 *   it answers `{"echo": <message>}`; otherwise "Echo: <message>".
 * - `google-api`: the Google APIs stand-in (`shared/google/testing/google-api-server.ts`)
 *   accepting the access token `fixture-token`, with the spreadsheet `fixture-doc`
 *   ("Inventory"; Sheet1: sku, name, qty and two rows) and the Drive folder `fixture-folder`
 *   ("Reports"); new Drive files are numbered `file-1`, `file-2`, ..., new shared drives
 *   `drive-1`, ... (beside `shared-1`, "Team Drive"); the Gmail inbox holds
 *   one unread message from Bob (`m0001`, "Welcome", received 2026-11-01 09:00 UTC).
 * - `gemini-echo`: the same fixed model speaking Google's Generative Language API
 *   (`testing/gemini-compatible-server.ts`, key `gemini-fixture`): "Result: <what the
 *   functions said>" after function calls, "Echo: <message>" otherwise.
 * - `slack-web-api`: the Slack Web API stand-in (`slack/testing/slack-server.ts`, token
 *   `xoxb-test-token`, base URL `http://fixture.local/api`) with a fresh workspace.
 * - `airtable-api`: the Airtable Web API stand-in (`airtable/testing/airtable-server.ts`,
 *   token `pat-test-token`, base URL `http://fixture.local`), base `appSales` with its
 *   Contacts table.
 * - `notion-api`: the Notion API stand-in (`notion/testing/notion-server.ts`, secret
 *   `secret_test`, base URL `http://fixture.local`) with its Tasks database and no pages.
 */
import { sendJson, startLocalServer, type LocalServer, type SeenRequest } from '../http-request/testing/local-server';
import { startAirtableServer } from '../airtable/testing/airtable-server';
import { startDiscordServer } from '../discord/testing/discord-server';
import { startNotionServer } from '../notion/testing/notion-server';
import { startSlackServer } from '../slack/testing/slack-server';
import { FOLDER_MIME, startGoogleApiServer } from '../shared/google/testing/google-api-server';
import { startBotApiServer } from '../telegram/testing/bot-api-server';
import {
  geminiFunctionResults,
  geminiLastUserText,
  startGeminiCompatibleServer,
  type GeminiReply,
  type GenerateContentRequest,
} from './gemini-compatible-server';
import { lastUserMessage, startOpenAiCompatibleServer, toolResults, type ChatScript } from './openai-compatible-server';

export const FIXTURE_SERVER_PLACEHOLDER = 'http://fixture.local';

export type FixtureServerName =
  | 'http-echo'
  | 'telegram-bot-api'
  | 'openai-echo'
  | 'gemini-echo'
  | 'slack-web-api'
  | 'airtable-api'
  | 'notion-api'
  | 'google-api'
  | 'discord-api';

/** The fixed model of `openai-echo`. */
const echoModel: ChatScript = (request) => {
  const message = lastUserMessage(request);
  const results = toolResults(request);
  if (results.length > 0) return { content: `Result: ${results.join(', ')}` };
  const use = /^use ([\w-]+): ([\s\S]*)$/.exec(message);
  if (use && request.tools?.some((tool) => tool.function.name === use[1]))
    return { toolCalls: [{ name: use[1]!, arguments: { input: use[2]! }, id: 'call_fixture' }] };
  if (request.response_format?.type === 'json_object') return { content: JSON.stringify({ echo: message }) };
  return { content: `Echo: ${message}` };
};

function echo(request: SeenRequest): Record<string, unknown> {
  const body = request.body.toString('utf8');
  return {
    method: request.method,
    path: request.path,
    query: Object.fromEntries(request.query),
    userAgent: request.headers['user-agent'] ?? null,
    xTest: request.headers['x-test'] ?? null,
    body,
    ...(body ? { contentType: request.headers['content-type'] ?? null } : {}),
  };
}

/** The fixed model of `gemini-echo`. */
function geminiEchoModel(request: GenerateContentRequest): GeminiReply {
  const results = geminiFunctionResults(request);
  if (results.length > 0) return { text: `Result: ${results.join(', ')}` };
  return { text: `Echo: ${geminiLastUserText(request)}` };
}

async function startGoogleFixture(): Promise<LocalServer> {
  const server = await startGoogleApiServer({ accessTokens: ['fixture-token'] });
  server.receive(
    [
      'From: Bob <bob@fixture.test>',
      'To: ada@switchyard.test',
      'Subject: Welcome',
      'Message-ID: <welcome@fixture.test>',
      'Content-Type: text/plain',
      '',
      'Hello Ada',
      '',
    ].join('\n'),
    Date.UTC(2026, 10, 1, 9, 0, 0),
  );
  server.files.set('fixture-folder', { id: 'fixture-folder', name: 'Reports', mimeType: FOLDER_MIME });
  server.addSpreadsheet('fixture-doc', 'Inventory', {
    Sheet1: [
      ['sku', 'name', 'qty'],
      ['A-1', 'Bolt', 10],
      ['B-2', 'Nut', 20],
    ],
  });
  return server;
}

/** Starts the server a fixture names. */
export function fixtureServer(name: FixtureServerName): Promise<LocalServer> {
  switch (name) {
    case 'http-echo':
      return startLocalServer((request, response) => {
        if (request.path.startsWith('/text')) {
          response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
          response.end(`${request.method} ${request.path}`);
          return;
        }
        sendJson(response, 200, echo(request));
      });
    case 'telegram-bot-api':
      return startBotApiServer('123456:TEST-token');
    case 'openai-echo':
      return startOpenAiCompatibleServer(echoModel, { apiKey: 'sk-fixture' });
    case 'gemini-echo':
      return startGeminiCompatibleServer(geminiEchoModel, { apiKey: 'gemini-fixture' });
    case 'slack-web-api':
      return startSlackServer();
    case 'airtable-api':
      return startAirtableServer();
    case 'notion-api':
      return startNotionServer();
    case 'discord-api':
      return startDiscordServer();
    case 'google-api':
      return startGoogleFixture();
    default:
      throw new Error(`Unknown fixture server "${String(name)}"`);
  }
}
