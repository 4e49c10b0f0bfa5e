/**
 * Canvas geometry in graph coordinates: node boxes, port positions, the
 * connection curve and distances to it. Pure functions, shared by the
 * renderer, hit testing and the accessible mirror so all three agree.
 */

/** Grid step for snapping node positions (n8n's canvas grid). */
export const GRID_SIZE = 20;
/** Width and minimum height of a node body. */
export const NODE_SIZE = 100;
/** Vertical distance between ports on a node with many inputs or outputs. */
export const PORT_SPACING = 24;
/** Radius of an output port circle (inputs are drawn as bars of the same height). */
export const PORT_RADIUS = 6;
/** Length of the '+' output stub line and the size of its button. */
export const STUB_LENGTH = 60;
export const STUB_BUTTON = 24;
/** Diameter of a sub-node (AI "configuration" node: model, memory, tool), drawn as a circle. */
export const SUB_NODE_SIZE = 80;
/** Horizontal room per slot along a root node's bottom edge. */
export const SLOT_SPACING = 80;
/** Length of the line under an empty slot that ends in its '+' button. */
export const SLOT_STUB = 44;
/** Default and minimum sticky note sizes (default 240×160, minimum 150×80). */
export const STICKY_DEFAULT_WIDTH = 240;
export const STICKY_DEFAULT_HEIGHT = 160;
export const STICKY_MIN_WIDTH = 150;
export const STICKY_MIN_HEIGHT = 80;

/** An axis-aligned rectangle. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A point. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Snaps a value to the nearest multiple of the grid. */
export function snapToGrid(value: number, grid = GRID_SIZE): number {
  return Math.round(value / grid) * grid;
}

/** Snaps a point to the grid. */
export function snapPoint(p: Point, grid = GRID_SIZE): Point {
  return { x: snapToGrid(p.x, grid), y: snapToGrid(p.y, grid) };
}

/** Height of a node body with this many inputs and outputs: tall enough to space the ports. */
export function nodeHeight(inputs: number, outputs: number): number {
  const ports = Math.max(inputs, outputs);
  return Math.max(NODE_SIZE, (ports + 1) * PORT_SPACING);
}

/**
 * Vertical offsets of `count` ports along a side of height `height`, evenly spread and snapped to
 * whole pixels (a single port sits in the middle).
 */
export function portOffsets(count: number, height: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(Math.round(((i + 1) * height) / (count + 1)));
  return out;
}

/** Where an output port's connection starts, in graph coordinates. */
export function outputPortPosition(box: Rect, index: number, count: number): Point {
  const offsets = portOffsets(count, box.height);
  return {
    x: box.x + box.width,
    y: box.y + (offsets[index] ?? box.height / 2),
  };
}

/** Where an input port's connection ends, in graph coordinates. */
export function inputPortPosition(box: Rect, index: number, count: number): Point {
  const offsets = portOffsets(count, box.height);
  return { x: box.x, y: box.y + (offsets[index] ?? box.height / 2) };
}

/** Width of a root node with `slots` slots: wide enough to spread them with their labels. */
export function rootWidth(slots: number): number {
  return slots === 0 ? NODE_SIZE : Math.max(NODE_SIZE * 2, snapToGrid(slots * SLOT_SPACING + GRID_SIZE));
}

/** Where slot `index` of `count` sits on the bottom edge of a root node. */
export function slotPosition(box: Rect, index: number, count: number): Point {
  return { x: box.x + Math.round(((index + 0.5) * box.width) / count), y: box.y + box.height };
}

/** The centre of an empty slot's '+' button, under the slot. */
export function slotButtonPosition(box: Rect, index: number, count: number): Point {
  const p = slotPosition(box, index, count);
  return { x: p.x, y: p.y + SLOT_STUB };
}

/** Where a sub-node's output sits: the middle of its top edge. */
export function subOutputPosition(box: Rect): Point {
  return { x: box.x + box.width / 2, y: box.y };
}

/**
 * The curve of a sub-node connection: up from the sub-node's top, into the root's slot from
 * below (vertical tangents at both ends).
 */
export function slotCurve(from: Point, to: Point): Curve {
  const handle = Math.max(30, Math.abs(from.y - to.y) / 2);
  return { p0: from, c1: { x: from.x, y: from.y - handle }, c2: { x: to.x, y: to.y + handle }, p3: to };
}

/** Control points of the cubic curve drawn from an output to an input. */
export interface Curve {
  readonly p0: Point;
  readonly c1: Point;
  readonly c2: Point;
  readonly p3: Point;
}

/**
 * The connection curve: horizontal tangents at both ends; a target behind the source gets longer
 * handles so the curve loops around instead of cutting through the nodes.
 */
export function connectionCurve(from: Point, to: Point): Curve {
  const dx = to.x - from.x;
  const handle = dx >= 0 ? Math.max(40, dx / 2) : Math.max(80, Math.min(200, -dx / 2 + Math.abs(to.y - from.y) / 4));
  return {
    p0: from,
    c1: { x: from.x + handle, y: from.y },
    c2: { x: to.x - handle, y: to.y },
    p3: to,
  };
}

/** The point at parameter t (0..1) of a cubic curve. */
export function curvePoint(c: Curve, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const d = 3 * u * t * t;
  const e = t * t * t;
  return {
    x: a * c.p0.x + b * c.c1.x + d * c.c2.x + e * c.p3.x,
    y: a * c.p0.y + b * c.c1.y + d * c.c2.y + e * c.p3.y,
  };
}

/** Bounding box of a cubic curve (of its control polygon, which contains the curve). */
export function curveBounds(c: Curve): Rect {
  // Plain comparisons, not Math.min(...array): this runs for every connection when a workflow opens.
  const x = Math.min(c.p0.x, c.c1.x, c.c2.x, c.p3.x);
  const y = Math.min(c.p0.y, c.c1.y, c.c2.y, c.p3.y);
  return { x, y, width: Math.max(c.p0.x, c.c1.x, c.c2.x, c.p3.x) - x, height: Math.max(c.p0.y, c.c1.y, c.c2.y, c.p3.y) - y };
}

function segmentDistance(p: Point, a: Point, b: Point): number {
  const vx = b.x - a.x;
  const vy = b.y - a.y;
  const len = vx * vx + vy * vy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * vx + (p.y - a.y) * vy) / len));
  return Math.hypot(p.x - (a.x + t * vx), p.y - (a.y + t * vy));
}

/** Shortest distance from a point to the curve, measured on a 24-segment polyline. */
export function distanceToCurve(p: Point, c: Curve, segments = 24): number {
  let best = Infinity;
  let prev = c.p0;
  for (let i = 1; i <= segments; i++) {
    const next = curvePoint(c, i / segments);
    best = Math.min(best, segmentDistance(p, prev, next));
    prev = next;
  }
  return best;
}

/** Whether two rectangles overlap (touching edges count). */
export function intersects(a: Rect, b: Rect): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/** Whether the point lies inside the rectangle (edges included). */
export function contains(r: Rect, p: Point): boolean {
  return p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
}

/** The rectangle spanned by two corner points, in any order (a lasso). */
export function rectFromPoints(a: Point, b: Point): Rect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/** The smallest rectangle containing all the given ones; null for none. */
export function unionRects(rects: Iterable<Rect>): Rect | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const r of rects) {
    minX = Math.min(minX, r.x);
    minY = Math.min(minY, r.y);
    maxX = Math.max(maxX, r.x + r.width);
    maxY = Math.max(maxY, r.y + r.height);
  }
  return minX === Infinity ? null : { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}
