/**
 * One pointer gesture on the canvas as a small state object, in the manner of tldraw's tool
 * states: the idle state decides on pointer-down which gesture begins (entering it), and the
 * gesture then owns every move until it ends. `up` commits the gesture's edit as one transaction;
 * `cancel` (pointercancel, Escape, the canvas going away) discards it and leaves the document as
 * it was before the press.
 */
import type { CommandBus, DocNode, Operation } from '@sdk';
import type { CanvasService } from '../canvas-service';
import type { Point } from '../model/geometry';
import type { CanvasNodeType } from '../model/node-type-info';
import type { Scene } from '../render/scene';
import type { Hit } from './hit-test';

/** A gesture in progress. */
export interface IGesture {
  /** The pointer moved to `screen` (canvas-local pixels). */
  move(screen: Point): void;
  /** The pointer was released at `screen`: commit. */
  up(screen: Point, modifiers: { readonly shiftKey: boolean }): void;
  /** The gesture was interrupted: discard its preview and edit. */
  cancel(): void;
  /** Whether the pointer travelled far enough to be more than a click (a double-click after a drag is none). */
  readonly moved: boolean;
}

/** What every gesture reads and does, bound once per canvas. */
export interface GestureContext {
  readonly scene: Scene;
  readonly service: CanvasService;
  readonly bus: CommandBus;
  readonly editable: boolean;
  readonly typeOf: (n: DocNode) => CanvasNodeType;
  /** Screen (canvas-local) to graph coordinates at the current viewport. */
  graph(screen: Point): Point;
  /** What lies under a screen point. */
  hit(screen: Point): Hit;
  /** Dispatches the gesture's edit as one user transaction (nothing when `ops` is empty). */
  dispatch(ops: Operation[], label: string): void;
}

/** How far (px) the pointer must travel before a press becomes a drag. */
export const DRAG_THRESHOLD = 4;

/** Whether `screen` is far enough from `start` to count as movement. */
export function beyondThreshold(start: Point, screen: Point): boolean {
  return Math.hypot(screen.x - start.x, screen.y - start.y) >= DRAG_THRESHOLD;
}
