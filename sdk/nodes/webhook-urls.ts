/**
 * The webhook URLs the header shows for a webhook node, computed
 * as the server registers them: the public webhook base URL, the test or
 * production endpoint, then the node's path (leading and trailing slashes
 * dropped; the node's webhookId when the path is empty; `webhookId/path`
 * for a dynamic `:name` path or a description that is not a full path).
 *
 * @module
 */
import type { INodeTypeDescription, IWebhookDescription } from '../workflow/node-type-description';
import { evaluateExpression } from '../expressions';

/** Which URL is shown. */
export type WebhookUrlKind = 'test' | 'production';

/** One URL to show: its webhook name, method(s) (empty when hidden) and URL. */
export interface WebhookUrl {
  readonly name: string;
  readonly method: string;
  readonly url: string;
}

/** Shown in place of a URL whose path expression cannot be computed. */
export const INVALID_EXPRESSION = 'invalid expression';

/** The settings the URLs come from. */
export interface WebhookUrlSettings {
  /** `urlBaseWebhook`, ending with a slash. */
  readonly urlBaseWebhook: string;
  readonly endpointWebhook: string;
  readonly endpointWebhookTest: string;
}

/** The node fields read. */
export interface WebhookNode {
  readonly name: string;
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly webhookId?: unknown;
}

function resolve(value: unknown, parameters: Readonly<Record<string, unknown>>): unknown {
  if (typeof value !== 'string' || !value.startsWith('=')) return value;
  return evaluateExpression(value, { $parameter: parameters });
}

/** The webhooks whose URLs the header shows (restart webhooks have one per execution, so none; nor those the type hides). */
export function shownWebhooks(nodeType: INodeTypeDescription | null): IWebhookDescription[] {
  return (nodeType?.webhooks ?? []).filter((w) => w.restartWebhook !== true && w.ndvHideUrl !== true);
}

/** Whether the type serves forms (its URLs are form URLs, under `/form` and `/form-test`). */
export function isFormType(nodeType: INodeTypeDescription | null): boolean {
  return (nodeType?.webhooks ?? []).some((w) => w.isForm === true);
}

/** Form endpoints: n8n's fixed path segments. */
const FORM_ENDPOINTS: Readonly<Record<WebhookUrlKind, string>> = { test: 'form-test', production: 'form' };

/** The path after the endpoint, or {@link INVALID_EXPRESSION}. */
export function webhookPath(webhook: IWebhookDescription, node: WebhookNode): string {
  let raw: unknown;
  let fullPath: unknown;
  try {
    raw = resolve(webhook.path, node.parameters);
    fullPath = resolve(webhook.isFullPath ?? false, node.parameters);
  } catch {
    return INVALID_EXPRESSION;
  }
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return INVALID_EXPRESSION;
  const path = (raw ?? '')
    .split('/')
    .filter((s) => s !== '')
    .join('/');
  const id = typeof node.webhookId === 'string' && node.webhookId !== '' ? node.webhookId : '';
  const dynamic = path.split('/').some((s) => s.startsWith(':'));
  if (fullPath === true && !dynamic) return path === '' ? id : path;
  return [id, path].filter((s) => s !== '').join('/');
}

/** The method(s) the webhook listens to, e.g. `GET` or `GET, POST`. */
export function webhookMethod(webhook: IWebhookDescription, node: WebhookNode): string {
  try {
    const method = resolve(webhook.httpMethod, node.parameters);
    if (Array.isArray(method)) return method.map(String).join(', ') || 'GET';
    return typeof method === 'string' && method !== '' ? method : 'GET';
  } catch {
    return 'GET';
  }
}

/** The URLs of `node` for `kind`. */
export function webhookUrls(
  node: WebhookNode,
  nodeType: INodeTypeDescription | null,
  settings: WebhookUrlSettings,
  kind: WebhookUrlKind,
): WebhookUrl[] {
  const base = settings.urlBaseWebhook.endsWith('/') ? settings.urlBaseWebhook : `${settings.urlBaseWebhook}/`;
  return shownWebhooks(nodeType).map((webhook) => {
    const endpoint =
      webhook.isForm === true ? FORM_ENDPOINTS[kind] : kind === 'test' ? settings.endpointWebhookTest : settings.endpointWebhook;
    const path = webhookPath(webhook, node);
    // A form's URL is opened in a browser: its method is not shown.
    const method = webhook.ndvHideMethod === true ? '' : webhookMethod(webhook, node);
    return { name: webhook.name, method, url: path === INVALID_EXPRESSION ? path : `${base}${endpoint}/${path}` };
  });
}
