/**
 * Pointer and wheel input on the canvas. Each gesture (panning, lasso, dragging, connecting,
 * resizing) is its own state in its own `gesture-*.ts` file: the idle state picks one on pointer-down, the gesture
 * previews in the scene only, and its edit is dispatched once, when it ends, as one transaction
 * (one undo step, no React commit during the gesture). pointercancel and Escape cancel the
 * gesture instead: nothing is committed.
 */
import type { CommandBus, DocNode, NodeId, Operation } from '@sdk';
import type { CanvasService } from '../canvas-service';
import type { Point } from '../model/geometry';
import type { CanvasNodeType } from '../model/node-type-info';
import { panBy, toGraph, zoomAt } from '../model/viewport';
import type { Scene } from '../render/scene';
import type { GestureContext, IGesture } from './gesture';
import { gestureForPress } from './gesture-idle';
import { hitTest, type Hit } from './hit-test';

/** What the controller needs. */
export interface PointerDeps {
  readonly element: HTMLElement;
  readonly scene: Scene;
  readonly service: CanvasService;
  readonly bus: CommandBus;
  readonly typeOf: (n: DocNode) => CanvasNodeType;
  readonly editable: boolean;
  readonly schedule: () => void;
  /** The pointer rests on something (for hover buttons); null when nothing. */
  readonly onHover: (hit: Hit, screen: Point) => void;
  /** Gives the canvas keyboard focus. */
  readonly focus: () => void;
  /** Opens in-place editing of a sticky note's text (editable canvases). */
  readonly editSticky: (id: NodeId) => void;
}

/** Binds the gestures; the returned function unbinds them (cancelling a gesture in progress). */
export function bindPointer(deps: PointerDeps): () => void {
  const { element, service, bus } = deps;
  const local = (e: { clientX: number; clientY: number }): Point => {
    const r = element.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const ctx: GestureContext = {
    scene: deps.scene,
    service,
    bus,
    editable: deps.editable,
    typeOf: deps.typeOf,
    graph: (screen) => toGraph(service.getViewport(), screen),
    hit: (screen) =>
      hitTest(deps.scene.model, deps.typeOf, toGraph(service.getViewport(), screen), service.getViewport().zoom, deps.editable),
    dispatch: (ops: Operation[], label: string) => {
      if (ops.length > 0) bus.dispatch({ ops, meta: { origin: 'user', label } });
    },
  };
  let gesture: { state: IGesture; pointerId: number } | null = null;
  let spaceDown = false;
  /** Whether the last press moved something (a browser dblclick after two drags is no double-click). */
  let lastMoved = false;

  const end = (pointerId: number) => {
    gesture = null;
    if (element.hasPointerCapture(pointerId)) element.releasePointerCapture(pointerId);
    deps.schedule();
  };
  const cancel = () => {
    if (!gesture) return;
    const { state, pointerId } = gesture;
    lastMoved = state.moved;
    state.cancel();
    end(pointerId);
  };

  const onDown = (e: PointerEvent) => {
    // The canvas is not focusable itself: keep the browser from moving focus to the page on press,
    // and give it to the accessible mirror instead, so canvas keys apply.
    e.preventDefault();
    deps.focus();
    service.hideNodeActions();
    cancel();
    const state = gestureForPress(ctx, {
      screen: local(e),
      button: e.button,
      shiftKey: e.shiftKey,
      panModifier: spaceDown || e.ctrlKey || e.metaKey,
    });
    if (state) {
      gesture = { state, pointerId: e.pointerId };
      element.setPointerCapture(e.pointerId);
    }
    deps.schedule();
  };

  const onMove = (e: PointerEvent) => {
    const screen = local(e);
    if (!gesture) {
      deps.onHover(ctx.hit(screen), screen);
      return;
    }
    gesture.state.move(screen);
    deps.schedule();
  };

  const onUp = (e: PointerEvent) => {
    if (!gesture) return;
    const { state, pointerId } = gesture;
    lastMoved = state.moved;
    state.up(local(e), { shiftKey: e.shiftKey });
    end(pointerId);
  };

  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const v = service.getViewport();
    const scale = e.deltaMode === 1 ? 16 : 1;
    if (e.ctrlKey || e.metaKey) {
      service.setViewport(zoomAt(v, v.zoom * Math.exp((-e.deltaY * scale) / 500), local(e)));
    } else {
      const dx = e.shiftKey && e.deltaX === 0 ? e.deltaY : e.deltaX;
      const dy = e.shiftKey && e.deltaX === 0 ? 0 : e.deltaY;
      service.setViewport(panBy(v, -dx * scale, -dy * scale));
    }
  };

  const onDouble = (e: MouseEvent) => {
    if (lastMoved) return;
    const h = ctx.hit(local(e));
    if (h.kind === 'node') service.requestOpenNode(h.nodeId);
    else if (h.kind === 'sticky') {
      if (deps.editable) deps.editSticky(h.nodeId);
      else service.requestOpenNode(h.nodeId);
    }
  };

  const onContext = (e: MouseEvent) => {
    const screen = local(e);
    const h = ctx.hit(screen);
    if (h.kind === 'node' || h.kind === 'sticky') {
      e.preventDefault();
      if (!service.getSelection().has(h.nodeId)) service.select([h.nodeId]);
      service.showNodeActions(h.nodeId, screen);
    }
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && e.type === 'keydown' && gesture) {
      // Escape during a gesture only discards the gesture (it does not also close a panel or clear the selection).
      e.preventDefault();
      e.stopImmediatePropagation();
      cancel();
      return;
    }
    if (e.key === ' ' && !(e.target instanceof HTMLInputElement) && !(e.target instanceof HTMLTextAreaElement)) {
      spaceDown = e.type === 'keydown';
      element.style.cursor = spaceDown ? 'grab' : '';
    }
  };
  const onLeave = () => {
    if (!gesture) deps.onHover({ kind: 'empty' }, { x: -1, y: -1 });
  };

  element.addEventListener('pointerdown', onDown);
  element.addEventListener('pointermove', onMove);
  element.addEventListener('pointerup', onUp);
  element.addEventListener('pointercancel', cancel);
  element.addEventListener('pointerleave', onLeave);
  element.addEventListener('wheel', onWheel, { passive: false });
  element.addEventListener('dblclick', onDouble);
  element.addEventListener('contextmenu', onContext);
  // Capture phase: a gesture's Escape is handled before the editor's own Escape bindings.
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('keyup', onKey, true);
  return () => {
    cancel();
    element.removeEventListener('pointerdown', onDown);
    element.removeEventListener('pointermove', onMove);
    element.removeEventListener('pointerup', onUp);
    element.removeEventListener('pointercancel', cancel);
    element.removeEventListener('pointerleave', onLeave);
    element.removeEventListener('wheel', onWheel);
    element.removeEventListener('dblclick', onDouble);
    element.removeEventListener('contextmenu', onContext);
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('keyup', onKey, true);
  };
}
