import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentArb, nodeNameArb } from '@core/document/test-arbitraries';
import { exportWorkflow, type ExportedWorkflow } from './export-workflow';
import { importWorkflow } from './import-workflow';
import { HTTP_IF_SET_WORKFLOW, MERGE_STICKY_WORKFLOW, SWITCH_WORKFLOW } from './test-fixtures';
import type { IConnection } from './connection-types';
import type { INode } from './node-types';

const roundTrip = (json: unknown) => exportWorkflow(importWorkflow(json).document);

const jsonDict = fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3, noNullPrototype: true });

/** Workflows in the normal form export writes (see ExportedWorkflow). */
const normalisedWorkflowArb: fc.Arbitrary<ExportedWorkflow> = fc.uniqueArray(nodeNameArb, { minLength: 1, maxLength: 6 }).chain((names) => {
  const node = (name: string) =>
    fc
      .record(
        {
          id: fc.uuid(),
          typeVersion: fc.constantFrom(1, 1.1, 2, 4.2),
          position: fc.tuple(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 })),
          parameters: jsonDict,
          credentials: fc.dictionary(
            fc.constantFrom('slackApi', 'githubApi'),
            fc.record({
              id: fc.option(fc.string({ minLength: 1, maxLength: 4 }), { nil: null }),
              name: fc.string({ minLength: 1, maxLength: 8 }),
            }),
            { minKeys: 1, maxKeys: 2, noNullPrototype: true },
          ),
          disabled: fc.constant(true),
          notes: fc.string({ minLength: 1, maxLength: 10 }),
          webhookId: fc.uuid(),
        },
        { requiredKeys: ['id', 'typeVersion', 'position', 'parameters'] },
      )
      .map((n): INode => ({ ...n, name, type: 'n8n-nodes-base.set', position: [n.position[0], n.position[1]] }) as INode);
  const target: fc.Arbitrary<IConnection> = fc.record({
    node: fc.constantFrom(...names),
    type: fc.constantFrom('main' as const, 'ai_tool' as const),
    index: fc.nat({ max: 2 }),
  });
  const slot = fc.uniqueArray(target, { maxLength: 3, selector: (t) => `${t.node}|${t.type}|${t.index}` });
  const byType = fc.dictionary(fc.constantFrom('main', 'ai_tool'), fc.array(slot, { maxLength: 4 }), {
    minKeys: 1,
    maxKeys: 2,
    noNullPrototype: true,
  });
  return fc.record(
    {
      name: fc.string({ maxLength: 20 }),
      nodes: fc.tuple(...names.map(node)),
      connections: fc.dictionary(fc.constantFrom(...names), byType, { maxKeys: names.length, noNullPrototype: true }),
      active: fc.boolean(),
      settings: fc.constantFrom({}, { executionOrder: 'v1' as const }, { timezone: 'Europe/Berlin', saveManualExecutions: true }),
      pinData: fc.dictionary(fc.constantFrom(...names), fc.array(fc.record({ json: jsonDict }), { maxLength: 3 }), {
        maxKeys: 2,
        noNullPrototype: true,
      }),
      meta: fc.record({ instanceId: fc.string({ minLength: 1, maxLength: 12 }) }),
      tags: fc.array(fc.record({ id: fc.string({ minLength: 1, maxLength: 3 }), name: fc.string({ maxLength: 6 }) }), { maxLength: 2 }),
      versionId: fc.uuid(),
      id: fc.stringMatching(/^[A-Za-z0-9]{1,16}$/).filter((s) => s !== 'new'),
    },
    { requiredKeys: ['name', 'nodes', 'connections', 'active', 'settings', 'pinData', 'tags'] },
  );
});

describe('import/export round trip', () => {
  it.each([
    ['Manual Trigger → HTTP Request → IF → two Sets', HTTP_IF_SET_WORKFLOW],
    ['a Switch with 4 outputs', SWITCH_WORKFLOW],
    ['a Merge with 2 inputs and a sticky note', MERGE_STICKY_WORKFLOW],
  ])('export(import(x)) equals x for %s', (_label, workflow) => {
    expect(roundTrip(workflow)).toEqual(workflow);
    // Textually too: key order of nodes and connections survives.
    expect(JSON.stringify(roundTrip(JSON.stringify(workflow)))).toBe(JSON.stringify(workflow));
  });

  it('export(import(x)) equals x for normalised n8n workflows', () => {
    fc.assert(
      fc.property(normalisedWorkflowArb, (workflow) => {
        const { document, warnings } = importWorkflow(workflow);
        expect(warnings).toEqual([]);
        expect(exportWorkflow(document)).toEqual(workflow);
      }),
      { numRuns: 200 },
    );
  });

  it('import(export(doc)) equals doc for editor documents', () => {
    fc.assert(
      fc.property(documentArb(), (doc) => {
        expect(importWorkflow(exportWorkflow(doc)).document).toEqual(doc);
      }),
      { numRuns: 200 },
    );
  });

  it('normalising is idempotent for messy input (null slots, missing ids and settings)', () => {
    const messy = fc.tuple(normalisedWorkflowArb, fc.boolean()).map(([w, nullSlots]) => ({
      name: w.name,
      nodes: w.nodes.map(({ id: _id, ...rest }) => rest),
      connections: nullSlots
        ? Object.fromEntries(
            Object.entries(w.connections).map(([s, t]) => [
              s,
              Object.fromEntries(Object.entries(t).map(([k, slots]) => [k, slots.map((x) => (x && x.length ? x : null))])),
            ]),
          )
        : w.connections,
      pinData: Object.fromEntries(Object.entries(w.pinData).map(([k, items]) => [k, items.map((i) => i.json)])),
    }));
    fc.assert(
      fc.property(messy, (json) => {
        const once = roundTrip(json);
        expect(roundTrip(once)).toEqual(once);
        expect(once.nodes.every((n) => typeof n.id === 'string' && n.id.length > 0)).toBe(true);
        expect(
          Object.values(once.pinData)
            .flat()
            .every((item) => 'json' in item),
        ).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('writes connections by name in the n8n shape, with an id only for a saved workflow', () => {
    const { document } = importWorkflow(HTTP_IF_SET_WORKFLOW);
    const exported = exportWorkflow({ ...document, id: null });
    expect(exported).not.toHaveProperty('id');
    expect(exported.connections['IF']).toEqual({
      main: [[{ node: 'Set', type: 'main', index: 0 }], [{ node: 'Set1', type: 'main', index: 0 }]],
    });
    expect(exportWorkflow(document, { includePinData: false }).pinData).toEqual({});
    expect(exportWorkflow(document, { includeId: false })).not.toHaveProperty('id');
  });

  it('does not share objects with the document', () => {
    const { document } = importWorkflow(HTTP_IF_SET_WORKFLOW);
    const exported = exportWorkflow(document);
    (exported.nodes[1]?.parameters as Record<string, unknown>)['url'] = 'changed';
    exported.nodes[1]?.position.splice(0, 1, 0);
    expect(exportWorkflow(document)).toEqual(HTTP_IF_SET_WORKFLOW);
  });
});
