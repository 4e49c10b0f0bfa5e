/**
 * Dragging a typed (AI) connection: from a root node's slot to a sub-node, or from a sub-node's
 * top output to a root node's slot. Only a compatible end connects: the same connection type, a
 * slot with room left (`maxConnections`) that accepts the node's type (`filter.nodes`). Released
 * on empty canvas from a slot, or a click on a slot's '+', opens the node creator for that slot.
 */
import { addConnectionOp, type NodeId } from '@sdk';
import { snapToGrid, SUB_NODE_SIZE, type Point } from '../model/geometry';
import { slotAccepts } from '../model/typed-ports';
import type { SceneModel } from '../render/scene-model';
import type { Hit } from './hit-test';
import { beyondThreshold, type GestureContext, type IGesture } from './gesture';

/** Where a typed connection drag starts. */
export interface SlotEnd {
  readonly nodeId: NodeId;
  readonly type: string;
  readonly at: Point;
  /** 'slot': a root's typed input; 'subOutput': a sub-node's output. */
  readonly side: 'slot' | 'subOutput';
}

/** The connection a typed drag from `from` makes when released on `target`, or null when incompatible. */
export function typedConnectionFor(
  model: SceneModel,
  from: SlotEnd,
  target: Hit | null,
): { source: NodeId; target: NodeId; type: string } | null {
  if (!target || !('nodeId' in target) || target.nodeId === from.nodeId) return null;
  const [subId, rootId] = from.side === 'slot' ? [target.nodeId, from.nodeId] : [from.nodeId, target.nodeId];
  if (target.kind === (from.side === 'slot' ? 'slot' : 'subOutput')) return null;
  const sub = model.nodes.get(subId);
  const root = model.nodes.get(rootId);
  if (!sub || !root || !sub.subOutputs.includes(from.type)) return null;
  const slot = root.slots.find((s) => s.type === from.type);
  if (!slot || !slotAccepts(slot, sub.node.type, from.type)) return null;
  const doc = model.doc;
  const exists = doc?.connections.get(subId)?.[from.type]?.[0]?.some((t) => t.nodeId === rootId) ?? false;
  return exists ? null : { source: subId, target: rootId, type: from.type };
}

/** Where a sub-node added for a slot goes: under the slot, right of the sub-nodes already there. */
export function subNodePosition(model: SceneModel, rootId: NodeId, type: string, slotAt: Point): Point {
  const root = model.nodes.get(rootId);
  const connected = root?.slots.find((s) => s.type === type)?.connected ?? 0;
  return { x: snapToGrid(slotAt.x - SUB_NODE_SIZE / 2 + connected * (SUB_NODE_SIZE + 40)), y: snapToGrid(slotAt.y + 140) };
}

/** The typed connection drag. */
export class ConnectingSlot implements IGesture {
  moved = false;

  constructor(
    private readonly ctx: GestureContext,
    private readonly from: SlotEnd,
    private readonly start: Point,
    private readonly button: boolean,
  ) {}

  move(screen: Point): void {
    if (!this.moved && !beyondThreshold(this.start, screen)) return;
    this.moved = true;
    const to = this.ctx.graph(screen);
    // The preview always runs from the sub-node's end (below) to the slot (above).
    const [a, b] = this.from.side === 'slot' ? [to, this.from.at] : [this.from.at, to];
    this.ctx.scene.drawOverlay({ preview: { from: a, to: b, dashed: true } });
  }

  up(screen: Point): void {
    this.ctx.scene.drawOverlay({});
    const model = this.ctx.scene.model;
    if (this.moved) {
      const made = typedConnectionFor(model, this.from, this.ctx.hit(screen));
      if (made) {
        const { source, target, type } = made;
        this.ctx.dispatch(
          [addConnectionOp({ source: { nodeId: source, type, index: 0 }, target: { nodeId: target, type, index: 0 } })],
          'Connect nodes',
        );
        return;
      }
    }
    if (this.from.side === 'slot' && (this.button || (this.moved && this.ctx.hit(screen).kind === 'empty'))) {
      const root = model.nodes.get(this.from.nodeId);
      const slot = root?.slots.find((s) => s.type === this.from.type);
      const filterNodes = slot?.filterNodes;
      this.ctx.service.requestNodeCreator({
        slot: {
          nodeId: this.from.nodeId,
          type: this.from.type,
          label: slot?.label ?? this.from.type,
          ...(filterNodes ? { filterNodes } : {}),
        },
        position: subNodePosition(model, this.from.nodeId, this.from.type, this.from.at),
      });
    }
  }

  cancel(): void {
    this.ctx.scene.drawOverlay({});
  }
}
