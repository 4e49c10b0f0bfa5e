/**
 * Webhook (`n8n-nodes-base.webhook` v1, 1.1, 2, 2.1): starts the workflow with one item per
 * call: `{headers, params, query, body, webhookUrl, executionMode}`. With "Allow Multiple
 * HTTP Methods" (2+) the node has one output per listed method and the item leaves on the
 * called method's. 2.1's "Streaming Response" mode is not built: such a webhook answers
 * 501 saying so and starts nothing. The webhook server
 * has already parsed the body (JSON, form, text, multipart); uploaded files and bodies of
 * other content types become binary properties. How and when the call is answered
 * (immediately, after the last node, or by a Respond to Webhook node) is the server's job
 * (app/server/webhooks), read from this node's parameters.
 */
import type { IBinaryData, IDataObject, INode, INodeExecutionData } from '@sdk/workflow';
import type { INodeType, IWebhookFunctions, IWebhookResponseData } from '../../engine/node-interface';
import { checkWebhookAuth, WebhookAuthorizationError } from './auth';
import { webhookDescription } from './description';
import { refuseIfNotWhitelisted } from './ip-whitelist';

/** Content types whose body is data (parsed by the server), not a file. */
export function isDataContentType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type === '' ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/x-www-form-urlencoded' ||
    type === 'multipart/form-data' ||
    type.startsWith('text/') ||
    type === 'application/xml' ||
    type.endsWith('+xml')
  );
}

const BOT = /bot|crawler|spider|crawling|slurp|facebookexternalhit|preview|curl\/|wget|python-requests/i;

interface WebhookOptions {
  ipWhitelist?: string;
  binaryData?: boolean;
  binaryPropertyName?: string;
  ignoreBots?: boolean;
  rawBody?: boolean;
}

async function credentialFor(ctx: IWebhookFunctions, authentication: string): Promise<Record<string, unknown> | undefined> {
  const type = authentication === 'basicAuth' ? 'httpBasicAuth' : authentication === 'headerAuth' ? 'httpHeaderAuth' : undefined;
  if (type === undefined) return undefined;
  try {
    return await ctx.getCredentials<Record<string, unknown>>(type);
  } catch {
    return undefined;
  }
}

async function webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  const request = this.getRequestObject();
  const response = this.getResponseObject();
  const options = (this.getNodeParameter('options', {}) ?? {}) as WebhookOptions;
  const version = this.getNode().typeVersion;

  if (refuseIfNotWhitelisted(options.ipWhitelist, request, response)) return { noWebhookResponse: true };
  if (version >= 2.1 && this.getNodeParameter('responseMode', 'onReceived') === 'streaming') {
    response.writeHead(501, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The "Streaming Response" mode of the Webhook node is not available here');
    return { noWebhookResponse: true };
  }
  if (options.ignoreBots === true && BOT.test(String(request.headers['user-agent'] ?? ''))) {
    response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Bots are not allowed!');
    return { noWebhookResponse: true };
  }
  const authentication = this.getNodeParameter('authentication', 'none') as string;
  try {
    checkWebhookAuth(authentication, request.headers, await credentialFor(this, authentication));
  } catch (error) {
    if (!(error instanceof WebhookAuthorizationError)) throw error;
    const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
    if (error.statusCode === 401) headers['www-authenticate'] = 'Basic realm="Webhook"';
    response.writeHead(error.statusCode, headers);
    response.end(error.message);
    return { noWebhookResponse: true };
  }

  const contentType = String(request.headers['content-type'] ?? '');
  const binaryBody = !isDataContentType(contentType) && (version >= 2 || options.binaryData === true) && (request.rawBody?.length ?? 0) > 0;
  const item: INodeExecutionData = {
    json: {
      headers: request.headers as IDataObject,
      params: request.params,
      query: request.query,
      body: (binaryBody ? {} : (request.body ?? {})) as IDataObject,
      webhookUrl: this.getNodeWebhookUrl('default') ?? '',
      executionMode: this.getMode() === 'manual' ? 'test' : 'production',
    },
  };

  const binary: Record<string, IBinaryData> = {};
  const prefix = options.binaryPropertyName;
  let count = 0;
  for (const [field, entry] of Object.entries(request.files ?? {})) {
    const files = Array.isArray(entry) ? entry : [entry];
    for (const file of files) {
      let name = field.endsWith('[]') ? field.slice(0, -2) : field;
      if (files.length > 1) name += String(count);
      if (prefix) name = `${prefix}${count}`;
      count++;
      binary[name] = await this.helpers.prepareBinaryData(file.data, file.fileName, file.mimeType);
    }
  }
  if ((binaryBody || options.rawBody === true) && request.rawBody !== undefined && request.rawBody.length > 0) {
    // A file body goes under "Field Name for Binary Data"; "Raw Body" always under `data`
    // (its type the request's, JSON when it names none), as n8n does.
    const property = binaryBody ? prefix || 'data' : 'data';
    const mimeType = contentType.split(';')[0]?.trim() || (binaryBody ? 'application/octet-stream' : 'application/json');
    binary[property] = await this.helpers.prepareBinaryData(request.rawBody, undefined, mimeType);
  }
  if (Object.keys(binary).length > 0) item.binary = binary;
  return { workflowData: outputsFor(this.getNodeParameter('httpMethod', 'GET'), request.method, item) };
}

/** One output, or with a list of methods one per method, the item on the called method's. */
function outputsFor(methods: unknown, method: string, item: INodeExecutionData): INodeExecutionData[][] {
  if (!Array.isArray(methods)) return [[item]];
  const called = method.toUpperCase();
  let index = methods.indexOf(called);
  // A HEAD request is answered by the GET webhook.
  if (index < 0 && called === 'HEAD') index = methods.indexOf('GET');
  return methods.map((_, i) => (i === Math.max(index, 0) ? [item] : []));
}

/** Main outputs of a Webhook node: one per method when it listens to a list of them. */
function mainOutputCount(node: INode): number {
  const methods = node.parameters['httpMethod'];
  return Array.isArray(methods) && methods.length > 0 ? methods.length : 1;
}

export const webhookNode: INodeType = {
  description: webhookDescription,
  mainOutputCount,
  webhook,
};
