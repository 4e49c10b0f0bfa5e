import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameWorkflowContent } from '../document/same-content';
import { documentWithNodes, type WorkflowDocument } from '../document/types';
import { randomEdit, seededRandom, Simulation, simulationRegistry, type SimEditor } from './test-simulation';

const initial = (): WorkflowDocument =>
  documentWithNodes([
    { id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'b', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [200, 0], parameters: { v: "={{ $('Start').item }}" } },
  ]);

/** Shares of the actions: edits, undos, redos, batch deliveries, long drops (the rest delivers steps). */
interface Mix {
  readonly edit: number;
  readonly undo: number;
  readonly redo: number;
  readonly up: number;
  readonly resync: number;
}

/** Much delay: editors pile up unconfirmed edits. */
const STORMY: Mix = { edit: 0.4, undo: 0.07, redo: 0.03, up: 0.25, resync: 0.01 };
/** Closer to a live session: messages mostly arrive soon. */
const BUSY: Mix = { edit: 0.2, undo: 0.04, redo: 0.01, up: 0.3, resync: 0.001 };

/** Plays `actions` random actions (edit, undo, redo, send, deliver one way or the other) and settles. */
function play(clients: number, seed: number, actions: number, mix: Mix = STORMY): Simulation & { edits: number } {
  const sim = new Simulation(simulationRegistry(), initial(), clients);
  const random = seededRandom(seed);
  const pick = (): SimEditor => sim.editors[Math.floor(random() * sim.editors.length)] as SimEditor;
  let edits = 0;
  for (let i = 0; i < actions; i++) {
    const editor = pick();
    const r = random();
    if (r < mix.edit) {
      edits++;
      editor.bus.dispatch({ ops: [randomEdit(editor.bus.getState(), random, `${editor.id}-${i}`)], meta: { origin: 'user' } });
    } else if (r < mix.edit + mix.undo) {
      editor.history.undo();
    } else if (r < mix.edit + mix.undo + mix.redo) {
      editor.history.redo();
    } else if (r < mix.edit + mix.undo + mix.redo + mix.up) {
      sim.deliverUp(editor);
    } else if (r < mix.edit + mix.undo + mix.redo + mix.up + mix.resync) {
      sim.resync(editor, random() < 0.5);
    } else {
      sim.deliverDown(editor);
    }
    // The editor always shows exactly confirmed + its rebased unconfirmed ops.
    if (i % 97 === 0 && !sameWorkflowContent(editor.bus.getState(), editor.binding.client.doc))
      throw new Error(`editor ${editor.id} left its client's view at action ${i}`);
  }
  sim.settle();
  return Object.assign(sim, { edits });
}

function assertConverged(sim: Simulation): void {
  for (const editor of sim.editors) {
    expect(editor.binding.client.unconfirmed).toEqual([]);
    expect(sameWorkflowContent(editor.bus.getState(), sim.authority.doc)).toBe(true);
    expect([...editor.bus.getState().nameIndex].sort()).toEqual([...sim.authority.doc.nameIndex].sort());
    expect([...editor.bus.getState().nameIndex.keys()].length).toBe(editor.bus.getState().nodes.size);
  }
}

describe('convergence', () => {
  it('3 to 5 editors editing concurrently with random delays all end with the authority’s document', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.integer(), fc.integer({ min: 10, max: 120 }), (clients, seed, actions) => {
        assertConverged(play(clients, seed, actions));
      }),
      // A random seed each run, so CI keeps exploring; fast-check prints the seed and path of a
      // failure to replay it. The scenarios random seeds found before are pinned below.
      { numRuns: 300 },
    );
  });

  it.each([
    // Found by random seeds. An undo of a rename restored another node's parameters whole, and its
    // own inverse (taken off when a remote step went under it) did not put them back. Played as
    // when found, before long drops were part of the mix.
    [5, -518250691, 112, { ...STORMY, resync: 0 }],
    // Undoing an add removed trailing empty output slots someone else had left, and the undo of that
    // removal did not bring them back.
    [4, 1275272289, 46, STORMY],
  ])('the scenario %i editors, seed %i, %i actions converges', (clients, seed, actions, mix) => {
    assertConverged(play(clients, seed, actions, mix));
  });

  it('10,000 random operations among 5 editors end without divergence', { timeout: 120_000 }, () => {
    const sim = play(5, 20261129, 51_000, BUSY);
    assertConverged(sim);
    expect(sim.edits).toBeGreaterThanOrEqual(10_000);
  });
});
