/**
 * The scene's overlay, drawn above everything in graph coordinates: the
 * connection being dragged from a port, the hovered connection, the lasso.
 */
import type { Graphics } from 'pixi.js';
import { connectionCurve, slotCurve, type Curve, type Point, type Rect } from '../model/geometry';
import { drawCurve } from './connection-drawing';
import type { Palette } from './palette';

/** What the overlay shows. */
export interface OverlayDrawing {
  readonly preview?: { from: Point; to: Point; dashed?: boolean } | undefined;
  readonly hover?: string | null;
  readonly lasso?: Rect | null;
}

/** Redraws the overlay; `curveOf` finds a connection's curve by key, `zoom` keeps the lasso border one pixel wide. */
export function drawOverlay(
  g: Graphics,
  draw: OverlayDrawing,
  palette: Palette,
  curveOf: (key: string) => Curve | undefined,
  zoom: number,
  curveDashed: (key: string) => boolean = () => false,
): void {
  g.clear();
  if (draw.hover) {
    const curve = curveOf(draw.hover);
    if (curve) drawCurve(g, curve, palette.accent, 3, curveDashed(draw.hover));
  }
  if (draw.preview?.dashed) drawCurve(g, slotCurve(draw.preview.from, draw.preview.to), palette.accent, 2, true);
  else if (draw.preview) drawCurve(g, connectionCurve(draw.preview.from, draw.preview.to), palette.accent, 2);
  if (draw.lasso) {
    g.rect(draw.lasso.x, draw.lasso.y, draw.lasso.width, draw.lasso.height)
      .fill({ color: palette.info, alpha: 0.08 })
      .stroke({ width: 1 / zoom, color: palette.info });
  }
}
