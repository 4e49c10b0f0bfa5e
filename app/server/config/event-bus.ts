/**
 * Log streaming's delivery settings (docs/log-streaming.md): how long a failed delivery
 * waits before the next try, and how many undelivered events each destination keeps.
 */
import { intSchema } from './env';
import type { EnvReader } from './env';

/** Delivery of events to log-streaming destinations. */
export interface EventBusConfig {
  /** Wait before the first retry of a failed delivery, doubled per failure (`SWITCHYARD_EVENTBUS_RETRY_BASE_MS`). */
  retryBaseMs: number;
  /** Longest wait between retries (`SWITCHYARD_EVENTBUS_RETRY_MAX_MS`). */
  retryMaxMs: number;
  /** Undelivered events kept per destination; the oldest go first past it (`SWITCHYARD_EVENTBUS_BACKLOG_MAX`). */
  backlogMax: number;
  /** How often the backlog is looked at when nothing new arrives (`SWITCHYARD_EVENTBUS_POLL_MS`). */
  pollMs: number;
}

/** Defaults: a retry after 1 s, then 2 s, 4 s ... up to 5 minutes; 10,000 events kept per destination. */
export const EVENT_BUS_DEFAULTS: EventBusConfig = { retryBaseMs: 1_000, retryMaxMs: 300_000, backlogMax: 10_000, pollMs: 1_000 };

/** Reads the SWITCHYARD_EVENTBUS_* variables. */
export function readEventBusConfig(r: EnvReader): EventBusConfig {
  return {
    retryBaseMs: r.read(
      ['SWITCHYARD_EVENTBUS_RETRY_BASE_MS'],
      intSchema(10, 3_600_000),
      'milliseconds (10 to 3600000)',
      EVENT_BUS_DEFAULTS.retryBaseMs,
    ),
    retryMaxMs: r.read(
      ['SWITCHYARD_EVENTBUS_RETRY_MAX_MS'],
      intSchema(10, 86_400_000),
      'milliseconds (10 to 86400000)',
      EVENT_BUS_DEFAULTS.retryMaxMs,
    ),
    backlogMax: r.read(
      ['SWITCHYARD_EVENTBUS_BACKLOG_MAX'],
      intSchema(1, 1_000_000),
      'a number of events (1 to 1000000)',
      EVENT_BUS_DEFAULTS.backlogMax,
    ),
    pollMs: r.read(['SWITCHYARD_EVENTBUS_POLL_MS'], intSchema(10, 600_000), 'milliseconds (10 to 600000)', EVENT_BUS_DEFAULTS.pollMs),
  };
}
