/**
 * Convergence of a live session with the editor's own operations (docs/collaboration.md): the
 * property of core/collab/convergence.test.ts, with the registry a session really applies
 * (createWorkflowOperationRegistry) and edits mixing core's graph ops with parameter edits at
 * nested paths, settings, pinned data, credentials and sticky notes. Messages travel as JSON, as
 * on the WebSocket, so an op that means something else once `undefined` is gone shows up here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom, Simulation, type SimEditor } from '@core/collab/test-simulation';
import { applyFitted } from '@core/collab/rebase';
import type { Operation } from '@core/document/operation';
import { sameWorkflowContent } from '@core/document/same-content';
import { documentWithNodes, type WorkflowDocument } from '@core/document/types';
import { createWorkflowOperationRegistry } from '.';
import { randomWorkflowEdit, STICKY_TYPE } from './random-edits';

const initial = (): WorkflowDocument =>
  documentWithNodes([
    { id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'b',
      name: 'Set',
      type: 'n8n-nodes-base.set',
      typeVersion: 1,
      position: [200, 0],
      parameters: {
        url: "={{ $('Start').item }}",
        options: { timeout: 5, headers: { a: "={{ $('Start').item.json.a }}" } },
        list: ['x', 1],
      },
      credentials: { httpBasicAuth: { id: 'cred-0', name: 'Basic' } },
      notes: 'first',
    },
    {
      id: 's',
      name: 'Sticky Note',
      type: STICKY_TYPE,
      typeVersion: 1,
      position: [0, 300],
      parameters: { content: '## Hello', width: 240 },
    },
  ]);

/** What the WebSocket does to a message: JSON there and back (`undefined` keys are gone). */
const wire = <T>(message: T): T => JSON.parse(JSON.stringify(message)) as T;

function deliverUp(sim: Simulation, editor: SimEditor): boolean {
  if (editor.up[0] !== undefined) editor.up[0] = wire(editor.up[0]);
  return sim.deliverUp(editor);
}

/**
 * Delivers the editor's next step; after it, what the editor shows has to be confirmed + its rebased
 * unconfirmed ops (the step was put under them by taking them off with their inverses).
 */
function deliverDown(sim: Simulation, editor: SimEditor, when: string): boolean {
  if (editor.down[0] === undefined) return false;
  editor.down[0] = wire(editor.down[0]);
  sim.deliverDown(editor);
  const { client } = editor.binding;
  if (!sameWorkflowContent(client.doc, applyFitted(sim.registry, client.confirmed, client.unconfirmed).doc))
    throw new Error(`editor ${editor.id} shows other than confirmed + unconfirmed at ${when}`);
  return true;
}

/** The editor shows exactly what its client shows. */
function checkView(editor: SimEditor, when: string): void {
  if (!sameWorkflowContent(editor.bus.getState(), editor.binding.client.doc))
    throw new Error(`editor ${editor.id} left its client's view at ${when}`);
}

function settle(sim: Simulation): void {
  let moved = true;
  while (moved) {
    moved = false;
    for (const e of sim.editors) while (deliverUp(sim, e)) moved = true;
    for (const e of sim.editors) {
      while (deliverDown(sim, e, `settling, version ${e.binding.client.version}`)) {
        moved = true;
        checkView(e, `settling, version ${e.binding.client.version}`);
      }
    }
  }
}

/**
 * Checks every transaction of the editor; what fails is written into `problems`. Its inverses undo it
 * exactly: the client takes unconfirmed ops off with them, and an inexact one is often hidden by
 * putting the op back. A user transaction does the same once its ops went over the wire (the
 * authority and the others apply those).
 */
function checkTransactions(editor: SimEditor, problems: string[]): void {
  editor.bus.transactions$.subscribe((t) => {
    const undone = editor.bus.preview([...t.inverses].reverse().flat(), t.after).doc;
    if (!sameWorkflowContent(undone, t.before))
      problems.push(`editor ${editor.id}: ${t.label} is not undone exactly: ${JSON.stringify(t.ops)}`);
    if (t.meta.origin !== 'user') return;
    const sent: Operation[] = wire(t.ops.filter((_, i) => t.effective[i] === true));
    if (!sameWorkflowContent(editor.bus.preview(sent, t.before).doc, t.after))
      problems.push(`editor ${editor.id}: ${t.label} does something else sent as JSON: ${JSON.stringify(t.ops)}`);
  });
}

