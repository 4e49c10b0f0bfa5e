/**
 * A spatial index of canvas items (an R-tree, rbush) for hit testing and
 * lasso selection: finding what is under the pointer costs O(log n), not a
 * scan of 10,000 nodes. Items are keyed; updating one moves its entry.
 */
import RBush from 'rbush';
import type { Point, Rect } from './geometry';

interface Entry<K> {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  key: K;
}

/** Keyed rectangles with fast point and area queries. */
export class SpatialIndex<K> {
  private readonly tree = new RBush<Entry<K>>();
  private readonly entries = new Map<K, Entry<K>>();

  /** Number of items. */
  get size(): number {
    return this.entries.size;
  }

  /** Adds or moves an item. */
  set(key: K, rect: Rect): void {
    const old = this.entries.get(key);
    if (old) this.tree.remove(old);
    const entry: Entry<K> = {
      minX: rect.x,
      minY: rect.y,
      maxX: rect.x + rect.width,
      maxY: rect.y + rect.height,
      key,
    };
    this.entries.set(key, entry);
    this.tree.insert(entry);
  }

  /** Removes an item; unknown keys are ignored. */
  delete(key: K): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.tree.remove(old);
    this.entries.delete(key);
  }

  /** Replaces every item at once (bulk load, much faster than one insert each). */
  load(items: Iterable<readonly [K, Rect]>): void {
    this.tree.clear();
    this.entries.clear();
    const list: Entry<K>[] = [];
    for (const [key, r] of items) {
      const entry = {
        minX: r.x,
        minY: r.y,
        maxX: r.x + r.width,
        maxY: r.y + r.height,
        key,
      };
      this.entries.set(key, entry);
      list.push(entry);
    }
    this.tree.load(list);
  }

  /** Removes everything. */
  clear(): void {
    this.tree.clear();
    this.entries.clear();
  }

  /** The item's rectangle, or undefined. */
  get(key: K): Rect | undefined {
    const e = this.entries.get(key);
    return (
      e && {
        x: e.minX,
        y: e.minY,
        width: e.maxX - e.minX,
        height: e.maxY - e.minY,
      }
    );
  }

  /** Keys of items whose rectangle overlaps `rect`. */
  search(rect: Rect): K[] {
    return this.tree
      .search({
        minX: rect.x,
        minY: rect.y,
        maxX: rect.x + rect.width,
        maxY: rect.y + rect.height,
      })
      .map((e) => e.key);
  }

  /** Keys of items containing the point, optionally grown by `slop` on each side. */
  at(p: Point, slop = 0): K[] {
    return this.tree
      .search({
        minX: p.x - slop,
        minY: p.y - slop,
        maxX: p.x + slop,
        maxY: p.y + slop,
      })
      .map((e) => e.key);
  }
}
