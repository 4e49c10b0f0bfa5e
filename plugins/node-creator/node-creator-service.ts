import { BehaviorSubject, type Observable } from 'rxjs';
import type { CommandBus, IDisposable, NodeCreatorView, NodeId } from '@sdk';
import type { ICanvasService } from '@plugins/canvas/api';
import { MANUAL_TRIGGER_NODE_TYPE, type INodeTypesService } from '@plugins/node-types/api';
import type { INodeCreatorService, NodeCreatorCategoryRef, NodeCreatorOpenOptions, NodeCreatorState } from './api';
import { newNodeFor } from './new-node';

/** What the service needs. */
export interface NodeCreatorDeps {
  readonly bus: CommandBus;
  readonly nodeTypes: INodeTypesService;
  /** The canvas, when it is loaded (gestures, viewport centre, adding nodes); without it nothing can be added. */
  readonly canvas?: ICanvasService;
  /** Publishes the `nodeCreatorOpen` context key. */
  readonly setOpenKey: (open: boolean) => void;
  readonly newId?: () => string;
}

/** See {@link INodeCreatorService}. */
export class NodeCreatorService implements INodeCreatorService, IDisposable {
  private readonly subject = new BehaviorSubject<NodeCreatorState>({ open: false, view: 'Regular' });
  private readonly subscriptions: IDisposable[] = [];
  readonly state$: Observable<NodeCreatorState> = this.subject.asObservable();

  constructor(private readonly deps: NodeCreatorDeps) {
    if (deps.canvas) this.subscriptions.push(deps.canvas.onRequestNodeCreator((request) => this.open({ request })));
  }

  get state(): NodeCreatorState {
    return this.subject.value;
  }

  open(options: NodeCreatorOpenOptions = {}): void {
    const empty = this.deps.bus.getState().nodes.size === 0;
    // Connecting from an output or into a connection needs a regular node.
    const fromGesture = options.request?.source !== undefined || options.request?.insertBetween !== undefined;
    const view = options.view ?? (empty && !fromGesture ? 'Trigger' : 'Regular');
    this.subject.next({ open: true, view, ...(options.request ? { request: options.request } : {}) });
    this.deps.setOpenKey(true);
  }

  close(): void {
    if (!this.subject.value.open) return;
    this.subject.next({ open: false, view: this.subject.value.view });
    this.deps.setOpenKey(false);
  }

  setView(view: NodeCreatorView): void {
    this.subject.next({ ...this.subject.value, view });
  }

  openCategory(category: NodeCreatorCategoryRef): void {
    if (!this.subject.value.open) return;
    this.subject.next({ ...this.subject.value, category: { ...category } });
  }

  addNode(type: string, options: { readonly position?: { x: number; y: number } } = {}): NodeId | null {
    const description = this.deps.nodeTypes.get(type);
    const { canvas } = this.deps;
    if (!description || !canvas) return null;
    const dropped = options.position !== undefined;
    const opened = this.subject.value.request;
    // Dropped at a point: it goes there, still connected to the output (or into the connection)
    // the creator was opened from, as a click would connect it.
    const request = options.position ? { ...opened, position: options.position } : opened;
    const newId = this.deps.newId ?? (() => crypto.randomUUID());
    const centre = canvas.getViewportCenter();
    const nodeId = canvas.addNode(newNodeFor(description, newId, [centre.x, centre.y]), request, {
      // A node dropped on the canvas goes where it was dropped, not after the selected node.
      afterSelection: !dropped,
      label: `Add ${description.displayName}`,
    });
    this.close();
    canvas.bringIntoView(nodeId);
    // Picked by click or Enter: straight on to set it up, as n8n does. A node dropped at a spot
    // stays on the canvas, and a Manual Trigger (the trigger with nothing to set up) stays closed.
    if (!dropped && type !== MANUAL_TRIGGER_NODE_TYPE) canvas.openNode(nodeId, { justAdded: true });
    return nodeId;
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.subject.complete();
  }
}
