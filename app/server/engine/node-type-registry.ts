/**
 * Node types by type name and version. Registrations are plain `INodeType`s (their
 * `description.version` may list several versions) or n8n's versioned types; lookups
 * with an unknown version fall back to the newest registered one only when asked (for
 * drawing and describing, never for running: {@link nodeTypeProblems} stops a run that
 * has a node of an unknown type or version before it starts).
 */
import type { INode, INodeTypeDescription } from '@sdk/workflow';
import { POLL_TIMES_PROPERTY } from '../nodes/shared/cron-time-fields';
import { isVersionedNodeType, type INodeType, type IVersionedNodeType } from './node-interface';

/** A node that cannot run here: its type is not installed, or not at its version. */
export interface NodeTypeProblem {
  /** The node's name. */
  readonly node: string;
  readonly type: string;
  /** The node's typeVersion (1 when it has none). */
  readonly version: number;
  readonly kind: 'unknown' | 'version';
  /** The versions of the type that are installed (empty for an unknown type). */
  readonly supported: readonly number[];
  /** One sentence naming the node, the type or version, and the supported versions. */
  readonly message: string;
}

/** Sticky notes are never run, whatever their version. */
const NEVER_RUN_TYPES: ReadonlySet<string> = new Set(['n8n-nodes-base.stickyNote']);

/**
 * The nodes of a workflow that cannot run here (disabled nodes and sticky notes aside:
 * they never run). A run, an activation or a sub-workflow call with any refuses to start.
 */
export function nodeTypeProblems(
  nodes: readonly Pick<INode, 'name' | 'type' | 'typeVersion' | 'disabled'>[],
  registry: NodeTypeRegistry,
): NodeTypeProblem[] {
  const out: NodeTypeProblem[] = [];
  for (const node of nodes) {
    if (node.disabled === true || NEVER_RUN_TYPES.has(node.type)) continue;
    const problem = registry.problemOf(node);
    if (problem) out.push(problem);
  }
  return out;
}

/** One message for all of `problems` (the first named in full, the rest listed). */
export function nodeTypeProblemsMessage(problems: readonly NodeTypeProblem[]): string {
  const [first, ...rest] = problems;
  if (!first) return '';
  if (rest.length === 0) return `${first.message}.`;
  return `${problems.length} nodes cannot run here. ${problems.map((p) => `${p.message}.`).join(' ')}`;
}

/** Node types by name and version. */
const withPollTimesCache = new WeakMap<INodeType, INodeType>();

/**
 * A polling node as n8n serves it: with the "Poll Times" property first, which n8n adds
 * to every polling node (built-in or from a package) rather than each node declaring it.
 */
function withPollTimes(type: INodeType): INodeType {
  const { description } = type;
  if (description.polling !== true || description.properties.some((property) => property.name === 'pollTimes')) return type;
  let extended = withPollTimesCache.get(type);
  if (!extended) {
    extended = Object.assign(Object.create(Object.getPrototypeOf(type) as object) as INodeType, type, {
      description: { ...description, properties: [POLL_TIMES_PROPERTY, ...description.properties] },
    });
    withPollTimesCache.set(type, extended);
  }
  return extended;
}

export class NodeTypeRegistry {
  private readonly byName = new Map<string, Map<number, INodeType>>();
  private readonly excluded: ReadonlySet<string>;

  /**
   * @param types - the node types
   * @param excluded - type names this instance refuses (n8n's NODES_EXCLUDE): they are
   *   never registered, not even from packages, and a node of such a type is reported as
   *   disabled rather than missing
   */
  constructor(types: ReadonlyArray<INodeType | IVersionedNodeType> = [], excluded: Iterable<string> = []) {
    this.excluded = new Set(excluded);
    for (const type of types) this.register(type);
  }

