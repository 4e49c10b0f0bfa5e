import { describe, expect, it } from 'vitest';
import { connectionCurve, curveBounds, distanceToCurve, portOffsets, snapToGrid, nodeHeight, rectFromPoints, unionRects } from './geometry';
import { clampZoom, fitViewport, toGraph, toScreen, zoomAt, ZOOM_STEP } from './viewport';
import { SpatialIndex } from './spatial-index';
import { nodeBox, nodePorts, stickySize } from './layout';
import { canvasNodeType } from './node-type-info';
import type { DocNode } from '@sdk';

const types = (n: DocNode) => canvasNodeType(n.type, undefined);
const docNode = (id: string, type: string, x = 0, y = 0, parameters: Record<string, unknown> = {}): DocNode => ({
  id,
  name: id,
  type,
  typeVersion: 1,
  position: [x, y],
  parameters,
});

describe('geometry', () => {
  it('snaps to the 20 grid', () => {
    expect(snapToGrid(29)).toBe(20);
    expect(snapToGrid(31)).toBe(40);
    expect(snapToGrid(-11)).toBe(-20);
  });

  it('spreads ports evenly and grows nodes with many ports', () => {
    expect(portOffsets(1, 100)).toEqual([50]);
    expect(portOffsets(2, 100)).toEqual([33, 67]);
    expect(nodeHeight(1, 1)).toBe(100);
    expect(nodeHeight(1, 4)).toBe(120);
  });

  it('measures distance to a connection curve and bounds it', () => {
    const c = connectionCurve({ x: 0, y: 0 }, { x: 200, y: 0 });
    expect(distanceToCurve({ x: 100, y: 0 }, c)).toBeLessThan(0.5);
    expect(distanceToCurve({ x: 100, y: 30 }, c)).toBeCloseTo(30, 0);
    const b = curveBounds(connectionCurve({ x: 0, y: 0 }, { x: 100, y: 50 }));
    expect(b.x).toBe(0);
    expect(b.y).toBe(0);
    expect(b.height).toBe(50);
  });

  it('builds lasso rectangles from any corners and unions boxes', () => {
    expect(rectFromPoints({ x: 10, y: 10 }, { x: 0, y: 5 })).toEqual({ x: 0, y: 5, width: 10, height: 5 });
    expect(
      unionRects([
        { x: 0, y: 0, width: 10, height: 10 },
        { x: 20, y: -5, width: 5, height: 5 },
      ]),
    ).toEqual({ x: 0, y: -5, width: 25, height: 15 });
    expect(unionRects([])).toBeNull();
  });
});

describe('viewport', () => {
  it('zooms in steps of 1.25 (1.25, 1.5625) and out by 0.8 (0.8, 0.64)', () => {
    let v = { x: 0, y: 0, zoom: 1 };
    v = zoomAt(v, v.zoom * ZOOM_STEP, { x: 0, y: 0 });
    expect(v.zoom).toBe(1.25);
    v = zoomAt(v, v.zoom * ZOOM_STEP, { x: 0, y: 0 });
    expect(v.zoom).toBe(1.5625);
    let w = { x: 0, y: 0, zoom: 1 };
    w = zoomAt(w, w.zoom / ZOOM_STEP, { x: 0, y: 0 });
    w = zoomAt(w, w.zoom / ZOOM_STEP, { x: 0, y: 0 });
    expect(w.zoom).toBe(0.64);
  });

  it('keeps the point under the pointer in place when zooming', () => {
    const v = { x: 30, y: -20, zoom: 0.8 };
    const anchor = { x: 400, y: 300 };
    const g = toGraph(v, anchor);
    const z = zoomAt(v, 2, anchor);
    const s = toScreen(z, g);
    expect(s.x).toBeCloseTo(400);
    expect(s.y).toBeCloseTo(300);
  });

  it('fits content without enlarging small workflows and clamps the zoom', () => {
    expect(fitViewport({ x: 0, y: 0, width: 100, height: 100 }, 1000, 800).zoom).toBe(1);
    const far = fitViewport({ x: 0, y: 0, width: 100_000, height: 1000 }, 1000, 800);
    expect(far.zoom).toBeLessThan(0.02 + 1e-9);
    expect(clampZoom(100)).toBe(4);
  });
});

describe('spatial index', () => {
  it('finds items at a point and in an area, and follows moves and deletes', () => {
    const index = new SpatialIndex<string>();
    index.load([
      ['a', { x: 0, y: 0, width: 100, height: 100 }],
      ['b', { x: 500, y: 500, width: 100, height: 100 }],
    ]);
    expect(index.at({ x: 50, y: 50 })).toEqual(['a']);
    expect(index.at({ x: 300, y: 300 })).toEqual([]);
    expect(index.search({ x: 0, y: 0, width: 1000, height: 1000 }).sort()).toEqual(['a', 'b']);
    index.set('a', { x: 1000, y: 1000, width: 100, height: 100 });
    expect(index.at({ x: 50, y: 50 })).toEqual([]);
    expect(index.at({ x: 1050, y: 1050 })).toEqual(['a']);
    index.delete('b');
    expect(index.size).toBe(1);
    expect(index.at({ x: 550, y: 550 }, 0)).toEqual([]);
  });

  it('answers a point query among 10,000 items', () => {
    const index = new SpatialIndex<number>();
    index.load(
      Array.from({ length: 10_000 }, (_, i) => [i, { x: (i % 100) * 200, y: Math.floor(i / 100) * 200, width: 100, height: 100 }] as const),
    );
    expect(index.at({ x: 99 * 200 + 50, y: 99 * 200 + 50 })).toEqual([9999]);
  });
});

describe('layout of ports', () => {
  it('gives a Switch four outputs and a Merge two inputs', () => {
    const sw = docNode('s', 'n8n-nodes-base.switch', 100, 200);
    const ports = nodePorts(sw, types);
    expect(ports.outputs).toHaveLength(4);
    expect(ports.inputs).toHaveLength(1);
    expect(ports.outputs.every((p) => p.x === 200)).toBe(true);
    expect(new Set(ports.outputs.map((p) => p.y)).size).toBe(4);
    const merge = nodePorts(docNode('m', 'n8n-nodes-base.merge'), types);
    expect(merge.inputs).toHaveLength(2);
    expect(merge.inputs.every((p) => p.x === 0)).toBe(true);
  });

  it('gives triggers no input and sticky notes no ports', () => {
    expect(nodePorts(docNode('t', 'n8n-nodes-base.manualTrigger'), types).inputs).toHaveLength(0);
    expect(nodePorts(docNode('n', 'n8n-nodes-base.stickyNote'), types)).toEqual({ inputs: [], outputs: [] });
  });

  it('sizes sticky notes from their parameters, 240×160 by default and never below 150×80', () => {
    expect(stickySize(docNode('n', 'n8n-nodes-base.stickyNote'))).toEqual({ width: 240, height: 160 });
    expect(stickySize(docNode('n', 'n8n-nodes-base.stickyNote', 0, 0, { width: 10, height: 10 }))).toEqual({ width: 150, height: 80 });
    expect(nodeBox(docNode('n', 'n8n-nodes-base.stickyNote', 5, 6, { width: 400, height: 300 }), types)).toEqual({
      x: 5,
      y: 6,
      width: 400,
      height: 300,
    });
  });
});
