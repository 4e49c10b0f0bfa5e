/**
 * HTTP Request Tool (description: ./description.ts): supplies a tool whose call fills the
 * node's request with the model's arguments, sends it with the node's credential (the HTTP
 * Request node's authentication, so every credential kind works the same way and the
 * outbound policy applies) and hands the model the response as text. Version 1 takes one
 * JSON text whose properties the description spells out; 1.1 takes structured arguments.
 * A failed call (bad input from the model, an HTTP error) is answered to the model as text
 * so it can correct itself, and logged as the sub-node's run.
 */
import { DynamicStructuredTool } from '@langchain/core/tools';
import type { IDataObject } from '@sdk/workflow';
import { DEFAULT_HTTP_TIMEOUT_MS } from '../../engine/http-helpers';
import type { IExecuteFunctions, INodeType, ISupplyDataFunctions } from '../../engine/node-interface';
import { NodeApiError, NodeOperationError } from '../../engine/node-interface';
import type { Authenticator } from '../http-request/authenticate';
import { authenticatorOf, sendAuthenticated } from '../http-request/node-auth';
import type { SentResponse } from '../http-request/send';
import { toolHttpRequestDescription } from './description';
import { fillRequest, modelArguments, ModelInputError, type FilledRequest, type RequestTemplate } from './fill-request';
import { responseOptimizer, type ResponseOptimizer } from './optimize-response';
import {
  argumentsSchema,
  describeForText,
  parametersFromText,
  partParameters,
  type FieldEntry,
  type PlaceholderDefinition,
  type ToolParameter,
} from './tool-parameters';

const PARTS = [
  { send: 'sendQuery', specify: 'specifyQuery', fields: 'parametersQuery.values', json: 'jsonQuery', sendIn: 'qs' },
  { send: 'sendHeaders', specify: 'specifyHeaders', fields: 'parametersHeaders.values', json: 'jsonHeaders', sendIn: 'headers' },
  { send: 'sendBody', specify: 'specifyBody', fields: 'parametersBody.values', json: 'jsonBody', sendIn: 'body' },
] as const;

/** The node's request and the arguments it asks the model for. */
function readRequest(context: ISupplyDataFunctions, itemIndex: number, definitions: PlaceholderDefinition[]) {
  const url = String(context.getNodeParameter('url', itemIndex, ''));
  const template: RequestTemplate = {
    method: String(context.getNodeParameter('method', itemIndex, 'GET')),
    url,
    qs: {},
    headers: {},
    body: {},
    raw: { qs: '', headers: '', body: '' },
  };
  const parameters: ToolParameter[] = parametersFromText(url, definitions, 'path');
  for (const part of PARTS) {
    if (context.getNodeParameter(part.send, itemIndex, false) !== true) continue;
    const mode = String(context.getNodeParameter(part.specify, itemIndex, 'keypair')) as 'keypair' | 'json' | 'model';
    const raw = mode === 'json' ? String(context.getNodeParameter(part.json, itemIndex, '') ?? '') : '';
    const fields = mode === 'keypair' ? ((context.getNodeParameter(part.fields, itemIndex, []) ?? []) as FieldEntry[]) : [];
    const made = partParameters(mode, part.sendIn, fields, raw, definitions);
    parameters.push(...made.parameters);
    Object.assign(template[part.sendIn], made.values);
    template.raw[part.sendIn] = raw;
  }
  return { template, parameters };
}

function optimizerOf(context: ISupplyDataFunctions, itemIndex: number): ResponseOptimizer {
  const read = (name: string, fallback: unknown) => context.getNodeParameter(name, itemIndex, fallback);
  const list = (value: unknown) =>
    (Array.isArray(value) ? value.map(String) : String(value ?? '').split(','))
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
  return responseOptimizer({
    optimize: read('optimizeResponse', false) === true,
    responseType: String(read('responseType', 'json')) as 'json' | 'html' | 'text',
    maxLength: read('truncateResponse', false) === true ? Number(read('maxLength', 0)) || 0 : 0,
    dataField: String(read('dataField', '') ?? ''),
    fieldsToInclude: String(read('fieldsToInclude', 'all')) as 'all' | 'selected' | 'except',
    fields: list(read('fields', '')),
    cssSelector: String(read('cssSelector', 'body') || 'body'),
    onlyContent: read('onlyContent', false) === true,
    elementsToOmit: list(read('elementsToOmit', '')),
  });
}

