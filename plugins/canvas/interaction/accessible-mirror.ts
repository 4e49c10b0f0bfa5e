/**
 * The accessible DOM mirror of the canvas: a listbox of the visible nodes
 * (options named by node name, type and status; selection as aria-selected)
 * and a list of the visible connections, each element laid over what it
 * stands for. Screen readers read it, keyboard focus moves through it, and
 * user-level tests find nodes by role and name. It is plain DOM kept in step
 * imperatively; panning moves it with one CSS transform.
 */
import { incomingConnections, slotLabel, type DocNode, type NodeId } from '@sdk';
import type { NodeExecutionState, NodeMark } from '../api';
import type { Viewport } from '../model/viewport';
import type { SceneModel } from '../render/scene-model';

/** Most nodes mirrored at once (the ones nearest the centre win when more are visible). */
export const MIRROR_LIMIT = 600;

/** Said of a result whose node changed after it ran (accessible name and tooltip). */
export const STALE_NOTE = 'parameters changed since it ran';

/** The accessible name of a node: name, type, then status. */
export function nodeAccessibleName(
  node: DocNode,
  typeName: string,
  run: NodeExecutionState | undefined,
  pinned: boolean,
  problem?: string,
): string {
  const parts = [node.name, `${typeName} node`];
  if (problem) parts.push(problem.toLowerCase());
  if (node.disabled === true) parts.push('deactivated');
  if (run?.status === 'running') parts.push('running');
  if (run?.status === 'waiting') parts.push('waiting');
  if (run?.status === 'success') {
    const items = (run.itemsPerOutput ?? []).reduce((a, b) => a + b, 0);
    parts.push(`success, ${items} item${items === 1 ? '' : 's'}`);
  }
  if (run?.status === 'error') parts.push(run.error ? `error: ${run.error}` : 'error');
  if (run?.stale === true && (run.status === 'success' || run.status === 'error')) parts.push(STALE_NOTE);
  if (pinned) parts.push('pinned data');
  return parts.join(', ');
}

/** The accessible name of a sub-node connection: "Model connection from OpenAI Chat Model to AI Agent". */
export function typedConnectionName(model: SceneModel, type: string, from: string, to: string, toId: NodeId): string {
  const label = model.nodes.get(toId)?.slots.find((s) => s.type === type)?.label ?? slotLabel(type);
  return `${label} connection from ${from} to ${to}`;
}

/** The DOM mirror. */
export class AccessibleMirror {
  readonly root = document.createElement('div');
  readonly nodes = document.createElement('div');
  private readonly conns = document.createElement('div');
  private readonly nodeEls = new Map<NodeId, HTMLElement>();
  private readonly connEls = new Map<string, HTMLElement>();
  /** What was last written to each element (name, state, place): unchanged elements are not touched. */
  private readonly written = new WeakMap<HTMLElement, string>();

  constructor(
    private readonly model: SceneModel,
    private readonly describe: (node: DocNode) => {
      type: string;
      problem?: string | undefined;
      run: NodeExecutionState | undefined;
      pinned: boolean;
      mark?: NodeMark | undefined;
    },
    private readonly onFocusNode: (id: NodeId) => void,
  ) {
    this.root.className = 'sy-canvas__mirror';
    this.root.setAttribute('role', 'group');
    this.root.setAttribute('aria-label', 'Workflow canvas');
    this.nodes.setAttribute('role', 'listbox');
    this.nodes.setAttribute('aria-label', 'Nodes');
    this.nodes.setAttribute('aria-multiselectable', 'true');
    this.nodes.tabIndex = 0;
    this.nodes.className = 'sy-canvas__mirror-nodes';
    this.conns.setAttribute('role', 'list');
    this.conns.setAttribute('aria-label', 'Connections');
    this.root.append(this.nodes, this.conns);
    this.nodes.addEventListener('focus', () => {
      const first =
        this.nodes.querySelector<HTMLElement>('[aria-selected="true"]') ?? this.nodes.querySelector<HTMLElement>('[role="option"]');
      first?.focus({ preventScroll: true });
    });
    this.nodes.addEventListener('focusin', (e) => {
      const id = (e.target as HTMLElement).dataset['nodeId'];
      if (id) this.onFocusNode(id);
    });
  }

