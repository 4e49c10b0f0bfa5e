import { useMemo } from 'react';
import type { NodeCreatorView } from '@sdk';
import { groupByCategory, itemsForSlot, itemsForView, itemsInSubcategory, searchItems, type CreatorItem } from '../catalogue';

/** A root node's slot the panel was opened for: only sub-nodes that fit it are listed. */
export interface CreatorSlot {
  readonly type: string;
  readonly filterNodes?: readonly string[] | undefined;
}

/** One keyboard-reachable row of the panel. */
export type CreatorRow =
  | { readonly kind: 'category'; readonly key: string; readonly name: string; readonly count: number; readonly expanded: boolean }
  | { readonly kind: 'subcategory'; readonly key: string; readonly category: string; readonly name: string; readonly count: number }
  | { readonly kind: 'item'; readonly key: string; readonly item: CreatorItem };

/** What the panel shows for the current view, search and navigation. */
export interface CreatorRows {
  readonly rows: readonly CreatorRow[];
  /** Search results in the current view (null when not searching). */
  readonly results: readonly CreatorItem[] | null;
  /** How many results the All view would give (for the "search all" offer). */
  readonly allResults: number;
}

/** Builds the rows for the panel from the catalogue and the panel's navigation state. */
export function useCreatorRows(
  items: readonly CreatorItem[],
  view: NodeCreatorView,
  query: string,
  subcategory: { category: string; name: string } | null,
  expanded: ReadonlySet<string>,
  order: readonly string[],
  slot?: CreatorSlot,
): CreatorRows {
  return useMemo(() => {
    // Opened from a slot: the fitting sub-nodes in one list (search narrows it), whatever the view.
    const inView = slot ? itemsForSlot(items, slot) : itemsForView(items, view);
    if (slot && query.trim() === '') {
      return { rows: inView.map((item) => ({ kind: 'item', key: `i:${item.type}`, item })), results: null, allResults: 0 };
    }
    if (query.trim() !== '') {
      const results = searchItems(inView, query);
      const allResults = view === 'All' || slot ? results.length : searchItems(items, query).length;
      return { rows: results.map((item) => ({ kind: 'item', key: `i:${item.type}`, item })), results, allResults };
    }
    if (subcategory) {
      const list = itemsInSubcategory(inView, subcategory.category, subcategory.name);
      return { rows: list.map((item) => ({ kind: 'item', key: `i:${item.type}`, item })), results: null, allResults: 0 };
    }
    const rows: CreatorRow[] = [];
    for (const category of groupByCategory(inView, order)) {
      const open = expanded.has(category.name);
      rows.push({ kind: 'category', key: `c:${category.name}`, name: category.name, count: category.count, expanded: open });
      if (!open) continue;
      for (const sub of category.subcategories) {
        rows.push({
          kind: 'subcategory',
          key: `s:${category.name}/${sub.name}`,
          category: category.name,
          name: sub.name,
          count: sub.count,
        });
      }
      for (const item of category.items) rows.push({ kind: 'item', key: `c:${category.name}/i:${item.type}`, item });
    }
    return { rows, results: null, allResults: 0 };
  }, [items, view, query, subcategory, expanded, order, slot]);
}
