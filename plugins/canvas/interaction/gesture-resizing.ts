import { moveNodeOp, type NodeId, type Operation } from '@sdk';
import { updateStickyOp } from '../edit/sticky-op';
import { snapToGrid, STICKY_MIN_HEIGHT, STICKY_MIN_WIDTH, type Point } from '../model/geometry';
import type { StickyHandle } from './hit-test';
import { beyondThreshold, type GestureContext, type IGesture } from './gesture';

/** Resizing a sticky note by one of its edges or corners; the size changes on release. */
export class Resizing implements IGesture {
  moved = false;

  constructor(
    private readonly ctx: GestureContext,
    private readonly nodeId: NodeId,
    private readonly handle: StickyHandle,
    private readonly start: Point,
  ) {}

  move(screen: Point): void {
    this.moved = this.moved || beyondThreshold(this.start, screen);
  }

  up(screen: Point): void {
    if (!this.moved) return;
    const zoom = this.ctx.service.getViewport().zoom;
    const box = this.ctx.scene.model.nodes.get(this.nodeId)?.box;
    if (!box || !this.ctx.bus.getState().nodes.has(this.nodeId)) return;
    const next = resizedBox(box, this.handle, (screen.x - this.start.x) / zoom, (screen.y - this.start.y) / zoom);
    const ops: Operation[] = [updateStickyOp(this.nodeId, { width: next.width, height: next.height })];
    if (next.x !== box.x || next.y !== box.y) ops.push(moveNodeOp(this.nodeId, [next.x, next.y]));
    this.ctx.dispatch(ops, 'Resize sticky note');
  }

  cancel(): void {}
}

/** The sticky's box after dragging `handle` by a graph delta, snapped and at least the minimum size. */
export function resizedBox(
  box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
  handle: StickyHandle,
  dx: number,
  dy: number,
): { x: number; y: number; width: number; height: number } {
  let { x, y, width, height } = box;
  if (handle.right) width = Math.max(STICKY_MIN_WIDTH, snapToGrid(width + dx));
  if (handle.bottom) height = Math.max(STICKY_MIN_HEIGHT, snapToGrid(height + dy));
  if (handle.left) {
    const w = Math.max(STICKY_MIN_WIDTH, snapToGrid(width - dx));
    x += width - w;
    width = w;
  }
  if (handle.top) {
    const h = Math.max(STICKY_MIN_HEIGHT, snapToGrid(height - dy));
    y += height - h;
    height = h;
  }
  return { x, y, width, height };
}
