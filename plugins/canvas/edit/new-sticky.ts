/**
 * A new sticky note (Shift+S, "Add sticky note"): its parameters are the sticky node type's
 * own defaults (content, width, height, colour, read from the type description), and it goes
 * near the viewport's centre on a spot where it covers no node.
 */
import type { INodeTypeDescription } from '@sdk';
import { GRID_SIZE, intersects, snapPoint, STICKY_DEFAULT_HEIGHT, STICKY_DEFAULT_WIDTH, type Point, type Rect } from '../model/geometry';

/** The parameters of a new sticky: every default the type description gives; sizes fall back to the canvas's. */
export function newStickyParameters(description: INodeTypeDescription | undefined): Record<string, unknown> {
  const defaults: Record<string, unknown> = { content: '', width: STICKY_DEFAULT_WIDTH, height: STICKY_DEFAULT_HEIGHT, color: 1 };
  for (const property of description?.properties ?? []) {
    if (property.name in defaults && property.default !== undefined) defaults[property.name] = property.default;
  }
  return defaults;
}

/** Space kept between a new sticky and the nodes around it. */
const MARGIN = GRID_SIZE;
/** How far (in grid steps, each way) the search for a free spot goes. */
const SEARCH_STEPS = 40;

const grown = (r: Rect, by: number): Rect => ({ x: r.x - by, y: r.y - by, width: r.width + by * 2, height: r.height + by * 2 });

/**
 * Where a sticky of `size` goes: centred on `centre` (snapped to the grid) when that covers no
 * node box, else the nearest grid spot that does.
 */
export function freeStickySpot(centre: Point, size: { width: number; height: number }, boxes: readonly Rect[]): Point {
  const start = snapPoint({ x: centre.x - size.width / 2, y: centre.y - size.height / 2 });
  const blocked = boxes.map((b) => grown(b, MARGIN));
  const free = (p: Point) => !blocked.some((b) => intersects(b, { ...p, ...size }));
  const candidates: Array<Point & { d: number }> = [];
  for (let i = -SEARCH_STEPS; i <= SEARCH_STEPS; i++) {
    for (let j = -SEARCH_STEPS; j <= SEARCH_STEPS; j++) {
      candidates.push({ x: start.x + i * GRID_SIZE, y: start.y + j * GRID_SIZE, d: i * i + j * j });
    }
  }
  candidates.sort((a, b) => a.d - b.d);
  const spot = candidates.find(free);
  return spot ? { x: spot.x, y: spot.y } : start;
}
