/**
 * Chat Trigger (description: ./description.ts). Its webhook is `<webhookId>/chat`:
 * - GET: the hosted chat page (./chat-page.ts) when the chat is public in "Hosted Chat"
 *   mode; 404 otherwise.
 * - POST: a chat message (./chat-message.ts) starts the workflow with
 *   `{sessionId, action: 'sendMessage', chatInput}`; the answer is the last node's first
 *   item (the agent's `{output}`) or a Respond to Webhook node's. In "Using Response Nodes"
 *   mode a run of this session waiting at a Respond to Chat node for the user's reply is
 *   resumed with the message instead, and answers with its next Respond to Chat message. Production calls need the
 *   chat to be public; test calls (the editor) do not.
 * Basic auth applies to both when chosen. Answers carry CORS headers for the allowed
 * origins ("*" by default; the hosted page's sandboxed origin `null` is always allowed).
 *
 * In a manual run the editor's chat pins the message item on this node (see
 * docs/nodes.md), so no webhook call is needed.
 */
import type { ServerResponse } from 'node:http';
import type { IDataObject } from '@sdk/workflow';
import type { INodeType, IWebhookFunctions, IWebhookResponseData } from '../../engine/node-interface';
import type { IAiMemory } from '../shared/ai/contracts';
import { checkWebhookAuth, WebhookAuthorizationError } from '../webhook/auth';
import { chatRequestOf } from './chat-message';
import { writeChatPage } from './chat-page';
import { chatTriggerDescription, MEMORY_INPUT } from './description';

function writeJson(response: ServerResponse, statusCode: number, body: unknown): IWebhookResponseData {
  const text = JSON.stringify(body);
  response.writeHead(statusCode, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)) });
  response.end(text);
  return { noWebhookResponse: true };
}

/** Sets the CORS header when the request's origin is allowed. */
function allowOrigin(ctx: IWebhookFunctions, options: IDataObject, hosted: boolean): void {
  const origin = ctx.getHeaderData()['origin'];
  const allowed = String(options['allowedOrigins'] ?? '*')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const response = ctx.getResponseObject();
  if (allowed.includes('*')) response.setHeader('access-control-allow-origin', '*');
  else if (typeof origin === 'string' && (allowed.includes(origin) || (hosted && origin === 'null'))) {
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('vary', 'Origin');
  }
}

/** Answers 401/403 and returns true when basic auth is on and the request lacks it. */
async function refused(ctx: IWebhookFunctions): Promise<boolean> {
  const authentication = String(ctx.getNodeParameter('authentication', 'none'));
  if (authentication !== 'basicAuth') return false;
  let credential: Record<string, unknown> | undefined;
  try {
    credential = await ctx.getCredentials<Record<string, unknown>>('httpBasicAuth');
  } catch {
    credential = undefined;
  }
  try {
    checkWebhookAuth(authentication, ctx.getHeaderData(), credential);
    return false;
  } catch (error) {
    if (!(error instanceof WebhookAuthorizationError)) throw error;
    const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
    if (error.statusCode === 401) headers['www-authenticate'] = 'Basic realm="Chat"';
    ctx.getResponseObject().writeHead(error.statusCode, headers);
    ctx.getResponseObject().end(error.message);
    return true;
  }
}

async function webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  const request = this.getRequestObject();
  const response = this.getResponseObject();
  const options = (this.getNodeParameter('options', {}) ?? {}) as IDataObject;
  const isPublic = this.getNodeParameter('public', false) === true;
  const hosted = isPublic && this.getNodeParameter('mode', 'hostedChat') === 'hostedChat';
  const testMode = this.getMode() === 'manual';
  if (!isPublic && !testMode) return writeJson(response, 404, { message: 'This chat is not public' });
  if (await refused(this)) return { noWebhookResponse: true };

  if (request.method === 'GET' || request.method === 'HEAD') {
    if (!hosted) return writeJson(response, 404, { message: 'This chat has no hosted page' });
    const initial = String(this.getNodeParameter('initialMessages', '') ?? '');
    writeChatPage(response, request.method, {
      title: String(options['title'] ?? 'Hi there! 👋'),
      subtitle: String(options['subtitle'] ?? "Start a chat. We're here to help you 24/7."),
      placeholder: String(options['inputPlaceholder'] ?? 'Type your question..'),
      initialMessages: initial
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      loadPreviousSession: options['loadPreviousSession'] === 'memory' || options['loadPreviousSession'] === 'manually',
      origin: new URL(this.getNodeWebhookUrl('default') ?? request.url, 'http://localhost').origin,
    });
    return { noWebhookResponse: true };
  }

  allowOrigin(this, options, hosted);
  const chat = chatRequestOf(request.body);
  if ('problem' in chat) return writeJson(response, 400, { message: chat.problem });
  // "Using Response Nodes": a Respond to Chat node answers through the run's webhook response.
  const responseMode =
    options['responseMode'] === 'responseNode' || options['responseMode'] === 'responseNodes' ? 'responseNode' : 'lastNode';
  if (chat.action === 'loadPreviousSession') {
    const source = options['loadPreviousSession'];
    // "Manually": the workflow answers with the messages, as for a chat message.
    if (source === 'manually') return { workflowData: [[{ json: { sessionId: chat.sessionId, action: chat.action } }]], responseMode };
    if (source !== 'memory') return writeJson(response, 200, { data: [] });
    return writeJson(response, 200, { data: await previousMessages(this, chat.sessionId) });
  }
  const workflowData = [[{ json: { sessionId: chat.sessionId, action: chat.action, chatInput: chat.chatInput } }]];
  // A Respond to Chat node waiting for this session's reply takes the message; else a new run starts.
  const waiting = responseMode === 'responseNode' ? await this.findWaitingChatExecution(chat.sessionId) : undefined;
  return { workflowData, responseMode, ...(waiting !== undefined ? { resumeExecutionId: waiting } : {}) };
}

/**
 * The session's messages from the connected memory, each as LangChain serializes it
 * (`{lc, type: 'constructor', id, kwargs}`), which is what n8n's chat widgets read. The
 * memory's session key reads `$json.sessionId`, so it sees the request's session.
 */
async function previousMessages(ctx: IWebhookFunctions, sessionId: string): Promise<unknown[]> {
  const items = [{ json: { sessionId, action: 'loadPreviousSession' } }];
  const memory = (await ctx.getInputConnectionData('ai_memory', 0, items)) as IAiMemory | undefined;
  return ((await memory?.messages()) ?? []).map((message) => message.toJSON());
}

export const chatTriggerNode: INodeType = {
  description: chatTriggerDescription,
  inputsOf: (node) => {
    const options = (node.parameters['options'] ?? {}) as IDataObject;
    const mode = node.parameters['mode'] ?? 'hostedChat';
    return (mode === 'hostedChat' || mode === 'webhook') && options['loadPreviousSession'] === 'memory' ? [MEMORY_INPUT] : [];
  },
  webhook,
};
