import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { toDisposable, type IDisposable } from '../lifecycle/disposable';
import { PRECEDENCE_RANK, type Precedence } from '../commands/keybinding-service';

/** One contribution as the combine function sees it, already in precedence order. */
export interface Contribution<T> {
  /** What was contributed. */
  readonly value: T;
  /** Id of the contributing plugin, or `core`. */
  readonly owner: string;
  /**
   * Level it was contributed at. Contributions arrive lowest level (core) first, so a combine that
   * lets later entries win gives user over plugin over core.
   */
  readonly precedence: Precedence;
  /** Explicit ordering inside one precedence level; lower first. */
  readonly order: number;
}

/**
 * A typed slot that plugins contribute values of type `T` to and consumers read as `R`. Create one
 * with defineExtensionPoint and share the object: two different points with the same id throw on
 * first use.
 */
export interface ExtensionPoint<T, R = readonly T[]> {
  /** Unique id, conventionally `<area>.<name>`. */
  readonly id: string;
  /** Folds the ordered contributions into what consumers read. */
  readonly combine: (contributions: ReadonlyArray<Contribution<T>>) => R;
}

/** Any point, whatever its types; used where points are listed side by side. */
export type AnyExtensionPoint = ExtensionPoint<never, unknown>;

/**
 * Defines a typed extension point. Like CodeMirror facets, the point owns the
 * rule for combining many contributions, so consumers never depend on which
 * plugin happened to load first.
 */
export function defineExtensionPoint<T, R = readonly T[]>(spec: {
  id: string;
  combine?: (contributions: ReadonlyArray<Contribution<T>>) => R;
}): ExtensionPoint<T, R> {
  const combine = spec.combine ?? ((cs: ReadonlyArray<Contribution<T>>) => cs.map((c) => c.value) as unknown as R);
  return { id: spec.id, combine };
}

/** Keyed points: the highest-precedence contribution per key wins (routes by path, widgets by type). */
export function combineByKey<T>(keyOf: (value: T) => string) {
  return (contributions: ReadonlyArray<Contribution<T>>): ReadonlyMap<string, T> => {
    const out = new Map<string, T>();
    // Contributions arrive lowest precedence first, so later writes win.
    for (const c of contributions) out.set(keyOf(c.value), c.value);
    return out;
  };
}

/** Who contributes and where the contribution sorts among the others. */
export interface ContributeOptions {
  /** Contributing plugin id; defaults to `core`. Breaks ties after precedence and order. */
  readonly owner?: string;
  /** Defaults to `plugin`. */
  readonly precedence?: Precedence;
  /** Position within the precedence level, lower first; defaults to 0. */
  readonly order?: number;
}

interface Slot {
  readonly entries: Array<Contribution<unknown> & { seq: number }>;
  readonly subject: BehaviorSubject<number>;
}

/**
 * Holds every contribution to every extension point and hands consumers the combined value.
 * Ordering is precedence, then `order`, then owner id, never load order.
 */
export class ExtensionRegistry {
  private readonly slots = new Map<string, Slot>();
  private readonly points = new Map<string, ExtensionPoint<unknown, unknown>>();
  private seq = 0;

  private slot(point: ExtensionPoint<unknown, unknown>): Slot {
    const known = this.points.get(point.id);
    if (known && known !== point) throw new Error(`Two extension points share the id "${point.id}"`);
    this.points.set(point.id, point);
    let s = this.slots.get(point.id);
    if (!s) {
      s = { entries: [], subject: new BehaviorSubject(0) };
      this.slots.set(point.id, s);
    }
    return s;
  }

  /** Adds one contribution; the disposer removes it and readers of `get$` see the new combined value. */
  contribute<T, R>(point: ExtensionPoint<T, R>, value: T, options: ContributeOptions = {}): IDisposable {
    const s = this.slot(point as ExtensionPoint<unknown, unknown>);
    const entry = {
      value,
      owner: options.owner ?? 'core',
      precedence: options.precedence ?? 'plugin',
      order: options.order ?? 0,
      seq: this.seq++,
    };
    s.entries.push(entry);
    s.subject.next(s.subject.value + 1);
    return toDisposable(() => {
      const i = s.entries.indexOf(entry);
      if (i >= 0) {
        s.entries.splice(i, 1);
        s.subject.next(s.subject.value + 1);
      }
    });
  }

  /** Adds several contributions with the same options; one disposer removes them all. */
  contributeMany<T, R>(point: ExtensionPoint<T, R>, values: readonly T[], options: ContributeOptions = {}): IDisposable {
    const ds = values.map((v) => this.contribute(point, v, options));
    return toDisposable(() => ds.forEach((d) => d.dispose()));
  }

  private ordered<T>(point: ExtensionPoint<T, unknown>): Contribution<T>[] {
    const s = this.slot(point as ExtensionPoint<unknown, unknown>);
    // Precedence, then explicit order, then owner id: deterministic whatever the load order.
    return [...s.entries]
      .sort((a, b) => PRECEDENCE_RANK[a.precedence] - PRECEDENCE_RANK[b.precedence] || a.order - b.order || a.owner.localeCompare(b.owner))
      .map(({ value, owner, precedence, order }) => ({ value: value as T, owner, precedence, order }));
  }

  /** The point's combined value now. */
  get<T, R>(point: ExtensionPoint<T, R>): R {
    return point.combine(this.ordered(point));
  }

  /** The combined value, emitted on subscribe and again after every contribution or removal. */
  get$<T, R>(point: ExtensionPoint<T, R>): Observable<R> {
    const s = this.slot(point as ExtensionPoint<unknown, unknown>);
    return s.subject.pipe(
      map(() => this.get(point)),
      distinctUntilChanged(),
    );
  }

  /** Number of live contributions across every point: zero after all plugins are disposed. */
  size(): number {
    let n = 0;
    for (const s of this.slots.values()) n += s.entries.length;
    return n;
  }
}
