/**
 * Where a document node sits on the canvas: its box and its ports, from its
 * position and its type. Sticky notes take their size from their parameters.
 */
import { outgoing, type DocNode, type WorkflowDocument } from '@sdk';
import {
  inputPortPosition,
  nodeHeight,
  rootWidth,
  SUB_NODE_SIZE,
  outputPortPosition,
  STICKY_DEFAULT_HEIGHT,
  STICKY_DEFAULT_WIDTH,
  STICKY_MIN_HEIGHT,
  STICKY_MIN_WIDTH,
  type Point,
  type Rect,
} from './geometry';
import { STICKY_NODE_TYPE, type CanvasNodeType } from './node-type-info';

/** Gives the canvas facts of a node's type. */
export type NodeBoxSource = (node: DocNode) => CanvasNodeType;

/** Whether the node is a sticky note. */
export function isSticky(node: Pick<DocNode, 'type'>): boolean {
  return node.type === STICKY_NODE_TYPE;
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A sticky note's size: its width/height parameters, never below the minimum. */
export function stickySize(node: DocNode): { width: number; height: number } {
  return {
    width: Math.max(STICKY_MIN_WIDTH, num(node.parameters['width'], STICKY_DEFAULT_WIDTH)),
    height: Math.max(STICKY_MIN_HEIGHT, num(node.parameters['height'], STICKY_DEFAULT_HEIGHT)),
  };
}

/** How many main outputs to draw: the type's count, or more when connections use higher indexes. */
export function outputCount(doc: WorkflowDocument | null, node: DocNode, type: CanvasNodeType): number {
  const used = doc ? (outgoing(doc, node.id)?.['main']?.length ?? 0) : 0;
  return Math.max(type.outputs, used);
}

/** A node's box in graph coordinates. */
export function nodeBox(node: DocNode, types: NodeBoxSource, doc: WorkflowDocument | null = null): Rect {
  const [x, y] = node.position;
  if (isSticky(node)) return { x, y, ...stickySize(node) };
  const type = types(node);
  if (type.subNode) return { x, y, width: SUB_NODE_SIZE, height: SUB_NODE_SIZE };
  return {
    x,
    y,
    width: rootWidth(type.slots?.length ?? 0),
    height: nodeHeight(type.inputs, outputCount(doc, node, type)),
  };
}

/** Ports of a node, in graph coordinates. */
export interface NodePorts {
  readonly inputs: readonly Point[];
  readonly outputs: readonly Point[];
}

/** Input and output port positions of a node (none for a sticky note). */
export function nodePorts(node: DocNode, types: NodeBoxSource, doc: WorkflowDocument | null = null): NodePorts {
  if (isSticky(node)) return { inputs: [], outputs: [] };
  const type = types(node);
  const outputs = outputCount(doc, node, type);
  const box = nodeBox(node, types, doc);
  return {
    inputs: Array.from({ length: type.inputs }, (_, i) => inputPortPosition(box, i, type.inputs)),
    outputs: Array.from({ length: outputs }, (_, i) => outputPortPosition(box, i, outputs)),
  };
}
