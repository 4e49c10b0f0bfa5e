/**
 * A new node of a type chosen in the node creator, as n8n makes it: named
 * after the type's default name, at the type's default version, and a webhook
 * node with its own webhookId (a fresh uuid, the id of its webhook path).
 * Where it goes, and its unique name, is the canvas's placement (`planAddNode`).
 */
import type { DocNode, INodeTypeDescription } from '@sdk';
import { defaultVersionOf } from '@plugins/node-types/api';

/** A new node of `description` at `position`; `newId` makes its id and webhookId. */
export function newNodeFor(description: INodeTypeDescription, newId: () => string, position: readonly [number, number]): DocNode {
  const node: DocNode = {
    id: newId(),
    name: description.defaults?.name ?? description.displayName,
    type: description.name,
    typeVersion: defaultVersionOf(description),
    position: [position[0], position[1]],
    parameters: {},
  };
  return description.webhooks && description.webhooks.length > 0 ? { ...node, webhookId: newId() } : node;
}
