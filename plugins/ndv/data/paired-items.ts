/**
 * Paired items (issue 7, item 7): every output item names the input items it
 * came from (`pairedItem`), and every run names the node, run and output its
 * input came from (`source`). From both this builds the links between items
 * of all nodes, so hovering an item can highlight the items paired with it in
 * the other panel, upstream and downstream, across any number of nodes.
 *
 * @module
 */
import type { IPairedItemData, IRunData } from '@sdk';

/** One item of one output of one run of a node. */
export function itemId(nodeName: string, runIndex: number, outputIndex: number, itemIndex: number): string {
  return `${JSON.stringify(nodeName)}|${runIndex}|${outputIndex}|${itemIndex}`;
}

/** Links from each item to the items it came from, and back. */
export interface PairedItemGraph {
  readonly parents: ReadonlyMap<string, readonly string[]>;
  readonly children: ReadonlyMap<string, readonly string[]>;
}

function pairedList(value: unknown): IPairedItemData[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'number') return [{ item: value }];
  if (Array.isArray(value)) return value.flatMap(pairedList);
  if (typeof value === 'object' && typeof (value as IPairedItemData).item === 'number') return [value as IPairedItemData];
  return [];
}

function add(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Builds the links of every item in `runData`. */
export function buildPairedItemGraph(runData: IRunData): PairedItemGraph {
  const parents = new Map<string, string[]>();
  const children = new Map<string, string[]>();
  for (const [nodeName, tasks] of Object.entries(runData)) {
    tasks.forEach((task, runIndex) => {
      const outputs = task.data?.['main'] ?? [];
      outputs.forEach((items, outputIndex) => {
        (items ?? []).forEach((item, itemIndex) => {
          const id = itemId(nodeName, runIndex, outputIndex, itemIndex);
          for (const paired of pairedList(item.pairedItem)) {
            const source = task.source?.[paired.input ?? 0];
            if (!source) continue;
            const parent = itemId(source.previousNode, source.previousNodeRun ?? 0, source.previousNodeOutput ?? 0, paired.item);
            add(parents, id, parent);
            add(children, parent, id);
          }
        });
      });
    });
  }
  return { parents, children };
}

function walk(start: string, links: ReadonlyMap<string, readonly string[]>, into: Set<string>): void {
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    for (const next of links.get(id) ?? []) {
      if (into.has(next)) continue;
      into.add(next);
      stack.push(next);
    }
  }
}

/** The item itself, every item it came from and every item that came from it. */
export function pairedWith(graph: PairedItemGraph, id: string): ReadonlySet<string> {
  const result = new Set<string>([id]);
  walk(id, graph.parents, result);
  walk(id, graph.children, result);
  return result;
}
