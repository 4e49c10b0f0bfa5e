/**
 * The diff of two workflow versions (n8n JSON) as the history panel shows it: which nodes
 * were added, removed, moved, renamed or re-parameterised, with each changed value's path
 * and its before and after. The value-level comparison is jsondiffpatch's delta (a kept
 * library, docs/decisions.md); this file only matches nodes and reads the delta.
 *
 * Nodes are matched by id (n8n gives every node one), then by name for nodes without
 * one, so a rename is a change of one node, not a removal and an addition.
 */
import { create, type Delta } from 'jsondiffpatch';

/** The parts of a workflow the diff reads (n8n JSON). */
export interface DiffableWorkflow {
  readonly name?: string;
  readonly nodes: readonly DiffableNode[];
  readonly connections?: Readonly<Record<string, unknown>>;
  readonly settings?: object | null;
}

/** A node as the diff reads it. */
export interface DiffableNode {
  readonly id?: string;
  readonly name: string;
  readonly type: string;
  readonly position?: readonly number[];
  readonly parameters?: Readonly<Record<string, unknown>>;
  readonly credentials?: Readonly<Record<string, unknown>> | undefined;
}

/** One changed value: its path inside the part (`url`, `assignments.assignments[0].value`). */
export interface ValueChange {
  readonly path: string;
  readonly kind: 'added' | 'removed' | 'changed';
  readonly before?: unknown;
  readonly after?: unknown;
}

/** What happened to one node. */
export interface NodeChange {
  readonly kind: 'added' | 'removed' | 'changed';
  /** The node's name in the newer version (in the older for a removed node). */
  readonly name: string;
  readonly type: string;
  /** The older name, when the node was renamed. */
  readonly renamedFrom?: string;
  /** Old and new position, when the node was moved. */
  readonly moved?: { readonly from: readonly number[]; readonly to: readonly number[] };
  readonly parameters: readonly ValueChange[];
  readonly credentials: readonly ValueChange[];
  /** Every other field of the node: type version, disabled, notes, retry and error settings ... */
  readonly settings: readonly ValueChange[];
}

/** A connection as text: `Source (output 1) → Target`. */
export type ConnectionText = string;

/** The whole diff, `before` → `after`. */
export interface WorkflowDiff {
  /** Changed nodes: the newer version's order, then removed nodes in the older one's. */
  readonly nodes: readonly NodeChange[];
  readonly connections: { readonly added: readonly ConnectionText[]; readonly removed: readonly ConnectionText[] };
  readonly renamedWorkflow?: { readonly from: string; readonly to: string };
  readonly workflowSettings: readonly ValueChange[];
}

/** Fields shown apart from the node's settings. */
const OWN_FIELDS: ReadonlySet<string> = new Set(['id', 'name', 'position', 'parameters', 'credentials', 'webhookId']);

