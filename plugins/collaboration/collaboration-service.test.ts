import { describe, expect, it } from 'vitest';
import type { CollabPeer } from './api';
import { marksOf, pointersOf } from './collaboration-service';

const peer = (client: string, name: string, color: string, extra: Partial<CollabPeer> = {}): CollabPeer => ({
  client,
  user: { id: `u-${client}`, name },
  color,
  canEdit: true,
  selection: [],
  pointer: null,
  ndv: null,
  ...extra,
});

describe('peer marks on the canvas', () => {
  it('outlines what the others have selected or open, in their colours, and says who', () => {
    const marks = marksOf({
      status: 'live',
      you: 'me',
      peers: [
        peer('me', 'Me Myself', '#000000', { selection: ['a'] }),
        peer('p1', 'Mia Member', '#e8590c', { selection: ['a', 'b'] }),
        peer('p2', 'Sam Member', '#1c7ed6', { ndv: 'b' }),
      ],
    });
    expect([...marks.keys()].sort()).toEqual(['a', 'b']);
    expect(marks.get('a')).toEqual({ kind: 'peer', color: '#e8590c', description: 'selected by Mia Member' });
    // Two people on one node: the first one's colour, both named.
    expect(marks.get('b')).toEqual({
      kind: 'peer',
      color: '#e8590c',
      description: "selected by Mia Member; open in Sam Member's details view",
    });
  });

  it('marks nothing for my own selection or when nobody else is in', () => {
    expect(marksOf({ status: 'live', you: 'me', peers: [peer('me', 'Me', '#000000', { selection: ['a'], ndv: 'a' })] }).size).toBe(0);
    expect(marksOf({ status: 'off', you: null, peers: [] }).size).toBe(0);
  });
});

describe('peer pointers', () => {
  it('draws the others’ pointers that are over the canvas, never my own', () => {
    const pointers = pointersOf({
      status: 'live',
      you: 'me',
      peers: [
        peer('me', 'Me', '#000000', { pointer: [1, 2] }),
        peer('p1', 'Mia Member', '#e8590c', { pointer: [120, -40] }),
        peer('p2', 'Sam Member', '#1c7ed6'),
      ],
    });
    expect(pointers).toEqual([{ id: 'p1', name: 'Mia Member', color: '#e8590c', at: { x: 120, y: -40 } }]);
  });
});
