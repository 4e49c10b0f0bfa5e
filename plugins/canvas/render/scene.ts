/**
 * The PixiJS scene: one render group for the graph (pan and zoom are one
 * transform on the GPU), layers for stickies, connections, nodes and labels,
 * and per chunk a container in each layer so culling hides whole chunks and a
 * change redraws only its chunk. Nothing is built before it is seen: a chunk's
 * node sprites, labels and curves are made the first time it is visible at the
 * level of detail that shows them, so opening 10,000 nodes zoomed out builds
 * only the far blocks and lines. A drag moves the dragged nodes into their own
 * render group, so a drag frame is a transform write plus the few curves
 * attached to the dragged nodes.
 */
import { BitmapText, Container, Graphics } from 'pixi.js';
import type { DocNode, NodeId, WorkflowDocument } from '@sdk';
import type { ExecutionOverlay, NodeExecutionState } from '../api';
import { connectionCurve, curvePoint, intersects, type Point, type Rect } from '../model/geometry';
import type { CanvasNodeType } from '../model/node-type-info';
import { visibleRect, type Viewport } from '../model/viewport';
import { curveMidpoint, drawConnections, drawCurve } from './connection-drawing';
import { batchedGraphics, drawFarBlocks, drawFarConnections, farColour } from './far-drawing';
import { NodeVisual } from './node-visual';
import type { Palette } from './palette';
import { SceneModel, type NodeEntry } from './scene-model';
import { StickyVisual } from './sticky-visual';
import { nodeSubtitle } from './subtitle';
import type { TextureFactory } from './textures';

/** Below this zoom node labels are too small to read and are not drawn. */
export const LABEL_MIN_ZOOM = 0.45;
/** Below this zoom nodes are drawn as solid blocks and connections as thick lines (far level of detail). */
export const FAR_ZOOM = 0.2;
/**
 * JS time a frame may spend building chunks (after the first frame of a load): crossing a level of
 * detail or panning onto new ground builds the chunks nearest the centre first and the rest over
 * the next frames, a chunk not ready at the near level showing its far drawing meanwhile.
 */
export const BUILD_BUDGET_MS = 6;

interface Chunk {
  readonly key: string;
  readonly nodes: Container;
  readonly labels: Container;
  readonly conns: Graphics;
  readonly edgeLabels: Container;
  readonly farBlocks: Graphics;
  readonly farConns: Container;
  bounds: Rect | null;
  /** The chunk's content changed: bounds and drawings are out of date. */
  dirty: boolean;
  visible: boolean;
  /** Every node of the chunk has its sprites (near level of detail). */
  built: boolean;
  /** Every node of the chunk has its labels. */
  labelled: boolean;
  /** The near curves (and item labels) are up to date. */
  nearDrawn: boolean;
  /** The far blocks and lines are up to date. */
  farDrawn: boolean;
}

/** The scene graph and its incremental updates. */
export class Scene {
  readonly world = new Container({ isRenderGroup: true });
  readonly model: SceneModel;
  private readonly stickyLayer = new Container({ sortableChildren: true });
  private readonly connLayer = new Container();
  private readonly nodeLayer = new Container();
  private readonly farLayer = new Container();
  private readonly farConnLayer = new Container();
  /** The next flush is the first after a load: it draws everything visible at once (first complete frame). */
  private firstFlush = true;
  private farOn = false;
  private readonly labelLayer = new Container();
  private readonly overlay = new Graphics();
  private readonly dragLayer = new Container({ isRenderGroup: true });
  private readonly dragConns = new Graphics();
  /** Far blocks of the dragged nodes, moved with the drag layer. */
  private readonly dragFar = new Graphics();
  private readonly chunks = new Map<string, Chunk>();
  private readonly visuals = new Map<NodeId, NodeVisual | StickyVisual>();
  private selection: ReadonlySet<NodeId> = new Set();
  private run: ExecutionOverlay = new Map();
  private viewport: Viewport = { x: 0, y: 0, zoom: 1 };
  private size = { width: 0, height: 0 };
  private dragging: {
    ids: Set<NodeId>;
    conns: Set<string>;
    dx: number;
    dy: number;
  } | null = null;
  private labelsOn = true;
  /** Called when something finishes drawing later (HTML text of stickies). */
  requestFrame: () => void = () => undefined;

  constructor(
    private readonly palette: Palette,
    private readonly textures: TextureFactory,
    typeOf: (node: DocNode) => CanvasNodeType,
    private readonly readOnly: boolean,
  ) {
    this.model = new SceneModel(typeOf);
    this.world.addChild(this.stickyLayer, this.farConnLayer, this.connLayer, this.farLayer, this.nodeLayer, this.labelLayer, this.dragConns, this.dragLayer, this.overlay);
  }

