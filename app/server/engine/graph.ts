/**
 * Name-keyed connection lookups for the engine: children per output, parents per input,
 * and the set of ancestors of a node (partial runs to a destination node).
 */
import type { IConnections, INode } from '@sdk/workflow';

/** A connection seen from its target. */
export interface IncomingConnection {
  from: string;
  fromOutput: number;
  toInput: number;
}

/** A connection seen from its source. */
export interface OutgoingConnection {
  to: string;
  fromOutput: number;
  toInput: number;
}

/** Precomputed lookups over a workflow's `main` connections. */
export class WorkflowGraph {
  readonly nodes = new Map<string, INode>();
  private readonly incoming = new Map<string, IncomingConnection[]>();
  private readonly outgoing = new Map<string, OutgoingConnection[]>();

  constructor(nodes: readonly INode[], connections: IConnections) {
    for (const node of nodes) this.nodes.set(node.name, node);
    for (const [from, types] of Object.entries(connections)) {
      if (!this.nodes.has(from)) continue;
      (types.main ?? []).forEach((targets, fromOutput) => {
        for (const target of targets ?? []) {
          if (!this.nodes.has(target.node)) continue;
          const toInput = target.index ?? 0;
          let out = this.outgoing.get(from);
          if (!out) this.outgoing.set(from, (out = []));
          out.push({ to: target.node, fromOutput, toInput });
          let inc = this.incoming.get(target.node);
          if (!inc) this.incoming.set(target.node, (inc = []));
          inc.push({ from, fromOutput, toInput });
        }
      });
    }
  }

  /** Connections out of `name`, in connection order. */
  childrenOf(name: string): readonly OutgoingConnection[] {
    return this.outgoing.get(name) ?? [];
  }

  /** Connections into `name`. */
  parentsOf(name: string): readonly IncomingConnection[] {
    return this.incoming.get(name) ?? [];
  }

  /** How many distinct inputs of `name` are connected (1 for most nodes). */
  connectedInputCount(name: string): number {
    const inputs = new Set(this.parentsOf(name).map((c) => c.toInput));
    return inputs.size === 0 ? 0 : Math.max(...inputs) + 1;
  }

  /**
   * The shortest loop of connections from `name` back to itself, as node names from
   * `name` to `name` (`[A, B, A]`); undefined when `name` is on no loop.
   */
  cycleThrough(name: string): string[] | undefined {
    const previous = new Map<string, string>();
    const queue = [name];
    for (let at = 0; at < queue.length; at++) {
      const current = queue[at]!;
      for (const child of this.childrenOf(current)) {
        if (child.to === name) {
          const path = [name];
          for (let step: string | undefined = current; step !== undefined && step !== name; step = previous.get(step)) path.push(step);
          path.push(name);
          return path.reverse();
        }
        if (!previous.has(child.to)) {
          previous.set(child.to, current);
          queue.push(child.to);
        }
      }
    }
    return undefined;
  }

  /** `name` and every node upstream of it. */
  ancestorsAndSelf(name: string): Set<string> {
    const seen = new Set<string>([name]);
    const queue = [name];
    while (queue.length > 0) {
      const current = queue.pop()!;
      for (const parent of this.parentsOf(current)) {
        if (!seen.has(parent.from)) {
          seen.add(parent.from);
          queue.push(parent.from);
        }
      }
    }
    return seen;
  }
}
