/**
 * The canvas plugin's contract: the id of the workflow canvas view the editor
 * pages render (`useView(CANVAS_VIEWS.workflowCanvas)`), and `ICanvasService`
 * for selection, viewport, adding nodes, requests the canvas makes of other
 * plugins (open a node, open the node creator) and the execution overlay the
 * editor feeds from the push channel.
 *
 * @module
 */
import type { Observable } from 'rxjs';
import { createServiceToken, type DocConnection, type DocNode, type IDisposable, type NodeId, type ViewId } from '@sdk';

/** A point in graph (document) coordinates, the space node positions are stored in. */
export interface GraphPoint {
  /** Horizontal position. */
  readonly x: number;
  /** Vertical position. */
  readonly y: number;
}

/** Why the canvas asks for the node creator, and where a chosen node should go. */
export interface NodeCreatorRequest {
  /** The output the new node should be connected after ('+' stub, a connection dropped on empty canvas). */
  readonly source?: { readonly nodeId: NodeId; readonly outputIndex: number };
  /** The connection the new node should be inserted into (a connection's hover '+'). */
  readonly insertBetween?: { readonly connection: DocConnection };
  /**
   * The root node's slot the new sub-node fills (a slot's '+', a connection dragged off a slot):
   * the node creator lists only sub-nodes with an output of `type` (and in `filterNodes` when
   * set), and the chosen one is connected to the slot.
   */
  readonly slot?: {
    readonly nodeId: NodeId;
    readonly type: string;
    /** The slot's label ('Chat Model'), for the panel's title. */
    readonly label?: string;
    readonly filterNodes?: readonly string[] | undefined;
  };
  /** Where the new node should be placed, in graph coordinates (already snapped to the grid). */
  readonly position: GraphPoint;
}

/** Execution status the canvas draws on a node. */
export type NodeRunStatus = 'waiting' | 'running' | 'success' | 'error';

/** What the canvas draws for one node after (or during) a run. */
export interface NodeExecutionState {
  /** The node's state in the run. */
  readonly status: NodeRunStatus;
  /** Items the node produced per output index (the 'N items' labels on its connections). */
  readonly itemsPerOutput?: readonly number[];
  /** Error message, for the node's tooltip and accessible name. */
  readonly error?: string;
  /** The node's parameters changed since this result was produced: it is shown, marked out of date. */
  readonly stale?: boolean;
}

/** The execution overlay: node id -> state. An empty map clears it. */
export type ExecutionOverlay = ReadonlyMap<NodeId, NodeExecutionState>;

/**
 * What a {@link NodeMark} says about a node: what happened to it in a workflow diff, or `peer`:
 * someone else in a live session has it selected or open (drawn in their colour).
 */
export type NodeMarkKind = 'added' | 'removed' | 'changed' | 'moved' | 'peer';

/**
 * A mark the canvas draws around a node (an outline in the kind's colour) and adds to the
 * node's accessible name: a workflow diff shows what changed this way.
 */
export interface NodeMark {
  readonly kind: NodeMarkKind;
  /** The outline's colour (`#rrggbb`) for a `peer` mark; the other kinds have fixed colours. */
  readonly color?: string;
  /** Said after the node's name and type, e.g. "renamed from Fetch, parameters changed". */
  readonly description: string;
}

/** Node marks: node id -> mark. */
export type NodeMarks = ReadonlyMap<NodeId, NodeMark>;

/** Someone else's pointer in a live session, drawn over the canvas. */
export interface PeerPointer {
  /** Stable key (their connection id). */
  readonly id: string;
  readonly name: string;
  /** `#rrggbb`. */
  readonly color: string;
  /** Where the pointer is, in graph coordinates. */
  readonly at: GraphPoint;
}

/** Props of the workflow canvas view. */
export interface WorkflowCanvasProps {
  /** Draw without editing affordances: no ports to drag, no '+' stubs, no hover actions, no edits. */
  readonly readOnly?: boolean;
  /** Extra class on the host element (it fills its parent by default). */
  readonly className?: string;
  /**
   * Execution state to draw instead of ICanvasService's overlay: an execution preview or the demo
   * view shows its own run, whatever the editor's live run is.
   */
  readonly executionOverlay?: ExecutionOverlay;
  /** Marks to draw on nodes (a diff's added, removed, changed and moved nodes); none by default. */
  readonly nodeMarks?: NodeMarks;
  /** Other people's pointers to draw (a live session); none by default. */
  readonly peerPointers?: ReadonlyArray<PeerPointer>;
  /** Told where this user's pointer is over the canvas (graph coordinates, throttled), null when it leaves. */
  readonly onPointerMove?: (point: GraphPoint | null) => void;
}