/** The body as n8n's request helper gives it: JSON parsed, text otherwise. */
function bodyOf(response: SentResponse): unknown {
  const text = response.body.toString('utf8');
  if (/json/i.test(response.headers['content-type'] ?? '')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function send(request: FilledRequest, auth: Authenticator | undefined, signal: AbortSignal | undefined): Promise<SentResponse> {
  const url = new URL(request.url);
  for (const [key, value] of Object.entries(request.qs ?? {}))
    url.searchParams.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([key, value]) => [key, String(value)]));
  const body = request.body !== undefined ? ({ kind: 'json', value: request.body } as const) : ({ kind: 'none' } as const);
  return sendAuthenticated({ method: request.method, url, headers, body }, auth, {
    timeoutMs: DEFAULT_HTTP_TIMEOUT_MS,
    followRedirects: true,
    maxRedirects: 21,
    allowUnauthorizedCerts: false,
    ...(signal ? { signal } : {}),
  });
}

/** What the model reads back for one call, and the error to log when its input was wrong. */
async function call(
  context: ISupplyDataFunctions,
  setup: { template: RequestTemplate; parameters: ToolParameter[]; auth: Authenticator | undefined; optimize: ResponseOptimizer },
  query: unknown,
): Promise<{ response: string; failure?: Error }> {
  let request: FilledRequest;
  try {
    request = fillRequest(setup.template, setup.parameters, modelArguments(query, setup.parameters));
  } catch (error) {
    const failure = error instanceof ModelInputError ? new NodeOperationError(context.getNode(), error.message) : (error as Error);
    return { response: 'Input provided by model is not valid', failure };
  }
  let sent: SentResponse;
  try {
    sent = await send(request, setup.auth, context.getExecutionCancelSignal());
  } catch (error) {
    return { response: `There was an error: "${(error as Error).message}"` };
  }
  if (sent.statusCode >= 400) {
    const apiError = new NodeApiError(context.getNode(), { httpCode: sent.statusCode });
    return { response: `HTTP ${sent.statusCode} There was an error: "${apiError.message}"` };
  }
  const body = bodyOf(sent);
  if (typeof body === 'string' && body.includes('\0')) return { response: 'There was an error: "Binary data is not supported"' };
  try {
    return { response: setup.optimize(body) };
  } catch (error) {
    return { response: `There was an error: "${(error as Error).message}"` };
  }
}

export const toolHttpRequestNode: INodeType = {
  description: toolHttpRequestDescription,
  async supplyData(itemIndex) {
    const node = this.getNode();
    const name = node.name.replace(/ /g, '_');
    if (!/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(name)) {
      throw new NodeOperationError(node, 'The name of this tool is not a valid alphanumeric string', {
        itemIndex,
        description: "Only alphanumeric characters and underscores are allowed in the tool's name, and the name cannot start with a number",
      });
    }
    const definitions = ((this.getNodeParameter('placeholderDefinitions.values', itemIndex, []) ?? []) as PlaceholderDefinition[]).map(
      (definition) => ({ ...definition, name: definition.name.replace(/^\{(.*)\}$/, '$1') }),
    );
    const { template, parameters } = readRequest(this, itemIndex, definitions);
    const authentication = String(this.getNodeParameter('authentication', itemIndex, 'none'));
    // The credential must only ever go to the host the user wrote, never one the model chose.
    if (authentication !== 'none' && /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*\{/i.test(template.url)) {
      throw new NodeOperationError(node, "Can't use a placeholder for the domain when using authentication", {
        itemIndex,
        description: 'This is for security reasons, to prevent the model accidentally sending your credentials to an unauthorized domain',
      });
    }
    for (const definition of definitions) {
      if (!parameters.some((parameter) => parameter.name === definition.name)) {
        throw new NodeOperationError(node, `Misconfigured placeholder '${definition.name}'`, {
          itemIndex,
          description:
            "This placeholder is defined in the 'Placeholder Definitions' but isn't used anywhere. Either remove the definition, or add the placeholder to a part of the request.",
        });
      }
    }
    const auth = await authenticatorOf(this as unknown as IExecuteFunctions, itemIndex);
    const setup = { template, parameters, auth, optimize: optimizerOf(this, itemIndex) };
    const toolDescription = String(this.getNodeParameter('toolDescription', itemIndex, ''));
    const structured = node.typeVersion >= 1.1;
    const func = async (args: IDataObject) => {
      const query: unknown = structured ? args : (args['input'] ?? '');
      const { index } = this.addInputData('ai_tool', [[{ json: { query } as IDataObject }]]);
      const { response, failure } = await call(this, setup, parameters.length === 0 ? '{}' : query);
      this.addOutputData('ai_tool', index, failure ?? [[{ json: { response } }]]);
      return response;
    };
    const tool = structured
      ? new DynamicStructuredTool({ name, description: toolDescription, schema: argumentsSchema(parameters), func })
      : new DynamicStructuredTool({
          name,
          description: describeForText(toolDescription, parameters),
          schema: { type: 'object', properties: { input: { type: 'string' } } },
          func,
        });
    return { response: tool };
  },
};
