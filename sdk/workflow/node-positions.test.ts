import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftPositions, topLeftPosition } from './node-positions';

const nodesArb = fc.array(fc.record({ position: fc.tuple(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: -5000, max: 5000 })) }), {
  minLength: 1,
  maxLength: 8,
});

describe('node positions', () => {
  it('takes the top-most node, leftmost among equals, as the top-left one', () => {
    expect(topLeftPosition([{ position: [300, 100] }, { position: [100, 200] }, { position: [200, 100] }])).toEqual([200, 100]);
    expect(topLeftPosition([])).toBeNull();
  });

  it('shifts so the top-left node lands at the target position', () => {
    const shifted = shiftPositions(
      [
        { id: 'a', position: [300, 100] as const },
        { id: 'b', position: [100, 200] as const },
      ],
      [0, 0],
    );
    expect(shifted).toEqual([
      { id: 'a', position: [0, 0] },
      { id: 'b', position: [-200, 100] },
    ]);
  });

  it('keeps relative offsets and puts the anchor exactly on the target', () => {
    fc.assert(
      fc.property(nodesArb, fc.tuple(fc.integer(), fc.integer()), (nodes, target) => {
        const shifted = shiftPositions(nodes, target);
        expect(topLeftPosition(shifted)).toEqual(target);
        const [dx, dy] = [
          (shifted[0]?.position[0] ?? 0) - (nodes[0]?.position[0] ?? 0),
          (shifted[0]?.position[1] ?? 0) - (nodes[0]?.position[1] ?? 0),
        ];
        shifted.forEach((n, i) => expect(n.position).toEqual([(nodes[i]?.position[0] ?? 0) + dx, (nodes[i]?.position[1] ?? 0) + dy]));
      }),
    );
  });
});
