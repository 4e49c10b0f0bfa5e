/**
 * `event_destinations`: each destination's settings as JSON, its secret fields taken out
 * and stored together as one value encrypted like credential data (AES-256-GCM, under a
 * key derived from the instance key).
 */
import type { Kysely } from 'kysely';
import { fromJson, nowDbTime, toJson } from '../db/codec';
import type { Database } from '../db/types';
import type { CredentialCipher } from '../credentials/cipher';
import { SECRET_FIELDS, type Destination } from './destination-types';

interface StoredConfig {
  fields: Record<string, unknown>;
  /** The secret fields as encrypted JSON. */
  secrets: string;
}

/** Reads and writes destinations. */
export class DestinationStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cipher: CredentialCipher,
  ) {}

  private seal(destination: Destination): StoredConfig {
    const fields: Record<string, unknown> = { ...destination };
    const secrets: Record<string, unknown> = {};
    for (const name of SECRET_FIELDS[destination.__type]) {
      secrets[name] = fields[name];
      delete fields[name];
    }
    return { fields, secrets: this.cipher.encrypt(JSON.stringify(secrets)) };
  }

  private open(stored: StoredConfig): Destination {
    const secrets = JSON.parse(this.cipher.decrypt(stored.secrets)) as Record<string, unknown>;
    return { ...stored.fields, ...secrets } as unknown as Destination;
  }

  /** Every destination, in the clear, oldest first. */
  async list(): Promise<Destination[]> {
    const rows = await this.db.selectFrom('event_destinations').select(['config']).orderBy('created_at').orderBy('id').execute();
    return rows.map((row) => this.open(fromJson(row.config) as StoredConfig));
  }

  /** Stores `destination`, new or replacing the one with its id. */
  async save(destination: Destination): Promise<void> {
    const config = toJson(this.seal(destination));
    const now = nowDbTime();
    await this.db
      .insertInto('event_destinations')
      .values({ id: destination.id, type: destination.__type, config, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ type: destination.__type, config, updated_at: now }))
      .execute();
  }

  /** Removes a destination and its undelivered events; false when there was none. */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('event_outbox').where('destination_id', '=', id).execute();
      const result = await trx.deleteFrom('event_destinations').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    });
  }
}
