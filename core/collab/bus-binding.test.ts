import { describe, expect, it } from 'vitest';
import { CommandBus } from '../bus/command-bus';
import { op } from '../document/operation';
import { documentWithNodes } from '../document/types';
import { History } from '../history/history';
import { CollabAuthority } from './authority';
import { CollabBinding } from './bus-binding';
import type { OutgoingBatch } from './client';
import { setNode as node, simulationRegistry } from './test-simulation';

describe('joining a session after editing', () => {
  it('sends the edits made while connecting as the first batch, based on the document opened', () => {
    const registry = simulationRegistry();
    const opened = documentWithNodes([node('a', 'Start'), node('b', 'Set')]);
    const authority = new CollabAuthority(registry, opened);
    const bus = new CommandBus(registry, opened);
    // The editor moves a node before the session's welcome arrives.
    bus.dispatch({ ops: [op('moveNode', { nodeId: 'b', position: [300, 40] })], meta: { origin: 'user' } });
    const sent: OutgoingBatch[] = [];
    const early = { base: opened, ops: [op('moveNode', { nodeId: 'b', position: [300, 40] })] };
    const binding = new CollabBinding(bus, new History(bus), { clientId: 'me', version: 0, send: (batch) => sent.push(batch), early });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ base: 0, ops: early.ops });
    const result = authority.submit('me', sent[0]!.batch, sent[0]!.base, sent[0]!.ops);
    expect(result.kind).toBe('step');
    if (result.kind === 'step') binding.receive(result.step);
    // Confirmed: the session holds the move, and the editor still shows it.
    expect(authority.doc.nodes.get('b')?.position).toEqual([300, 40]);
    expect(bus.getState().nodes.get('b')?.position).toEqual([300, 40]);
    expect(binding.client.version).toBe(1);
    binding.dispose();
  });
});
