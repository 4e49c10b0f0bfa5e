/**
 * The viewport: pan offset and zoom, and the conversions between screen
 * (pixels in the canvas element) and graph coordinates. screen = graph × zoom + offset.
 */
import type { Point, Rect } from './geometry';

/** Pan and zoom. */
export interface Viewport {
  /** Screen x of graph x = 0. */
  readonly x: number;
  /** Screen y of graph y = 0. */
  readonly y: number;
  /** Scale factor; 1 is 100%. */
  readonly zoom: number;
}

/** One zoom step: in multiplies by it, out divides (1.25, 1.5625; 0.8, 0.64). */
export const ZOOM_STEP = 1.25;
/** Smallest zoom: far enough to see 10,000 nodes at once. */
export const MIN_ZOOM = 0.02;
/** Largest zoom. */
export const MAX_ZOOM = 4;
/** Padding around the content when zooming to fit, in screen pixels. */
export const FIT_PADDING = 60;

/** Limits a zoom factor to [MIN_ZOOM, MAX_ZOOM], removing float noise so steps land on 1.25, 1.5625, 0.8, 0.64. */
export function clampZoom(zoom: number): number {
  const z = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  return Math.round(z * 1e6) / 1e6;
}

/** Graph point under a screen point. */
export function toGraph(v: Viewport, screen: Point): Point {
  return { x: (screen.x - v.x) / v.zoom, y: (screen.y - v.y) / v.zoom };
}

/** Screen point of a graph point. */
export function toScreen(v: Viewport, graph: Point): Point {
  return { x: graph.x * v.zoom + v.x, y: graph.y * v.zoom + v.y };
}

/** Zooms to `zoom` keeping the graph point under `anchor` (screen) in place. */
export function zoomAt(v: Viewport, zoom: number, anchor: Point): Viewport {
  const z = clampZoom(zoom);
  const g = toGraph(v, anchor);
  return { zoom: z, x: anchor.x - g.x * z, y: anchor.y - g.y * z };
}

/** Moves the view by a screen delta. */
export function panBy(v: Viewport, dx: number, dy: number): Viewport {
  return { ...v, x: v.x + dx, y: v.y + dy };
}

/** The graph rectangle visible in a screen of this size. */
export function visibleRect(v: Viewport, width: number, height: number): Rect {
  const topLeft = toGraph(v, { x: 0, y: 0 });
  return {
    x: topLeft.x,
    y: topLeft.y,
    width: width / v.zoom,
    height: height / v.zoom,
  };
}

/**
 * The viewport that shows `content` whole in a screen of this size, centred, never above zoom 1
 * (small workflows are not blown up).
 */
export function fitViewport(content: Rect | null, width: number, height: number): Viewport {
  if (!content || width <= 0 || height <= 0) return { x: width / 2, y: height / 2, zoom: 1 };
  const availableW = Math.max(1, width - FIT_PADDING * 2);
  const availableH = Math.max(1, height - FIT_PADDING * 2);
  const zoom = clampZoom(Math.min(1, availableW / Math.max(1, content.width), availableH / Math.max(1, content.height)));
  const cx = content.x + content.width / 2;
  const cy = content.y + content.height / 2;
  return { zoom, x: width / 2 - cx * zoom, y: height / 2 - cy * zoom };
}
