/**
 * A chunk of the scene (a 1,600-unit square of the graph, see scene-model.ts): a
 * container in each layer, so culling hides whole chunks and a change redraws
 * only its chunk, with flags saying which drawings are built and up to date.
 */
import { Container, Graphics } from 'pixi.js';
import { clearFarLayer } from './far-drawing';
import type { Rect } from '../model/geometry';

/** One chunk's display objects and state. */
export interface Chunk {
  readonly key: string;
  readonly nodes: Container;
  readonly labels: Container;
  readonly conns: Graphics;
  readonly edgeLabels: Container;
  readonly farBlocks: Container;
  readonly farConns: Container;
  bounds: Rect | null;
  /** The chunk's content changed: bounds and drawings are out of date. */
  dirty: boolean;
  /** The chunk's bounds meet the visible area (with a margin). */
  visible: boolean;
  /** The near containers are shown (culling applies `visible` to them only while the near level shows). */
  nearShown: boolean;
  /** Every node of the chunk has its sprites (near level of detail). */
  built: boolean;
  /** Every node of the chunk has its labels. */
  labelled: boolean;
  /** The near curves (and item labels) are up to date. */
  nearDrawn: boolean;
  /** The far blocks and lines are up to date. */
  farDrawn: boolean;
}

/** The layers a chunk puts its containers into. */
export interface ChunkLayers {
  readonly conns: Container;
  readonly nodes: Container;
  readonly labels: Container;
  readonly far: Container;
  readonly farConns: Container;
}

/** A new chunk, hidden until culling finds its bounds on screen, with its containers added to `layers`. */
export function createChunk(key: string, layers: ChunkLayers): Chunk {
  const c: Chunk = {
    key,
    nodes: new Container({ visible: false }),
    labels: new Container({ visible: false }),
    conns: new Graphics({ visible: false }),
    edgeLabels: new Container({ visible: false }),
    farBlocks: new Container({ visible: false }),
    farConns: new Container({ visible: false }),
    bounds: null,
    dirty: true,
    visible: false,
    nearShown: false,
    built: false,
    labelled: false,
    nearDrawn: false,
    farDrawn: false,
  };
  layers.conns.addChild(c.conns);
  layers.nodes.addChild(c.nodes);
  layers.labels.addChild(c.labels, c.edgeLabels);
  layers.far.addChild(c.farBlocks);
  layers.farConns.addChild(c.farConns);
  return c;
}

/** Shows or hides a chunk's near containers (culling). */
export function setNearVisible(c: Chunk, visible: boolean): void {
  if (c.nearShown === visible) return;
  c.nearShown = visible;
  c.conns.visible = visible;
  c.nodes.visible = visible;
  c.labels.visible = visible;
  c.edgeLabels.visible = visible;
}

/** Shows or hides a chunk's far drawing; a change of the display structure only when it differs. */
export function setFarVisible(c: Chunk, visible: boolean): void {
  if (c.farBlocks.visible === visible) return;
  c.farBlocks.visible = visible;
  c.farConns.visible = visible;
}

/** The area chunks are shown for: the visible rectangle (graph units) with a 100-pixel margin. */
export function cullArea(view: Rect, zoom: number): Rect {
  const margin = 100 / zoom;
  return { x: view.x - margin, y: view.y - margin, width: view.width + margin * 2, height: view.height + margin * 2 };
}

/** Sorts chunks so those nearest the centre of `view` come first (they are built first). */
export function nearestFirst(chunks: Chunk[], view: Rect): void {
  const cx = view.x + view.width / 2;
  const cy = view.y + view.height / 2;
  const distance = (c: Chunk) =>
    c.bounds ? Math.hypot(c.bounds.x + c.bounds.width / 2 - cx, c.bounds.y + c.bounds.height / 2 - cy) : Infinity;
  chunks.sort((a, b) => distance(a) - distance(b));
}

/** Destroys a chunk's containers (the node visuals in them belong to the scene and are destroyed by it). */
export function destroyChunk(c: Chunk): void {
  c.conns.destroy();
  c.nodes.destroy();
  c.labels.destroy();
  clearFarLayer(c.farBlocks);
  clearFarLayer(c.farConns);
  c.farBlocks.destroy();
  c.farConns.destroy();
  c.edgeLabels.destroy({ children: true });
}
