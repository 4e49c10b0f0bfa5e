import type { Observable } from 'rxjs';
import { createServiceToken, type NodeCreatorView, type NodeId, type ViewId } from '@sdk';
import type { NodeCreatorRequest } from '@plugins/canvas/api';

/** How the node creator is opened. */
export interface NodeCreatorOpenOptions {
  /** The view to show; by default Trigger on an empty canvas, Regular otherwise. */
  readonly view?: NodeCreatorView;
  /** The canvas gesture that asked for it: connect from an output, insert into a connection, place at a point. */
  readonly request?: NodeCreatorRequest;
}

/** The panel's state. */
export interface NodeCreatorState {
  /** Whether the panel is showing. */
  readonly open: boolean;
  /** The view (Regular, Trigger or All). */
  readonly view: NodeCreatorView;
  /** The canvas request the panel was opened with, if any. */
  readonly request?: NodeCreatorRequest;
  /** A category (or subcategory) to show, set when one was dropped on the canvas; each drop sets a new object. */
  readonly category?: NodeCreatorCategoryRef;
}

/** A category of the panel, or a subcategory in it. */
export interface NodeCreatorCategoryRef {
  readonly category: string;
  readonly subcategory?: string;
}

/**
 * The node creator side panel: opened by the Tab key, the '+' buttons and
 * canvas gestures; adds the chosen node to the workflow as one undoable edit.
 */
export interface INodeCreatorService {
  /** The panel state; emits on subscribe and after every change. */
  readonly state$: Observable<NodeCreatorState>;
  /** The panel state now. */
  readonly state: NodeCreatorState;
  /** Opens the panel. */
  open(options?: NodeCreatorOpenOptions): void;
  /** Closes the panel (the request it was opened with is dropped). */
  close(): void;
  /** Switches the view while open. */
  setView(view: NodeCreatorView): void;
  /**
   * Shows a category (expanded) or a subcategory in the open panel, keeping the request: a
   * category dragged onto the canvas opens there and adds nothing.
   */
  openCategory(category: NodeCreatorCategoryRef): void;
  /**
   * Adds a node of `type` through `ICanvasService.addNode`, with the canvas's placement rules (the
   * open request, else after the selected node, else the viewport centre; a node dropped at
   * `position` stays there, connected only to the output or into the connection the creator was
   * opened from), closes the creator, brings the node into view and,
   * unless it was dropped or is a Manual Trigger, opens it. Returns its id, or null when the type
   * is unknown or no canvas is loaded.
   */
  addNode(type: string, options?: { readonly position?: { x: number; y: number } }): NodeId | null;
}

/** Token for {@link INodeCreatorService}. */
export const INodeCreatorService = createServiceToken<INodeCreatorService>('INodeCreatorService');

/** MIME type of a node creator item dragged onto the canvas (the data is the node type name). */
export const NODE_CREATOR_DRAG_TYPE = 'application/x-switchyard-node-type';

/** MIME type of a node creator category dragged onto the canvas (the data is a JSON {@link NodeCreatorCategoryRef}). */
export const NODE_CREATOR_CATEGORY_DRAG_TYPE = 'application/x-switchyard-node-category';

/** Views the node creator contributes, by id (render them with `useView`). */
export const NODE_CREATOR_VIEWS = {
  /** The side panel with the Regular, Trigger and All views; it shows while the creator is open. */
  panel: 'nodeCreator.panel' as ViewId<Record<string, never>>,
} as const;
