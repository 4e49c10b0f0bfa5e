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
}

export interface PaletteGroup {
  readonly heading: string;
  readonly entries: readonly PaletteEntry[];
}

/** A recently used command scores as if it matched this much better. */
const RECENT_BOOST = 0.25;

/**
 * Orders commands for the palette. Without a query: recently used first, then
 * every category alphabetically. With a query: one fuzzy-ranked list where
 * recent use lifts a command and disabled commands sink below enabled ones.
 */
export function rankCommands(entries: readonly PaletteEntry[], query: string, recent: readonly string[]): PaletteGroup[] {
  const recentRank = new Map(recent.map((id, i) => [id, i]));
  const q = query.trim();
  if (q === '') {
    const recentEntries = recent
      .map((id) => entries.find((e) => e.id === id))
      .filter((e): e is PaletteEntry => e !== undefined);
    const groups: PaletteGroup[] = recentEntries.length ? [{ heading: 'Recently used', entries: recentEntries }] : [];
    const byCategory = new Map<string, PaletteEntry[]>();
    for (const e of entries) {
      if (recentRank.has(e.id)) continue;
      const list = byCategory.get(e.category) ?? [];
      list.push(e);
      byCategory.set(e.category, list);
    }
    for (const [heading, list] of [...byCategory].sort(([a], [b]) => a.localeCompare(b))) {
      groups.push({ heading, entries: list.sort((a, b) => a.title.localeCompare(b.title)) });
    }
    return groups;
  }
  const results = fuzzysort.go(q, entries as PaletteEntry[], { keys: ['title', 'category', 'keywords'], threshold: 0.2 });
  const scored = results.map((r) => {
    const rank = recentRank.get(r.obj.id);
    const boost = rank === undefined ? 0 : RECENT_BOOST * (1 - rank / Math.max(recent.length, 1));
    return { entry: r.obj, score: r.score + boost };
  });
  scored.sort((a, b) => Number(b.entry.enabled) - Number(a.entry.enabled) || b.score - a.score);
  return scored.length ? [{ heading: 'Results', entries: scored.map((s) => s.entry) }] : [];
}
