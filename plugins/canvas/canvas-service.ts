/**
 * The canvas's state outside the document: selection, viewport and the
 * execution overlay, plus the listeners other plugins register. Framework-free
 * so commands and tests use it without a renderer; the mounted canvas view
 * follows `viewport$` and reports its size with `setViewSize`.
 */
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { distinctUntilChanged, map } from 'rxjs/operators';
import { toDisposable, listNodes, type CommandBus, type DocNode, type IDisposable, type NodeId, type WorkflowDocument } from '@sdk';
import { planAddNode } from './edit/add-node';
import type {
  AddNodeOptions,
  ExecutionOverlay,
  GraphPoint,
  ICanvasService,
  NodeCreatorRequest,
  NodeExecutionState,
  OpenNodeOptions,
} from './api';
import { nodeBox, type NodeBoxSource } from './model/layout';
import { unionRects } from './model/geometry';
import { clampZoom, fitViewport, toGraph, zoomAt, ZOOM_STEP, type Viewport } from './model/viewport';

/** An open node actions menu. */
export interface NodeActionsRequest {
  readonly nodeId: NodeId;
  readonly at?: { x: number; y: number };
}

/** The service behind ICanvasService, with the extra calls the canvas view and commands use. */
/** Graph units below a node's box that its name and subtitle take. */
const LABEL_DEPTH = 52;
/** Graph units right of a node's box that its output ports and '+' stub take. */
const LABEL_SIDE = 60;
/** Screen pixels kept free around a node brought into view. */
const VIEW_MARGIN = 48;

export class CanvasService implements ICanvasService {
  private readonly selection = new BehaviorSubject<ReadonlySet<NodeId>>(new Set());
  private readonly viewport = new BehaviorSubject<Viewport>({
    x: 0,
    y: 0,
    zoom: 1,
  });
  private readonly overlay = new BehaviorSubject<ExecutionOverlay>(new Map());
  private readonly openRequests = new Subject<{ nodeId: NodeId; options: OpenNodeOptions }>();
  private readonly creator = new Subject<NodeCreatorRequest>();
  private readonly actions = new BehaviorSubject<NodeActionsRequest | null>(null);
  private size = { width: 0, height: 0 };
  private fitPending = false;

  readonly selection$ = this.selection.asObservable();
  readonly viewport$: Observable<Viewport> = this.viewport.asObservable();
  readonly zoom$ = this.viewport.pipe(
    map((v) => v.zoom),
    distinctUntilChanged(),
  );
  readonly executionOverlay$ = this.overlay.asObservable();
  /** The node actions menu: which node, and where (screen point in the canvas); null when closed. */
  readonly nodeActions$ = this.actions.asObservable();

  private readonly getDocument: () => WorkflowDocument;

  constructor(
    private readonly bus: CommandBus,
    private readonly boxes: NodeBoxSource,
    private readonly isTrigger: (type: string) => boolean,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    this.getDocument = () => bus.getState();
  }

  addNode(node: DocNode, request?: NodeCreatorRequest, options: AddNodeOptions = {}): NodeId {
    const { ops, nodeId } = planAddNode(this.getDocument(), node, {
      request,
      isTrigger: this.isTrigger,
      selection: options.afterSelection === false ? new Set() : this.selection.value,
      newId: this.newId,
    });
    this.bus.dispatch({
      ops,
      meta: { origin: 'user', label: options.label ?? `Add ${node.name}` },
    });
    this.select([nodeId]);
    return nodeId;
  }

  select(ids: Iterable<NodeId>): void {
    const doc = this.getDocument();
    const next = new Set<NodeId>();
    for (const id of ids) if (doc.nodes.has(id)) next.add(id);
    const current = this.selection.value;
    // Same members in the same order: nothing to tell (the order matters: the last one is the anchor).
    const a = [...next];
    const b = [...current];
    if (a.length === b.length && a.every((id, i) => id === b[i])) return;
    this.selection.next(next);
  }

  getSelection(): ReadonlySet<NodeId> {
    return this.selection.value;
  }

  /** Drops selected ids that no longer exist (after a delete or undo). */
  pruneSelection(): void {
    const doc = this.getDocument();
    const current = this.selection.value;
    if ([...current].some((id) => !doc.nodes.has(id))) this.select(current);
  }

  getViewport(): Viewport {
    return this.viewport.value;
  }

  setViewport(v: Viewport): void {
    const next = { x: v.x, y: v.y, zoom: clampZoom(v.zoom) };
    const cur = this.viewport.value;
    if (cur.x === next.x && cur.y === next.y && cur.zoom === next.zoom) return;
    this.viewport.next(next);
  }

  /** The canvas view reports its pixel size; a fit requested before the first layout runs now. */
  setViewSize(width: number, height: number): void {
    this.size = { width, height };
    if (this.fitPending && width > 0 && height > 0) {
      this.fitPending = false;
      this.zoomToFit();
    }
  }

