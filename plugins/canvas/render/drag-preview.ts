/**
 * The drag preview of the scene: the dragged nodes move into their own render
 * group (with their far blocks), so a drag frame is a transform write plus the
 * few curves attached to the dragged nodes, redrawn in one Graphics. The
 * chunks they came from redraw without them; on release they go back and the
 * document update that follows puts them at their new places.
 */
import { Container, Graphics } from 'pixi.js';
import type { DocConnection, NodeId } from '@sdk';
import { connectionCurve, slotCurve } from '../model/geometry';
import { drawCurve } from './connection-drawing';
import { clearFarLayer, drawFarBlocks } from './far-drawing';
import { NodeVisual } from './node-visual';
import type { Palette } from './palette';
import type { Chunk } from './scene-chunk';
import type { NodeEntry, SceneModel } from './scene-model';
import type { StickyVisual } from './sticky-visual';

/** What the drag preview needs from the scene. */
export interface DragHost {
  readonly model: SceneModel;
  readonly palette: Palette;
  /** Whether the far level of detail is showing. */
  farOn(): boolean;
  /** A node's visual, if it has one. */
  visualOf(id: NodeId): NodeVisual | StickyVisual | undefined;
  /** A node's visual, made now if its chunk was never built. */
  ensureVisual(id: NodeId, entry: NodeEntry): NodeVisual | StickyVisual | undefined;
  /** Puts a visual back into its layer (its chunk's containers, or the sticky layer). */
  restore(entry: NodeEntry, visual: NodeVisual | StickyVisual): void;
  chunk(key: string): Chunk;
  /** Marks a chunk's bounds and drawings out of date. */
  markDirty(key: string): void;
  farColourOf(entry: NodeEntry): string;
  /** Items that went through a connection in the last run. */
  itemsOn(connection: DocConnection): number | undefined;
  flush(): void;
}

/** Moves dragged nodes as one render group and redraws their connections per frame. */
export class DragPreview {
  /** The dragged nodes' render group: moving it is the whole drag frame. */
  readonly layer = new Container({ isRenderGroup: true });
  /** The connections of the dragged nodes, redrawn each drag frame. */
  readonly conns = new Graphics();
  /** Far blocks of the dragged nodes, moved with the layer. */
  private readonly far = new Container();
  private dragging: { ids: Set<NodeId>; conns: Set<string> } | null = null;

  constructor(private readonly host: DragHost) {
    this.layer.addChild(this.far);
  }

  /** The dragged node ids (undefined when no drag is going on). */
  get ids(): ReadonlySet<NodeId> | undefined {
    return this.dragging?.ids;
  }

  /** The keys of the connections of the dragged nodes (undefined when no drag is going on). */
  get connKeys(): ReadonlySet<string> | undefined {
    return this.dragging?.conns;
  }

  /** Starts a drag preview of these nodes. */
  begin(ids: Iterable<NodeId>): void {
    const { model } = this.host;
    const set = new Set([...ids].filter((id) => model.nodes.has(id)));
    const conns = new Set<string>();
    for (const id of set) for (const key of model.nodes.get(id)?.conns ?? []) conns.add(key);
    this.dragging = { ids: set, conns };
    const entries: NodeEntry[] = [];
    for (const id of set) {
      const entry = model.nodes.get(id);
      if (!entry) continue;
      entries.push(entry);
      const v = this.host.ensureVisual(id, entry);
      if (v instanceof NodeVisual) this.layer.addChild(v.main, v.labels);
      else if (v) this.layer.addChild(v.main);
      this.host.chunk(entry.chunk).farDrawn = false;
    }
    drawFarBlocks(this.far, entries, (e) => this.host.farColourOf(e));
    this.far.visible = this.host.farOn();
    // Above the dragged nodes' sprites.
    this.layer.addChild(this.far);
    for (const key of conns) {
      const c = model.conns.get(key);
      if (!c) continue;
      const chunk = this.host.chunk(c.chunk);
      chunk.nearDrawn = false;
      chunk.farDrawn = false;
    }
    this.host.flush();
    this.to(0, 0);
  }

  /** Moves the drag preview by a graph delta from where it started. */
  to(dx: number, dy: number): void {
    const d = this.dragging;
    if (!d) return;
    const { model, palette } = this.host;
    this.layer.position.set(dx, dy);
    this.conns.clear();
    const width = this.host.farOn() ? 8 : 2;
    for (const key of d.conns) {
      const c = model.conns.get(key);
      if (!c) continue;
      const moveFrom = d.ids.has(c.connection.source.nodeId);
      const moveTo = d.ids.has(c.connection.target.nodeId);
      const from = { x: c.curve.p0.x + (moveFrom ? dx : 0), y: c.curve.p0.y + (moveFrom ? dy : 0) };
      const to = { x: c.curve.p3.x + (moveTo ? dx : 0), y: c.curve.p3.y + (moveTo ? dy : 0) };
      drawCurve(
        this.conns,
        c.dashed ? slotCurve(from, to) : connectionCurve(from, to),
        (this.host.itemsOn(c.connection) ?? 0) > 0 ? palette.success : palette.connection,
        width,
        c.dashed,
      );
    }
  }

  /** Ends the drag preview; the document update that follows puts nodes at their new places. */
  end(): void {
    const d = this.dragging;
    if (!d) return;
    const { model } = this.host;
    this.dragging = null;
    this.layer.position.set(0, 0);
    this.conns.clear();
    clearFarLayer(this.far);
    for (const id of d.ids) {
      const entry = model.nodes.get(id);
      const v = this.host.visualOf(id);
      if (!entry || !v) continue;
      this.host.restore(entry, v);
      this.host.chunk(entry.chunk).farDrawn = false;
    }
    for (const key of d.conns) {
      const c = model.conns.get(key);
      if (c) this.host.markDirty(c.chunk);
    }
  }
}
