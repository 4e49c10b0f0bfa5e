import { describe, expect, it } from 'vitest';
import { placeTooltip, type Box } from './tooltip-placement';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, width, height });
const viewport = box(0, 0, 1400, 900);
const panel = box(400, 100, 500, 700);
const size = { width: 260, height: 50 };

describe('the mapping tooltip never covers a control', () => {
  it('goes above the focused input when nothing is there', () => {
    const url = box(420, 300, 460, 32);
    expect(placeTooltip(url, size, panel, [url], viewport)).toEqual({ side: 'above', left: 420, top: 242 });
  });

  it('goes below when the field above would be covered (a Set field’s name over its value)', () => {
    const name = box(420, 260, 300, 32);
    const value = box(420, 300, 460, 32);
    expect(placeTooltip(value, size, panel, [name, value], viewport).side).toBe('below');
  });

  it('docks beside the panel, level with the input, when inputs are above and below', () => {
    const name = box(420, 260, 300, 32);
    const value = box(420, 300, 460, 32);
    const next = box(420, 345, 300, 32);
    expect(placeTooltip(value, size, panel, [name, value, next], viewport)).toEqual({ side: 'left', left: 132, top: 300 });
  });

  it('docks on the right when the left is off screen, and stays on screen', () => {
    const narrow = box(100, 100, 500, 700);
    const value = box(120, 300, 460, 32);
    const crowded = [box(120, 260, 300, 32), value, box(120, 345, 300, 32)];
    expect(placeTooltip(value, size, narrow, crowded, viewport).side).toBe('right');
    const low = box(120, 880, 460, 16);
    expect(placeTooltip(low, size, narrow, [box(120, 840, 300, 32), low], viewport).top).toBeLessThanOrEqual(900 - 50);
  });
});
