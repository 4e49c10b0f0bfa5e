/**
 * The far level of detail, zoomed out below FAR_ZOOM: a chunk's nodes as flat
 * blocks (one Graphics) and its connections as straight thick lines (a mesh per
 * colour whose quads are computed here: Graphics' stroke building cost about
 * 0.2 ms a line), all forced into the shared sprite batch. A whole 10,000-node graph then draws in
 * a handful of draw calls, and these geometries are cached apart from the near
 * ones, so crossing the level of detail redraws nothing that was drawn before.
 */
import { Graphics, Mesh, MeshGeometry, Texture, type Container } from 'pixi.js';
import type { NodeExecutionState } from '../api';
import { NODE_SIZE } from '../model/geometry';
import type { Palette } from './palette';
import type { NodeEntry, SceneConnection } from './scene-model';

/** A Graphics whose vertices go into the shared batch (no draw call of its own). */
export function batchedGraphics(): Graphics {
  const g = new Graphics();
  g.context.batchMode = 'batch';
  return g;
}

/** The colour of a node's far block: selection, then run status, then its type colour. */
export function farColour(entry: NodeEntry, selected: boolean, run: NodeExecutionState | undefined, palette: Palette): string {
  if (selected) return palette.accent;
  if (run?.status === 'success') return palette.success;
  if (run?.status === 'error') return palette.danger;
  if (entry.node.disabled === true) return palette.textSubtle;
  return entry.type.iconColor ?? palette.iconFor(entry.type.displayName);
}

/** Redraws a chunk's far blocks, one fill per colour (nodes in `skip` are being dragged). */
export function drawFarBlocks(g: Graphics, entries: Iterable<NodeEntry>, colourOf: (e: NodeEntry) => string, skip?: ReadonlySet<string>): void {
  g.clear();
  const byColour = new Map<string, NodeEntry[]>();
  for (const e of entries) {
    if (e.sticky || skip?.has(e.node.id)) continue;
    const colour = colourOf(e);
    let list = byColour.get(colour);
    if (!list) byColour.set(colour, (list = []));
    list.push(e);
  }
  for (const [colour, list] of byColour) {
    for (const e of list) g.rect(e.box.x, e.box.y, NODE_SIZE, e.box.height);
    g.fill(colour);
  }
}

/** Redraws a chunk's far connections as straight lines, one batched mesh per colour. */
export function drawFarConnections(
  layer: Container,
  entries: readonly SceneConnection[],
  palette: Palette,
  success: (c: SceneConnection) => boolean,
  skip?: ReadonlySet<string>,
): void {
  layer.removeChildren().forEach((child) => child.destroy());
  for (const green of [false, true]) {
    const segments = entries.filter((e) => !skip?.has(e.key) && success(e) === green);
    if (segments.length === 0) continue;
    const mesh = new Mesh({ geometry: lineQuads(segments, FAR_LINE_WIDTH), texture: Texture.WHITE });
    mesh.tint = green ? palette.success : palette.connection;
    layer.addChild(mesh);
  }
}

const FAR_LINE_WIDTH = 8;

/** Two triangles per connection, from its start to its end, `width` thick. */
function lineQuads(segments: readonly SceneConnection[], width: number): MeshGeometry {
  const positions = new Float32Array(segments.length * 8);
  const uvs = new Float32Array(segments.length * 8);
  const indices = new Uint32Array(segments.length * 6);
  segments.forEach((e, i) => {
    const { x: x0, y: y0 } = e.curve.p0;
    const { x: x1, y: y1 } = e.curve.p3;
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    const nx = (-(y1 - y0) / length) * (width / 2);
    const ny = ((x1 - x0) / length) * (width / 2);
    positions.set([x0 + nx, y0 + ny, x0 - nx, y0 - ny, x1 - nx, y1 - ny, x1 + nx, y1 + ny], i * 8);
    const v = i * 4;
    indices.set([v, v + 1, v + 2, v, v + 2, v + 3], i * 6);
  });
  const geometry = new MeshGeometry({ positions, uvs, indices });
  geometry.batchMode = 'batch';
  return geometry;
}
