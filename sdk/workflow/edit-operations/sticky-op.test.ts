import { describe, expect, it } from 'vitest';
import { CommandBus } from '@core/bus/command-bus';
import type { Operation } from '@core/document/operation';
import { documentWithNodes } from '@core/document/types';
import { createWorkflowOperationRegistry } from '.';
import { updateStickyOp } from './sticky-op';

const bus = new CommandBus(createWorkflowOperationRegistry());
const doc = documentWithNodes([
  { id: 's', name: 'Sticky Note', type: 'n8n-nodes-base.stickyNote', typeVersion: 1, position: [0, 0], parameters: { content: '## Hi' } },
]);
const wire = (ops: Operation[]) => JSON.parse(JSON.stringify(ops)) as Operation[];
const parametersOf = (d: typeof doc) => d.nodes.get('s')?.parameters;

describe('updateSticky', () => {
  it('undo of a resize that gave the sticky a size takes the size away again, also once sent as JSON', () => {
    const { doc: resized, inverses } = bus.preview([updateStickyOp('s', { width: 300, height: 200, content: '## Hey' })], doc);
    expect(parametersOf(resized)).toEqual({ content: '## Hey', width: 300, height: 200 });
    const undone = bus.preview(wire(inverses.flat()), resized).doc;
    expect(parametersOf(undone)).toEqual({ content: '## Hi' });
    // The undo's own inverse (taken off when a remote step goes under it) puts the edit back.
    const { doc: again } = bus.preview(wire(bus.preview(wire(inverses.flat()), resized).inverses.flat()), undone);
    expect(parametersOf(again)).toEqual(parametersOf(resized));
  });

  it('a value of undefined changes nothing, as it does once sent as JSON', () => {
    const { doc: after, inverses } = bus.preview([updateStickyOp('s', { content: undefined, color: 3 })], doc);
    expect(parametersOf(after)).toEqual({ content: '## Hi', color: 3 });
    expect(parametersOf(bus.preview(wire(inverses.flat()), after).doc)).toEqual({ content: '## Hi' });
  });
});