// Items of lists (assignments, rules, fields) are matched by their id or name where they have
// one, so inserting an item reads as one addition rather than every later item changed.
const differ = create({
  objectHash: (item: object) => {
    const record = item as Record<string, unknown>;
    if (typeof record['id'] === 'string') return `id:${record['id']}`;
    if (typeof record['name'] === 'string') return `name:${record['name']}`;
    // No key: matched by position.
    return undefined;
  },
  arrays: { detectMove: false },
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function joinPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return base === '' ? key : `${base}.${key}`;
  return `${base}[${JSON.stringify(key)}]`;
}

/** The value changes a jsondiffpatch delta describes, with paths under `base`. */
export function deltaToChanges(delta: Delta, base = ''): ValueChange[] {
  if (delta === undefined) return [];
  if (Array.isArray(delta)) {
    if (delta.length === 1) return [{ path: base, kind: 'added', after: delta[0] }];
    if (delta.length === 2) return [{ path: base, kind: 'changed', before: delta[0], after: delta[1] }];
    if (delta.length === 3 && delta[2] === 0) return [{ path: base, kind: 'removed', before: delta[0] }];
    return [];
  }
  const changes: ValueChange[] = [];
  if (delta['_t'] === 'a') {
    for (const [key, inner] of Object.entries(delta)) {
      if (key === '_t') continue;
      // `_N` is index N of the older list (a removal); `N` index N of the newer one.
      const index = key.startsWith('_') ? Number(key.slice(1)) : Number(key);
      changes.push(...deltaToChanges(inner as Delta, joinPath(base, index)));
    }
    return changes;
  }
  for (const [key, inner] of Object.entries(delta)) changes.push(...deltaToChanges(inner as Delta, joinPath(base, key)));
  return changes;
}

function diffValues(before: unknown, after: unknown): ValueChange[] {
  return deltaToChanges(differ.diff(before ?? {}, after ?? {}));
}

function nodeRest(node: DiffableNode): Record<string, unknown> {
  return Object.fromEntries(Object.entries(node as object).filter(([key]) => !OWN_FIELDS.has(key)));
}

function samePosition(a: readonly number[] | undefined, b: readonly number[] | undefined): boolean {
  return (a?.[0] ?? 0) === (b?.[0] ?? 0) && (a?.[1] ?? 0) === (b?.[1] ?? 0);
}

/** Pairs each node of `after` with its node in `before` (by id, else by name). */
function matchNodes(before: readonly DiffableNode[], after: readonly DiffableNode[]): Map<DiffableNode, DiffableNode> {
  const byId = new Map<string, DiffableNode>();
  const byName = new Map<string, DiffableNode>();
  for (const node of before) {
    if (typeof node.id === 'string' && node.id !== '') byId.set(node.id, node);
    byName.set(node.name, node);
  }
  const afterIds = new Set(after.flatMap((node) => (typeof node.id === 'string' && node.id !== '' ? [node.id] : [])));
  const pairs = new Map<DiffableNode, DiffableNode>();
  const taken = new Set<DiffableNode>();
  for (const node of after) {
    let match = typeof node.id === 'string' ? byId.get(node.id) : undefined;
    if (match === undefined) {
      // By name only where one side has no id (two different ids are two different nodes),
      // and never a node whose id another node still has.
      const named = byName.get(node.name);
      const idless = typeof named?.id !== 'string' || typeof node.id !== 'string';
      if (named !== undefined && idless && (typeof named.id !== 'string' || !afterIds.has(named.id))) match = named;
    }
    if (match !== undefined && !taken.has(match)) {
      pairs.set(node, match);
      taken.add(match);
    }
  }
  return pairs;
}

/** The connections of a workflow as texts, with the nodes named as in `rename` (older name → newer name). */
function connectionTexts(
  connections: Readonly<Record<string, unknown>> | undefined,
  rename: ReadonlyMap<string, string> = new Map(),
): Set<string> {
  const texts = new Set<string>();
  const named = (name: string) => rename.get(name) ?? name;
  for (const [source, byType] of Object.entries(connections ?? {})) {
    if (!isRecord(byType)) continue;
    for (const [type, outputs] of Object.entries(byType)) {
      if (!Array.isArray(outputs)) continue;
      outputs.forEach((targets: unknown, output) => {
        if (!Array.isArray(targets)) return;
        for (const target of targets) {
          if (!isRecord(target) || typeof target['node'] !== 'string') continue;
          const from = outputs.length > 1 ? `${named(source)} (output ${output + 1})` : named(source);
          const kind = type === 'main' ? '' : ` [${type}]`;
          texts.add(`${from} → ${named(target['node'])}${kind}`);
        }
      });
    }
  }
  return texts;
}

/** Diffs two versions of a workflow: what changed from `before` to `after`. */
export function diffWorkflows(before: DiffableWorkflow, after: DiffableWorkflow): WorkflowDiff {
  const pairs = matchNodes(before.nodes, after.nodes);
  const matchedBefore = new Set(pairs.values());
  const nodes: NodeChange[] = [];
  const renames = new Map<string, string>();
  for (const node of after.nodes) {
    const old = pairs.get(node);
    if (old === undefined) {
      nodes.push({ kind: 'added', name: node.name, type: node.type, parameters: [], credentials: [], settings: [] });
      continue;
    }
    if (old.name !== node.name) renames.set(old.name, node.name);
    const parameters = diffValues(old.parameters, node.parameters);
    const credentials = diffValues(old.credentials, node.credentials);
    const settings = diffValues(nodeRest(old), nodeRest(node));
    const moved = samePosition(old.position, node.position) ? undefined : { from: old.position ?? [0, 0], to: node.position ?? [0, 0] };
    if (old.name === node.name && moved === undefined && parameters.length + credentials.length + settings.length === 0) continue;
    nodes.push({
      kind: 'changed',
      name: node.name,
      type: node.type,
      ...(old.name !== node.name ? { renamedFrom: old.name } : {}),
      ...(moved !== undefined ? { moved } : {}),
      parameters,
      credentials,
      settings,
    });
  }
  for (const node of before.nodes) {
    if (!matchedBefore.has(node))
      nodes.push({ kind: 'removed', name: node.name, type: node.type, parameters: [], credentials: [], settings: [] });
  }
  const was = connectionTexts(before.connections, renames);
  const now = connectionTexts(after.connections);
  const diff: WorkflowDiff = {
    nodes,
    connections: { added: [...now].filter((c) => !was.has(c)), removed: [...was].filter((c) => !now.has(c)) },
    workflowSettings: diffValues(before.settings ?? {}, after.settings ?? {}),
  };
  const from = before.name ?? '';
  const to = after.name ?? '';
  return from !== to ? { ...diff, renamedWorkflow: { from, to } } : diff;
}

/** Whether the diff holds any change. */
export function isEmptyDiff(diff: WorkflowDiff): boolean {
  return (
    diff.nodes.length === 0 &&
    diff.connections.added.length === 0 &&
    diff.connections.removed.length === 0 &&
    diff.workflowSettings.length === 0 &&
    diff.renamedWorkflow === undefined
  );
}

/** What a node's mark on the canvas says: the kind and a sentence for its accessible name. */
export function describeNodeChange(change: NodeChange): { kind: 'added' | 'removed' | 'changed' | 'moved'; text: string } {
  if (change.kind === 'added') return { kind: 'added', text: 'added' };
  if (change.kind === 'removed') return { kind: 'removed', text: 'removed' };
  const parts: string[] = [];
  if (change.renamedFrom !== undefined) parts.push(`renamed from ${change.renamedFrom}`);
  if (change.parameters.length > 0) parts.push('parameters changed');
  if (change.credentials.length > 0) parts.push('credentials changed');
  if (change.settings.length > 0) parts.push('settings changed');
  if (change.moved !== undefined) parts.push('moved');
  const onlyMoved = parts.length === 1 && change.moved !== undefined;
  return { kind: onlyMoved ? 'moved' : 'changed', text: parts.join(', ') };
}

/** A value as the side list shows it: strings as they are, everything else as JSON. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  return JSON.stringify(value);
}
