/**
 * The PixiJS scene: one render group for the graph (pan and zoom are one
 * transform on the GPU), layers for stickies, connections, nodes and labels,
 * and per chunk a container in each layer so culling hides whole chunks and a
 * change redraws only its chunk. A drag moves the dragged nodes into their own
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

interface Chunk {
  readonly key: string;
  readonly nodes: Container;
  readonly labels: Container;
  readonly far: Container;
  readonly conns: Graphics;
  readonly edgeLabels: Container;
  bounds: Rect | null;
  dirty: boolean;
  visible: boolean;
}

/** The scene graph and its incremental updates. */
export class Scene {
  readonly world = new Container({ isRenderGroup: true });
  readonly model: SceneModel;
  private readonly stickyLayer = new Container({ sortableChildren: true });
  private readonly connLayer = new Container();
  private readonly nodeLayer = new Container();
  private readonly farLayer = new Container();
  private farOn = false;
  private readonly labelLayer = new Container();
  private readonly overlay = new Graphics();
  private readonly dragLayer = new Container({ isRenderGroup: true });
  private readonly dragConns = new Graphics();
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
    this.world.addChild(this.stickyLayer, this.connLayer, this.farLayer, this.nodeLayer, this.labelLayer, this.dragConns, this.dragLayer, this.overlay);
  }

  /** Rebuilds everything (open, import, a load from the server). */
  load(doc: WorkflowDocument): void {
    for (const v of this.visuals.values()) v.destroy();
    this.visuals.clear();
    for (const c of this.chunks.values()) this.destroyChunk(c);
    this.chunks.clear();
    this.model.load(doc);
    for (const [id, entry] of this.model.nodes) this.upsertVisual(id, entry);
    for (const key of this.model.chunkConns.keys()) this.chunk(key).dirty = true;
    for (const key of this.model.chunkNodes.keys()) this.chunk(key).dirty = true;
  }

  /** Applies a document change limited to the given node ids. */
  update(doc: WorkflowDocument, ids: Iterable<NodeId>): void {
    const result = this.model.update(doc, ids);
    for (const id of result.removedNodes) {
      this.visuals.get(id)?.destroy();
      this.visuals.delete(id);
    }
    for (const id of result.nodes) {
      const entry = this.model.nodes.get(id);
      if (entry) this.upsertVisual(id, entry);
    }
    for (const key of result.chunks) this.chunk(key).dirty = true;
  }

  private chunk(key: string): Chunk {
    let c = this.chunks.get(key);
    if (!c) {
      c = {
        key,
        nodes: new Container(),
        labels: new Container(),
        far: new Container(),
        conns: new Graphics(),
        edgeLabels: new Container(),
        bounds: null,
        dirty: true,
        visible: true,
      };
      this.connLayer.addChild(c.conns);
      this.nodeLayer.addChild(c.nodes);
      this.labelLayer.addChild(c.labels, c.edgeLabels);
      this.farLayer.addChild(c.far);
      this.chunks.set(key, c);
    }
    return c;
  }

  private destroyChunk(c: Chunk): void {
    c.conns.destroy();
    c.nodes.destroy();
    c.labels.destroy();
    c.far.destroy();
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
      if (visual.far) chunk.far.addChild(visual.far);
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
    if (this.farOn && chunk.visible && !visual.far) chunk.far.addChild(visual.ensureFar());
  }

  /** Marks the selected nodes. */
  setSelection(next: ReadonlySet<NodeId>): void {
    const prev = this.selection;
    this.selection = next;
    for (const id of new Set([...prev, ...next])) {
      if (prev.has(id) === next.has(id)) continue;
      const entry = this.model.nodes.get(id);
      if (entry) this.upsertVisual(id, entry);
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
      this.upsertVisual(id, entry);
      for (const key of entry.conns) {
        const c = this.model.conns.get(key);
        if (c) this.chunk(c.chunk).dirty = true;
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

  /** Redraws dirty chunks and culls; call once per frame before rendering. */
  flush(): void {
    for (const c of this.chunks.values()) {
      if (!c.dirty) continue;
      c.dirty = false;
      const nodeIds = this.model.chunkNodes.get(c.key) ?? new Set<NodeId>();
      const connKeys = this.model.chunkConns.get(c.key) ?? new Set<string>();
      c.bounds = this.model.chunkBounds(nodeIds, connKeys);
      const entries = [...connKeys].map((k) => this.model.conns.get(k)).filter((e) => e !== undefined);
      drawConnections(c.conns, entries, this.palette, (conn) => (this.itemsOn(conn) ?? 0) > 0, this.dragging?.conns, this.farOn ? 8 : 2);
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
    this.cull();
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
    const labelsOn = this.viewport.zoom >= LABEL_MIN_ZOOM;
    this.labelsOn = labelsOn;
    if (this.labelLayer.visible !== labelsOn) this.labelLayer.visible = labelsOn;
    const farOn = this.viewport.zoom < FAR_ZOOM;
    if (farOn !== this.farOn) {
      this.farOn = farOn;
      this.farLayer.visible = farOn;
      this.nodeLayer.visible = !farOn;
      // Connection width changes with the level of detail: redraw every chunk once.
      for (const c of this.chunks.values()) c.dirty = true;
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
        c.far.visible = visible;
      }
      if (visible && farOn) {
        for (const id of this.model.chunkNodes.get(c.key) ?? []) {
          const v = this.visuals.get(id);
          if (v instanceof NodeVisual && !v.far) c.far.addChild(v.ensureFar());
        }
      }
      if (visible && labelsOn) {
        for (const id of this.model.chunkNodes.get(c.key) ?? []) {
          const v = this.visuals.get(id);
          if (v instanceof NodeVisual && !v.hasLabels) v.ensureLabels();
        }
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
    for (const id of set) {
      const v = this.visuals.get(id);
      if (v instanceof NodeVisual) {
        this.dragLayer.addChild(v.main, v.labels);
        if (v.far) this.dragLayer.addChild(v.far);
      } else if (v) this.dragLayer.addChild(v.main);
    }
    for (const key of conns) {
      const c = this.model.conns.get(key);
      if (c) this.chunk(c.chunk).dirty = true;
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
      drawCurve(this.dragConns, connectionCurve(from, to), (this.itemsOn(c.connection) ?? 0) > 0 ? this.palette.success : this.palette.connection, 2);
    }
  }

  /** Ends the drag preview; the document update that follows puts nodes at their new places. */
  endDrag(): void {
    const d = this.dragging;
    if (!d) return;
    this.dragging = null;
    this.dragLayer.position.set(0, 0);
    this.dragConns.clear();
    for (const id of d.ids) {
      const entry = this.model.nodes.get(id);
      const v = this.visuals.get(id);
      if (!entry || !v) continue;
      if (v instanceof NodeVisual) {
        const chunk = this.chunk(entry.chunk);
        chunk.nodes.addChild(v.main);
        chunk.labels.addChild(v.labels);
        if (v.far) chunk.far.addChild(v.far);
      } else this.stickyLayer.addChild(v.main);
    }
    for (const key of d.conns) {
      const c = this.model.conns.get(key);
      if (c) this.chunk(c.chunk).dirty = true;
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
