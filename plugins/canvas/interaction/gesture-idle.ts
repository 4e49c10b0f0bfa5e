import type { NodeId } from '@sdk';
import type { Point } from '../model/geometry';
import type { Scene } from '../render/scene';
import { Connecting } from './gesture-connecting';
import { ConnectingSlot } from './gesture-connecting-slot';
import { Dragging } from './gesture-dragging';
import type { GestureContext, IGesture } from './gesture';
import { Lasso } from './gesture-lasso';
import { Panning } from './gesture-panning';
import { Resizing } from './gesture-resizing';

/** The press that may start a gesture. */
export interface Press {
  readonly screen: Point;
  readonly button: number;
  readonly shiftKey: boolean;
  /** Ctrl/Cmd or Space held: the press pans. */
  readonly panModifier: boolean;
}

/**
 * The idle state's decision on pointer-down: which gesture the press starts (null for none),
 * after updating the selection the way a press on that spot does.
 */
export function gestureForPress(ctx: GestureContext, press: Press): IGesture | null {
  const { screen } = press;
  if (press.button === 1 || (press.button === 0 && press.panModifier)) return new Panning(ctx, screen);
  if (press.button !== 0) return null;
  const h = ctx.hit(screen);
  const { service } = ctx;
  if (h.kind === 'node' || (h.kind === 'sticky' && !h.handle)) {
    selectOnPress(ctx, h.nodeId, press.shiftKey);
    return ctx.editable ? new Dragging(ctx, screen, [...service.getSelection()], h.nodeId) : null;
  }
  if (h.kind === 'sticky' && h.handle) {
    service.select([h.nodeId]);
    return new Resizing(ctx, h.nodeId, h.handle, screen);
  }
  if (h.kind === 'output' || h.kind === 'stub') {
    return new Connecting(ctx, { nodeId: h.nodeId, index: h.index, at: h.at }, screen, { detached: null, stub: h.kind === 'stub' });
  }
  if (h.kind === 'slot' || h.kind === 'slotButton' || h.kind === 'subOutput') {
    const side = h.kind === 'subOutput' ? 'subOutput' : 'slot';
    return new ConnectingSlot(ctx, { nodeId: h.nodeId, type: h.type, at: h.at, side }, screen, h.kind === 'slotButton');
  }
  if (h.kind === 'input') {
    const existing = ctx.scene.model.doc ? incomingConnection(ctx.scene, h.nodeId, h.index) : null;
    if (!existing) return null;
    const { connection, from } = existing;
    return new Connecting(ctx, { nodeId: connection.source.nodeId, index: connection.source.index, at: from }, screen, {
      detached: connection,
      stub: false,
    });
  }
  const before = [...service.getSelection()];
  if (!press.shiftKey) service.select([]);
  return new Lasso(ctx, screen, press.shiftKey, before);
}

/** Shift toggles a node in the selection; a plain press selects it (keeping a selection it is part of, with it last). */
function selectOnPress(ctx: GestureContext, id: NodeId, shiftKey: boolean): void {
  const selection = ctx.service.getSelection();
  if (shiftKey) {
    const next = new Set(selection);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    ctx.service.select(next);
  } else if (!selection.has(id)) ctx.service.select([id]);
  else ctx.service.select([...[...selection].filter((other) => other !== id), id]);
}

/** The last connection into a node's input, with where it starts, or null. */
function incomingConnection(scene: Scene, nodeId: NodeId, index: number) {
  let found: { connection: NonNullable<ReturnType<Scene['model']['conns']['get']>>['connection']; from: Point } | null = null;
  for (const key of scene.model.nodes.get(nodeId)?.conns ?? []) {
    const entry = scene.model.conns.get(key);
    const c = entry?.connection;
    if (entry && c && c.target.nodeId === nodeId && c.target.index === index) found = { connection: c, from: entry.curve.p0 };
  }
  return found;
}