  /** Rebuilds everything (open, import, a load from the server). */
  load(doc: WorkflowDocument): void {
    for (const v of this.visuals.values()) v.destroy();
    this.visuals.clear();
    for (const c of this.chunks.values()) this.destroyChunk(c);
    this.chunks.clear();
    this.model.load(doc);
    this.firstFlush = true;
    // Stickies are few and may span chunks: they are made now. Nodes wait until their chunk shows.
    for (const [id, entry] of this.model.nodes) if (entry.sticky) this.upsertVisual(id, entry);
    for (const key of this.model.chunkConns.keys()) this.chunk(key);
    for (const key of this.model.chunkNodes.keys()) this.chunk(key);
  }

  /** Applies a document change limited to the given node ids. */
  update(doc: WorkflowDocument, ids: Iterable<NodeId>): void {
    const result = this.model.update(doc, ids);
    for (const id of result.removedNodes) {
      this.visuals.get(id)?.destroy();
      this.visuals.delete(id);
    }
    for (const key of result.chunks) this.markDirty(key);
    for (const id of result.nodes) {
      const entry = this.model.nodes.get(id);
      if (entry) this.refresh(id, entry);
    }
  }

  private markDirty(key: string): void {
    const c = this.chunk(key);
    c.dirty = true;
    c.nearDrawn = false;
    c.farDrawn = false;
  }

  /** Redraws a node whose look changed: its sprites if they exist or its chunk is built, its far block. */
  private refresh(id: NodeId, entry: NodeEntry): void {
    const c = this.chunk(entry.chunk);
    c.farDrawn = false;
    if (entry.sticky || c.built || this.visuals.has(id)) this.upsertVisual(id, entry);
  }

  private chunk(key: string): Chunk {
    let c = this.chunks.get(key);
    if (!c) {
      // A new chunk starts hidden; cull() shows it once its bounds are known and on screen.
      c = {
        key,
        nodes: new Container({ visible: false }),
        labels: new Container({ visible: false }),
        conns: new Graphics({ visible: false }),
        edgeLabels: new Container({ visible: false }),
        farBlocks: batchedGraphics(),
        farConns: new Container({ visible: false }),
        bounds: null,
        dirty: true,
        visible: false,
        built: false,
        labelled: false,
        nearDrawn: false,
        farDrawn: false,
      };
      c.farBlocks.visible = false;
      this.connLayer.addChild(c.conns);
      this.nodeLayer.addChild(c.nodes);
      this.labelLayer.addChild(c.labels, c.edgeLabels);
      this.farLayer.addChild(c.farBlocks);
      this.farConnLayer.addChild(c.farConns);
      this.chunks.set(key, c);
    }
    return c;
  }

  private destroyChunk(c: Chunk): void {
    c.conns.destroy();
    c.nodes.destroy();
    c.labels.destroy();
    c.farBlocks.destroy();
    c.farConns.destroy({ children: true });
    c.edgeLabels.destroy({ children: true });
  }

  private upsertVisual(id: NodeId, entry: NodeEntry): void {
    let visual = this.visuals.get(id);
    if (entry.sticky) {
      if (!(visual instanceof StickyVisual)) {
        visual?.destroy();
        visual = new StickyVisual(this.palette, () => this.requestFrame());
        this.visuals.set(id, visual);
        this.stickyLayer.addChild(visual.main);
      }
      const p = entry.node.parameters;
      visual.update({
        box: entry.box,
        content: typeof p['content'] === 'string' ? p['content'] : '',
        color: typeof p['color'] === 'number' ? p['color'] : 1,
        selected: this.selection.has(id),
      });
      // Larger stickies behind smaller ones.
      visual.main.zIndex = -entry.box.width * entry.box.height;
      return;
    }
    if (!(visual instanceof NodeVisual)) {
      visual?.destroy();
      visual = new NodeVisual(this.textures, this.palette);
      this.visuals.set(id, visual);
    }
    const chunk = this.chunk(entry.chunk);
    if (visual.main.parent !== chunk.nodes && !this.dragging?.ids.has(id)) {
      chunk.nodes.addChild(visual.main);
      chunk.labels.addChild(visual.labels);
    }
    visual.update({
      name: entry.node.name,
      subtitle: nodeSubtitle(entry.node),
      box: entry.box,
      type: entry.type,
      outputs: entry.outputs,
      stubMask: this.readOnly ? 0 : this.model.stubMask(entry),
      disabled: entry.node.disabled === true,
      pinned: this.model.doc?.pinData.has(id) ?? false,
      issues: !entry.type.known || hasIssues(entry.node),
      selected: this.selection.has(id),
      run: this.run.get(id),
    });
    if (this.labelsOn && chunk.visible) visual.ensureLabels();
  }

