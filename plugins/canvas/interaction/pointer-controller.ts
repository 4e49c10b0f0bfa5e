/**
 * Pointer and wheel gestures on the canvas: select, lasso, drag nodes, drag
 * connections, resize stickies, pan and zoom. Gestures preview in the scene
 * only; the edit is dispatched once, when the gesture ends, as one
 * transaction (so one undo step and no React commit during the gesture).
 */
import { addConnectionOp, moveNodeOp, removeConnectionOp, type CommandBus, type DocConnection, type DocNode, type NodeId, type Operation } from '@sdk';
import type { CanvasService } from '../canvas-service';
import { updateStickyOp } from '../edit/sticky-op';
import { NODE_SIZE, rectFromPoints, snapToGrid, STICKY_MIN_HEIGHT, STICKY_MIN_WIDTH, type Point } from '../model/geometry';
import type { CanvasNodeType } from '../model/node-type-info';
import { panBy, toGraph, zoomAt } from '../model/viewport';
import type { Scene } from '../render/scene';
import { hitTest, type Hit, type StickyHandle } from './hit-test';

type Gesture =
  | { kind: 'none' }
  | { kind: 'pan'; last: Point }
  | { kind: 'lasso'; start: Point; additive: boolean; moved: boolean }
  | {
      kind: 'drag';
      start: Point;
      ids: NodeId[];
      moved: boolean;
      clickId: NodeId;
    }
  | {
      kind: 'connect';
      from: { nodeId: NodeId; index: number; at: Point };
      detached: DocConnection | null;
      start: Point;
      moved: boolean;
      stub: boolean;
    }
  | {
      kind: 'resize';
      nodeId: NodeId;
      handle: StickyHandle;
      start: Point;
      moved: boolean;
    };

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

const DRAG_THRESHOLD = 4;

