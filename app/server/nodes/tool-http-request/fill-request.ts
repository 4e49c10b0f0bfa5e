/**
 * The request a call of the tool sends: the node's request with the model's arguments put
 * where their placeholders are (the URL path, a field's value, the JSON of a part) or as
 * fields of their own. Arguments the model had to give and did not, or JSON that does not
 * parse, fail the call with a message the tool hands back to the model.
 */
import type { IDataObject } from '@sdk/workflow';
import type { ToolParameter } from './tool-parameters';

/** The node's request before the model's arguments. */
export interface RequestTemplate {
  method: string;
  url: string;
  qs: IDataObject;
  headers: IDataObject;
  body: IDataObject;
  /** JSON given for a part ("Using JSON Below"), placeholders still in it. */
  raw: { qs: string; headers: string; body: string };
}

/** The request to send. */
export interface FilledRequest {
  method: string;
  url: string;
  qs?: IDataObject;
  headers?: IDataObject;
  body?: IDataObject;
}

/** A call the model made wrongly (its arguments). */
export class ModelInputError extends Error {
  override name = 'ModelInputError';
}

/** The model's arguments: an object, or JSON text of one (version 1), or one value when there is one argument. */
export function modelArguments(query: unknown, parameters: readonly ToolParameter[]): IDataObject {
  if (parameters.length === 0) return {};
  if (typeof query !== 'string') return (query ?? {}) as IDataObject;
  try {
    return JSON.parse(query) as IDataObject;
  } catch (error) {
    if (parameters.length === 1) return { [parameters[0]!.name]: query };
    throw new ModelInputError(`Input is not a valid JSON: ${(error as Error).message}`);
  }
}

/** JSON the user or the model wrote loosely (single quotes, bare keys, trailing commas), read as n8n reads it. */
function looseJson(text: string, part: string): IDataObject {
  try {
    return JSON.parse(text) as IDataObject;
  } catch (error) {
    const recovered = text
      .replace(/'/g, '"')
      .replace(/(['"])?([a-zA-Z0-9_]+)(['"])?:/g, '"$2":')
      .replace(/,\s*([\]}])/g, '$1')
      .replace(/,+$/, '');
    try {
      return JSON.parse(recovered) as IDataObject;
    } catch {
      throw new ModelInputError(`Could not replace placeholders in ${part}: ${(error as Error).message}`);
    }
  }
}

function asJson(value: unknown, name: string): unknown {
  if (typeof value === 'object' && value !== null) return value;
  try {
    return JSON.parse(String(value)) as unknown;
  } catch (error) {
    throw new ModelInputError(`Parameter ${name} is not a valid JSON: ${(error as Error).message}`);
  }
}

const RAW_KEYS: ReadonlySet<string> = new Set(['qsRaw', 'headersRaw', 'bodyRaw']);

function putArgument(
  request: FilledRequest & { qs: IDataObject; headers: IDataObject; body: IDataObject },
  raw: RequestTemplate['raw'],
  parameter: ToolParameter,
  value: unknown,
): void {
  const { name, sendIn, key } = parameter;
  if (sendIn === 'path') {
    request.url = request.url.replace(`{${name}}`, String(value).replace(/^['"]+|['"]+$/g, ''));
    return;
  }
  // "Let Model Specify All": the argument is the whole part.
  if (name === sendIn) {
    request[sendIn] = (value ?? {}) as IDataObject;
    return;
  }
  if (key !== undefined && RAW_KEYS.has(key)) {
    let text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    // A text placeholder written without quotes in the JSON gets them, as the model and the user may leave them out.
    if (parameter.type === 'string' && !text.startsWith('"') && !raw[sendIn].includes(`"{${name}}"`)) text = `"${text}"`;
    raw[sendIn] = raw[sendIn].replace(`{${name}}`, text);
    return;
  }
  if (key !== undefined) {
    const current = request[sendIn][key];
    request[sendIn][key] = typeof current === 'string' ? current.replace(`{${name}}`, String(value)) : current;
    return;
  }
  request[sendIn][name] = value as never;
}

/** Fills `template` with `args`; throws {@link ModelInputError} when the model's input does not fit. */
export function fillRequest(template: RequestTemplate, parameters: readonly ToolParameter[], args: IDataObject): FilledRequest {
  for (const parameter of parameters) {
    const value = args[parameter.name];
    if (parameter.required && (value === undefined || value === null)) {
      throw new ModelInputError(`Model did not provide parameter '${parameter.name}' which is required and must be present in the input`);
    }
  }
  const request = structuredClone({
    method: template.method,
    url: template.url,
    qs: template.qs,
    headers: template.headers,
    body: template.body,
  });
  const raw = { ...template.raw };
  for (const parameter of parameters) {
    let value = args[parameter.name];
    if (value === undefined) continue;
    if (value && parameter.type === 'json' && !RAW_KEYS.has(parameter.key ?? '')) value = asJson(value, parameter.name) as IDataObject;
    putArgument(request, raw, parameter, value);
  }
  for (const part of ['qs', 'headers', 'body'] as const) {
    if (raw[part]) request[part] = looseJson(raw[part], part);
  }
  const filled: FilledRequest = { method: request.method, url: encodeURI(request.url) };
  for (const part of ['qs', 'headers', 'body'] as const) {
    if (Object.keys(request[part]).length > 0) filled[part] = request[part];
  }
  return filled;
}
