/**
 * Moving a group of nodes together: shifted so the top-left node lands at a
 * target position.
 *
 * @module
 */

/** Something with a canvas position. */
export interface Positioned {
  /** `[x, y]` on the canvas. */
  readonly position: readonly [number, number];
}

/**
 * The top-left node's position: the smallest y, and among nodes with that y
 * the smallest x (the node a paste anchors on). Null for no nodes.
 */
export function topLeftPosition(nodes: readonly Positioned[]): [number, number] | null {
  let best: [number, number] | null = null;
  for (const { position } of nodes) {
    const [x, y] = position;
    if (best === null || y < best[1] || (y === best[1] && x < best[0])) best = [x, y];
  }
  return best;
}

/**
 * The nodes with every position moved by the same offset so the top-left
 * node (see {@link topLeftPosition}) lands at `target`. Returns new node
 * objects; the input is not changed.
 */
export function shiftPositions<T extends Positioned>(nodes: readonly T[], target: readonly [number, number]): T[] {
  const anchor = topLeftPosition(nodes);
  if (anchor === null) return [];
  const dx = target[0] - anchor[0];
  const dy = target[1] - anchor[1];
  return nodes.map((node) => ({ ...node, position: [node.position[0] + dx, node.position[1] + dy] as [number, number] }));
}
