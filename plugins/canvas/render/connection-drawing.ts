/**
 * Drawing connections: each chunk's connections go into one Graphics (one
 * batched geometry rebuilt only when one of them changes), as curves with an
 * arrowhead; a connection whose source ran successfully is drawn green, with
 * its item count as a label after a run.
 */
import { BitmapText, Graphics, type Container } from 'pixi.js';
import type { DocConnection } from '@sdk';
import { curvePoint, type Curve, type Rect } from '../model/geometry';
import { placeLabels, type LabelRequest } from '../model/label-placement';
import type { Palette } from './palette';

/** A connection as the scene keeps it. */
export interface ConnectionEntry {
  readonly key: string;
  readonly connection: DocConnection;
  curve: Curve;
  /** A typed (AI sub-node) connection: drawn dashed, without an arrowhead. */
  readonly dashed?: boolean;
}

/** The stable key of a connection. */
export function connectionKey(c: DocConnection): string {
  return `${c.source.nodeId}\u0000${c.source.type}\u0000${c.source.index}\u0001${c.target.nodeId}\u0000${c.target.type}\u0000${c.target.index}`;
}

const DASH = 6;
const GAP = 5;

/** Appends a dashed curve (walked as a polyline; PixiJS strokes have no dash pattern). */
function drawDashed(g: Graphics, curve: Curve, color: string, width: number): void {
  let prev = curve.p0;
  let on = true;
  let left = DASH;
  g.moveTo(prev.x, prev.y);
  for (let i = 1; i <= 48; i++) {
    const next = curvePoint(curve, i / 48);
    let dx = next.x - prev.x;
    let dy = next.y - prev.y;
    let length = Math.hypot(dx, dy);
    let at = prev;
    while (length > 0) {
      const step = Math.min(left, length);
      const end = { x: at.x + (dx * step) / length, y: at.y + (dy * step) / length };
      if (on) g.lineTo(end.x, end.y);
      else g.moveTo(end.x, end.y);
      dx = next.x - end.x;
      dy = next.y - end.y;
      length -= step;
      left -= step;
      at = end;
      if (left <= 0) {
        on = !on;
        left = on ? DASH : GAP;
      }
    }
    prev = next;
  }
  g.stroke({ width, color, cap: 'butt' });
}

/** Appends one curve with its arrowhead to `g` (typed connections: dashed, no arrowhead). */
export function drawCurve(g: Graphics, curve: Curve, color: string, width: number, dashed = false): void {
  if (dashed) {
    drawDashed(g, curve, color, width);
    return;
  }
  g.moveTo(curve.p0.x, curve.p0.y)
    .bezierCurveTo(curve.c1.x, curve.c1.y, curve.c2.x, curve.c2.y, curve.p3.x - 6, curve.p3.y)
    .stroke({ width, color, cap: 'round' });
  g.poly([curve.p3.x - 1, curve.p3.y, curve.p3.x - 10, curve.p3.y - 5, curve.p3.x - 10, curve.p3.y + 5]).fill(color);
}

/** Redraws a chunk's connections; `success` tells which ones carried data in the last run. */
export function drawConnections(
  g: Graphics,
  entries: Iterable<ConnectionEntry>,
  palette: Palette,
  success: (c: DocConnection) => boolean,
  skip?: ReadonlySet<string>,
  width = 2,
): void {
  g.clear();
  for (const e of entries) {
    if (skip?.has(e.key)) continue;
    drawCurve(g, e.curve, success(e.connection) ? palette.success : palette.connection, width, e.dashed);
  }
}

/** The midpoint of a curve, where its hover buttons and item label go. */
export function curveMidpoint(curve: Curve): { x: number; y: number } {
  return curvePoint(curve, 0.5);
}

/**
 * Redraws a chunk's 'N items' labels after a run, on their connections where they overlap
 * neither each other nor `obstacles` (the nodes around, see {@link placeLabels}), each on a
 * pill of the canvas background so the line under it does not cross the text.
 */
export function drawItemLabels(
  layer: Container,
  entries: Iterable<ConnectionEntry>,
  palette: Palette,
  itemsOn: (c: DocConnection) => number | undefined,
  obstacles: readonly Rect[],
  skip?: ReadonlySet<string>,
): void {
  layer.removeChildren().forEach((child) => child.destroy());
  const labels: Array<{ text: BitmapText; request: LabelRequest }> = [];
  for (const e of entries) {
    const items = itemsOn(e.connection);
    if (items === undefined || skip?.has(e.key)) continue;
    const text = new BitmapText({
      text: `${items} item${items === 1 ? '' : 's'}`,
      style: { fontFamily: palette.font, fontSize: 12, fontWeight: '600', fill: items > 0 ? palette.success : palette.textMuted },
    });
    labels.push({ text, request: { key: e.key, curve: e.curve, width: text.width + LABEL_PAD * 2, height: text.height + 2 } });
  }
  const spots = placeLabels(
    labels.map((l) => l.request),
    obstacles,
  );
  for (const { text, request } of labels) {
    const at = spots.get(request.key);
    if (!at) continue;
    const pill = new Graphics()
      .roundRect(at.x, at.y, request.width, request.height, 4)
      .fill({ color: palette.labelBackground, alpha: 0.92 });
    text.position.set(at.x + LABEL_PAD, at.y + 1);
    layer.addChild(pill, text);
  }
}

const LABEL_PAD = 4;
