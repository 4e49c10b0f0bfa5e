import { describe, expect, it } from 'vitest';
import type { INodeTypeDescription } from '@sdk';
import { intersects } from '../model/geometry';
import { freeStickySpot, newStickyParameters } from './new-sticky';

const stickyType = {
  name: 'n8n-nodes-base.stickyNote',
  properties: [
    { displayName: 'Content', name: 'content', type: 'string', default: "## I'm a note \n**Double click** to edit me." },
    { displayName: 'Height', name: 'height', type: 'number', default: 160 },
    { displayName: 'Width', name: 'width', type: 'number', default: 240 },
    { displayName: 'Color', name: 'color', type: 'number', default: 1 },
  ],
} as unknown as INodeTypeDescription;

describe('a new sticky note', () => {
  it("takes the sticky type's own defaults, content included", () => {
    expect(newStickyParameters(stickyType)).toEqual({
      content: "## I'm a note \n**Double click** to edit me.",
      width: 240,
      height: 160,
      color: 1,
    });
  });

  it('goes centred on the viewport when nothing is there', () => {
    expect(freeStickySpot({ x: 500, y: 400 }, { width: 240, height: 160 }, [])).toEqual({ x: 380, y: 320 });
  });

  it('moves to the nearest spot that covers no node', () => {
    const size = { width: 240, height: 160 };
    const nodes = [
      { x: 450, y: 350, width: 100, height: 100 },
      { x: 200, y: 380, width: 100, height: 100 },
    ];
    const spot = freeStickySpot({ x: 500, y: 400 }, size, nodes);
    for (const node of nodes) expect(intersects({ ...spot, ...size }, node)).toBe(false);
    // Near the centre still: within a sticky's size of where it would have gone.
    expect(Math.abs(spot.x - 380) + Math.abs(spot.y - 320)).toBeLessThan(400);
  });
});
