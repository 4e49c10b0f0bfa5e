import { describe, expect, it } from 'vitest';
import { CommandBus } from '@core/bus/command-bus';
import { op, type Operation } from '@core/document/operation';
import { documentWithNodes, type WorkflowDocument } from '@core/document/types';
import { createWorkflowOperationRegistry } from '.';
import { NODE_EDIT_OPS } from './node-edit-types';
import { Simulation, type SimEditor } from '@core/collab/test-simulation';

const bus = new CommandBus(createWorkflowOperationRegistry());
const doc = documentWithNodes([
  {
    id: 'a',
    name: 'Set',
    type: 'n8n-nodes-base.set',
    typeVersion: 1,
    position: [0, 0],
    parameters: { list: ['x', 1], rl: '={{ $json.id }}', options: { timeout: 5 } },
    retryOnFail: true,
  },
]);
const nodeOf = (d: WorkflowDocument) => d.nodes.get('a') as unknown as Record<string, unknown>;
/** The document after `operation`, and after its inverse sent as JSON (as to the collaboration server). */
function doAndUndo(operation: Operation): { after: WorkflowDocument; undone: WorkflowDocument } {
  const { doc: after, inverses } = bus.preview([operation], doc);
  return { after, undone: bus.preview(JSON.parse(JSON.stringify(inverses.flat())) as Operation[], after).doc };
}

describe('setNodeParameter', () => {
  it('an edit below an array or a plain value (someone replaced the object meanwhile) is undone to that value', () => {
    for (const path of [
      ['list', '0', 'name'],
      ['rl', 'value'],
      ['rl', 'value', 'deeper'],
    ]) {
      const { after, undone } = doAndUndo(op(NODE_EDIT_OPS.setParameter, { nodeId: 'a', path, value: 'y' }));
      expect(nodeOf(after)['parameters']).not.toEqual(nodeOf(doc)['parameters']);
      expect(nodeOf(undone)['parameters']).toEqual(nodeOf(doc)['parameters']);
    }
  });

  it('an edit that creates keys is undone by removing the first one it created', () => {
    const { after, undone } = doAndUndo(op(NODE_EDIT_OPS.setParameter, { nodeId: 'a', path: ['options', 'headers', 'a'], value: 1 }));
    expect(nodeOf(after)['parameters']).toMatchObject({ options: { timeout: 5, headers: { a: 1 } } });
    expect(nodeOf(undone)['parameters']).toEqual(nodeOf(doc)['parameters']);
  });
});

describe('setNodeSettings', () => {
  it('a setting holding undefined changes nothing, as it does once sent as JSON; null removes it', () => {
    const kept = bus.preview([op(NODE_EDIT_OPS.setSettings, { nodeId: 'a', settings: { retryOnFail: undefined, notes: 'n' } })], doc).doc;
    expect(nodeOf(kept)).toMatchObject({ retryOnFail: true, notes: 'n' });
    const removed = doAndUndo(op(NODE_EDIT_OPS.setSettings, { nodeId: 'a', settings: { retryOnFail: null } }));
    expect('retryOnFail' in nodeOf(removed.after)).toBe(false);
    expect(nodeOf(removed.undone)).toEqual(nodeOf(doc));
  });
});

describe('setNodeParameter in a live session', () => {
  it('Code typed while someone renames the node it names follows the rename, as expressions do', () => {
    const start = documentWithNodes([
      { id: 'a', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [0, 0], parameters: {} },
      { id: 'c', name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0], parameters: { jsCode: '' } },
    ]);
    const sim = new Simulation(createWorkflowOperationRegistry(), start, 2);
    const [alice, bob] = sim.editors as [SimEditor, SimEditor];
    alice.bus.dispatch({ ops: [op('renameNode', { nodeId: 'a', newName: 'Fetch' })], meta: { origin: 'user' } });
    bob.bus.dispatch({
      ops: [op(NODE_EDIT_OPS.setParameter, { nodeId: 'c', path: ['jsCode'], value: "return $('Set').all();" })],
      meta: { origin: 'user' },
    });
    sim.deliverUp(alice);
    sim.settle();
    for (const editor of [alice, bob]) expect(editor.bus.getState().nodes.get('c')?.parameters['jsCode']).toBe("return $('Fetch').all();");
    expect(sim.authority.doc.nodes.get('c')?.parameters['jsCode']).toBe("return $('Fetch').all();");
  });
});