  /** Marks the selected nodes. */
  setSelection(next: ReadonlySet<NodeId>): void {
    const prev = this.selection;
    this.selection = next;
    for (const id of new Set([...prev, ...next])) {
      if (prev.has(id) === next.has(id)) continue;
      const entry = this.model.nodes.get(id);
      if (entry) this.refresh(id, entry);
    }
  }

  /** Draws execution state: node statuses and item counts on connections. */
  setRun(next: ExecutionOverlay): void {
    const prev = this.run;
    this.run = next;
    for (const id of new Set([...prev.keys(), ...next.keys()])) {
      if (sameRun(prev.get(id), next.get(id))) continue;
      const entry = this.model.nodes.get(id);
      if (!entry) continue;
      this.refresh(id, entry);
      for (const key of entry.conns) {
        const c = this.model.conns.get(key);
        if (c) this.markDirty(c.chunk);
      }
    }
  }

  /** Whether a node is running (the spinner needs frames). */
  spin(delta: number): boolean {
    let any = false;
    for (const id of this.run.keys()) {
      const v = this.visuals.get(id);
      if (v instanceof NodeVisual && v.spin(delta)) any = true;
    }
    return any;
  }

  private itemsOn(c: { source: { nodeId: NodeId; index: number } }): number | undefined {
    const state = this.run.get(c.source.nodeId);
    return state?.status === 'success' || state?.status === 'error' ? state.itemsPerOutput?.[c.source.index] : undefined;
  }

  /** Sets pan and zoom, then culls chunks and applies the level of detail. */
  setViewport(v: Viewport, width: number, height: number): void {
    this.viewport = v;
    this.size = { width, height };
    this.world.position.set(v.x, v.y);
    this.world.scale.set(v.zoom);
    this.cull();
  }

  /** Brings dirty chunks' bounds up to date, culls, and draws what the visible chunks lack; call once per frame before rendering. */
  flush(): void {
    for (const c of this.chunks.values()) {
      if (!c.dirty) continue;
      c.dirty = false;
      c.bounds = this.model.chunkBounds(this.model.chunkNodes.get(c.key) ?? [], this.model.chunkConns.get(c.key) ?? []);
    }
    this.cull();
    const ready = (c: Chunk) => (this.farOn ? c.farDrawn : c.built && c.nearDrawn && (!this.labelsOn || c.labelled));
    const todo = [...this.chunks.values()].filter((c) => c.visible && !ready(c));
    const deadline = this.firstFlush ? Infinity : performance.now() + BUILD_BUDGET_MS;
    this.firstFlush = false;
    if (todo.length > 1) {
      const view = visibleRect(this.viewport, this.size.width, this.size.height);
      const cx = view.x + view.width / 2;
      const cy = view.y + view.height / 2;
      const distance = (c: Chunk) => (c.bounds ? Math.hypot(c.bounds.x + c.bounds.width / 2 - cx, c.bounds.y + c.bounds.height / 2 - cy) : Infinity);
      todo.sort((a, b) => distance(a) - distance(b));
    }
    let left = todo.length;
    for (const c of todo) {
      if (performance.now() > deadline) break;
      left--;
      if (this.farOn) this.drawFar(c);
      else {
        if (!c.built) this.build(c);
        if (this.labelsOn && !c.labelled) this.label(c);
        if (!c.nearDrawn) this.drawNear(c);
      }
    }
    if (left > 0) this.requestFrame();
    // Far drawings show at the far level, and at the near level for chunks not built yet.
    for (const c of this.chunks.values()) {
      const far = c.visible && c.farDrawn && (this.farOn || !(c.built && c.nearDrawn));
      if (c.farBlocks.visible !== far) {
        c.farBlocks.visible = far;
        c.farConns.visible = far;
      }
    }
  }

  /** Creates the sprites of a chunk's nodes. */
  private build(c: Chunk): void {
    c.built = true;
    for (const id of this.model.chunkNodes.get(c.key) ?? []) {
      const entry = this.model.nodes.get(id);
      if (entry && !entry.sticky && !this.visuals.has(id)) this.upsertVisual(id, entry);
    }
  }

