import { describe, expect, it } from 'vitest';
import { connectionCurve, intersects, type Rect } from './geometry';
import { placeLabels } from './label-placement';

const box = (p: { x: number; y: number }, w: number, h: number): Rect => ({ x: p.x, y: p.y, width: w, height: h });

describe('connection label placement', () => {
  it('puts a lone label above the middle of its connection', () => {
    const curve = connectionCurve({ x: 0, y: 0 }, { x: 200, y: 0 });
    const at = placeLabels([{ key: 'a', curve, width: 40, height: 16 }], []).get('a');
    expect(at).toEqual({ x: 80, y: -20 });
  });

  it('keeps the labels of two connections leaving one node for nearby nodes apart', () => {
    // An If's true and false outputs (a few px apart) to two nodes one row apart.
    const t = connectionCurve({ x: 100, y: 33 }, { x: 340, y: 0 });
    const f = connectionCurve({ x: 100, y: 67 }, { x: 340, y: 40 });
    const spots = placeLabels(
      [
        { key: 't', curve: t, width: 44, height: 16 },
        { key: 'f', curve: f, width: 44, height: 16 },
      ],
      [],
    );
    const a = box(spots.get('t')!, 44, 16);
    const b = box(spots.get('f')!, 44, 16);
    expect(intersects(a, b)).toBe(false);
  });

  it('slides a label along its connection off a node in the way', () => {
    const curve = connectionCurve({ x: 0, y: 0 }, { x: 300, y: 0 });
    const node: Rect = { x: 120, y: -60, width: 60, height: 120 };
    const at = placeLabels([{ key: 'a', curve, width: 40, height: 16 }], [node]).get('a')!;
    expect(intersects(box(at, 40, 16), node)).toBe(false);
  });
});
