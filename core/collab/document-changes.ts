/**
 * The places where one document differs from another, in the terms operations declare with
 * `touches`. A client that was away longer than the authority's step log reaches gets the whole
 * document instead of the steps it missed; these places stand in for the missed steps when its
 * undo history is rebased, so Ctrl+Z still skips what others changed meanwhile.
 */
import { connectionPath } from '../document/operations/add-connection';
import { listConnections } from '../document/connections';
import { jsonEqual } from '../document/operation';
import type { DocNode, WorkflowDocument } from '../document/types';
import type { Rename } from './rebase';

/** What changed between two versions of one document. */
export interface DocumentChanges {
  /** Every changed place, as a `touches` path (`['node', id, 'parameters', key]`, a connection's path…). */
  readonly paths: ReadonlyArray<ReadonlyArray<string>>;
  /** Nodes that are gone. */
  readonly removed: ReadonlySet<string>;
  /** Nodes whose name changed: expressions recorded against the old name follow. */
  readonly renames: ReadonlyArray<Rename>;
}

/** Node fields compared as a whole; `parameters` is compared key by key and `id` never changes. */
const compareEach = (a: DocNode, b: DocNode): string[] =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== 'id' && k !== 'parameters');

function nodeChanges(id: string, a: DocNode, b: DocNode, paths: string[][]): void {
  for (const key of compareEach(a, b)) if (!jsonEqual(a[key], b[key])) paths.push(['node', id, key]);
  for (const key of new Set([...Object.keys(a.parameters), ...Object.keys(b.parameters)]))
    if (!jsonEqual(a.parameters[key], b.parameters[key])) paths.push(['node', id, 'parameters', key]);
}

/** The places `after` differs from `before`. */
export function documentChanges(before: WorkflowDocument, after: WorkflowDocument): DocumentChanges {
  const paths: string[][] = [];
  const removed = new Set<string>();
  const renames: Rename[] = [];
  for (const [id, node] of before.nodes) {
    const now = after.nodes.get(id);
    if (now === undefined) {
      removed.add(id);
      paths.push(['node', id]);
      continue;
    }
    if (now === node) continue;
    if (now.name !== node.name) renames.push({ from: node.name, to: now.name });
    nodeChanges(id, node, now, paths);
  }
  for (const id of after.nodes.keys()) if (!before.nodes.has(id)) paths.push(['node', id]);
  for (const id of new Set([...before.pinData.keys(), ...after.pinData.keys()]))
    if (!jsonEqual(before.pinData.get(id) ?? null, after.pinData.get(id) ?? null)) paths.push(['node', id, 'pinData']);
  if (before.connections !== after.connections) {
    const key = (path: string[]) => path.join('\u0000');
    const had = new Map(listConnections(before.connections).map((c) => [key(connectionPath(c)), connectionPath(c)]));
    const has = new Map(listConnections(after.connections).map((c) => [key(connectionPath(c)), connectionPath(c)]));
    for (const [k, path] of had) if (!has.has(k)) paths.push(path);
    for (const [k, path] of has) if (!had.has(k)) paths.push(path);
  }
  return { paths, removed, renames };
}
