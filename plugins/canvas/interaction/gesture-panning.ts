import { panBy, type Viewport } from '../model/viewport';
import type { Point } from '../model/geometry';
import type { GestureContext, IGesture } from './gesture';

/** Panning with the middle button, Space, or Ctrl/Cmd held; cancelling returns the view to where it was. */
export class Panning implements IGesture {
  moved = false;
  private last: Point;
  private readonly startViewport: Viewport;

  constructor(
    private readonly ctx: GestureContext,
    start: Point,
  ) {
    this.last = start;
    this.startViewport = ctx.service.getViewport();
  }

  move(screen: Point): void {
    this.ctx.service.setViewport(panBy(this.ctx.service.getViewport(), screen.x - this.last.x, screen.y - this.last.y));
    this.moved = true;
    this.last = screen;
  }

  up(): void {}

  cancel(): void {
    this.ctx.service.setViewport(this.startViewport);
  }
}
