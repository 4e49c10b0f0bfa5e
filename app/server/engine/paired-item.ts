/**
 * Shared paired-item records. Most nodes pair output item i with input item i, and a run
 * of 100,000 items would otherwise hold 100,000 identical-looking `{ item: i }` objects per
 * node (about 3 MB each time). The records are frozen so that sharing them is safe: no
 * node may change another node's pairing in place (none does; n8n's nodes build new ones).
 */
import type { IPairedItemData } from '@sdk/workflow';

/**
 * Indexes from here on get their own record. The cache lives as long as the server, so it
 * is kept small: 131,072 records, about 4 MB, covers the common large runs.
 */
const CACHE_LIMIT = 1 << 17;
const records: IPairedItemData[] = [];

/** The pairing with input item `index` of the first input (a shared, frozen record). */
export function pairedItemOf(index: number): IPairedItemData {
  if (index >= CACHE_LIMIT || !Number.isInteger(index) || index < 0) return { item: index };
  let record = records[index];
  if (record === undefined) {
    // Filled in order so the array stays packed (holes would make it a dictionary).
    for (let i = records.length; i <= index; i++) records.push(Object.freeze({ item: i }));
    record = records[index]!;
  }
  return record;
}