/** Views the canvas contributes, by id (render them with `useView`). */
export const CANVAS_VIEWS = {
  /** The workflow canvas of the bus's document; it fills its parent. */
  workflowCanvas: 'canvas.workflowCanvas' as ViewId<WorkflowCanvasProps>,
} as const;

/** How {@link ICanvasService.addNode} adds a node, besides the request. */
export interface AddNodeOptions {
  /**
   * Whether a node the request does not place after an output goes after the selected node
   * (default true). False for a node dropped at a point: it stays where it was dropped, unconnected.
   */
  readonly afterSelection?: boolean;
  /** The undo step's label; `Add <node name>` by default. */
  readonly label?: string;
}

/** How a node's details view is asked to open. */
export interface OpenNodeOptions {
  /** The node was just added: its parameter issues wait until the user leaves each field. */
  readonly justAdded?: boolean;
}

/** Selection, viewport and the canvas's requests to other plugins. */
export interface ICanvasService {
  /** The selected node ids, emitted on subscribe and after every change. */
  readonly selection$: Observable<ReadonlySet<NodeId>>;
  /** Replaces the selection (unknown ids are dropped). */
  select(ids: Iterable<NodeId>): void;
  /** The selection now. */
  getSelection(): ReadonlySet<NodeId>;

  /** The zoom factor, emitted on subscribe and after every change (1 = 100%). */
  readonly zoom$: Observable<number>;
  /** Zooms in one step (×1.25) around the viewport centre. */
  zoomIn(): void;
  /** Zooms out one step (×0.8) around the viewport centre. */
  zoomOut(): void;
  /** Fits every node into the viewport. */
  zoomToFit(): void;
  /** Back to zoom 1, keeping the viewport centre. */
  resetZoom(): void;
  /** The graph point at the centre of the visible canvas (where a node added without context goes). */
  getViewportCenter(): GraphPoint;
  /** Selects the node and pans it to the centre of the visible canvas, keeping the zoom ('go to node'). */
  revealNode(nodeId: NodeId): void;
  /**
   * Pans the least needed for the node, its name and subtitle to lie fully inside the visible
   * canvas (a node just added); nothing moves when they already do.
   */
  bringIntoView(nodeId: NodeId): void;
  /** Opens the node's details view, as a double-click does (a node just added from the creator). */
  openNode(nodeId: NodeId, options?: OpenNodeOptions): void;

  /** Called when the user opens a node (double-click, Enter on a focused node). */
  onOpenNode(callback: (nodeId: NodeId, options: OpenNodeOptions) => void): IDisposable;
  /** Called when a canvas gesture needs the node creator ('+' stub, connection dropped on empty canvas, connection '+'). */
  onRequestNodeCreator(callback: (request: NodeCreatorRequest) => void): IDisposable;

  /**
   * Adds a node the user chose (node creator), as one undo step, with the canvas's placement rules:
   * into `request.insertBetween` (downstream nodes pushed right), after `request.source`, after the
   * selected node (unless `options.afterSelection` is false), or alone; a regular node on an empty
   * canvas also gets a Manual Trigger connected before it. The name is made unique; the new node
   * becomes the selection. Returns its id.
   */
  addNode(node: DocNode, request?: NodeCreatorRequest, options?: AddNodeOptions): NodeId;

  /** Sets the execution state the canvas draws (statuses, item counts); replaces the previous overlay. */
  setExecutionOverlay(overlay: ExecutionOverlay): void;
  /** Updates one node's execution state (a push event for one node); `null` removes it. */
  setNodeExecutionState(nodeId: NodeId, state: NodeExecutionState | null): void;
  /** The overlay now, emitted on subscribe and after every change. */
  readonly executionOverlay$: Observable<ExecutionOverlay>;
}

/** Token for {@link ICanvasService}. */
export const ICanvasService = createServiceToken<ICanvasService>('ICanvasService');
