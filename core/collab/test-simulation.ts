/**
 * A simulated live session for tests: an authority and several editors (each a real command bus,
 * history and CollabBinding) with message queues between them that the test delivers in any
 * order it likes. Random edits come from a seeded generator, so a failing property run replays.
 * Test support only; nothing in the product imports this file.
 */
import { CommandBus } from '../bus/command-bus';
import { History } from '../history/history';
import { jsonEqual, op, type Operation, type OperationDefinition } from '../document/operation';
import { OperationRegistry } from '../document/operation-registry';
import { listConnections } from '../document/connections';
import type { DocNode, WorkflowDocument } from '../document/types';
import { CollabAuthority, type CollabStep } from './authority';
import { CollabBinding } from './bus-binding';
import type { OutgoingBatch } from './client';

/** A parameter edit like the node details view's: one value at one key. */
export const setParamDef: OperationDefinition<{ nodeId: string; key: string; value: unknown }> = {
  type: 'test.setParam',
  label: () => 'Edit parameter',
  touches: (p) => [['node', p.nodeId, 'parameters', p.key]],
  validate: (doc, p) => (doc.nodes.has(p.nodeId) ? null : `Node ${p.nodeId} does not exist`),
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node || jsonEqual(node.parameters[p.key], p.value)) return doc;
    return { ...doc, nodes: doc.nodes.set(p.nodeId, { ...node, parameters: { ...node.parameters, [p.key]: p.value } }) };
  },
  invert(p, before) {
    const node = before.nodes.get(p.nodeId);
    if (!node || jsonEqual(node.parameters[p.key], p.value)) return [];
    return [op('test.setParam', { nodeId: p.nodeId, key: p.key, value: node.parameters[p.key] ?? null })];
  },
};

/** A Set node at the origin, the shape every collaboration test starts from. */
export const setNode = (id: string, name: string, parameters: Record<string, unknown> = {}): DocNode => ({
  id,
  name,
  type: 'n8n-nodes-base.set',
  typeVersion: 1,
  position: [0, 0],
  parameters,
});

/** The built-in operations plus the test parameter edit. */
export function simulationRegistry(): OperationRegistry {
  const registry = new OperationRegistry();
  registry.define(setParamDef);
  return registry;
}

/** One simulated editor. */
export interface SimEditor {
  readonly id: string;
  readonly bus: CommandBus;
  readonly history: History;
  readonly binding: CollabBinding;
  /** Batches sent, not yet delivered to the authority. */
  readonly up: OutgoingBatch[];
  /** Steps ordered, not yet delivered to this editor. */
  readonly down: CollabStep[];
  /** My ops the session dropped (their node was deleted), as the editor would report them. */
  readonly dropped: Operation[];
}

/** An authority with editors and the queues between them. */
export class Simulation {
  readonly authority: CollabAuthority;
  readonly editors: SimEditor[] = [];

  constructor(
    readonly registry: OperationRegistry,
    initial: WorkflowDocument,
    editorCount: number,
  ) {
    this.authority = new CollabAuthority(registry, initial);
    for (let i = 0; i < editorCount; i++) this.editors.push(this.join(`c${i}`, initial));
  }

  private join(id: string, doc: WorkflowDocument): SimEditor {
    const bus = new CommandBus(this.registry, doc);
    const history = new History(bus);
    const up: OutgoingBatch[] = [];
    const dropped: Operation[] = [];
    const binding = new CollabBinding(bus, history, {
      clientId: id,
      version: this.authority.version,
      send: (batch) => up.push(batch),
      onDropped: (ops) => dropped.push(...ops),
    });
    return { id, bus, history, binding, up, down: [], dropped };
  }

  /** Delivers the editor's oldest batch to the authority; the step goes to every editor's queue. */
  deliverUp(editor: SimEditor): boolean {
    const batch = editor.up.shift();
    if (batch === undefined) return false;
    const result = this.authority.submit(editor.id, batch.batch, batch.base, batch.ops);
    if (result.kind !== 'step') throw new Error(`Authority answered ${result.kind}`);
    for (const e of this.editors) e.down.push(result.step);
    return true;
  }

  /** Delivers the oldest step waiting for the editor. */
  deliverDown(editor: SimEditor): boolean {
    const step = editor.down.shift();
    if (step === undefined) return false;
    editor.binding.receive(step);
    return true;
  }

  /**
   * The editor drops off for longer than the step log reaches and comes back: the steps meant for
   * it are lost, and so are its batches on the way unless `sentArrived` (the server got them before
   * the drop); it starts over from the authority's whole document.
   */
  resync(editor: SimEditor, sentArrived: boolean): void {
    if (sentArrived) while (this.deliverUp(editor));
    editor.up.length = 0;
    editor.down.length = 0;
    editor.binding.reset(this.authority.doc, this.authority.version);
  }

  /** Delivers everything until nothing is in flight. */
  settle(): void {
    let moved = true;
    while (moved) {
      moved = false;
      for (const e of this.editors) while (this.deliverUp(e)) moved = true;
      for (const e of this.editors) while (this.deliverDown(e)) moved = true;
    }
  }
}

/** A small seeded generator (mulberry32), so a failing run replays from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ['Set', 'Set1', 'HTTP Request', 'Code', 'If'];

/** A random edit valid for `doc`, made from a small pool of names so renames and adds collide. */
export function randomEdit(doc: WorkflowDocument, random: () => number, serial: string): Operation {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const ids = [...doc.nodes.keys()];
  const kind =
    ids.length === 0 ? 'add' : pick(['move', 'move', 'add', 'remove', 'connect', 'disconnect', 'rename', 'param', 'param', 'toggle']);
  const id = pick(ids);
  const name = pick(NAMES);
  switch (kind) {
    case 'add': {
      const node: DocNode = {
        id: `n-${serial}`,
        name: doc.nameIndex.has(name) ? `${name} ${serial}` : name,
        type: 'n8n-nodes-base.set',
        typeVersion: 1,
        position: [0, 0],
        parameters: { ref: `={{ $('${pick(NAMES)}').item.json.x }}` },
      };
      return op('addNode', { node });
    }
    case 'move':
      return op('moveNode', { nodeId: id, position: [Math.floor(random() * 1000), Math.floor(random() * 1000)] });
    case 'remove':
      return op('removeNode', { nodeId: id });
    case 'connect':
      return op('addConnection', {
        connection: {
          source: { nodeId: id, type: 'main', index: Math.floor(random() * 2) },
          target: { nodeId: pick(ids), type: 'main', index: 0 },
        },
      });
    case 'disconnect': {
      const existing = listConnections(doc.connections);
      return existing.length > 0
        ? op('removeConnection', { connection: pick(existing) })
        : op('moveNode', { nodeId: id, position: [1, 1] });
    }
    case 'rename': {
      const taken = doc.nameIndex.get(name);
      return op('renameNode', { nodeId: id, newName: taken !== undefined && taken !== id ? `${name} ${serial}` : name });
    }
    case 'toggle':
      return op('enableNodeToggle', { nodeId: id, disabled: random() < 0.5 });
    default:
      return op('test.setParam', { nodeId: id, key: pick(['a', 'b', 'c']), value: `={{ $('${pick(NAMES)}').item.json.${serial} }}` });
  }
}
