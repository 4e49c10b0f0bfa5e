import fuzzysort from 'fuzzysort';

/** A command as the palette shows it. */
export interface PaletteEntry {
  readonly id: string;
  readonly title: string;
  readonly category: string;
  readonly keywords: string;
  readonly shortcut: string | null;
  readonly enabled: boolean;
  readonly reason: string | null;
  /** What choosing it does: run a command (the default), go to a node on the canvas, or add a node of a type. */
  readonly kind?: 'command' | 'node' | 'nodeType';
}

/** How often each command was run from the palette, by id (kept in local storage by the palette). */
export type PaletteUsage = Readonly<Record<string, number>>;

/** Commands that end the session or destroy data: never offered first, never in "Recently used". */
const DESTRUCTIVE = /\b(sign out|log out|logout|delete|remove|clear|reset|discard|revoke|deactivate)\b/i;

/** Whether choosing the entry signs out, changes the account or session, or destroys something. */
export function isDestructive(entry: Pick<PaletteEntry, 'title' | 'kind' | 'category'>): boolean {
  return (entry.kind ?? 'command') === 'command' && (DESTRUCTIVE.test(entry.title) || entry.category === 'Account');
}

/** How many recently used commands the palette shows on open. */
const RECENT_LIMIT = 6;
/** Most results listed for a query (node types are many). */
const RESULT_LIMIT = 60;
/** A destructive command scores as if it matched this much worse. */
const DESTRUCTIVE_PENALTY = 0.15;
/** Heading of the group that holds sign-out and destructive commands, last on open. */
export const DESTRUCTIVE_HEADING = 'Account, delete and clear';

export interface PaletteGroup {
  readonly heading: string;
  readonly entries: readonly PaletteEntry[];
}

/** A recently used command scores as if it matched this much better. */
const RECENT_BOOST = 0.25;

/**
 * The recently used commands in the order the palette offers them: by use count
 * (frequency), ties and first uses by recency; destructive ones are left out.
 */
export function frecent(entries: readonly PaletteEntry[], recent: readonly string[], usage: PaletteUsage = {}): PaletteEntry[] {
  const scored = recent
    .map((id, i) => ({ entry: entries.find((e) => e.id === id), score: (usage[id] ?? 0) + (recent.length - i) / (recent.length + 1) }))
    .filter((s): s is { entry: PaletteEntry; score: number } => s.entry !== undefined && !isDestructive(s.entry));
  return scored.sort((a, b) => b.score - a.score).map((s) => s.entry);
}

/**
 * Orders commands for the palette. Without a query: recently used first
 * (frequent and recent, never a sign-out or destructive command), then every
 * category alphabetically, then sign-out and destructive commands last; nodes
 * and node types only answer a query. With a query: one fuzzy-ranked list where
 * recent use lifts a command, destructive ones sink a little and disabled
 * commands sink below enabled ones.
 */
export function rankCommands(
  allEntries: readonly PaletteEntry[],
  query: string,
  recent: readonly string[],
  usage: PaletteUsage = {},
): PaletteGroup[] {
  const recentRank = new Map(recent.map((id, i) => [id, i]));
  const q = query.trim();
  if (q === '') {
    const entries = allEntries.filter((e) => (e.kind ?? 'command') === 'command');
    const recentEntries = frecent(entries, recent, usage).slice(0, RECENT_LIMIT);
    const shown = new Set(recentEntries.map((e) => e.id));
    const groups: PaletteGroup[] = recentEntries.length ? [{ heading: 'Recently used', entries: recentEntries }] : [];
    const byCategory = new Map<string, PaletteEntry[]>();
    const destructive: PaletteEntry[] = [];
    for (const e of entries) {
      if (shown.has(e.id)) continue;
      if (isDestructive(e)) {
        destructive.push(e);
        continue;
      }
      const list = byCategory.get(e.category) ?? [];
      list.push(e);
      byCategory.set(e.category, list);
    }
    // what can run here comes first: categories with an enabled command, and enabled commands in each
    const usable = (list: readonly PaletteEntry[]) => Number(list.some((e) => e.enabled));
    const byTitle = (a: PaletteEntry, b: PaletteEntry) => Number(b.enabled) - Number(a.enabled) || a.title.localeCompare(b.title);
    for (const [heading, list] of [...byCategory].sort(([a, la], [b, lb]) => usable(lb) - usable(la) || a.localeCompare(b))) {
      groups.push({ heading, entries: list.sort(byTitle) });
    }
    if (destructive.length) groups.push({ heading: DESTRUCTIVE_HEADING, entries: destructive.sort(byTitle) });
    return groups;
  }
  const results = fuzzysort.go(q, allEntries as PaletteEntry[], { keys: ['title', 'category', 'keywords'], threshold: 0.2 });
  const scored = results.map((r) => {
    const rank = recentRank.get(r.obj.id);
    const boost = rank === undefined ? 0 : RECENT_BOOST * (1 - rank / Math.max(recent.length, 1));
    return { entry: r.obj, score: r.score + boost - (isDestructive(r.obj) ? DESTRUCTIVE_PENALTY : 0) };
  });
  scored.sort((a, b) => Number(b.entry.enabled) - Number(a.entry.enabled) || b.score - a.score);
  return scored.length ? [{ heading: 'Results', entries: scored.slice(0, RESULT_LIMIT).map((s) => s.entry) }] : [];
}