  /** Moves the mirror with the view. */
  setViewport(v: Viewport): void {
    this.root.style.transform = `translate(${v.x}px, ${v.y}px) scale(${v.zoom})`;
  }

  /** Rebuilds the mirrored set: `visible` node ids, with the selection. */
  sync(visible: readonly NodeId[], selection: ReadonlySet<NodeId>, centre: { x: number; y: number }): void {
    let ids = visible;
    if (ids.length > MIRROR_LIMIT) {
      // Each distance once, then a numeric sort of indexes (zoomed out, `visible` is every node).
      const d = new Float64Array(ids.length);
      ids.forEach((id, i) => {
        const b = this.model.nodes.get(id)?.box;
        d[i] = b ? (b.x - centre.x) ** 2 + (b.y - centre.y) ** 2 : Infinity;
      });
      const order = Uint32Array.from(ids.keys()).sort((a, b) => (d[a] ?? 0) - (d[b] ?? 0));
      const near: NodeId[] = [];
      for (const i of order.subarray(0, MIRROR_LIMIT)) near.push(ids[i] as NodeId);
      ids = near;
    }
    // Keep the focused or selected nodes mirrored so focus never drops out of the DOM.
    const keep = new Set(ids);
    for (const id of selection) if (this.model.nodes.has(id)) keep.add(id);
    const ordered = [...keep].sort((a, b) => {
      const pa = this.model.nodes.get(a)?.box;
      const pb = this.model.nodes.get(b)?.box;
      return (pa?.x ?? 0) - (pb?.x ?? 0) || (pa?.y ?? 0) - (pb?.y ?? 0);
    });
    for (const [id, el] of this.nodeEls) {
      const gone = !this.model.nodes.has(id);
      if (gone || (!keep.has(id) && document.activeElement !== el)) {
        // A deleted node's option may have focus: hand it to the list so canvas keys still apply.
        if (document.activeElement === el) this.nodes.focus({ preventScroll: true });
        el.remove();
        this.nodeEls.delete(id);
      }
    }
    const fragment = document.createDocumentFragment();
    const anchor = [...selection].pop();
    for (const id of ordered) {
      const entry = this.model.nodes.get(id);
      if (!entry) continue;
      let el = this.nodeEls.get(id);
      if (!el) {
        el = document.createElement('div');
        el.setAttribute('role', 'option');
        el.id = `sy-node-${id}`;
        el.dataset['nodeId'] = id;
        el.className = 'sy-canvas__mirror-node';
        this.nodeEls.set(id, el);
      }
      const info = this.describe(entry.node);
      const label = entry.sticky
        ? `Sticky note ${entry.node.name}`
        : nodeAccessibleName(entry.node, info.type, info.run, info.pinned, info.problem) +
          (info.mark ? `, ${info.mark.description}` : '') +
          this.slotsDescription(id);
      const selected = selection.has(id) ? 'true' : 'false';
      const { x, y, width, height } = entry.box;
      const state = `${label}\u0000${selected}${id === anchor ? 0 : -1} ${x} ${y} ${width} ${height}`;
      if (this.written.get(el) !== state) {
        this.written.set(el, state);
        el.setAttribute('aria-label', label);
        el.setAttribute('aria-selected', selected);
        el.tabIndex = id === anchor ? 0 : -1;
        // Placed by left/top, not a transform: a transform per element is a paint property
        // node of its own, and Blink's compositing walks every one of them on each DOM change.
        el.style.left = `${x}px`;
        el.style.top = `${y}px`;
        el.style.width = `${width}px`;
        el.style.height = `${height}px`;
      }
      // Only new elements are inserted: moving an attached element would take focus from it.
      if (!el.isConnected) fragment.append(el);
    }
    this.nodes.append(fragment);
    this.syncConnections(keep);
  }