  private label(c: Chunk): void {
    c.labelled = true;
    for (const id of this.model.chunkNodes.get(c.key) ?? []) {
      const v = this.visuals.get(id);
      if (v instanceof NodeVisual) v.ensureLabels();
    }
  }

  private chunkConnections(c: Chunk) {
    return [...(this.model.chunkConns.get(c.key) ?? [])].map((k) => this.model.conns.get(k)).filter((e) => e !== undefined);
  }

  /** The near curves of a chunk, with 'N items' labels after a run. */
  private drawNear(c: Chunk): void {
    c.nearDrawn = true;
    const entries = this.chunkConnections(c);
    drawConnections(c.conns, entries, this.palette, (conn) => (this.itemsOn(conn) ?? 0) > 0, this.dragging?.conns, 2);
    c.edgeLabels.removeChildren().forEach((child) => child.destroy());
    for (const e of entries) {
      const items = this.itemsOn(e.connection);
      if (items === undefined || this.dragging?.conns.has(e.key)) continue;
      const mid = curveMidpoint(e.curve);
      const label = new BitmapText({
        text: `${items} item${items === 1 ? '' : 's'}`,
        style: {
          fontFamily: this.palette.font,
          fontSize: 12,
          fontWeight: '600',
          fill: items > 0 ? this.palette.success : this.palette.textMuted,
        },
      });
      label.anchor.set(0.5, 1);
      label.position.set(mid.x, mid.y - 4);
      c.edgeLabels.addChild(label);
    }
  }

  /** The far blocks and lines of a chunk. */
  private drawFar(c: Chunk): void {
    c.farDrawn = true;
    const entries = [...(this.model.chunkNodes.get(c.key) ?? [])].map((id) => this.model.nodes.get(id)).filter((e) => e !== undefined);
    drawFarBlocks(c.farBlocks, entries, (e) => this.farColourOf(e), this.dragging?.ids);
    drawFarConnections(c.farConns, this.chunkConnections(c), this.palette, (e) => (this.itemsOn(e.connection) ?? 0) > 0, this.dragging?.conns);
  }

  private farColourOf(e: NodeEntry): string {
    return farColour(e, this.selection.has(e.node.id), this.run.get(e.node.id), this.palette);
  }

  private cull(): void {
    const view = visibleRect(this.viewport, this.size.width, this.size.height);
    const margin = 100 / this.viewport.zoom;
    const area = {
      x: view.x - margin,
      y: view.y - margin,
      width: view.width + margin * 2,
      height: view.height + margin * 2,
    };
    const farOn = this.viewport.zoom < FAR_ZOOM;
    const labelsOn = !farOn && this.viewport.zoom >= LABEL_MIN_ZOOM;
    this.labelsOn = labelsOn;
    if (this.labelLayer.visible !== labelsOn) this.labelLayer.visible = labelsOn;
    if (farOn !== this.farOn) {
      // Each level of detail keeps its own drawings: switching shows the other layers, and
      // flush() draws only the visible chunks that level has not drawn yet.
      this.farOn = farOn;
      this.nodeLayer.visible = !farOn;
      this.connLayer.visible = !farOn;
      this.requestFrame();
    }
    for (const c of this.chunks.values()) {
      const visible = c.bounds !== null && intersects(c.bounds, area);
      if (visible !== c.visible) {
        c.visible = visible;
        c.conns.visible = visible;
        c.nodes.visible = visible;
        c.labels.visible = visible;
        c.edgeLabels.visible = visible;
      }
    }
    for (const child of this.stickyLayer.children) {
      const b = child.position;
      const visible = b.x < area.x + area.width && b.y < area.y + area.height && b.x + 2000 > area.x && b.y + 2000 > area.y;
      if (child.visible !== visible) child.visible = visible;
    }
  }

  /** Node ids whose box intersects the visible area. */
  visibleNodes(): NodeId[] {
    return this.model.nodeIndex.search(visibleRect(this.viewport, this.size.width, this.size.height));
  }

