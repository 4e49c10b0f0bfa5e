import { OrderedMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import type { ConnectionMap, OutgoingConnections } from '@core/document/types';
import { getChildNodeIds, getDirectChildIds, getDirectParentIds, getParentNodeIds } from './graph';

const to = (nodeId: string, type = 'main', index = 0) => ({ nodeId, type, index });
// a → b → d, a → c → d, d → a (a loop), e —ai_tool→ b
const map: ConnectionMap = OrderedMap<OutgoingConnections>({
  a: { main: [[to('b')], [to('c')]] },
  b: { main: [[to('d')]] },
  c: { main: [[to('d', 'main', 1)]] },
  d: { main: [[to('a')]] },
  e: { ai_tool: [[to('b', 'ai_tool')]] },
});

describe('graph walks', () => {
  it('lists direct children and parents', () => {
    expect(getDirectChildIds(map, 'a')).toEqual(['b', 'c']);
    expect(getDirectParentIds(map, 'd')).toEqual(['b', 'c']);
    expect(getDirectChildIds(map, 'zzz')).toEqual([]);
  });

  it('walks all children and parents nearest first, through loops, without the node itself', () => {
    expect(getChildNodeIds(map, 'a')).toEqual(['b', 'c', 'd']);
    expect(getParentNodeIds(map, 'd')).toEqual(['b', 'c', 'a']);
    expect(getParentNodeIds(map, 'b')).toEqual(['a', 'd', 'c']);
  });

  it('follows one connection type at a time', () => {
    expect(getParentNodeIds(map, 'b', 'ai_tool')).toEqual(['e']);
    expect(getChildNodeIds(map, 'e')).toEqual([]);
  });
});
