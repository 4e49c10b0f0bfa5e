/**
 * The paired-item graph of a whole execution, for the editor's hover
 * highlighting: hovering an item in one node's output highlights the items
 * it came from upstream and the items made from it downstream.
 *
 * Items are identified as `<node>_r<run>_o<output>_i<item>`.
 *
 * @module
 */
import type { IRunData } from '../workflow';
import { pairedItemToInputs } from './paired-items';

/** Parent and child links between item ids. */
export interface PairedItemGraph {
  /** Item id → ids of the input items it was made from. */
  readonly parents: ReadonlyMap<string, readonly string[]>;
  /** Item id → ids of the output items made from it. */
  readonly children: ReadonlyMap<string, readonly string[]>;
}

/**
 * The id of one item in run data.
 *
 * @param nodeName - the node
 * @param runIndex - its run
 * @param outputIndex - the output
 * @param itemIndex - the item
 * @returns e.g. `Set_r0_o0_i2`
 */
export function pairedItemId(nodeName: string, runIndex: number, outputIndex: number, itemIndex: number): string {
  return `${nodeName}_r${runIndex}_o${outputIndex}_i${itemIndex}`;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Builds the parent/child links of every item in the run data.
 *
 * @param runData - runs per node name
 * @returns the graph
 */
export function buildPairedItemGraph(runData: IRunData): PairedItemGraph {
  const parents = new Map<string, string[]>();
  const children = new Map<string, string[]>();
  for (const [nodeName, runs] of Object.entries(runData)) {
    runs.forEach((run, runIndex) => {
      (run.data?.main ?? []).forEach((items, outputIndex) => {
        (items ?? []).forEach((item, itemIndex) => {
          const id = pairedItemId(nodeName, runIndex, outputIndex, itemIndex);
          for (const link of pairedItemToInputs(item.pairedItem)) {
            const source = link.sourceOverwrite ?? run.source[link.input ?? 0];
            if (!source) continue;
            const parent = pairedItemId(source.previousNode, source.previousNodeRun ?? 0, source.previousNodeOutput ?? 0, link.item);
            push(parents, id, parent);
            push(children, parent, id);
          }
        });
      });
    });
  }
  return { parents, children };
}

function walk(start: string, links: ReadonlyMap<string, readonly string[]>, into: Set<string>): void {
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    for (const next of links.get(id) ?? []) {
      if (!into.has(next)) {
        into.add(next);
        queue.push(next);
      }
    }
  }
}

/**
 * The items related to one item: all its ancestors and descendants.
 *
 * @param graph - from {@link buildPairedItemGraph}
 * @param id - an item id
 * @returns the related ids (not including `id` itself)
 */
export function relatedPairedItems(graph: PairedItemGraph, id: string): Set<string> {
  const related = new Set<string>();
  walk(id, graph.parents, related);
  walk(id, graph.children, related);
  related.delete(id);
  return related;
}

/**
 * The related items of every item, as n8n's editor keeps them.
 *
 * @param runData - runs per node name
 * @returns item id → related item ids
 */
export function getPairedItemsMapping(runData: IRunData): Record<string, Set<string>> {
  const graph = buildPairedItemGraph(runData);
  const mapping: Record<string, Set<string>> = {};
  const ids = new Set([...graph.parents.keys(), ...graph.children.keys()]);
  for (const id of ids) mapping[id] = relatedPairedItems(graph, id);
  return mapping;
}
