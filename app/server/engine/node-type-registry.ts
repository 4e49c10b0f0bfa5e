/**
 * Node types by type name and version. Registrations are plain `INodeType`s (their
 * `description.version` may list several versions) or n8n's versioned types; lookups
 * with an unknown version fall back to the newest registered one only when asked.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { isVersionedNodeType, type INodeType, type IVersionedNodeType } from './node-interface';

/** Node types by name and version. */
export class NodeTypeRegistry {
  private readonly byName = new Map<string, Map<number, INodeType>>();

  constructor(types: ReadonlyArray<INodeType | IVersionedNodeType> = []) {
    for (const type of types) this.register(type);
  }

  /** Adds a node type (all its versions); returns a disposer removing them again. */
  register(type: INodeType | IVersionedNodeType): () => void {
    const added: Array<[string, number]> = [];
    const add = (implementation: INodeType, versions: number | number[]) => {
      const name = implementation.description.name;
      let versionsOf = this.byName.get(name);
      if (!versionsOf) this.byName.set(name, (versionsOf = new Map()));
      for (const version of Array.isArray(versions) ? versions : [versions]) {
        versionsOf.set(version, implementation);
        added.push([name, version]);
      }
    };
    if (isVersionedNodeType(type)) {
      for (const [version, implementation] of Object.entries(type.nodeVersions)) add(implementation, Number(version));
    } else {
      add(type, type.description.version);
    }
    return () => {
      for (const [name, version] of added) this.byName.get(name)?.delete(version);
    };
  }

  /** The implementation of `name` at `version`, or undefined. */
  get(name: string, version: number): INodeType | undefined {
    return this.byName.get(name)?.get(version);
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
