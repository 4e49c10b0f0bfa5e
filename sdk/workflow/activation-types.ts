/**
 * What an active workflow does in production, as `GET /rest/active/triggers/:id` answers,
 * and its activation error, as `GET /rest/active/error/:id` answers.
 *
 * @module
 */

/** One production webhook: its method and full URL. */
export interface IProductionWebhook {
  readonly method: string;
  readonly url: string;
}

/** What one enabled trigger node of an active workflow does in production. */
export type IProductionTrigger =
  /** A Webhook (or webhook-based trigger, form): the URLs it answers on. */
  | { readonly node: string; readonly kind: 'webhook'; readonly webhooks: readonly IProductionWebhook[] }
  /** A schedule (Schedule Trigger, Cron, Interval): when it runs next (ISO times), and how often. */
  | { readonly node: string; readonly kind: 'schedule'; readonly description: string; readonly nextRuns: readonly string[] }
  /** A polling trigger: how often it asks its service, and when next (ISO times). */
  | { readonly node: string; readonly kind: 'poll'; readonly description: string; readonly nextRuns: readonly string[] }
  /** Any other trigger: the node type's own words on what it now does. */
  | { readonly node: string; readonly kind: 'trigger'; readonly description: string };

/** `GET /rest/active/triggers/:id`: the workflow's time zone and its triggers in production. */
export interface IProductionTriggers {
  /** The time zone schedules run in (the workflow's setting, else the instance's). */
  readonly timeZone: string;
  readonly triggers: readonly IProductionTrigger[];
}

/** `GET /rest/active/error/:id`: why the workflow's triggers could not start (n8n's `IActivationError`). */
export interface IActivationError {
  /** When it happened (milliseconds since 1970). */
  readonly time: number;
  readonly error: { readonly message: string };
  /** The trigger, poller or webhook node that failed, when known. */
  readonly node?: string;
}
