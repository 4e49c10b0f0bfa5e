/**
 * The PixiJS scene: one render group for the graph (pan and zoom are one
 * transform on the GPU), layers for stickies, connections, nodes and labels,
 * and per chunk a container in each layer (scene-chunk.ts) so culling hides
 * whole chunks and a change redraws only its chunk. Nothing is built before it
 * is seen: a chunk's node sprites, labels and curves are made the first time it
 * is visible at the level of detail that shows them, so opening 10,000 nodes
 * zoomed out builds only the far blocks and lines. Far drawings are not culled
 * at the far level: the whole graph zoomed out is a few batched meshes the GPU
 * clips for nothing, while hiding or showing a chunk makes PixiJS re-batch the
 * whole render group; so zooming and panning there change no display structure.
 * A drag moves the dragged nodes into their own render group (drag-preview.ts).
 */
import { Container, Graphics } from 'pixi.js';
import type { DocConnection, DocNode, NodeId, WorkflowDocument } from '@sdk';
import type { ExecutionOverlay, NodeMarks } from '../api';
import { sameRunState } from '../model/run-data';
import { curveBounds, curvePoint, intersects, unionRects, type Point, type Rect } from '../model/geometry';
import type { CanvasNodeType } from '../model/node-type-info';
import { visibleRect, type Viewport } from '../model/viewport';
import { drawConnections, drawItemLabels, type ConnectionEntry } from './connection-drawing';
import { DragPreview } from './drag-preview';
import { drawFarBlocks, drawFarConnections, farColour } from './far-drawing';
import { NodeVisual } from './node-visual';
import { drawOverlay, type OverlayDrawing } from './overlay-drawing';
import type { Palette } from './palette';
import {
  createChunk,
  cullArea,
  destroyChunk,
  nearestFirst,
  setFarVisible,
  setNearVisible,
  type Chunk,
  type ChunkLayers,
} from './scene-chunk';
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

