/**
 * Finding a node type description for a node's type name and version, and
 * telling trigger node types apart.
 *
 * @module
 */
import type { INodeTypeDescription } from '../workflow/node-type-description';

/** Returns the description of a node type at a version; null or undefined when it is not installed. */
export type NodeTypeLookup = (type: string, version: number) => INodeTypeDescription | null | undefined;

/** A lookup function, or the list of installed descriptions (see {@link createNodeTypeLookup}). */
export type NodeTypeSource = NodeTypeLookup | readonly INodeTypeDescription[];

/** The legacy Start node: the start node of workflows without a trigger. */
export const START_NODE_TYPE = 'n8n-nodes-base.start';

/** Whether the description covers `version` (its `version` is that number or a list containing it). */
export function nodeTypeSupportsVersion(description: Pick<INodeTypeDescription, 'version'>, version: number): boolean {
  return Array.isArray(description.version) ? description.version.includes(version) : description.version === version;
}

/**
 * A lookup over installed descriptions: the description with the type's name
 * whose version list contains the node's version. A node at a version no
 * description covers has an unknown type, as in the n8n editor.
 */
export function createNodeTypeLookup(descriptions: readonly INodeTypeDescription[]): NodeTypeLookup {
  const byName = new Map<string, INodeTypeDescription[]>();
  for (const description of descriptions) {
    const list = byName.get(description.name) ?? [];
    list.push(description);
    byName.set(description.name, list);
  }
  return (type, version) => byName.get(type)?.find((d) => nodeTypeSupportsVersion(d, version)) ?? null;
}

/** Turns a {@link NodeTypeSource} into a lookup function. */
export function toNodeTypeLookup(source: NodeTypeSource): NodeTypeLookup {
  return typeof source === 'function' ? source : createNodeTypeLookup(source);
}

/** Whether the node type starts workflows: its group includes `trigger`, or it polls. */
export function isTriggerNodeType(description: Pick<INodeTypeDescription, 'group' | 'polling'> | null | undefined): boolean {
  return !!description && (description.group.includes('trigger') || description.polling === true);
}
