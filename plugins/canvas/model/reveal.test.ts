import { describe, expect, it } from 'vitest';
import { revealBox } from './reveal';

const view = { width: 800, height: 600 };
const box = (x: number, y: number) => ({ x, y, width: 100, height: 100 });

describe('revealBox', () => {
  it('leaves the view alone when the node is already on screen', () => {
    const v = { x: 0, y: 0, zoom: 1 };
    expect(revealBox(v, box(200, 200), view)).toBe(v);
  });

  it('pans just enough to bring a node off the right or bottom edge inside the margin', () => {
    expect(revealBox({ x: 0, y: 0, zoom: 1 }, box(900, 700), view)).toEqual({ x: -240, y: -240, zoom: 1 });
  });

  it('pans to a node off the left or top edge, at the current zoom', () => {
    expect(revealBox({ x: 0, y: 0, zoom: 2 }, box(-50, -20), view)).toEqual({ x: 140, y: 80, zoom: 2 });
  });
});
