/**
 * `event_outbox`: the events each destination has not taken yet. An event is written here
 * before any attempt to send it and removed only once its destination took it, so a
 * restart or an unreachable destination loses nothing (at-least-once delivery); past
 * `backlogMax` events per destination the oldest are dropped, so a destination that never
 * comes back cannot fill the disk.
 */
import type { Kysely } from 'kysely';
import { fromDbTime, fromJson, toDbTime, toJson } from '../db/codec';
import type { Database } from '../db/types';
import type { EventMessage } from './event-bus';

/** One undelivered event. */
export interface OutboxEntry {
  id: string;
  destinationId: string;
  message: EventMessage;
  attempts: number;
  nextAttemptAt: string;
}

/** Reads and writes the outbox. */
export class Outbox {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds `message` for each destination, with ids that sort in arrival order. */
  async add(entries: ReadonlyArray<{ id: string; destinationId: string; message: EventMessage }>, now: Date): Promise<void> {
    if (entries.length === 0) return;
    const at = toDbTime(now);
    await this.db
      .insertInto('event_outbox')
      .values(
        entries.map((entry) => ({
          id: entry.id,
          destination_id: entry.destinationId,
          message: toJson(entry.message as unknown),
          attempts: 0,
          next_attempt_at: at,
          created_at: at,
        })),
      )
      .execute();
  }

  /** Drops the oldest events of `destinationId` beyond `max`; how many went. */
  async trim(destinationId: string, max: number): Promise<number> {
    const cutoff = await this.db
      .selectFrom('event_outbox')
      .select('id')
      .where('destination_id', '=', destinationId)
      .orderBy('id', 'desc')
      .offset(max)
      .limit(1)
      .executeTakeFirst();
    if (cutoff === undefined) return 0;
    const result = await this.db
      .deleteFrom('event_outbox')
      .where('destination_id', '=', destinationId)
      .where('id', '<=', cutoff.id)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The oldest `limit` events of `destinationId`. */
  async head(destinationId: string, limit: number): Promise<OutboxEntry[]> {
    const rows = await this.db
      .selectFrom('event_outbox')
      .select(['id', 'destination_id', 'message', 'attempts', 'next_attempt_at'])
      .where('destination_id', '=', destinationId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      destinationId: row.destination_id,
      message: fromJson(row.message) as EventMessage,
      attempts: Number(row.attempts),
      nextAttemptAt: fromDbTime(row.next_attempt_at),
    }));
  }

  /** Removes delivered events. */
  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('event_outbox')
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Records a failed attempt at `id`: the next one waits until `nextAttemptAt`. */
  async failed(id: string, attempts: number, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db
      .updateTable('event_outbox')
      .set({ attempts, next_attempt_at: toDbTime(nextAttemptAt), last_error: error.slice(0, 2000) })
      .where('id', '=', id)
      .execute();
  }

  /** How many events wait for `destinationId`. */
  async count(destinationId: string): Promise<number> {
    const row = await this.db
      .selectFrom('event_outbox')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('destination_id', '=', destinationId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