  /** Starts a drag preview of these nodes. */
  beginDrag(ids: Iterable<NodeId>): void {
    const set = new Set([...ids].filter((id) => this.model.nodes.has(id)));
    const conns = new Set<string>();
    for (const id of set) for (const key of this.model.nodes.get(id)?.conns ?? []) conns.add(key);
    this.dragging = { ids: set, conns, dx: 0, dy: 0 };
    const entries: NodeEntry[] = [];
    for (const id of set) {
      const entry = this.model.nodes.get(id);
      if (!entry) continue;
      entries.push(entry);
      if (!entry.sticky && !this.visuals.has(id)) this.upsertVisual(id, entry);
      const v = this.visuals.get(id);
      if (v instanceof NodeVisual) this.dragLayer.addChild(v.main, v.labels);
      else if (v) this.dragLayer.addChild(v.main);
      this.chunk(entry.chunk).farDrawn = false;
    }
    drawFarBlocks(this.dragFar, entries, (e) => this.farColourOf(e));
    this.dragFar.visible = this.farOn;
    this.dragLayer.addChild(this.dragFar);
    for (const key of conns) {
      const c = this.model.conns.get(key);
      if (!c) continue;
      const chunk = this.chunk(c.chunk);
      chunk.nearDrawn = false;
      chunk.farDrawn = false;
    }
    this.flush();
    this.dragTo(0, 0);
  }

  /** Moves the drag preview by a graph delta from where it started. */
  dragTo(dx: number, dy: number): void {
    const d = this.dragging;
    if (!d) return;
    d.dx = dx;
    d.dy = dy;
    this.dragLayer.position.set(dx, dy);
    this.dragConns.clear();
    for (const key of d.conns) {
      const c = this.model.conns.get(key);
      if (!c) continue;
      const moveFrom = d.ids.has(c.connection.source.nodeId);
      const moveTo = d.ids.has(c.connection.target.nodeId);
      const from = {
        x: c.curve.p0.x + (moveFrom ? dx : 0),
        y: c.curve.p0.y + (moveFrom ? dy : 0),
      };
      const to = {
        x: c.curve.p3.x + (moveTo ? dx : 0),
        y: c.curve.p3.y + (moveTo ? dy : 0),
      };
      drawCurve(this.dragConns, connectionCurve(from, to), (this.itemsOn(c.connection) ?? 0) > 0 ? this.palette.success : this.palette.connection, this.farOn ? 8 : 2);
    }
  }

  /** Ends the drag preview; the document update that follows puts nodes at their new places. */
  endDrag(): void {
    const d = this.dragging;
    if (!d) return;
    this.dragging = null;
    this.dragLayer.position.set(0, 0);
    this.dragConns.clear();
    this.dragFar.clear();
    for (const id of d.ids) {
      const entry = this.model.nodes.get(id);
      const v = this.visuals.get(id);
      if (!entry || !v) continue;
      if (v instanceof NodeVisual) {
        const chunk = this.chunk(entry.chunk);
        chunk.nodes.addChild(v.main);
        chunk.labels.addChild(v.labels);
      } else this.stickyLayer.addChild(v.main);
      this.chunk(entry.chunk).farDrawn = false;
    }
    for (const key of d.conns) {
      const c = this.model.conns.get(key);
      if (c) this.markDirty(c.chunk);
    }
  }

  /** Draws a connection being dragged, a hovered connection or the lasso (graph coordinates). */
  drawOverlay(draw: { preview?: { from: Point; to: Point } | undefined; hover?: string | null; lasso?: Rect | null }): void {
    const g = this.overlay;
    g.clear();
    if (draw.hover) {
      const c = this.model.conns.get(draw.hover);
      if (c) drawCurve(g, c.curve, this.palette.accent, 3);
    }
    if (draw.preview) drawCurve(g, connectionCurve(draw.preview.from, draw.preview.to), this.palette.accent, 2);
    if (draw.lasso) {
      g.rect(draw.lasso.x, draw.lasso.y, draw.lasso.width, draw.lasso.height)
        .fill({ color: this.palette.info, alpha: 0.08 })
        .stroke({ width: 1 / this.viewport.zoom, color: this.palette.info });
    }
  }

  /** The midpoint of a connection, for its hover buttons. */
  connectionMidpoint(key: string): Point | null {
    const c = this.model.conns.get(key);
    return c ? curvePoint(c.curve, 0.5) : null;
  }

  destroy(): void {
    for (const v of this.visuals.values()) v.destroy();
    this.visuals.clear();
    this.world.destroy({ children: true });
  }
}

/** Whether two execution states draw the same (the editor sends fresh objects on every change). */
function sameRun(a: NodeExecutionState | undefined, b: NodeExecutionState | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.status !== b.status || a.error !== b.error) return false;
  const x = a.itemsPerOutput ?? [];
  const y = b.itemsPerOutput ?? [];
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

function hasIssues(node: DocNode): boolean {
  const issues = node['issues'];
  return issues !== null && typeof issues === 'object' && Object.keys(issues).length > 0;
}
