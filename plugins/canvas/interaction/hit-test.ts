/**
 * What is under a graph point: a port, a '+' stub, a node, a sticky edge,
 * a connection or nothing. Candidates come from the spatial indexes, so the
 * cost does not grow with the workflow.
 */
import type { NodeId } from '@sdk';
import {
  contains,
  distanceToCurve,
  inputPortPosition,
  outputPortPosition,
  slotButtonPosition,
  slotPosition,
  STUB_BUTTON,
  STUB_LENGTH,
  subOutputPosition,
  type Point,
} from '../model/geometry';
import type { CanvasNodeType } from '../model/node-type-info';
import type { SceneModel } from '../render/scene-model';
import type { DocNode } from '@sdk';

/** A sticky resize handle: the edges it moves. */
export interface StickyHandle {
  readonly left: boolean;
  readonly right: boolean;
  readonly top: boolean;
  readonly bottom: boolean;
}

/** The result of a hit test. */
export type Hit =
  | {
      readonly kind: 'stub';
      readonly nodeId: NodeId;
      readonly index: number;
      readonly at: Point;
    }
  | {
      readonly kind: 'output';
      readonly nodeId: NodeId;
      readonly index: number;
      readonly at: Point;
    }
  | {
      readonly kind: 'input';
      readonly nodeId: NodeId;
      readonly index: number;
      readonly at: Point;
    }
  | {
      /** A root node's slot (typed input) or its '+' button. */
      readonly kind: 'slot' | 'slotButton';
      readonly nodeId: NodeId;
      readonly type: string;
      readonly at: Point;
    }
  | {
      /** A sub-node's typed output on its top edge. */
      readonly kind: 'subOutput';
      readonly nodeId: NodeId;
      readonly type: string;
      readonly at: Point;
    }
  | { readonly kind: 'node'; readonly nodeId: NodeId }
  | {
      readonly kind: 'sticky';
      readonly nodeId: NodeId;
      readonly handle: StickyHandle | null;
    }
  | { readonly kind: 'connection'; readonly key: string }
  | { readonly kind: 'empty' };

/** Reach of the stub and port hit areas beyond a node's box. */
const REACH = STUB_LENGTH + STUB_BUTTON + 8;

/**
 * Hit-tests `p` (graph coordinates) at `zoom`; tolerances are in screen pixels so small targets stay
 * usable when zoomed out. With `editable` false, ports and stubs are not targets.
 */
export function hitTest(model: SceneModel, typeOf: (n: DocNode) => CanvasNodeType, p: Point, zoom: number, editable: boolean): Hit {
  const tol = 10 / zoom;
  const ids = model.nodeIndex.at(p, Math.max(REACH, tol));
  const stickies: NodeId[] = [];
  let body: NodeId | null = null;
  for (const id of ids) {
    const e = model.nodes.get(id);
    if (!e) continue;
    if (e.sticky) {
      if (contains(e.box, { x: p.x + 0, y: p.y })) stickies.push(id);
      continue;
    }
    if (editable) {
      for (let i = 0; i < e.slots.length; i++) {
        const slot = e.slots[i];
        if (!slot) continue;
        const at = slotPosition(e.box, i, e.slots.length);
        if (Math.abs(p.x - at.x) <= Math.max(10, tol) && Math.abs(p.y - at.y) <= Math.max(10, tol))
          return { kind: 'slot', nodeId: id, type: slot.type, at };
        const button = slotButtonPosition(e.box, i, e.slots.length);
        if (slot.connected === 0 && Math.abs(p.x - button.x) <= STUB_BUTTON / 2 + 2 && Math.abs(p.y - button.y) <= STUB_BUTTON / 2 + 2)
          return { kind: 'slotButton', nodeId: id, type: slot.type, at };
      }
      const top = e.subOutputs[0];
      if (top !== undefined) {
        const at = subOutputPosition(e.box);
        if (Math.hypot(p.x - at.x, p.y - at.y) <= Math.max(10, tol)) return { kind: 'subOutput', nodeId: id, type: top, at };
      }
      if (e.subNode) {
        if (body === null && contains(e.box, p)) body = id;
        continue;
      }
      // From the scene's box: it includes what the connections add (slots inferred for unknown types).
      const ports = {
        outputs: Array.from({ length: e.outputs }, (_, i) => outputPortPosition(e.box, i, e.outputs)),
        inputs: Array.from({ length: e.type.inputs }, (_, i) => inputPortPosition(e.box, i, e.type.inputs)),
      };
      const mask = model.stubMask(e);
      for (let i = 0; i < ports.outputs.length; i++) {
        const o = ports.outputs[i];
        if (!o) continue;
        if (
          mask & (1 << i) &&
          contains(
            {
              x: e.box.x + e.box.width + STUB_LENGTH - 2,
              y: o.y - STUB_BUTTON / 2 - 2,
              width: STUB_BUTTON + 4,
              height: STUB_BUTTON + 4,
            },
            p,
          )
        ) {
          return { kind: 'stub', nodeId: id, index: i, at: o };
        }
        if (Math.hypot(p.x - o.x, p.y - o.y) <= Math.max(10, tol)) return { kind: 'output', nodeId: id, index: i, at: o };
      }
      for (let i = 0; i < ports.inputs.length; i++) {
        const input = ports.inputs[i];
        if (input && Math.abs(p.x - input.x) <= Math.max(10, tol) && Math.abs(p.y - input.y) <= Math.max(12, tol))
          return { kind: 'input', nodeId: id, index: i, at: input };
      }
    }
    if (body === null && contains(e.box, p)) body = id;
  }
  if (body !== null) return { kind: 'node', nodeId: body };
  for (const key of model.connIndex.at(p, tol)) {
    const c = model.conns.get(key);
    if (c && distanceToCurve(p, c.curve) <= Math.max(6, tol * 0.8)) return { kind: 'connection', key };
  }
  if (stickies.length > 0) {
    // The smallest sticky is on top.
    const area = (id: NodeId) => {
      const b = model.nodes.get(id)?.box;
      return b ? b.width * b.height : 0;
    };
    stickies.sort((a, b) => area(a) - area(b));
    const id = stickies[0] as NodeId;
    const box = model.nodes.get(id)?.box;
    if (box && editable) {
      const edge = 8 / zoom;
      const handle = {
        left: p.x - box.x <= edge,
        right: box.x + box.width - p.x <= edge,
        top: p.y - box.y <= edge,
        bottom: box.y + box.height - p.y <= edge,
      };
      return {
        kind: 'sticky',
        nodeId: id,
        handle: handle.left || handle.right || handle.top || handle.bottom ? handle : null,
      };
    }
    return { kind: 'sticky', nodeId: id, handle: null };
  }
  return { kind: 'empty' };
}
