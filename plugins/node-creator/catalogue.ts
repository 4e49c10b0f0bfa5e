import { latestVersion, NODE_CREATOR_CATEGORIES, type INodeTypeDescription, type NodeCreatorView } from '@sdk';

/** One node type as the node creator lists it. */
export interface CreatorItem {
  /** Type name, e.g. `n8n-nodes-base.set`. */
  readonly type: string;
  /** Label. */
  readonly displayName: string;
  /** One-line description. */
  readonly description: string;
  /** Starts workflows. */
  readonly trigger: boolean;
  /** Category names (see {@link categoriesOf}). */
  readonly categories: readonly string[];
  /** Subcategory per category (codex). */
  readonly subcategories: Readonly<Record<string, readonly string[]>>;
  /** Search aliases. */
  readonly aliases: readonly string[];
  /** The description it came from. */
  readonly source: INodeTypeDescription;
}

/** A group in a view: a category with its subcategories and the nodes directly in it. */
export interface CreatorCategory {
  /** Category name. */
  readonly name: string;
  /** Subcategory names, sorted, each with its node count. */
  readonly subcategories: ReadonlyArray<{ readonly name: string; readonly count: number }>;
  /** Nodes of the category without a subcategory (all of them when it has none). */
  readonly items: readonly CreatorItem[];
  /** Every node of the category, subcategories included. */
  readonly count: number;
}

/** The sticky note type, which the canvas adds itself. */
export const STICKY_NOTE_TYPE = 'n8n-nodes-base.stickyNote';

/** Package prefixes of the nodes that ship with the product. */
const FIRST_PARTY = ['n8n-nodes-base.', '@n8n/'];

/**
 * Node types the creator suggests first, when installed: the usual first
 * trigger and first steps. Curation only: a type missing from the catalogue
 * is simply not suggested.
 */
export const SUGGESTED_TYPES: readonly string[] = [
  'n8n-nodes-base.manualTrigger',
  'n8n-nodes-base.scheduleTrigger',
  'n8n-nodes-base.webhook',
  'n8n-nodes-base.httpRequest',
  'n8n-nodes-base.set',
  'n8n-nodes-base.code',
  'n8n-nodes-base.if',
];

/**
 * The categories a node type belongs to: its codex categories; Custom Nodes
 * for types from other packages without one; Miscellaneous for first-party
 * types without one; Suggested Nodes as well for the curated types.
 */
export function categoriesOf(description: INodeTypeDescription): string[] {
  const codex = description.codex?.categories?.filter((c) => c.trim() !== '') ?? [];
  const out = [...codex];
  if (out.length === 0) {
    const firstParty = FIRST_PARTY.some((prefix) => description.name.startsWith(prefix));
    out.push(firstParty ? NODE_CREATOR_CATEGORIES.miscellaneous : NODE_CREATOR_CATEGORIES.custom);
  }
  if (SUGGESTED_TYPES.includes(description.name) && !out.includes(NODE_CREATOR_CATEGORIES.suggested)) {
    out.push(NODE_CREATOR_CATEGORIES.suggested);
  }
  return out;
}

/** The creator's items: visible types only, one per type name (its newest description). */
export function buildItems(descriptions: readonly INodeTypeDescription[], isTrigger: (d: INodeTypeDescription) => boolean): CreatorItem[] {
  const newest = new Map<string, INodeTypeDescription>();
  for (const d of descriptions) {
    const known = newest.get(d.name);
    if (!known || latestVersion(d) > latestVersion(known)) newest.set(d.name, d);
  }
  const items: CreatorItem[] = [];
  for (const d of newest.values()) {
    // Sticky notes are added from the canvas, not picked as a node.
    if (d.hidden || d.name === STICKY_NOTE_TYPE) continue;
    items.push({
      type: d.name,
      displayName: d.displayName,
      description: d.description ?? '',
      trigger: isTrigger(d),
      categories: categoriesOf(d),
      subcategories: d.codex?.subcategories ?? {},
      aliases: d.codex?.alias ?? [],
      source: d,
    });
  }
  return items;
}

/** Items shown in a view: triggers in Trigger, the rest in Regular, everything in All. */
export function itemsForView(items: readonly CreatorItem[], view: NodeCreatorView): CreatorItem[] {
  if (view === 'All') return [...items];
  return items.filter((item) => item.trigger === (view === 'Trigger'));
}

const byName = (a: CreatorItem, b: CreatorItem) => a.displayName.localeCompare(b.displayName);