/** The scene graph and its incremental updates. */
export class Scene {
  readonly world = new Container({ isRenderGroup: true });
  readonly model: SceneModel;
  private readonly stickyLayer = new Container({ sortableChildren: true });
  private readonly layers: ChunkLayers = {
    conns: new Container(),
    nodes: new Container(),
    labels: new Container(),
    far: new Container(),
    farConns: new Container(),
  };
  /** The next flush is the first after a load: it draws everything visible at once (first complete frame). */
  private firstFlush = true;
  private farOn = false;
  private readonly overlay = new Graphics();
  private readonly drag: DragPreview;
  private readonly chunks = new Map<string, Chunk>();
  private readonly visuals = new Map<NodeId, NodeVisual | StickyVisual>();
  private selection: ReadonlySet<NodeId> = new Set();
  private run: ExecutionOverlay = new Map();
  private marks: NodeMarks = new Map();
  private viewport: Viewport = { x: 0, y: 0, zoom: 1 };
  private size = { width: 0, height: 0 };
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
    this.drag = new DragPreview({
      model: this.model,
      palette,
      farOn: () => this.farOn,
      visualOf: (id) => this.visuals.get(id),
      ensureVisual: (id, entry) => {
        if (!entry.sticky && !this.visuals.has(id)) this.upsertVisual(id, entry);
        return this.visuals.get(id);
      },
      restore: (entry, v) => {
        if (v instanceof NodeVisual) {
          const chunk = this.chunk(entry.chunk);
          chunk.nodes.addChild(v.main);
          chunk.labels.addChild(v.labels);
        } else this.stickyLayer.addChild(v.main);
      },
      chunk: (key) => this.chunk(key),
      markDirty: (key) => this.markDirty(key),
      farColourOf: (e) => this.farColourOf(e),
      itemsOn: (c) => this.itemsOn(c),
      flush: () => this.flush(),
    });
    const { conns, nodes, labels, far, farConns } = this.layers;
    this.world.addChild(this.stickyLayer, farConns, conns, far, nodes, labels, this.drag.conns, this.drag.layer, this.overlay);
  }

  /** Rebuilds everything (open, import, a load from the server). */
  load(doc: WorkflowDocument): void {
    for (const v of this.visuals.values()) v.destroy();
    this.visuals.clear();
    for (const c of this.chunks.values()) destroyChunk(c);
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
    if (!c) this.chunks.set(key, (c = createChunk(key, this.layers)));
    return c;
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
    if (visual.main.parent !== chunk.nodes && !this.drag.ids?.has(id)) {
      chunk.nodes.addChild(visual.main);
      chunk.labels.addChild(visual.labels);
    }
    visual.update({
      name: entry.node.name,
      subtitle: entry.type.problem ?? nodeSubtitle(entry.node, entry.type.subtitleSource),
      box: entry.box,
      type: entry.type,
      outputs: entry.outputs,
      stubMask: this.readOnly ? 0 : this.model.stubMask(entry),
      disabled: entry.node.disabled === true,
      pinned: this.model.doc?.pinData.has(id) ?? false,
      issues: !entry.type.known || entry.type.problem !== undefined || hasIssues(entry.node),
      selected: this.selection.has(id),
      run: this.run.get(id),
      mark: this.marks.get(id)?.kind,
      markColor: this.marks.get(id)?.color,
      subNode: entry.subNode,
      slots: entry.slots.map((slot) => ({
        label: slot.label,
        missing: slot.required && slot.connected === 0,
        // The '+' shows on empty slots (n8n also keeps it on slots that take more, like Tool).
        button: !this.readOnly && slot.connected === 0,
      })),
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

  /** Draws node marks (a diff); nodes whose mark is unchanged are not touched. */
  setMarks(next: NodeMarks): void {
    const prev = this.marks;
    this.marks = next;
    for (const id of new Set([...prev.keys(), ...next.keys()])) {
      if (prev.get(id)?.kind === next.get(id)?.kind && prev.get(id)?.color === next.get(id)?.color) continue;
      const entry = this.model.nodes.get(id);
      if (entry) this.refresh(id, entry);
    }
  }

  /** Draws execution state: node statuses and item counts on connections. */
  setRun(next: ExecutionOverlay): void {
    const prev = this.run;
    this.run = next;
    for (const id of new Set([...prev.keys(), ...next.keys()])) {
      if (sameRunState(prev.get(id), next.get(id))) continue;
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

  private itemsOn(c: DocConnection): number | undefined {
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
    if (todo.length > 1) nearestFirst(todo, visibleRect(this.viewport, this.size.width, this.size.height));
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
    // Far drawings show at the far level (all drawn ones: the GPU clips them for less than culling
    // costs), and at the near level for visible chunks not built yet.
    for (const c of this.chunks.values()) setFarVisible(c, c.farDrawn && (this.farOn || (c.visible && !(c.built && c.nearDrawn))));
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
    const dragged = this.drag.connKeys;
    drawConnections(c.conns, entries, this.palette, (conn) => (this.itemsOn(conn) ?? 0) > 0, dragged, 2);
    drawItemLabels(c.edgeLabels, entries, this.palette, (conn) => this.itemsOn(conn), this.labelObstacles(entries), dragged);
  }

  /** What item labels keep off: the nodes near the connections, with their ports and name labels. */
  private labelObstacles(entries: readonly ConnectionEntry[]): Rect[] {
    const bounds = unionRects(entries.map((e) => curveBounds(e.curve)));
    if (!bounds) return [];
    const around = { x: bounds.x - 200, y: bounds.y - 200, width: bounds.width + 400, height: bounds.height + 400 };
    const out: Rect[] = [];
    for (const id of this.model.nodeIndex.search(around)) {
      const entry = this.model.nodes.get(id);
      if (!entry || entry.sticky) continue;
      const b = entry.box;
      // The box with its ports and output labels ('true', 'false') to the right.
      out.push({ x: b.x - 6, y: b.y, width: b.width + 40, height: b.height });
      // The name and subtitle under it, wider than the box.
      out.push({ x: b.x + b.width / 2 - 80, y: b.y + b.height + 6, width: 160, height: 40 });
    }
    return out;
  }

  /** The far blocks and lines of a chunk. */
  private drawFar(c: Chunk): void {
    c.farDrawn = true;
    const entries = [...(this.model.chunkNodes.get(c.key) ?? [])].map((id) => this.model.nodes.get(id)).filter((e) => e !== undefined);
    drawFarBlocks(c.farBlocks, entries, (e) => this.farColourOf(e), this.drag.ids);
    drawFarConnections(
      c.farConns,
      this.chunkConnections(c),
      this.palette,
      (e) => (this.itemsOn(e.connection) ?? 0) > 0,
      this.drag.connKeys,
    );
  }

  private farColourOf(e: NodeEntry): string {
    return farColour(e, this.selection.has(e.node.id), this.run.get(e.node.id), this.palette);
  }

  /** Applies the level of detail and shows the chunks (and stickies) that meet the visible area. */
  private cull(): void {
    const area = cullArea(visibleRect(this.viewport, this.size.width, this.size.height), this.viewport.zoom);
    const farOn = this.viewport.zoom < FAR_ZOOM;
    const labelsOn = !farOn && this.viewport.zoom >= LABEL_MIN_ZOOM;
    this.labelsOn = labelsOn;
    if (this.layers.labels.visible !== labelsOn) this.layers.labels.visible = labelsOn;
    if (farOn !== this.farOn) {
      // Each level of detail keeps its own drawings: switching shows the other layers, and
      // flush() draws only the visible chunks that level has not drawn yet.
      this.farOn = farOn;
      this.layers.nodes.visible = !farOn;
      this.layers.conns.visible = !farOn;
      this.requestFrame();
    }
    for (const c of this.chunks.values()) {
      c.visible = c.bounds !== null && intersects(c.bounds, area);
      // Showing or hiding any container re-batches the whole render group, even inside a hidden
      // layer: the near containers are culled only while the near level shows.
      if (!farOn) setNearVisible(c, c.visible);
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
    this.drag.begin(ids);
  }

  /** Moves the drag preview by a graph delta from where it started. */
  dragTo(dx: number, dy: number): void {
    this.drag.to(dx, dy);
  }

  /** Ends the drag preview; the document update that follows puts nodes at their new places. */
  endDrag(): void {
    this.drag.end();
  }

  /** Draws a connection being dragged, a hovered connection or the lasso (graph coordinates). */
  drawOverlay(draw: OverlayDrawing): void {
    drawOverlay(
      this.overlay,
      draw,
      this.palette,
      (key) => this.model.conns.get(key)?.curve,
      this.viewport.zoom,
      (key) => this.model.conns.get(key)?.dashed === true,
    );
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

function hasIssues(node: DocNode): boolean {
  const issues = node['issues'];
  return issues !== null && typeof issues === 'object' && Object.keys(issues).length > 0;
}
