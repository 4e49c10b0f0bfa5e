/**
 * Where connection labels ('1 item', '3 items') go: at the middle of their
 * connection when that spot is free, else slid along the connection, above or
 * below it, to the first spot that overlaps neither another label nor a node
 * (with its name and its port labels). Two connections leaving an If for
 * nearby nodes would otherwise stack their labels on one another.
 */
import { curvePoint, intersects, type Curve, type Point, type Rect } from './geometry';

/** One label to place: its connection's curve and its size in graph units. */
export interface LabelRequest {
  readonly key: string;
  readonly curve: Curve;
  readonly width: number;
  readonly height: number;
}

/** Positions along the curve tried in turn: the middle first, then outwards. */
const ALONG = [0.5, 0.4, 0.6, 0.3, 0.7, 0.22, 0.78];
/** Gap between a label and its line. */
const GAP = 4;

/** The label's box when its bottom-centre (above) or top-centre (below) sits at `p`. */
function boxAt(p: Point, width: number, height: number, above: boolean): Rect {
  return { x: p.x - width / 2, y: above ? p.y - GAP - height : p.y + GAP, width, height };
}

/**
 * The top-left corner of each label's box. `obstacles` are the boxes labels must keep off
 * (nodes with their labels); labels placed earlier are kept off too. A label with no free
 * spot goes to its middle.
 */
export function placeLabels(requests: readonly LabelRequest[], obstacles: readonly Rect[]): Map<string, Point> {
  const placed: Rect[] = [];
  const out = new Map<string, Point>();
  const free = (r: Rect) => !placed.some((o) => intersects(o, r)) && !obstacles.some((o) => intersects(o, r));
  for (const req of requests) {
    let chosen: Rect | null = null;
    for (const t of ALONG) {
      const p = curvePoint(req.curve, t);
      const above = boxAt(p, req.width, req.height, true);
      if (free(above)) chosen = above;
      else {
        const below = boxAt(p, req.width, req.height, false);
        if (free(below)) chosen = below;
      }
      if (chosen) break;
    }
    chosen ??= boxAt(curvePoint(req.curve, 0.5), req.width, req.height, true);
    placed.push(chosen);
    out.set(req.key, { x: chosen.x, y: chosen.y });
  }
  return out;
}
