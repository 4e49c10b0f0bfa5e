import type { NodeId } from '@sdk';
import { rectFromPoints, type Point } from '../model/geometry';
import { beyondThreshold, type GestureContext, type IGesture } from './gesture';

/** Drawing a selection rectangle on empty canvas; cancelling restores the selection from before the press. */
export class Lasso implements IGesture {
  moved = false;

  constructor(
    private readonly ctx: GestureContext,
    private readonly start: Point,
    private readonly additive: boolean,
    private readonly selectionBefore: readonly NodeId[],
  ) {}

  move(screen: Point): void {
    this.moved = this.moved || beyondThreshold(this.start, screen);
    this.ctx.scene.drawOverlay({ lasso: this.rect(screen) });
  }

  up(screen: Point): void {
    this.ctx.scene.drawOverlay({});
    if (!this.moved) return;
    const ids = this.ctx.scene.model.nodeIndex.search(this.rect(screen));
    this.ctx.service.select(this.additive ? [...this.ctx.service.getSelection(), ...ids] : ids);
  }

  cancel(): void {
    this.ctx.scene.drawOverlay({});
    this.ctx.service.select(this.selectionBefore);
  }

  private rect(screen: Point) {
    return rectFromPoints(this.ctx.graph(this.start), this.ctx.graph(screen));
  }
}
