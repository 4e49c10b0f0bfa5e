/**
 * The far level of detail, zoomed out below FAR_ZOOM: a chunk's nodes as flat
 * blocks and its connections as straight thick lines, each a mesh of quads per
 * colour computed here (Graphics' stroke building cost about 0.2 ms a line, and
 * a Graphics makes one batch element per rectangle), all forced into the shared
 * sprite batch. A whole 10,000-node graph then draws in a handful of draw calls
 * from a few batch elements per chunk, so re-batching after a structure change
 * walks hundreds of elements, not tens of thousands; and these geometries are
 * cached apart from the near ones, so crossing the level of detail redraws
 * nothing that was drawn before.
 */
import { Mesh, MeshGeometry, Texture, type Container } from 'pixi.js';
import type { NodeExecutionState } from '../api';
import type { Palette } from './palette';
import { nodeIconOf } from '@sdk/react';
import type { NodeEntry, SceneConnection } from './scene-model';

/** The colour of a node's far block: selection, then run status, then its type colour. */
export function farColour(entry: NodeEntry, selected: boolean, run: NodeExecutionState | undefined, palette: Palette): string {
  if (selected) return palette.accent;
  if (run?.status === 'success') return run.stale === true ? palette.warning : palette.success;
  if (run?.status === 'error') return palette.danger;
  if (entry.node.disabled === true) return palette.textSubtle;
  return nodeIconOf({
    name: entry.type.typeName,
    displayName: entry.type.displayName,
    icon: entry.type.icon,
    iconColor: entry.type.iconColor,
  }).colour;
}

/** Removes and destroys a far layer's meshes with their geometries. */
export function clearFarLayer(layer: Container): void {
  for (const child of layer.removeChildren()) {
    if (child instanceof Mesh) (child.geometry as MeshGeometry).destroy();
    child.destroy();
  }
}

/** Redraws a chunk's far blocks into `layer`, one batched mesh per colour (nodes in `skip` are being dragged). */
export function drawFarBlocks(
  layer: Container,
  entries: Iterable<NodeEntry>,
  colourOf: (e: NodeEntry) => string,
  skip?: ReadonlySet<string>,
): void {
  clearFarLayer(layer);
  const byColour = new Map<string, NodeEntry[]>();
  for (const e of entries) {
    if (e.sticky || skip?.has(e.node.id)) continue;
    const colour = colourOf(e);
    let list = byColour.get(colour);
    if (!list) byColour.set(colour, (list = []));
    list.push(e);
  }
  for (const [colour, list] of byColour) {
    const positions = new Float32Array(list.length * 8);
    list.forEach((e, i) => {
      const { x, y, width, height } = e.box;
      positions.set([x, y, x + width, y, x + width, y + height, x, y + height], i * 8);
    });
    layer.addChild(quadMesh(positions, colour));
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
  clearFarLayer(layer);
  for (const green of [false, true]) {
    const segments = entries.filter((e) => !skip?.has(e.key) && success(e) === green);
    if (segments.length === 0) continue;
    layer.addChild(quadMesh(lineQuads(segments, FAR_LINE_WIDTH), green ? palette.success : palette.connection));
  }
}

const FAR_LINE_WIDTH = 8;

/** The corners of a quad per connection, from its start to its end, `width` thick. */
function lineQuads(segments: readonly SceneConnection[], width: number): Float32Array {
  const positions = new Float32Array(segments.length * 8);
  segments.forEach((e, i) => {
    const { x: x0, y: y0 } = e.curve.p0;
    const { x: x1, y: y1 } = e.curve.p3;
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    const nx = (-(y1 - y0) / length) * (width / 2);
    const ny = ((x1 - x0) / length) * (width / 2);
    positions.set([x0 + nx, y0 + ny, x0 - nx, y0 - ny, x1 - nx, y1 - ny, x1 + nx, y1 + ny], i * 8);
  });
  return positions;
}

/** A mesh in the shared batch drawing quads (4 corners each, in `positions`) in one colour. */
function quadMesh(positions: Float32Array, colour: string): Mesh {
  const quads = positions.length / 8;
  const indices = new Uint32Array(quads * 6);
  for (let i = 0; i < quads; i++) {
    const v = i * 4;
    indices.set([v, v + 1, v + 2, v, v + 2, v + 3], i * 6);
  }
  const geometry = new MeshGeometry({ positions, uvs: new Float32Array(quads * 8), indices });
  geometry.batchMode = 'batch';
  const mesh = new Mesh({ geometry, texture: Texture.WHITE });
  mesh.tint = colour;
  return mesh;
}
