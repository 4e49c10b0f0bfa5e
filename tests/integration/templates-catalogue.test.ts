/**
 * The built-in template catalogue (docs/templates.md): every template imports through the
 * server's own workflow validation and uses only node types and versions the server ships;
 * collections and categories point at what exists; and a good part of the catalogue runs end
 * to end through the real engine (templates that call out get a local server).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createWorkflowBody } from '../../app/server/http/workflows/schemas';
import { createCoreNodeTypes } from '../../app/server/nodes';
import { outputJson, runTestWorkflow, type TestWorkflow } from '../../app/server/engine/testing/run-test-workflow';
import { readCatalogueFiles } from '../../app/server/templates/catalogue';
import type { TemplateFile } from '../../app/server/templates/catalogue-types';

const files = readCatalogueFiles();
const nodeTypes = createCoreNodeTypes();
const byId = new Map(files.templates.map((t) => [t.id, t]));

function template(id: number): TemplateFile {
  const found = byId.get(id);
  if (!found) throw new Error(`No template ${id}`);
  return found;
}

function run(t: TemplateFile, nodes = t.workflow.nodes) {
  return runTestWorkflow({ nodes: nodes as TestWorkflow['nodes'], connections: t.workflow.connections });
}

describe('the catalogue', () => {
  it('holds at least 40 templates and 6 collections, with unique ids', () => {
    expect(files.templates.length).toBeGreaterThanOrEqual(40);
    expect(files.collections.length).toBeGreaterThanOrEqual(6);
    expect(new Set(files.templates.map((t) => t.id)).size).toBe(files.templates.length);
    expect(new Set(files.collections.map((c) => c.id)).size).toBe(files.collections.length);
  });

  it('collections and templates name only categories and templates that exist', () => {
    const categories = new Set(files.categories.map((c) => c.id));
    for (const t of files.templates) {
      expect(t.categories.length, t.name).toBeGreaterThan(0);
      for (const c of t.categories) expect(categories.has(c), `${t.name}: category ${c}`).toBe(true);
    }
    for (const c of files.collections) {
      expect(c.workflows.length, c.name).toBeGreaterThan(0);
      for (const id of c.workflows) expect(byId.has(id), `${c.name}: template ${id}`).toBe(true);
    }
  });

  for (const t of files.templates) {
    it(`${t.id} "${t.name}" imports and uses only shipped node types`, () => {
      expect(t.description.trim().length, 'description').toBeGreaterThan(40);
      expect(Number.isNaN(Date.parse(t.createdAt)), 'createdAt').toBe(false);
      expect(t.user.username).toMatch(/\S/);
      // The same checks a POST /rest/workflows runs.
      const parsed = createWorkflowBody.safeParse({ name: t.name, nodes: t.workflow.nodes, connections: t.workflow.connections });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      for (const node of t.workflow.nodes) {
        expect(nodeTypes.problemOf(node), `${node.name} (${node.type} v${node.typeVersion})`).toBeUndefined();
      }
      const names = new Set(t.workflow.nodes.map((n) => n.name));
      for (const [source, outputs] of Object.entries(t.workflow.connections)) {
        expect(names.has(source), `connection from ${source}`).toBe(true);
        for (const target of Object.values(outputs).flat(2)) expect(names.has(target!.node), `connection to ${target!.node}`).toBe(true);
      }
    });
  }
});

/** What a runnable template's named node puts out. */
const RUNS: ReadonlyArray<{ id: number; node: string; expected: unknown[]; output?: number }> = [
  {
    id: 1005,
    node: 'Compute totals',
    expected: [
      { order: 'A-100', lineCount: 2, total: 8.5 },
      { order: 'A-101', lineCount: 1, total: 14.5 },
    ],
  },
  { id: 1008, node: 'All records', expected: [{ record: ['1-a', '1-b', '2-a', '2-b', '3-a', '3-b', '4-a', '4-b', '5-a', '5-b'] }] },
  {
    id: 1012,
    node: 'Extract content',
    expected: [{ title: 'Release notes', changes: ['Faster imports', 'Dark theme'], download: '/download' }],
  },
  {
    id: 1014,
    node: 'One item per book',
    expected: [
      { id: 'b1', title: 'Dune', year: '1965' },
      { id: 'b2', title: 'Solaris', year: '1961' },
    ],
  },
  {
    id: 1018,
    node: 'Merge by customer',
    expected: [
      { customerId: 'c1', name: 'Acme', amount: 250 },
      { customerId: 'c3', name: 'Initech', amount: 80 },
      { customerId: 'c2', name: 'Globex' },
    ],
  },
  {
    id: 1019,
    node: 'Compare with SQL',
    expected: [
      { region: 'north', goal: 100, sold: 150 },
      { region: 'south', goal: 100, sold: 75 },
    ],
  },
  {
    id: 1027,
    node: 'Top 2',
    expected: [
      { id: 3, name: 'Katherine Johnson', email: 'katherine@example.com', team: 'research', score: 97, joined: '2024-07-21' },
      { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', team: 'engineering', score: 92, joined: '2024-03-14' },
    ],
  },
  {
    id: 1029,
    node: 'Per team',
    expected: [
      { count_id: 3, average_score: (92 + 88 + 92) / 3, team: 'engineering' },
      { count_id: 2, average_score: 84, team: 'research' },
    ],
  },
  { id: 1031, node: 'Rename fields', expected: [{ name: 'Acme', email: 'hello@acme.test', phone: '+1 555 0100' }] },
  {
    id: 1032,
    node: 'Back into one list',
    expected: [
      {
        items: [
          { sku: 'tea', gross: 4.8 },
          { sku: 'mug', gross: 10.8 },
          { sku: 'honey', gross: 7.2 },
        ],
      },
    ],
  },
  { id: 1034, node: 'Compare stock', output: 3, expected: [{ sku: 'cup', stock: 1 }] },
  { id: 1042, node: 'By priority', output: 0, expected: [{ id: 1, priority: 'urgent', title: 'Checkout down' }] },
  {
    id: 1046,
    node: 'By name',
    expected: [
      { name: 'Ada Lovelace', email: 'ada@example.com' },
      { name: 'Alan Turing', email: 'alan@example.com' },
    ],
  },
];

describe('templates run end to end', () => {
  for (const { id, node, expected, output } of RUNS) {
    it(`${id} "${template(id).name}": ${node}`, async () => {
      const result = await run(template(id));
      expect(result.data.resultData.error, JSON.stringify(result.data.resultData.error)).toBeUndefined();
      expect(outputJson(result, node, output)).toEqual(expected);
    });
  }

  it('1010 grades people in its inline sub-workflow', async () => {
    const result = await run(template(1010));
    expect((outputJson(result, 'Grade in a sub-workflow') as Array<{ grade: string }>).map((p) => p.grade)).toEqual([
      'A',
      'B',
      'A',
      'A',
      'C',
    ]);
  });

  it('1023 writes a CSV file and reads the same rows back', async () => {
    const result = await run(template(1023));
    const rows = outputJson(result, 'Read CSV back') as Array<Record<string, string>>;
    expect(rows).toHaveLength(5);
    expect(rows[2]).toMatchObject({ id: '3', name: 'Katherine Johnson', score: '97' });
  });

  it('1028 keeps one contact per e-mail address', async () => {
    const rows = outputJson(await run(template(1028)), 'Remove duplicates') as Array<{ id: number }>;
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 5]);
  });

  it('1037 fails the run with its message on bad data', async () => {
    const result = await run(template(1037));
    expect(result.data.resultData.error?.message).toBe('Payment p-9 has an invalid amount (-5)');
  });

  it('1038 calls the API (a local server) and takes the healthy branch', async () => {
    const server: Server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: 'ok' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const t = template(1038);
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/status`;
      const nodes = t.workflow.nodes.map((n) => (n.name === 'Call flaky API' ? { ...n, parameters: { ...n.parameters, url } } : n));
      const result = await run(t, nodes);
      expect(result.data.resultData.error).toBeUndefined();
      expect(outputJson(result, 'Healthy?', 0)).toEqual([{ status: 'ok' }]);
      expect(result.data.resultData.runData['All good']).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
