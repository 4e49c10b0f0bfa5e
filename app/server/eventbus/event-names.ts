/**
 * The events this server streams, with the anchor product's names (n8n's event bus:
 * `n8n.audit.*`, `n8n.workflow.*`, `n8n.node.*`), so a log pipeline built for n8n reads
 * them unchanged. Activation has no audit event there; ours follows its naming.
 */

/** How much an event matters; a destination takes events at or above its level. */
export type EventLevel = 'debug' | 'info' | 'warning' | 'error';

/** Levels from least to most important. */
export const EVENT_LEVELS: readonly EventLevel[] = ['debug', 'info', 'warning', 'error'];

/** Every event name with its level. */
export const EVENT_CATALOGUE = {
  'n8n.audit.user.login.success': 'info',
  'n8n.audit.user.login.failed': 'warning',
  'n8n.audit.user.invited': 'info',
  'n8n.audit.user.deleted': 'info',
  'n8n.audit.user.credentials.created': 'info',
  'n8n.audit.user.credentials.shared': 'info',
  'n8n.audit.user.credentials.deleted': 'info',
  'n8n.audit.workflow.created': 'info',
  'n8n.audit.workflow.updated': 'info',
  'n8n.audit.workflow.deleted': 'info',
  'n8n.audit.workflow.activated': 'info',
  'n8n.audit.workflow.deactivated': 'info',
  'n8n.workflow.started': 'info',
  'n8n.workflow.success': 'info',
  'n8n.workflow.failed': 'error',
  'n8n.node.started': 'debug',
  'n8n.node.finished': 'debug',
  'n8n.destination.test': 'info',
} as const satisfies Record<string, EventLevel>;

/** An event name. */
export type EventName = keyof typeof EVENT_CATALOGUE;

/** The event names, in catalogue order (`GET /rest/eventbus/eventnames`). */
export const EVENT_NAMES = Object.keys(EVENT_CATALOGUE) as EventName[];

/** The level of `name`. */
export function levelOf(name: EventName): EventLevel {
  return EVENT_CATALOGUE[name];
}

/**
 * Whether a destination subscribed to `subscriptions` takes `name`: an entry is a whole
 * name, a group (`n8n.audit` takes every `n8n.audit.*` event) or `*` (everything).
 */
export function isSubscribed(name: string, subscriptions: readonly string[]): boolean {
  return subscriptions.some((entry) => entry === '*' || entry === name || name.startsWith(`${entry}.`));
}

/** Whether an event of `level` reaches a destination whose lowest level is `minLevel`. */
export function meetsLevel(level: EventLevel, minLevel: EventLevel): boolean {
  return EVENT_LEVELS.indexOf(level) >= EVENT_LEVELS.indexOf(minLevel);
}
