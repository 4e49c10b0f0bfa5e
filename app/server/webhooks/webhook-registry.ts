/**
 * The webhooks listening now, found by method and path: static paths in a map (one
 * lookup per call), dynamic ones grouped by their first segment (the webhookId). Two
 * workflows cannot take the same method and path: the second registration is refused
 * with n8n's message.
 */
import { matchSegments } from './webhook-paths';
import type { WebhookPath } from './webhook-paths';

/** Where a webhook is served: the webhook endpoints, or the form endpoints (Form Trigger). */
export type WebhookSurface = 'webhook' | 'form';

/** A registered webhook. */
export interface RegisteredWebhook {
  workflowId: string;
  nodeName: string;
  method: string;
  path: WebhookPath;
  /** Webhooks and forms share one table of paths (a path is taken once), as in n8n. */
  surface: WebhookSurface;
  /** The name of the node type's webhook description it serves ('default', 'setup'). */
  webhookName?: string;
}

/** The lookup's answer. */
export type WebhookMatch =
  | { status: 'found'; webhook: RegisteredWebhook; params: Record<string, string> }
  | { status: 'wrong-method'; allowed: string[] }
  | { status: 'not-found' };

/** A path (and method) another workflow already listens on. */
export class WebhookConflictError extends Error {
  constructor(
    readonly nodeName: string,
    readonly workflowId: string,
  ) {
    super(`The URL path that the "${nodeName}" node uses is already taken. Please change it to something else.`);
    this.name = 'WebhookConflictError';
  }
}

/** Webhooks by method and path. */
export class WebhookRegistry {
  private readonly statics = new Map<string, Map<string, RegisteredWebhook>>();
  private readonly dynamics = new Map<string, RegisteredWebhook[]>();

  /** Adds the webhooks of one workflow together (all or none); returns a disposer. */
  addAll(webhooks: readonly RegisteredWebhook[]): () => void {
    for (const webhook of webhooks) {
      const taken = this.taken(webhook);
      if (taken !== undefined && taken.workflowId !== webhook.workflowId)
        throw new WebhookConflictError(webhook.nodeName, taken.workflowId);
    }
    const disposers = webhooks.map((webhook) => this.add(webhook));
    return () => {
      for (const dispose of disposers) dispose();
    };
  }

  private taken(webhook: RegisteredWebhook): RegisteredWebhook | undefined {
    if (!webhook.path.dynamic) return this.statics.get(webhook.path.path)?.get(webhook.method);
    return (this.dynamics.get(webhook.path.segments[0] ?? '') ?? []).find(
      (other) => other.method === webhook.method && other.path.segments.join('/') === webhook.path.segments.join('/'),
    );
  }

  private add(webhook: RegisteredWebhook): () => void {
    if (!webhook.path.dynamic) {
      let byMethod = this.statics.get(webhook.path.path);
      if (byMethod === undefined) this.statics.set(webhook.path.path, (byMethod = new Map()));
      byMethod.set(webhook.method, webhook);
      return () => {
        const current = this.statics.get(webhook.path.path);
        if (current?.get(webhook.method) === webhook) current.delete(webhook.method);
        if (current?.size === 0) this.statics.delete(webhook.path.path);
      };
    }
    const key = webhook.path.segments[0] ?? '';
    const list = this.dynamics.get(key) ?? [];
    list.push(webhook);
    this.dynamics.set(key, list);
    return () => {
      const left = (this.dynamics.get(key) ?? []).filter((w) => w !== webhook);
      if (left.length === 0) this.dynamics.delete(key);
      else this.dynamics.set(key, left);
    };
  }

  /** The webhook for `method` on `path` (already normalized). */
  find(method: string, path: string): WebhookMatch {
    const byMethod = this.statics.get(path);
    if (byMethod !== undefined) {
      const webhook = byMethod.get(method) ?? (method === 'HEAD' ? byMethod.get('GET') : undefined);
      if (webhook !== undefined) return { status: 'found', webhook, params: {} };
    }
    const requested = path.split('/');
    const allowed = new Set(byMethod?.keys() ?? []);
    for (const webhook of this.dynamics.get(requested[0] ?? '') ?? []) {
      const params = matchSegments(webhook.path.segments, requested);
      if (params === undefined) continue;
      if (webhook.method === method || (method === 'HEAD' && webhook.method === 'GET')) return { status: 'found', webhook, params };
      allowed.add(webhook.method);
    }
    return allowed.size > 0 ? { status: 'wrong-method', allowed: [...allowed].sort() } : { status: 'not-found' };
  }

  /** Every registered webhook (for listing and tests). */
  all(): RegisteredWebhook[] {
    return [...[...this.statics.values()].flatMap((m) => [...m.values()]), ...[...this.dynamics.values()].flat()];
  }
}
