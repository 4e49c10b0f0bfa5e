/**
 * Mounts the canvas into a host element: the PixiJS application, the scene
 * fed by the command bus, the pointer gestures, the accessible mirror, the
 * hover toolbar and the node actions menu. Rendering is on demand: a change
 * schedules one animation frame; nothing runs while nothing changes.
 */
import { EDITOR_COMMANDS } from '@plugins/workflow-editor/api';
import { merge, type BehaviorSubject } from 'rxjs';
import type { ExecutionOverlay, NodeMarks } from '../api';
import { removeConnectionOp, type DocNode, type Kernel, type NodeId } from '@sdk';
import type { CanvasService } from '../canvas-service';
import { deleteNodesOps } from '../edit/delete-nodes';
import { toggleDisableOps } from '../edit/node-edits';
import type { ICanvasInternals } from '../internals';
import { GRID_SIZE, NODE_SIZE, slotPosition } from '../model/geometry';
import { toScreen } from '../model/viewport';
import { revealBox } from '../model/reveal';
import { AccessibleMirror } from '../interaction/accessible-mirror';
import { bindCanvasFocus } from '../interaction/canvas-focus';
import { hoverFeedback } from '../interaction/hover-feedback';
import { HoverToolbar } from '../interaction/hover-toolbar';
import { nodeActionItems } from '../interaction/node-actions';
import { subNodePosition } from '../interaction/gesture-connecting-slot';
import { NodeActionsMenu } from '../interaction/node-actions-menu';
import { StickyEditor } from '../interaction/sticky-editor';
import { updateStickyOp } from '../edit/sticky-op';
import { bindPointer } from '../interaction/pointer-controller';
import { readPalette } from './palette';
import { createPixiApp } from './pixi-app';
import { Scene } from './scene';
import { TextureFactory } from './textures';
import { FrameLoop } from './frame-loop';
import { CONNECTION_RESTORE_DELAY_MS, diffIds, restoresConnection, touchedIds } from '../model/transaction-diff';

/** What mountCanvasView takes. */
export interface CanvasViewOptions {
  readonly host: HTMLElement;
  readonly kernel: Kernel;
  readonly service: CanvasService;
  readonly internals: ICanvasInternals;
  readonly readOnly: boolean;
  /** The execution state to draw; ICanvasService's overlay when not given. */
  readonly overlay$?: BehaviorSubject<ExecutionOverlay>;
  /** Marks to draw on nodes (a diff); none when not given. */
  readonly marks$?: BehaviorSubject<NodeMarks>;
}

