/**
 * The workflow the history panel draws for a diff: the newer version, plus the nodes the
 * older one had and the newer lost, where they stood, with their connections to nodes still
 * shown. So removed nodes can be marked on the canvas too (a removed node whose name the
 * newer version reuses is shown as "<name> (removed)").
 */
import type { DiffableNode, DiffableWorkflow, WorkflowDiff } from './workflow-diff';
import { describeNodeChange } from './workflow-diff';

/** A mark for a node of the display document, by the node's name there. */
export interface DisplayMark {
  readonly kind: 'added' | 'removed' | 'changed' | 'moved';
  readonly text: string;
}

/** The n8n JSON to draw and the marks by node name. */
export interface DisplayDocument {
  readonly workflow: { name: string; nodes: DiffableNode[]; connections: Record<string, unknown> };
  readonly marks: ReadonlyMap<string, DisplayMark>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Builds the drawn workflow for `diff` (of `before` → `after`). */
export function displayDocument(before: DiffableWorkflow, after: DiffableWorkflow, diff: WorkflowDiff): DisplayDocument {
  const nodes: DiffableNode[] = after.nodes.map((node) => ({ ...node }));
  const names = new Set(nodes.map((node) => node.name));
  const ids = new Set(nodes.flatMap((node) => (typeof node.id === 'string' ? [node.id] : [])));
  const connections: Record<string, unknown> = { ...(after.connections ?? {}) };
  const marks = new Map<string, DisplayMark>();
  const shownName = new Map<string, string>();

  for (const change of diff.nodes) {
    if (change.kind !== 'removed') {
      marks.set(change.name, describeNodeChange(change));
      continue;
    }
    const node = before.nodes.find((candidate) => candidate.name === change.name);
    if (node === undefined) continue;
    let name = node.name;
    if (names.has(name)) name = `${node.name} (removed)`;
    names.add(name);
    shownName.set(node.name, name);
    const { id, ...rest } = node;
    // A removed node keeps its id unless the newer version gave it to another node.
    nodes.push({ ...rest, ...(typeof id === 'string' && !ids.has(id) ? { id } : {}), name });
    marks.set(name, describeNodeChange(change));
  }

  // Connections from and to removed nodes, where the other end is drawn.
  const drawn = (name: string) => names.has(name);
  for (const [source, byType] of Object.entries(before.connections ?? {})) {
    if (!isRecord(byType)) continue;
    const from = shownName.get(source);
    for (const [type, outputs] of Object.entries(byType)) {
      if (!Array.isArray(outputs)) continue;
      const kept = outputs.map((targets: unknown) =>
        Array.isArray(targets)
          ? targets.flatMap((target: unknown) => {
              if (!isRecord(target) || typeof target['node'] !== 'string') return [];
              const to = shownName.get(target['node']);
              // Only connections that touch a removed node: the others are the newer version's business.
              if (from === undefined && to === undefined) return [];
              const toName = to ?? target['node'];
              return drawn(toName) ? [{ ...target, node: toName }] : [];
            })
          : [],
      );
      if (!kept.some((targets) => targets.length > 0)) continue;
      const sourceName = from ?? source;
      if (!drawn(sourceName)) continue;
      const existing = isRecord(connections[sourceName]) ? { ...(connections[sourceName] as Record<string, unknown>) } : {};
      const current = Array.isArray(existing[type]) ? [...(existing[type] as unknown[][])] : [];
      kept.forEach((targets, index) => {
        current[index] = [...(Array.isArray(current[index]) ? current[index] : []), ...targets];
      });
      existing[type] = Array.from(current, (targets) => targets ?? []);
      connections[sourceName] = existing;
    }
  }
  return { workflow: { name: after.name ?? '', nodes, connections }, marks };
}