  getViewSize(): { width: number; height: number } {
    return this.size;
  }

  private centre(): { x: number; y: number } {
    return { x: this.size.width / 2, y: this.size.height / 2 };
  }

  zoomIn(): void {
    const v = this.viewport.value;
    this.setViewport(zoomAt(v, v.zoom * ZOOM_STEP, this.centre()));
  }

  zoomOut(): void {
    const v = this.viewport.value;
    this.setViewport(zoomAt(v, v.zoom / ZOOM_STEP, this.centre()));
  }

  resetZoom(): void {
    this.setViewport(zoomAt(this.viewport.value, 1, this.centre()));
  }

  zoomToFit(): void {
    if (this.size.width === 0 || this.size.height === 0) {
      this.fitPending = true;
      return;
    }
    const doc = this.getDocument();
    const bounds = unionRects(listNodes(doc).map((n) => nodeBox(n, this.boxes)));
    this.setViewport(fitViewport(bounds, this.size.width, this.size.height));
  }

  revealNode(nodeId: NodeId): void {
    const node = this.getDocument().nodes.get(nodeId);
    if (!node) return;
    this.select([nodeId]);
    const box = nodeBox(node, this.boxes);
    const v = this.viewport.value;
    const centre = this.centre();
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    this.setViewport({ x: centre.x - middle.x * v.zoom, y: centre.y - middle.y * v.zoom, zoom: v.zoom });
  }

  bringIntoView(nodeId: NodeId): void {
    const node = this.getDocument().nodes.get(nodeId);
    if (!node || this.size.width === 0) return;
    const box = nodeBox(node, this.boxes);
    const v = this.viewport.value;
    // The name and subtitle hang below the box; the ports and '+' stub stick out to the right.
    const left = box.x * v.zoom + v.x;
    const right = (box.x + box.width + LABEL_SIDE) * v.zoom + v.x;
    const top = box.y * v.zoom + v.y;
    const bottom = (box.y + box.height + LABEL_DEPTH) * v.zoom + v.y;
    const m = VIEW_MARGIN;
    const shift = (lo: number, hi: number, extent: number) => (lo < m ? m - lo : hi > extent - m ? Math.max(m - lo, extent - m - hi) : 0);
    const dx = shift(left, right, this.size.width);
    const dy = shift(top, bottom, this.size.height);
    if (dx !== 0 || dy !== 0) this.setViewport({ ...v, x: v.x + dx, y: v.y + dy });
  }

  openNode(nodeId: NodeId, options: OpenNodeOptions = {}): void {
    if (this.getDocument().nodes.has(nodeId)) this.requestOpenNode(nodeId, options);
  }

  getViewportCenter(): GraphPoint {
    return toGraph(this.viewport.value, this.centre());
  }

  onOpenNode(callback: (nodeId: NodeId, options: OpenNodeOptions) => void): IDisposable {
    const sub = this.openRequests.subscribe(({ nodeId, options }) => callback(nodeId, options));
    return toDisposable(() => sub.unsubscribe());
  }

  onRequestNodeCreator(callback: (request: NodeCreatorRequest) => void): IDisposable {
    const sub = this.creator.subscribe(callback);
    return toDisposable(() => sub.unsubscribe());
  }

  /** Tells the listeners to open a node (double-click, Enter). */
  requestOpenNode(nodeId: NodeId, options: OpenNodeOptions = {}): void {
    this.openRequests.next({ nodeId, options });
  }

  /** Tells the listeners the user wants the node creator. */
  requestNodeCreator(request: NodeCreatorRequest): void {
    this.creator.next(request);
  }

  /** Whether anyone listens for node creator requests (the '+' stub is drawn only then). */
  hasNodeCreator(): boolean {
    return this.creator.observed;
  }

  /** Opens the node actions menu for a node, at a screen point or beside the node. */
  showNodeActions(nodeId: NodeId, at?: { x: number; y: number }): void {
    if (!this.getDocument().nodes.has(nodeId)) return;
    this.actions.next(at ? { nodeId, at } : { nodeId });
  }

  /** Closes the node actions menu. */
  hideNodeActions(): void {
    if (this.actions.value !== null) this.actions.next(null);
  }

  setExecutionOverlay(overlay: ExecutionOverlay): void {
    this.overlay.next(new Map(overlay));
  }

  setNodeExecutionState(nodeId: NodeId, state: NodeExecutionState | null): void {
    const next = new Map(this.overlay.value);
    if (state) next.set(nodeId, state);
    else next.delete(nodeId);
    this.overlay.next(next);
  }

  getExecutionOverlay(): ExecutionOverlay {
    return this.overlay.value;
  }

  dispose(): void {
    this.selection.complete();
    this.viewport.complete();
    this.overlay.complete();
    this.openRequests.complete();
    this.creator.complete();
  }
}