/** Mounts the canvas; dispose() removes everything it added. */
export async function mountCanvasView(options: CanvasViewOptions): Promise<{ dispose(): void }> {
  const { host, kernel, service, internals, readOnly } = options;
  const bus = kernel.bus;
  const editable = !readOnly;
  const app = await createPixiApp(host);
  // One palette object shared by the scene and its textures: a theme change rewrites it in place.
  const palette = { ...readPalette(host) };
  const textures = new TextureFactory(palette, Math.min(3, 2 * (window.devicePixelRatio || 1)));
  const scene = new Scene(palette, textures, internals.typeOf, readOnly);
  app.stage.addChild(scene.world);

  const currentRun = () => options.overlay$?.value ?? service.getExecutionOverlay();
  const describe = (node: DocNode) => ({
    type: internals.typeOf(node).displayName,
    problem: internals.typeOf(node).problem,
    run: currentRun().get(node.id),
    pinned: bus.getState().pinData.has(node.id),
    mark: options.marks$?.value.get(node.id),
  });
  const mirror = new AccessibleMirror(scene.model, describe, (id) => {
    if (!service.getSelection().has(id)) service.select([id]);
  });
  const overlay = host.parentElement ?? host;
  overlay.append(mirror.root);

  const hover = new HoverToolbar({
    executeNode: (id) => internals.run(EDITOR_COMMANDS.executeStep, { nodeId: id }),
    recolorSticky: (id, color) => dispatchOps([updateStickyOp(id, { color })], 'Change sticky colour'),
    duplicateNode: (id) => {
      service.select([id]);
      internals.run('canvas.duplicate');
    },
    toggleNode: (id) => dispatchOps(toggleDisableOps(bus.getState(), [id]), 'Toggle node'),
    deleteNode: (id) => dispatchOps(deleteNodesOps(bus.getState(), [id]), 'Delete node'),
    insertInto: (connection, at) =>
      service.requestNodeCreator({
        insertBetween: { connection },
        position: {
          x: Math.round(at.x / GRID_SIZE) * GRID_SIZE - NODE_SIZE / 2,
          y: Math.round((at.y - NODE_SIZE / 2) / GRID_SIZE) * GRID_SIZE,
        },
      }),
    deleteConnection: (connection) => dispatchOps([removeConnectionOp(connection)], 'Delete connection'),
  });
  const menu = new NodeActionsMenu(() => service.hideNodeActions());
  overlay.append(hover.element, menu.element);
  const dispatchOps = (ops: ReturnType<typeof deleteNodesOps>, label: string) => {
    if (ops.length > 0) bus.dispatch({ ops, meta: { origin: 'user', label } });
  };
  const stickyEditor = new StickyEditor({
    sticky: (id) => {
      const entry = scene.model.nodes.get(id);
      if (!entry?.sticky) return null;
      const content = entry.node.parameters['content'];
      return { box: entry.box, content: typeof content === 'string' ? content : '' };
    },
    viewport: () => service.getViewport(),
    save: (id, content) => dispatchOps([updateStickyOp(id, { content })], 'Edit sticky note'),
    closed: (id) => (mirror.elementOf(id) ?? mirror.nodes).focus({ preventScroll: true }),
  });
  overlay.append(stickyEditor.element);

  let mirrorTimer = 0;
  const syncMirror = () => {
    mirrorTimer = 0;
    mirror.sync(scene.visibleNodes(), service.getSelection(), service.getViewportCenter());
  };
  const scheduleMirror = (delay: number) => {
    if (mirrorTimer) window.clearTimeout(mirrorTimer);
    mirrorTimer = window.setTimeout(syncMirror, delay);
  };
  const frames = new FrameLoop((elapsedMs) => {
    scene.flush();
    const spinning = scene.spin(elapsedMs / 200);
    app.render();
    return spinning;
  });
  const schedule = frames.schedule;

  const applyViewport = () => {
    const v = service.getViewport();
    const { width, height } = service.getViewSize();
    scene.setViewport(v, width, height);
    mirror.setViewport(v);
    // Grid dots every 20 graph units, or every 100, 500, ... when zoomed out so dots stay apart.
    let gridStep = GRID_SIZE * v.zoom;
    while (gridStep < 12) gridStep *= 5;
    host.style.backgroundSize = `${gridStep}px ${gridStep}px`;
    host.style.backgroundPosition = `${v.x % gridStep}px ${v.y % gridStep}px`;
    host.dataset['zoom'] = String(v.zoom);
    hover.hide(true);
    stickyEditor.place();
  };

  scene.requestFrame = () => schedule();
  textures.onRedrawn = () => schedule();
  scene.load(bus.getState());
  /** The theme changed: new colours, so every texture and visual is drawn again. */
  const retheme = () => {
    Object.assign(palette, readPalette(host));
    scene.load(bus.getState());
    textures.destroy();
    schedule();
  };
  const themeObserver = new MutationObserver(retheme);
  themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const resize = () => {
    const w = Math.max(1, host.clientWidth);
    const h = Math.max(1, host.clientHeight);
    app.renderer.resize(w, h);
    service.setViewSize(w, h);
    applyViewport();
    schedule();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(host);
  resize();
  if (bus.getState().nodes.size > 0) service.zoomToFit();

  const restoreTimers = new Set<number>();
  const subs = [
    bus.transactions$.subscribe((tx) => {
      const ids = touchedIds(tx) ?? diffIds(tx.before, tx.after);
      const redraw = (doc = tx.after) => {
        scene.update(doc, ids);
        stickyEditor.place();
        schedule();
        scheduleMirror(0);
      };
      if (!restoresConnection(tx)) return redraw();
      const timer = window.setTimeout(() => {
        restoreTimers.delete(timer);
        redraw(bus.getState());
      }, CONNECTION_RESTORE_DELAY_MS);
      restoreTimers.add(timer);
    }),
    bus.replaced$.subscribe(({ document }) => {
      scene.load(document);
      service.zoomToFit();
      schedule();
      scheduleMirror(0);
    }),
    internals.typesChanged$.subscribe(() => {
      scene.load(bus.getState());
      schedule();
      scheduleMirror(0);
    }),
    service.viewport$.subscribe(() => {
      applyViewport();
      schedule();
      scheduleMirror(150);
    }),
    merge(service.selection$).subscribe((selection) => {
      scene.setSelection(selection);
      schedule();
      syncMirror();
      const anchor = [...selection].pop();
      if (
        anchor !== undefined &&
        host.parentElement?.contains(document.activeElement) &&
        document.activeElement !== mirror.elementOf(anchor)
      ) {
        revealNode(anchor);
        mirror.focusNode(anchor);
      }
    }),
    ...(options.marks$
      ? [
          options.marks$.subscribe((marks) => {
            scene.setMarks(marks);
            schedule();
            scheduleMirror(50);
          }),
        ]
      : []),
    (options.overlay$ ?? service.executionOverlay$).subscribe((run) => {
      scene.setRun(run);
      schedule();
      scheduleMirror(50);
    }),
    service.nodeActions$.subscribe((request) => {
      if (!request) return menu.close();
      const node = bus.getState().nodes.get(request.nodeId);
      const entry = scene.model.nodes.get(request.nodeId);
      if (!node || !entry) return;
      const at =
        request.at ??
        toScreen(service.getViewport(), {
          x: entry.box.x + entry.box.width,
          y: entry.box.y,
        });
      menu.open(
        `Actions for ${node.name}`,
        at,
        nodeActionItems(
          node,
          editable,
          () => service.requestOpenNode(node.id),
          (id, args) => internals.run(id, args),
          () => stickyEditor.open(node.id),
          service.hasNodeCreator() ? entry.slots : [],
          (slot) => {
            const index = entry.slots.indexOf(slot);
            const at = slotPosition(entry.box, index, entry.slots.length);
            service.requestNodeCreator({
              slot: { nodeId: node.id, type: slot.type, label: slot.label, ...(slot.filterNodes ? { filterNodes: slot.filterNodes } : {}) },
              position: subNodePosition(scene.model, node.id, slot.type, at),
            });
          },
        ),
      );
    }),
  ];

  /** Pans so a node is on screen (keyboard navigation to a node off screen). */
  const revealNode = (id: NodeId) => {
    const box = scene.model.nodes.get(id)?.box;
    if (box) service.setViewport(revealBox(service.getViewport(), box, service.getViewSize()));
  };

  const unbind = bindPointer({
    element: host,
    scene,
    service,
    bus,
    typeOf: internals.typeOf,
    editable,
    schedule,
    editSticky: (id) => stickyEditor.open(id),
    focus: () => {
      if (!host.parentElement?.contains(document.activeElement) || document.activeElement === document.body) {
        const anchor = [...service.getSelection()].pop();
        const el = anchor !== undefined ? mirror.elementOf(anchor) : undefined;
        (el ?? mirror.nodes).focus({ preventScroll: true });
      }
    },
    onHover: hoverFeedback({
      host,
      scene,
      hover,
      editable,
      viewport: () => service.getViewport(),
      isStale: (id) => currentRun().get(id)?.stale === true,
      schedule,
    }),
  });

  const root = host.parentElement ?? host;
  const focus = bindCanvasFocus({ root, contextKeys: kernel.contextKeys, editable, paste: (text) => internals.paste(text) });
  syncMirror();
  schedule();

  return {
    dispose() {
      // Late requests (a sticky's text arriving) must not render a destroyed scene.
      scene.requestFrame = () => undefined;
      textures.onRedrawn = () => undefined;
      subs.forEach((s) => s.unsubscribe());
      unbind();
      observer.disconnect();
      themeObserver.disconnect();
      frames.dispose();
      if (mirrorTimer) window.clearTimeout(mirrorTimer);
      restoreTimers.forEach((t) => window.clearTimeout(t));
      focus.dispose();
      mirror.destroy();
      stickyEditor.destroy();
      hover.element.remove();
      menu.element.remove();
      scene.destroy();
      textures.destroy();
      app.destroy(true, { children: true });
    },
  };
}
