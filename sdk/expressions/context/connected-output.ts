/**
 * Which output of an upstream node leads to a node: the branch that
 * `$('Node').all()`, `.first()` and `.last()` read when the expression names
 * none (an IF's false output when the active node hangs off it), as n8n's
 * `Workflow.getNodeConnectionIndexes`: a breadth-first search back from the
 * node over main connections, inputs in index order, whose first connection
 * from the upstream node gives the output.
 *
 * @module
 */
import type { IConnections } from '../../workflow';

/** Main connections by destination: node → input index → its sources, in document order. */
export type MainSources = ReadonlyMap<string, ReadonlyArray<ReadonlyArray<{ node: string; output: number }>>>;

/**
 * Main connections keyed by destination, in n8n's order (source nodes as
 * listed, then output index, then target order).
 *
 * @param connections - the workflow's connections
 * @returns the sources of each node's inputs
 */
export function mainSourcesByDestination(connections: IConnections): MainSources {
  const byDestination = new Map<string, Array<Array<{ node: string; output: number }>>>();
  for (const [source, byType] of Object.entries(connections)) {
    const outputs = Object.hasOwn(byType, 'main') ? byType.main : undefined;
    (outputs ?? []).forEach((targets, output) => {
      for (const target of targets ?? []) {
        if ((target.type ?? 'main') !== 'main') continue;
        const inputs = byDestination.get(target.node) ?? [];
        byDestination.set(target.node, inputs);
        const input = target.index ?? 0;
        while (inputs.length <= input) inputs.push([]);
        inputs[input]?.push({ node: source, output });
      }
    });
  }
  return byDestination;
}

/**
 * The output of `upstream` through which `nodeName` is reached, or undefined
 * when no main path leads from one to the other.
 *
 * @param sources - see {@link mainSourcesByDestination}
 * @param nodeName - the node whose inputs the search starts from
 * @param upstream - the node to find
 * @returns the output index of `upstream`, or undefined
 */
export function connectedOutputIndex(sources: MainSources, nodeName: string, upstream: string): number | undefined {
  const visited = new Set<string>();
  const queue = [nodeName];
  for (let next = 0; next < queue.length; next++) {
    const current = queue[next] as string;
    if (visited.has(current)) continue;
    visited.add(current);
    for (const input of sources.get(current) ?? []) {
      for (const connection of input) {
        if (connection.node === upstream) return connection.output;
        if (!visited.has(connection.node)) queue.push(connection.node);
      }
    }
  }
  return undefined;
}