  /** Adds a node type (all its versions); returns a disposer removing them again. */
  register(type: INodeType | IVersionedNodeType): () => void {
    const added: Array<[string, number]> = [];
    const add = (given: INodeType, versions: number | number[]) => {
      const implementation = withPollTimes(given);
      const name = implementation.description.name;
      let versionsOf = this.byName.get(name);
      if (!versionsOf) this.byName.set(name, (versionsOf = new Map()));
      for (const version of Array.isArray(versions) ? versions : [versions]) {
        versionsOf.set(version, implementation);
        added.push([name, version]);
      }
    };
    if (this.excluded.has(type.description.name)) return () => undefined;
    if (isVersionedNodeType(type)) {
      for (const [version, implementation] of Object.entries(type.nodeVersions)) add(implementation, Number(version));
    } else {
      add(type, type.description.version);
    }
    return () => {
      for (const [name, version] of added) {
        const versionsOf = this.byName.get(name);
        versionsOf?.delete(version);
        // An emptied name is no longer known (a package uninstalled, then installed again).
        if (versionsOf?.size === 0) this.byName.delete(name);
      }
    };
  }

  /** The implementation of `name` at `version` (a missing version reads as 1), or undefined. */
  get(name: string, version: number | undefined): INodeType | undefined {
    return this.byName.get(name)?.get(version ?? 1);
  }

  /** The versions of `name` registered, ascending (empty when the type is unknown). */
  versions(name: string): number[] {
    return [...(this.byName.get(name)?.keys() ?? [])].sort((a, b) => a - b);
  }

  /**
   * Why `node` cannot run here, or undefined when it can: its type is not installed, or
   * its `typeVersion` is not one this server implements (no other version stands in).
   */
  problemOf(node: Pick<INode, 'name' | 'type' | 'typeVersion'>): NodeTypeProblem | undefined {
    const versions = this.versions(node.type);
    const version = typeof node.typeVersion === 'number' ? node.typeVersion : 1;
    if (versions.length === 0) {
      return {
        node: node.name,
        type: node.type,
        version,
        kind: 'unknown',
        supported: [],
        message: this.excluded.has(node.type)
          ? `The node "${node.name}" has the type "${node.type}", which is disabled on this instance (NODES_EXCLUDE)`
          : `The node "${node.name}" has the type "${node.type}", which is not installed here`,
      };
    }
    if (versions.includes(version)) return undefined;
    const displayName = this.getClosest(node.type, version)?.description.displayName ?? node.type;
    return {
      node: node.name,
      type: node.type,
      version,
      kind: 'version',
      supported: versions,
      message: `The node "${node.name}": this version of ${displayName} (${version}) is not supported; supported: ${versions.join(', ')}`,
    };
  }

  /** The implementation at `version`, else the newest version of the type. */
  getClosest(name: string, version: number | undefined): INodeType | undefined {
    const versions = this.byName.get(name);
    if (!versions) return undefined;
    if (version !== undefined && versions.has(version)) return versions.get(version);
    const newest = Math.max(...versions.keys());
    return versions.get(newest);
  }

  /** Whether any version of `name` is known. */
  has(name: string): boolean {
    return (this.byName.get(name)?.size ?? 0) > 0;
  }

  /**
   * The descriptions as `types/nodes.json` serves them: one entry per implementation
   * (an implementation registered for several versions lists them in `version`).
   */
  descriptions(): INodeTypeDescription[] {
    const seen = new Set<INodeType>();
    const out: INodeTypeDescription[] = [];
    for (const versions of this.byName.values()) {
      for (const implementation of versions.values()) {
        if (seen.has(implementation)) continue;
        seen.add(implementation);
        const registered = [...versions.entries()].filter(([, impl]) => impl === implementation).map(([v]) => v);
        const description = implementation.description;
        out.push({ ...description, version: registered.length === 1 ? registered[0]! : registered });
      }
    }
    return out;
  }

  /** The description of `name` at `version` (version set to that one), or undefined. */
  describe(name: string, version: number): INodeTypeDescription | undefined {
    const implementation = this.get(name, version);
    return implementation ? { ...implementation.description, version } : undefined;
  }
}
