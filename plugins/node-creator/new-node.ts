/**
 * A new node of a type chosen in the node creator, as n8n makes it: named
 * after the type's default name, at the type's default version, and a webhook
 * node with its own webhookId (a fresh uuid, the id of its webhook path).
 * A webhook node whose path is a plain parameter that starts empty (Webhook)
 * gets that uuid as its path, so the required Path field is filled and shows
 * the path its URL uses. Where it goes, and its unique name, is the canvas's
 * placement (`ICanvasService.addNode`).
 */
import { defaultVersionOf, type DocNode, type INodeTypeDescription } from '@sdk';

/** Whether the type's webhook path is its own `path` parameter, empty by default. */
function hasEmptyPathParameter(description: INodeTypeDescription): boolean {
  const path = description.properties.find((p) => p.name === 'path' && p.type === 'string');
  return path !== undefined && path.default === '' && (path.displayOptions === undefined || Object.keys(path.displayOptions).length === 0);
}

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
  if (!description.webhooks || description.webhooks.length === 0) return node;
  const webhookId = newId();
  return { ...node, webhookId, ...(hasEmptyPathParameter(description) ? { parameters: { path: webhookId } } : {}) };
}
