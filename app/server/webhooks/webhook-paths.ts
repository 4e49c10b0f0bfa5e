/**
 * Webhook paths as n8n computes them: the Webhook node's `path` parameter (leading and
 * trailing slashes dropped), or its `webhookId` when the path is empty. A path with
 * `:name` segments is dynamic and lives under the node's webhookId, so
 * `user/:id` of node `4f0c…` answers `/webhook/4f0c…/user/42` with `params.id = '42'`.
 */
import type { INode } from '@sdk/workflow';

/** Path segments; `:name` segments capture. */
export interface WebhookPath {
  /** The path as registered (dynamic ones start with the webhookId). */
  path: string;
  segments: string[];
  dynamic: boolean;
}

/** A path problem the user must fix. */
export class WebhookPathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPathError';
  }
}

/** `path` without leading/trailing slashes and doubled slashes. */
export function normalizePath(path: string): string {
  return path
    .split('/')
    .filter((s) => s !== '')
    .join('/');
}

/** The path `node` listens on (Webhook node semantics). */
export function webhookPathOf(node: INode, rawPath: unknown): WebhookPath {
  if (rawPath !== undefined && rawPath !== null && typeof rawPath !== 'string') {
    throw new WebhookPathError(`The path of node "${node.name}" must be text.`);
  }
  const given = typeof rawPath === 'string' ? rawPath : '';
  if (given.startsWith('=')) throw new WebhookPathError(`The path of node "${node.name}" cannot be an expression.`);
  let path = normalizePath(given);
  const webhookId = typeof node.webhookId === 'string' && node.webhookId !== '' ? node.webhookId : undefined;
  if (path === '') {
    if (webhookId === undefined) throw new WebhookPathError(`The node "${node.name}" has no path and no webhook id.`);
    path = webhookId;
  }
  const dynamic = path.split('/').some((s) => s.startsWith(':'));
  if (dynamic) {
    if (webhookId === undefined) throw new WebhookPathError(`The node "${node.name}" has a dynamic path but no webhook id.`);
    path = `${webhookId}/${path}`;
  }
  for (const segment of path.split('/')) {
    if (segment === ':' || /[?#\s]/.test(segment)) throw new WebhookPathError(`The path "${given}" of node "${node.name}" is not valid.`);
  }
  return { path, segments: path.split('/'), dynamic };
}

/** The captured parameters when `segments` (a dynamic path) matches `requested`, else undefined. */
export function matchSegments(segments: readonly string[], requested: readonly string[]): Record<string, string> | undefined {
  if (segments.length !== requested.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const pattern = segments[i] ?? '';
    const value = requested[i] ?? '';
    if (pattern.startsWith(':')) {
      if (value === '') return undefined;
      params[pattern.slice(1)] = value;
    } else if (pattern !== value) {
      return undefined;
    }
  }
  return params;
}

/** The HTTP methods a Webhook node listens to (`httpMethod`, a list when `multipleMethods`). */
export function webhookMethodsOf(parameters: Record<string, unknown>): string[] {
  const raw = parameters['httpMethod'];
  const list = Array.isArray(raw) ? raw : [raw ?? 'GET'];
  const methods = list.map((m) => String(m).toUpperCase()).filter((m) => m !== '');
  return methods.length === 0 ? ['GET'] : [...new Set(methods)];
}
