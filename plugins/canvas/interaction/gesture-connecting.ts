import { addConnectionOp, removeConnectionOp, type DocConnection, type NodeId, type Operation } from '@sdk';
import { NODE_SIZE, snapToGrid, type Point } from '../model/geometry';
import type { Hit } from './hit-test';
import { beyondThreshold, type GestureContext, type IGesture } from './gesture';

/** Where a new connection starts: a node's output (or its "+" stub). */
export interface ConnectFrom {
  readonly nodeId: NodeId;
  readonly index: number;
  /** The output's position in graph coordinates. */
  readonly at: Point;
}

/**
 * Dragging a connection from an output (or an existing one off an input, to move or delete it).
 * Released on an input or a node it connects; released on empty canvas it opens the node creator
 * there, connected to the output; a click on a "+" stub opens the node creator beside the node.
 * Cancelling leaves every connection as it was.
 */
export class Connecting implements IGesture {
  moved = false;

  constructor(
    private readonly ctx: GestureContext,
    private readonly from: ConnectFrom,
    private readonly start: Point,
    private readonly options: { readonly detached: DocConnection | null; readonly stub: boolean },
  ) {}

  move(screen: Point): void {
    if (!this.moved && !beyondThreshold(this.start, screen)) return;
    this.moved = true;
    this.ctx.scene.drawOverlay({ preview: { from: this.from.at, to: this.ctx.graph(screen) } });
  }

  up(screen: Point): void {
    this.ctx.scene.drawOverlay({});
    const target = this.moved ? this.ctx.hit(screen) : null;
    const ops: Operation[] = this.options.detached ? [removeConnectionOp(this.options.detached)] : [];
    const end = this.targetOf(target);
    if (end) {
      ops.push(addConnectionOp({ source: this.source(), target: { nodeId: end.nodeId, type: 'main', index: end.index } }));
      this.ctx.dispatch(ops, 'Connect nodes');
    } else if (this.options.detached) {
      this.ctx.dispatch(ops, 'Delete connection');
    } else if (this.moved || this.options.stub) {
      this.openNodeCreator(this.ctx.graph(screen));
    }
  }

  cancel(): void {
    this.ctx.scene.drawOverlay({});
  }

  private source() {
    return { nodeId: this.from.nodeId, type: 'main', index: this.from.index };
  }

  private targetOf(target: Hit | null): { nodeId: NodeId; index: number } | null {
    if (target?.kind === 'input') return { nodeId: target.nodeId, index: target.index };
    if (target?.kind !== 'node' || target.nodeId === this.from.nodeId) return null;
    const entry = this.ctx.scene.model.nodes.get(target.nodeId);
    return entry && entry.type.inputs > 0 ? { nodeId: target.nodeId, index: 0 } : null;
  }

  private openNodeCreator(at: Point): void {
    // Dropped on empty canvas: the new node goes where the pointer is; a click on the stub puts it
    // five grid steps to the right of the output.
    const position = this.moved
      ? { x: snapToGrid(at.x), y: snapToGrid(at.y - NODE_SIZE / 2) }
      : { x: snapToGrid(this.from.at.x + 5 * 20), y: snapToGrid(this.from.at.y - NODE_SIZE / 2) };
    this.ctx.service.requestNodeCreator({ source: { nodeId: this.from.nodeId, outputIndex: this.from.index }, position });
  }
}
