/**
 * Paired items: the link from each output item of a node back to the input
 * item(s) it was made from (`pairedItem` on the item: a number, an
 * `{item, input}` object or a list of them). Used by `$('X').item` and
 * `itemMatching()`, by the engine to fill in missing links, and by the
 * editor to highlight related items on hover.
 *
 * In these helpers, "item i of node N's input" is item i of the output
 * (`source.previousNodeOutput`) of the node named by the run's
 * `source[input]`, in run `source.previousNodeRun`.
 *
 * @module
 */
import type { INodeExecutionData, IPairedItemData, IRunData, ISourceData, ITaskData } from '../workflow';
import { ExpressionError } from './errors';

/** A paired-item lookup failed: the message says which node lacks what. */
export class PairedItemError extends ExpressionError {
  /** Whether the failure is that the walk never reached the node (another branch may). */
  readonly noPath: boolean;

  /**
   * @param message - what went wrong
   * @param description - what to do about it
   * @param noPath - the walk ended without reaching the node
   */
  constructor(message: string, description: string, noPath = false) {
    super(message, 'data', { description });
    this.name = 'PairedItemError';
    this.noPath = noPath;
  }
}

/** How a paired-item walk finds a node's runs (run data, or pinned data shaped as a run). */
export type RunLookup = (nodeName: string) => readonly ITaskData[] | undefined;

/**
 * Normalizes an item's `pairedItem` to a list of `{item, input}` links.
 *
 * @param pairedItem - number, object, list or undefined
 * @returns the links (empty when missing)
 */
export function pairedItemToInputs(pairedItem: INodeExecutionData['pairedItem']): IPairedItemData[] {
  if (pairedItem === undefined || pairedItem === null) return [];
  if (typeof pairedItem === 'number') return [{ item: pairedItem, input: 0 }];
  const list = Array.isArray(pairedItem) ? pairedItem : [pairedItem];
  return list.map((link) => (typeof link === 'number' ? { item: link, input: 0 } : { ...link, input: link.input ?? 0 }));
}

/**
 * Fills in missing `pairedItem` links after a node ran, as n8n does: with a
 * single input item every output item points at it; with as many outputs as
 * inputs, output i points at input i. Items that already have links are kept.
 *
 * @param inputCount - how many items the node received
 * @param output - the items it produced
 * @returns the items, with links where they could be inferred
 */
export function assignPairedItems(inputCount: number, output: readonly INodeExecutionData[]): INodeExecutionData[] {
  return output.map((item, index) => {
    if (item.pairedItem !== undefined) return item;
    if (inputCount === 1) return { ...item, pairedItem: { item: 0 } };
    if (output.length === inputCount) return { ...item, pairedItem: { item: index } };
    return item;
  });
}

/**
 * A run lookup over run data.
 *
 * @param runData - runs per node name
 * @returns the lookup
 */
export function runDataLookup(runData: IRunData): RunLookup {
  return (name) => (Object.hasOwn(runData, name) ? runData[name] : undefined);
}

const MAX_WALK = 1000;

function outputItems(lookup: RunLookup, source: ISourceData): INodeExecutionData[] {
  const runs = lookup(source.previousNode);
  const run = runs?.[source.previousNodeRun ?? 0];
  if (run === undefined) {
    throw new PairedItemError(
      `Node '${source.previousNode}' hasn't been executed`,
      `Execute '${source.previousNode}' first, or pin data to it.`,
    );
  }
  const items = run.data?.main?.[source.previousNodeOutput ?? 0];
  if (!items) {
    throw new PairedItemError(
      `Node '${source.previousNode}' has no data on output ${source.previousNodeOutput ?? 0}`,
      'The branch this item came through produced no items.',
    );
  }
  return items;
}

/**
 * Walks paired items back from an item of `source`'s output to the item of
 * `destination`'s output it derives from.
 *
 * @param lookup - finds each node's runs
 * @param destination - the node whose item is wanted (the X of `$('X').item`)
 * @param source - where the starting item lives (node, output, run)
 * @param pairedItem - the starting item's index in that output
 * @returns the matching item of `destination`
 * @throws PairedItemError when the information is missing or ambiguous
 */
export function getPairedItem(
  lookup: RunLookup,
  destination: string,
  source: ISourceData | null,
  pairedItem: IPairedItemData,
): INodeExecutionData {
  let current: IPairedItemData = pairedItem;
  let at: ISourceData | null = source;
  for (let step = 0; step < MAX_WALK; step += 1) {
    if (at === null) throw noPathError(destination);
    const items = outputItems(lookup, at);
    const item = items[current.item];
    if (item === undefined) {
      throw new PairedItemError(
        `Paired item data from node '${at.previousNode}' points at item ${current.item}, which does not exist`,
        `Check that '${at.previousNode}' sets pairedItem correctly.`,
      );
    }
    if (at.previousNode === destination) return item;
    const run = lookup(at.previousNode)?.[at.previousNodeRun ?? 0] as ITaskData;
    let links = pairedItemToInputs(item.pairedItem);
    if (links.length === 0) links = inferredLinks(lookup, run, at.previousNode);
    if (links.length > 1) return pickUnique(lookup, destination, run, links, at.previousNode);
    const link = links[0] as IPairedItemData;
    at = link.sourceOverwrite ?? run.source[link.input ?? 0] ?? null;
    current = link;
  }
  throw new PairedItemError(`Could not trace item back to node '${destination}'`, 'The paired-item links form a loop.');
}

function inferredLinks(lookup: RunLookup, run: ITaskData, nodeName: string): IPairedItemData[] {
  const first = run.source[0];
  if (run.source.length === 1 && first) {
    try {
      if (outputItems(lookup, first).length === 1) return [{ item: 0, input: 0 }];
    } catch {
      // fall through to the missing-data error
    }
  }
  if (run.source.length === 0 || run.source.every((s) => s === null)) throw noPathError(undefined, nodeName);
  throw new PairedItemError(
    `Paired item data for an item from node '${nodeName}' is unavailable`,
    `'${nodeName}' did not say which input item each output item came from. Use .first(), .last() or .all() instead of .item, or make '${nodeName}' set pairedItem.`,
  );
}

function pickUnique(
  lookup: RunLookup,
  destination: string,
  run: ITaskData,
  links: IPairedItemData[],
  nodeName: string,
): INodeExecutionData {
  const results: INodeExecutionData[] = [];
  for (const link of links) {
    try {
      const found = getPairedItem(lookup, destination, link.sourceOverwrite ?? run.source[link.input ?? 0] ?? null, link);
      if (!results.includes(found)) results.push(found);
    } catch (error) {
      if (!(error instanceof PairedItemError && error.noPath)) throw error;
    }
  }
  if (results.length === 1) return results[0] as INodeExecutionData;
  if (results.length === 0) throw noPathError(destination);
  throw new PairedItemError(
    `Multiple matching items for the expression`,
    `An item of '${nodeName}' comes from several items of '${destination}', so .item cannot pick one. Use .first(), .last(), .all() or .itemMatching(index).`,
  );
}

function noPathError(destination: string | undefined, from?: string): PairedItemError {
  return new PairedItemError(
    destination === undefined ? `No path back from node '${from ?? ''}'` : `No path back to node '${destination}'`,
    destination === undefined
      ? 'The item does not come from the referenced node.'
      : `The current item does not come from '${destination}'; check that '${destination}' is before this node.`,
    true,
  );
}