/** Shares of the actions: edits, undos, redos, batch deliveries (the rest delivers steps). */
const MIX = { edit: 0.4, undo: 0.08, redo: 0.04, up: 0.24 };

/**
 * One user transaction: mostly one edit, sometimes several (deleting with connections, a parameter
 * form change); sometimes in the editor's gesture group, so history merges it into the last step.
 */
function userEdit(editor: SimEditor, random: () => number, serial: string): void {
  const count = random() < 0.2 ? 2 + Math.floor(random() * 2) : 1;
  const ops: Operation[] = [];
  let doc = editor.bus.getState();
  for (let k = 0; k < count; k++) {
    const edit = randomWorkflowEdit(doc, random, `${serial}-${k}`);
    ops.push(edit);
    doc = editor.bus.preview([edit], doc).doc;
  }
  editor.bus.dispatch({ ops, meta: random() < 0.3 ? { origin: 'user', group: `gesture-${editor.id}` } : { origin: 'user' } });
}

/** Plays `actions` random actions (edit, undo, redo, send, deliver) among `clients` editors, then settles. */
function play(clients: number, seed: number, actions: number): Simulation {
  const sim = new Simulation(createWorkflowOperationRegistry(), initial(), clients);
  const problems: string[] = [];
  for (const editor of sim.editors) checkTransactions(editor, problems);
  const random = seededRandom(seed);
  for (let i = 0; i < actions; i++) {
    const editor = sim.editors[Math.floor(random() * sim.editors.length)] as SimEditor;
    const r = random();
    if (r < MIX.edit) userEdit(editor, random, `${editor.id}-${i}`);
    else if (r < MIX.edit + MIX.undo) editor.history.undo();
    else if (r < MIX.edit + MIX.undo + MIX.redo) editor.history.redo();
    else if (r < MIX.edit + MIX.undo + MIX.redo + MIX.up) deliverUp(sim, editor);
    else deliverDown(sim, editor, `action ${i}`);
    if (problems.length > 0) throw new Error(problems[0]);
    checkView(editor, `action ${i}`);
  }
  settle(sim);
  if (problems.length > 0) throw new Error(problems[0]);
  return sim;
}

function assertConverged(sim: Simulation): void {
  for (const editor of sim.editors) {
    expect(editor.binding.client.unconfirmed).toEqual([]);
    expect(sameWorkflowContent(editor.bus.getState(), sim.authority.doc)).toBe(true);
    expect([...editor.bus.getState().nameIndex].sort()).toEqual([...sim.authority.doc.nameIndex].sort());
  }
}

describe('convergence with the editor’s operations', () => {
  it('3 to 5 editors editing parameters, settings, pins, credentials, stickies and the graph all end with the authority’s document', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.integer(), fc.integer({ min: 10, max: 80 }), (clients, seed, actions) => {
        assertConverged(play(clients, seed, actions));
      }),
      // A random seed each run, so CI keeps exploring; fast-check prints the seed and path of a
      // failure to replay it. The scenarios random seeds found before are pinned below.
      { numRuns: 200 },
    );
  });

  it.each([
    // An undo removing a connection (with the shape from before its add) took along empty output
    // slots someone else had left since; its inverse did not put them back (core removeConnection).
    [3, 609, 61],
    // A parameter edit below an array or a plain value was undone to an empty object.
    [5, 425, 25],
    // A setting holding undefined was removed here but, sent as JSON, not on the server.
    [4, 841, 49],
    // Undo of a sticky edit that added a key sent `undefined`, which JSON drops: the server kept the key.
    [5, 107, 13],
    // Undo of a credential choice on a node with an empty credentials map removed the map.
    [3, 63, 57],
  ])('the scenario %i editors, seed %i, %i actions converges', (clients, seed, actions) => {
    assertConverged(play(clients, seed, actions));
  });
});
