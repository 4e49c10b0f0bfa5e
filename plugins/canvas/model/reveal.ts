import type { Rect } from './geometry';
import { toScreen, type Viewport } from './viewport';

/** How close (px) to the view's edge a revealed node may sit. */
const REVEAL_MARGIN = 40;

/**
 * The viewport that brings `box` (graph coordinates) on screen with a margin, panning as little
 * as possible; the same viewport when it is already visible. Keyboard navigation to a node off
 * screen uses it.
 */
export function revealBox(v: Viewport, box: Rect, view: { readonly width: number; readonly height: number }): Viewport {
  const s = toScreen(v, { x: box.x, y: box.y });
  const w = box.width * v.zoom;
  const h = box.height * v.zoom;
  let dx = 0;
  let dy = 0;
  if (s.x < REVEAL_MARGIN) dx = REVEAL_MARGIN - s.x;
  else if (s.x + w > view.width - REVEAL_MARGIN) dx = view.width - REVEAL_MARGIN - (s.x + w);
  if (s.y < REVEAL_MARGIN) dy = REVEAL_MARGIN - s.y;
  else if (s.y + h > view.height - REVEAL_MARGIN) dy = view.height - REVEAL_MARGIN - (s.y + h);
  return dx === 0 && dy === 0 ? v : { ...v, x: v.x + dx, y: v.y + dy };
}
