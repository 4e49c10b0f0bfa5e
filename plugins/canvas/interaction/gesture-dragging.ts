import { moveNodeOp, type NodeId, type Operation } from '@sdk';
import { snapToGrid, type Point } from '../model/geometry';
import { beyondThreshold, type GestureContext, type IGesture } from './gesture';

/**
 * Dragging the selected nodes. The scene previews the move; the document changes once, on
 * release, as one "Move node(s)" step snapped to the grid. A press without movement on a node of
 * a multi-selection selects just that node.
 */
export class Dragging implements IGesture {
  moved = false;

  constructor(
    private readonly ctx: GestureContext,
    private readonly start: Point,
    private readonly ids: readonly NodeId[],
    private readonly clickId: NodeId,
  ) {}

  move(screen: Point): void {
    if (!this.moved && !beyondThreshold(this.start, screen)) return;
    if (!this.moved) this.ctx.scene.beginDrag(this.ids);
    this.moved = true;
    const zoom = this.ctx.service.getViewport().zoom;
    this.ctx.scene.dragTo((screen.x - this.start.x) / zoom, (screen.y - this.start.y) / zoom);
  }

  up(screen: Point, modifiers: { readonly shiftKey: boolean }): void {
    const { service, scene, bus } = this.ctx;
    if (!this.moved) {
      if (!modifiers.shiftKey && service.getSelection().size > 1) service.select([this.clickId]);
      return;
    }
    const zoom = service.getViewport().zoom;
    const dx = (screen.x - this.start.x) / zoom;
    const dy = (screen.y - this.start.y) / zoom;
    scene.endDrag();
    const doc = bus.getState();
    const ops: Operation[] = [];
    for (const id of this.ids) {
      const n = doc.nodes.get(id);
      if (!n) continue;
      const next: [number, number] = [snapToGrid(n.position[0] + dx), snapToGrid(n.position[1] + dy)];
      if (next[0] !== n.position[0] || next[1] !== n.position[1]) ops.push(moveNodeOp(id, next));
    }
    this.ctx.dispatch(ops, this.ids.length === 1 ? 'Move node' : 'Move nodes');
  }

  cancel(): void {
    // Ending the preview without an edit puts every node back where the document has it.
    if (this.moved) this.ctx.scene.endDrag();
  }
}