/** The AI category's name in n8n's codex. */
export const AI_CATEGORY = 'AI';

/**
 * The AI category's groups in the order n8n shows them: root nodes first, then the sub-nodes by
 * the slot they fill. Groups not listed come after, alphabetically.
 */
export const AI_SUBCATEGORY_ORDER: readonly string[] = [
  'Agents',
  'Chains',
  'Root Nodes',
  'Language Models',
  'Memory',
  'Tools',
  'Output Parsers',
  'Embeddings',
  'Vector Stores',
  'Document Loaders',
  'Text Splitters',
  'Retrievers',
  'Miscellaneous',
];

function outputTypes(d: INodeTypeDescription): string[] {
  if (!Array.isArray(d.outputs)) return [];
  return d.outputs.map((o) => (typeof o === 'string' ? o : o.type));
}

/**
 * The sub-nodes that fit a root node's slot: an output of the slot's connection type, and the type
 * in the slot's node filter when it has one.
 */
export function itemsForSlot(
  items: readonly CreatorItem[],
  slot: { readonly type: string; readonly filterNodes?: readonly string[] | undefined },
): CreatorItem[] {
  return items
    .filter((item) => outputTypes(item.source).includes(slot.type) && (!slot.filterNodes || slot.filterNodes.includes(item.type)))
    .sort(byName);
}

function subcategoryRank(category: string, name: string): number {
  if (category !== AI_CATEGORY) return 0;
  const i = AI_SUBCATEGORY_ORDER.indexOf(name);
  return i === -1 ? AI_SUBCATEGORY_ORDER.length : i;
}

/**
 * Groups items into categories in `order` (names not listed come after,
 * alphabetically); empty categories are left out.
 */
export function groupByCategory(items: readonly CreatorItem[], order: readonly string[]): CreatorCategory[] {
  const groups = new Map<string, CreatorItem[]>();
  for (const item of items) {
    for (const category of item.categories) {
      const list = groups.get(category) ?? [];
      list.push(item);
      groups.set(category, list);
    }
  }
  const rank = (name: string) => {
    const i = order.indexOf(name);
    return i === -1 ? order.length : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([name, list]) => {
      const subcounts = new Map<string, number>();
      const direct: CreatorItem[] = [];
      for (const item of list) {
        const subs = item.subcategories[name] ?? [];
        if (subs.length === 0) direct.push(item);
        for (const sub of subs) subcounts.set(sub, (subcounts.get(sub) ?? 0) + 1);
      }
      return {
        name,
        subcategories: [...subcounts.entries()]
          .sort(([a], [b]) => subcategoryRank(name, a) - subcategoryRank(name, b) || a.localeCompare(b))
          .map(([sub, count]) => ({ name: sub, count })),
        items: direct.sort(byName),
        count: list.length,
      };
    });
}

/** The items of one subcategory of a category, sorted by name. */
export function itemsInSubcategory(items: readonly CreatorItem[], category: string, subcategory: string): CreatorItem[] {
  return items
    .filter((item) => item.categories.includes(category) && (item.subcategories[category] ?? []).includes(subcategory))
    .sort(byName);
}

function scoreOf(item: CreatorItem, query: string): number {
  const name = item.displayName.toLowerCase();
  const local = item.type.slice(item.type.lastIndexOf('.') + 1).toLowerCase();
  if (name === query) return 100;
  if (name.startsWith(query)) return 80;
  if (name.split(/[\s()/-]+/).some((word) => word.startsWith(query))) return 60;
  if (item.aliases.some((alias) => alias.toLowerCase() === query)) return 55;
  if (name.includes(query)) return 50;
  if (item.aliases.some((alias) => alias.toLowerCase().includes(query))) return 40;
  if (local.includes(query)) return 30;
  if (item.description.toLowerCase().includes(query)) return 10;
  return 0;
}

/**
 * Search: every word of the query must match (name, alias, type name or
 * description); best matches first (exact and prefix names, then words,
 * aliases, contained text, descriptions), ties by name.
 */
export function searchItems(items: readonly CreatorItem[], query: string): CreatorItem[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  const whole = words.join(' ');
  const scored: Array<{ item: CreatorItem; score: number }> = [];
  for (const item of items) {
    const scores = words.map((word) => scoreOf(item, word));
    if (scores.some((s) => s === 0)) continue;
    scored.push({ item, score: scoreOf(item, whole) * 2 + scores.reduce((a, b) => a + b, 0) });
  }
  return scored.sort((a, b) => b.score - a.score || byName(a.item, b.item)).map((s) => s.item);
}
