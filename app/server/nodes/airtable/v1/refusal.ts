/**
 * Airtable 1's refusals, worded as n8n's version 1 words them. That version sends its calls
 * through n8n's request helper and handles no errors itself, so a refusal reaches the user
 * as n8n's generic NodeApiError built from the failed request:
 * - message: the HTTP status's standard text ("The resource you are requesting could not
 *   be found" for a 404, the 4XX / 5XX text for a status without its own);
 * - description: the first message-like value found in Airtable's answer (its
 *   `error.message`, a bare `error` string, the `error`s of an `errors` list, ...), else
 *   "<status> - <the answer as JSON>" (the request error's own message);
 * - httpCode: the status.
 */
import type { IDataObject } from '@sdk/workflow';
import {
  NodeApiError,
  type IExecuteFunctions,
  type IN8nHttpFullResponse,
  type ILoadOptionsFunctions,
} from '../../../engine/node-interface';

/** The keys NodeApiError looks under for a description, in its order of precedence. */
const MESSAGE_KEYS = [
  'cause',
  'error',
  'message',
  'Message',
  'msg',
  'messages',
  'description',
  'reason',
  'detail',
  'details',
  'errors',
  'errorMessage',
  'errorMessages',
  'ErrorMessage',
  'error_message',
  '_error_message',
  'errorDescription',
  'error_description',
  'error_summary',
  'error_info',
  'title',
  'text',
  'field',
  'err',
  'type',
];

const isObject = (value: unknown): value is IDataObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;

/**
 * The first message-like value under MESSAGE_KEYS, depth first: a string or number as text;
 * a list's texts (its objects searched in turn) joined by " | ", or nothing when it has none
 * (the search stops there, as in n8n); an object searched in turn, moving on when it has none.
 */
function findMessage(source: IDataObject): string | null {
  for (const key of MESSAGE_KEYS) {
    const value = source[key];
    if (!value) continue;
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) {
      const texts = value
        .map((entry) =>
          typeof entry === 'string' ? entry : typeof entry === 'number' ? String(entry) : isObject(entry) ? findMessage(entry) : null,
        )
        .filter((text): text is string => text !== null);
      return texts.length > 0 ? texts.join(' | ') : null;
    }
    if (isObject(value)) {
      const found = findMessage(value);
      if (found) return found;
    }
  }
  return null;
}

/** The NodeApiError n8n's version 1 fails with for Airtable's answer `response`. */
export function v1Refusal(fn: IExecuteFunctions | ILoadOptionsFunctions, response: IN8nHttpFullResponse): NodeApiError {
  const answer = response.body;
  // What n8n's request helper throws: the answer under `error`, "<status> - <JSON>" as its message.
  const requestError: IDataObject = { error: answer as never, message: `${response.statusCode} - ${JSON.stringify(answer)}` };
  const description = findMessage(requestError);
  const error = new NodeApiError(fn.getNode(), { statusCode: response.statusCode, error: answer as never }, { description });
  if (error.description === error.message) error.description = undefined;
  return error;
}
