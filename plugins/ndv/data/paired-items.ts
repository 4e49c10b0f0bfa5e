/**
 * Paired items: hovering an item highlights the items it came
 * from and the items made from it, across any number of nodes. The item graph is
 * the sdk's (the one n8n-compatible run data gives, also used by expressions);
 * this names it the way the panels use it.
 *
 * @module
 */
import { buildPairedItemGraph, pairedItemId, relatedPairedItems, type PairedItemGraph } from '@sdk/expressions';

export { buildPairedItemGraph, type PairedItemGraph };

/** One item of one output of one run of a node. */
export const itemId = pairedItemId;

/** The item itself, every item it came from and every item that came from it. */
export function pairedWith(graph: PairedItemGraph, id: string): ReadonlySet<string> {
  const result = relatedPairedItems(graph, id);
  result.add(id);
  return result;
}