  private syncConnections(nodes: ReadonlySet<NodeId>): void {
    const wanted = new Set<string>();
    for (const id of nodes) for (const key of this.model.nodes.get(id)?.conns ?? []) wanted.add(key);
    for (const [key, el] of this.connEls) {
      if (!wanted.has(key)) {
        el.remove();
        this.connEls.delete(key);
      }
    }
    for (const key of wanted) {
      const c = this.model.conns.get(key);
      if (!c) continue;
      const from = this.model.nodes.get(c.connection.source.nodeId)?.node;
      const to = this.model.nodes.get(c.connection.target.nodeId)?.node;
      if (!from || !to) continue;
      let el = this.connEls.get(key);
      if (!el) {
        el = document.createElement('div');
        el.setAttribute('role', 'listitem');
        el.className = 'sy-canvas__mirror-connection';
        this.conns.append(el);
        this.connEls.set(key, el);
      }
      if (c.connection.source.type !== 'main') {
        this.writeConnection(el, typedConnectionName(this.model, c.connection.target.type, from.name, to.name, to.id), c.curve);
        continue;
      }
      const run = this.describe(from).run;
      const items = run?.status === 'success' ? run.itemsPerOutput?.[c.connection.source.index] : undefined;
      const source = this.model.nodes.get(from.id);
      const outputs = source?.outputs ?? 1;
      const index = c.connection.source.index;
      const output =
        source?.type.errorOutput === true && index === outputs - 1 ? ' (error output)' : outputs > 1 ? ` (output ${index + 1})` : '';
      const input = (this.model.nodes.get(to.id)?.type.inputs ?? 1) > 1 ? ` (input ${c.connection.target.index + 1})` : '';
      const label = `Connection from ${from.name}${output} to ${to.name}${input}${items !== undefined ? `, ${items} item${items === 1 ? '' : 's'}` : ''}`;
      const left = `${(c.curve.p0.x + c.curve.p3.x) / 2 - 4}px`;
      const top = `${(c.curve.p0.y + c.curve.p3.y) / 2 - 4}px`;
      if (this.written.get(el) !== `${label}\u0000${left} ${top}`) {
        this.written.set(el, `${label}\u0000${left} ${top}`);
        el.setAttribute('aria-label', label);
        el.style.left = left;
        el.style.top = top;
      }
    }
  }

  private writeConnection(el: HTMLElement, label: string, curve: { p0: { x: number; y: number }; p3: { x: number; y: number } }): void {
    const left = `${(curve.p0.x + curve.p3.x) / 2 - 4}px`;
    const top = `${(curve.p0.y + curve.p3.y) / 2 - 4}px`;
    if (this.written.get(el) === `${label}\u0000${left} ${top}`) return;
    this.written.set(el, `${label}\u0000${left} ${top}`);
    el.setAttribute('aria-label', label);
    el.style.left = left;
    el.style.top = top;
  }

  /** ", slots: Model: OpenAI Chat Model; Memory: empty; ..." for a root node; '' for others. */
  private slotsDescription(id: NodeId): string {
    const entry = this.model.nodes.get(id);
    if (!entry || entry.slots.length === 0) return '';
    const doc = this.model.doc;
    const parts = entry.slots.map((slot) => {
      const names: string[] = [];
      if (doc)
        for (const c of incomingConnections(doc, id))
          if (c.target.type === slot.type) {
            const source = doc.nodes.get(c.source.nodeId);
            if (source) names.push(source.name);
          }
      const state = names.length > 0 ? names.join(', ') : slot.required ? 'required, empty' : 'empty';
      return `${slot.label} slot: ${state}`;
    });
    return `, ${parts.join('; ')}`;
  }

  /** Focuses a node's option (after keyboard navigation). */
  focusNode(id: NodeId): void {
    this.nodeEls.get(id)?.focus({ preventScroll: true });
  }

  /** The option element of a node, if mirrored. */
  elementOf(id: NodeId): HTMLElement | undefined {
    return this.nodeEls.get(id);
  }

  destroy(): void {
    this.root.remove();
  }
}