/** Binds the gestures; the returned function unbinds them. */
export function bindPointer(deps: PointerDeps): () => void {
  const { element, scene, service, bus } = deps;
  let gesture: Gesture = { kind: 'none' };
  let spaceDown = false;
  const local = (e: { clientX: number; clientY: number }): Point => {
    const r = element.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const graph = (screen: Point) => toGraph(service.getViewport(), screen);
  const hit = (screen: Point) => hitTest(scene.model, deps.typeOf, graph(screen), service.getViewport().zoom, deps.editable);
  const dispatch = (ops: Operation[], label: string) => {
    if (ops.length > 0) bus.dispatch({ ops, meta: { origin: 'user', label } });
  };

  const onDown = (e: PointerEvent) => {
    // The canvas is not focusable itself: keep the browser from moving focus to the page on press,
    // and give it to the accessible mirror instead, so canvas keys apply.
    e.preventDefault();
    deps.focus();
    const screen = local(e);
    service.hideNodeActions();
    if (e.button === 1 || (e.button === 0 && (spaceDown || e.ctrlKey || e.metaKey))) {
      gesture = { kind: 'pan', last: screen };
    } else if (e.button === 0) {
      const h = hit(screen);
      const selection = service.getSelection();
      if (h.kind === 'node' || (h.kind === 'sticky' && !h.handle)) {
        if (e.shiftKey) {
          const next = new Set(selection);
          if (next.has(h.nodeId)) next.delete(h.nodeId);
          else next.add(h.nodeId);
          service.select(next);
        } else if (!selection.has(h.nodeId)) service.select([h.nodeId]);
        else service.select([...[...selection].filter((id) => id !== h.nodeId), h.nodeId]);
        gesture = deps.editable
          ? {
              kind: 'drag',
              start: screen,
              ids: [...service.getSelection()],
              moved: false,
              clickId: h.nodeId,
            }
          : { kind: 'none' };
      } else if (h.kind === 'sticky' && h.handle) {
        service.select([h.nodeId]);
        gesture = {
          kind: 'resize',
          nodeId: h.nodeId,
          handle: h.handle,
          start: screen,
          moved: false,
        };
      } else if (h.kind === 'output' || h.kind === 'stub') {
        gesture = {
          kind: 'connect',
          from: { nodeId: h.nodeId, index: h.index, at: h.at },
          detached: null,
          start: screen,
          moved: false,
          stub: h.kind === 'stub',
        };
      } else if (h.kind === 'input') {
        const existing = scene.model.doc ? findIncoming(scene, h.nodeId, h.index) : null;
        if (existing) {
          const source = scene.model.conns.get(existing)?.connection;
          const from = source ? scene.model.conns.get(existing)?.curve.p0 : undefined;
          if (source && from)
            gesture = {
              kind: 'connect',
              from: {
                nodeId: source.source.nodeId,
                index: source.source.index,
                at: from,
              },
              detached: source,
              start: screen,
              moved: false,
              stub: false,
            };
        }
      } else {
        if (!e.shiftKey) service.select([]);
        gesture = {
          kind: 'lasso',
          start: screen,
          additive: e.shiftKey,
          moved: false,
        };
      }
    }
    if (gesture.kind !== 'none') element.setPointerCapture(e.pointerId);
    deps.schedule();
  };

  const onMove = (e: PointerEvent) => {
    const screen = local(e);
    const g = gesture;
    if (g.kind === 'none') {
      deps.onHover(hit(screen), screen);
      return;
    }
    if (g.kind === 'pan') {
      service.setViewport(panBy(service.getViewport(), screen.x - g.last.x, screen.y - g.last.y));
      g.last = screen;
      return;
    }
    const far = Math.hypot(screen.x - g.start.x, screen.y - g.start.y) >= DRAG_THRESHOLD;
    if (g.kind === 'drag') {
      if (!g.moved && !far) return;
      if (!g.moved) scene.beginDrag(g.ids);
      g.moved = true;
      const zoom = service.getViewport().zoom;
      scene.dragTo((screen.x - g.start.x) / zoom, (screen.y - g.start.y) / zoom);
    } else if (g.kind === 'connect') {
      if (!g.moved && !far) return;
      g.moved = true;
      scene.drawOverlay({ preview: { from: g.from.at, to: graph(screen) } });
    } else if (g.kind === 'lasso') {
      g.moved = g.moved || far;
      scene.drawOverlay({
        lasso: rectFromPoints(graph(g.start), graph(screen)),
      });
    } else if (g.kind === 'resize') {
      g.moved = g.moved || far;
    }
    deps.schedule();
  };

  /** Whether the last press moved something (a browser dblclick after two drags is no double-click). */
  let lastMoved = false;
  const onUp = (e: PointerEvent) => {
    const g = gesture;
    gesture = { kind: 'none' };
    lastMoved = 'moved' in g && g.moved;
    if (element.hasPointerCapture(e.pointerId)) element.releasePointerCapture(e.pointerId);
    const screen = local(e);
    const zoom = service.getViewport().zoom;
    if (g.kind === 'drag' && !g.moved && !e.shiftKey && service.getSelection().size > 1) {
      // A click (no drag) on a node of a multi-selection selects just that node.
      service.select([g.clickId]);
    } else if (g.kind === 'drag' && g.moved) {
      const dx = (screen.x - g.start.x) / zoom;
      const dy = (screen.y - g.start.y) / zoom;
      scene.endDrag();
      const doc = bus.getState();
      const ops: Operation[] = [];
      for (const id of g.ids) {
        const n = doc.nodes.get(id);
        if (!n) continue;
        const next: [number, number] = [snapToGrid(n.position[0] + dx), snapToGrid(n.position[1] + dy)];
        if (next[0] !== n.position[0] || next[1] !== n.position[1]) ops.push(moveNodeOp(id, next));
      }
      dispatch(ops, g.ids.length === 1 ? 'Move node' : 'Move nodes');
    } else if (g.kind === 'connect') {
      scene.drawOverlay({});
      finishConnect(g, g.moved ? hit(screen) : null, graph(screen));
    } else if (g.kind === 'lasso') {
      scene.drawOverlay({});
      if (g.moved) {
        const ids = scene.model.nodeIndex.search(rectFromPoints(graph(g.start), graph(screen)));
        service.select(g.additive ? [...service.getSelection(), ...ids] : ids);
      }
    } else if (g.kind === 'resize' && g.moved) {
      finishResize(g, (screen.x - g.start.x) / zoom, (screen.y - g.start.y) / zoom);
    }
    deps.schedule();
  };

  const finishConnect = (g: Extract<Gesture, { kind: 'connect' }>, target: Hit | null, at: Point) => {
    const source = { nodeId: g.from.nodeId, type: 'main', index: g.from.index };
    const ops: Operation[] = g.detached ? [removeConnectionOp(g.detached)] : [];
    let targetEnd: { nodeId: NodeId; index: number } | null = null;
    if (target?.kind === 'input') targetEnd = { nodeId: target.nodeId, index: target.index };
    else if (target?.kind === 'node') {
      const entry = scene.model.nodes.get(target.nodeId);
      if (entry && entry.type.inputs > 0 && target.nodeId !== source.nodeId) targetEnd = { nodeId: target.nodeId, index: 0 };
    }
    if (targetEnd) {
      ops.push(
        addConnectionOp({
          source,
          target: {
            nodeId: targetEnd.nodeId,
            type: 'main',
            index: targetEnd.index,
          },
        }),
      );
      dispatch(ops, 'Connect nodes');
      return;
    }
    if (g.detached) {
      dispatch(ops, 'Delete connection');
      return;
    }
    if (!g.moved && !g.stub) return;
    const position = g.moved
      ? { x: snapToGrid(at.x), y: snapToGrid(at.y - NODE_SIZE / 2) }
      : {
          x: snapToGrid(g.from.at.x + 5 * 20),
          y: snapToGrid(g.from.at.y - NODE_SIZE / 2),
        };
    service.requestNodeCreator({
      source: { nodeId: source.nodeId, outputIndex: source.index },
      position,
    });
  };

  const finishResize = (g: Extract<Gesture, { kind: 'resize' }>, dx: number, dy: number) => {
    const node = bus.getState().nodes.get(g.nodeId);
    const box = scene.model.nodes.get(g.nodeId)?.box;
    if (!node || !box) return;
    let { x, y, width, height } = box;
    if (g.handle.right) width = Math.max(STICKY_MIN_WIDTH, snapToGrid(width + dx));
    if (g.handle.bottom) height = Math.max(STICKY_MIN_HEIGHT, snapToGrid(height + dy));
    if (g.handle.left) {
      const w = Math.max(STICKY_MIN_WIDTH, snapToGrid(width - dx));
      x += width - w;
      width = w;
    }
    if (g.handle.top) {
      const h = Math.max(STICKY_MIN_HEIGHT, snapToGrid(height - dy));
      y += height - h;
      height = h;
    }
    const ops: Operation[] = [updateStickyOp(g.nodeId, { width, height })];
    if (x !== box.x || y !== box.y) ops.push(moveNodeOp(g.nodeId, [x, y]));
    dispatch(ops, 'Resize sticky note');
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
    const h = hit(local(e));
    if (h.kind === 'node') service.requestOpenNode(h.nodeId);
    else if (h.kind === 'sticky') {
      if (deps.editable) deps.editSticky(h.nodeId);
      else service.requestOpenNode(h.nodeId);
    }
  };

  const onContext = (e: MouseEvent) => {
    const screen = local(e);
    const h = hit(screen);
    if (h.kind === 'node' || h.kind === 'sticky') {
      e.preventDefault();
      if (!service.getSelection().has(h.nodeId)) service.select([h.nodeId]);
      service.showNodeActions(h.nodeId, screen);
    }
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.key === ' ' && !(e.target instanceof HTMLInputElement) && !(e.target instanceof HTMLTextAreaElement)) {
      spaceDown = e.type === 'keydown';
      element.style.cursor = spaceDown ? 'grab' : '';
    }
  };
  const onLeave = () => {
    if (gesture.kind === 'none') deps.onHover({ kind: 'empty' }, { x: -1, y: -1 });
  };

  element.addEventListener('pointerdown', onDown);
  element.addEventListener('pointermove', onMove);
  element.addEventListener('pointerup', onUp);
  element.addEventListener('pointercancel', onUp);
  element.addEventListener('pointerleave', onLeave);
  element.addEventListener('wheel', onWheel, { passive: false });
  element.addEventListener('dblclick', onDouble);
  element.addEventListener('contextmenu', onContext);
  window.addEventListener('keydown', onKey);
  window.addEventListener('keyup', onKey);
  return () => {
    element.removeEventListener('pointerdown', onDown);
    element.removeEventListener('pointermove', onMove);
    element.removeEventListener('pointerup', onUp);
    element.removeEventListener('pointercancel', onUp);
    element.removeEventListener('pointerleave', onLeave);
    element.removeEventListener('wheel', onWheel);
    element.removeEventListener('dblclick', onDouble);
    element.removeEventListener('contextmenu', onContext);
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('keyup', onKey);
  };
}

/** The key of the last connection into a node's input, or null. */
function findIncoming(scene: Scene, nodeId: NodeId, index: number): string | null {
  let found: string | null = null;
  for (const key of scene.model.nodes.get(nodeId)?.conns ?? []) {
    const c = scene.model.conns.get(key)?.connection;
    if (c && c.target.nodeId === nodeId && c.target.index === index) found = key;
  }
  return found;
}
