import { BehaviorSubject, type Observable } from 'rxjs';
import type { CommandBus, IDisposable, NodeCreatorView, NodeId } from '@sdk';
import { planAddNode, type ICanvasService } from '@plugins/canvas/api';
import type { INodeTypesService } from '@plugins/node-types/api';
import type { INodeCreatorService, NodeCreatorOpenOptions, NodeCreatorState } from './api';
import { newNodeFor } from './new-node';

/** What the service needs. */
export interface NodeCreatorDeps {
  readonly bus: CommandBus;
  readonly nodeTypes: INodeTypesService;
  /** The canvas, when it is loaded (selection, viewport centre, gestures). */
  readonly canvas?: ICanvasService;
  /** Publishes the `nodeCreatorOpen` context key. */
  readonly setOpenKey: (open: boolean) => void;
  readonly newId?: () => string;
}

/** See {@link INodeCreatorService}. */
/** The trigger that needs no setting up: adding it does not open its details view. */
const MANUAL_TRIGGER_TYPE = 'n8n-nodes-base.manualTrigger';

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

  addNode(type: string, options: { readonly position?: { x: number; y: number } } = {}): NodeId | null {
    const description = this.deps.nodeTypes.get(type);
    if (!description) return null;
    const { canvas } = this.deps;
    const dropRequest = options.position ? { position: options.position } : undefined;
    const request = dropRequest ?? this.subject.value.request;
    const newId = this.deps.newId ?? (() => crypto.randomUUID());
    const centre = canvas?.getViewportCenter() ?? { x: 0, y: 0 };
    const plan = planAddNode(this.deps.bus.getState(), newNodeFor(description, newId, [centre.x, centre.y]), {
      request,
      // A node dropped on the canvas goes where it was dropped, unconnected.
      selection: dropRequest ? new Set() : (canvas?.getSelection() ?? new Set()),
      isTrigger: (t) => this.deps.nodeTypes.isTrigger(t),
      newId,
    });
    this.deps.bus.dispatch({ ops: plan.ops, meta: { origin: 'user', label: `Add ${description.displayName}` } });
    canvas?.select([plan.nodeId]);
    this.close();
    canvas?.bringIntoView(plan.nodeId);
    // Picked by click or Enter: straight on to set it up, as n8n does. A node dropped at a spot
    // stays on the canvas, and a Manual Trigger has nothing to set up.
    if (!dropRequest && type !== MANUAL_TRIGGER_TYPE) canvas?.openNode(plan.nodeId);
    return plan.nodeId;
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.subject.complete();
  }
}
