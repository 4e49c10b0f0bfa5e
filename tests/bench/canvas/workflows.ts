/**
 * Workflows for the canvas benchmark and e2e tests, as n8n JSON: a generated
 * grid of chains of any size (as many connections as nodes, less one per
 * chain), and a hand-made 12-node workflow with branches, a merge, a switch
 * and a sticky note, plus run data for it.
 */

/** n8n workflow JSON (the parts the canvas reads). */
export interface WorkflowJson {
  name: string;
  nodes: Array<{
    id: string;
    name: string;
    type: string;
    typeVersion: number;
    position: [number, number];
    parameters: Record<string, unknown>;
    disabled?: boolean;
  }>;
  connections: Record<string, { main: Array<Array<{ node: string; type: 'main'; index: number }>> }>;
  pinData?: Record<string, Array<{ json: unknown }>>;
}

const CYCLE = [
  'n8n-nodes-base.set',
  'n8n-nodes-base.httpRequest',
  'n8n-nodes-base.code',
  'n8n-nodes-base.if',
  'n8n-nodes-base.filter',
  'n8n-nodes-base.noOp',
];

/** `count` nodes in chains of `rowLength`, each chain starting with a trigger, each node connected to the next. */
export function generateWorkflow(count: number, rowLength = 25): WorkflowJson {
  const nodes: WorkflowJson['nodes'] = [];
  const connections: WorkflowJson['connections'] = {};
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / rowLength);
    const col = i % rowLength;
    const type = col === 0 ? 'n8n-nodes-base.webhook' : (CYCLE[(i + row) % CYCLE.length] ?? 'n8n-nodes-base.set');
    nodes.push({
      id: `n${i}`,
      name: `Node ${i}`,
      type,
      typeVersion: 1,
      position: [col * 220, row * 240],
      parameters:
        type === 'n8n-nodes-base.httpRequest'
          ? { url: `https://api.example.com/items/${i}` }
          : type === 'n8n-nodes-base.webhook'
            ? { path: `hook-${i}` }
            : {},
    });
    if (col > 0) {
      const prev = `Node ${i - 1}`;
      connections[prev] = { main: [[{ node: `Node ${i}`, type: 'main', index: 0 }]] };
    }
  }
  return { name: `Generated ${count}`, nodes, connections };
}

const node = (id: string, name: string, type: string, x: number, y: number, parameters: Record<string, unknown> = {}) => ({
  id,
  name,
  type,
  typeVersion: 1,
  position: [x, y] as [number, number],
  parameters,
});
const to = (name: string, index = 0) => ({ node: name, type: 'main' as const, index });

/** A 12-node workflow: trigger, request, IF with two branches into a Merge, a Switch fanning out to four, and a sticky note. */
export function twelveNodeWorkflow(): WorkflowJson {
  return {
    name: 'Order routing',
    nodes: [
      node('a1', 'When clicking Execute', 'n8n-nodes-base.manualTrigger', 0, 300),
      node('a2', 'Fetch orders', 'n8n-nodes-base.httpRequest', 220, 300, { method: 'GET', url: 'https://shop.example.com/orders' }),
      node('a3', 'Is paid?', 'n8n-nodes-base.if', 440, 300),
      node('a4', 'Mark paid', 'n8n-nodes-base.set', 680, 180),
      node('a5', 'Send reminder', 'n8n-nodes-base.code', 680, 420),
      node('a6', 'Merge results', 'n8n-nodes-base.merge', 920, 300),
      node('a7', 'Route by region', 'n8n-nodes-base.switch', 1160, 280),
      node('a8', 'Europe', 'n8n-nodes-base.noOp', 1420, 100),
      node('a9', 'Americas', 'n8n-nodes-base.noOp', 1420, 260),
      node('a10', 'Asia', 'n8n-nodes-base.noOp', 1420, 420),
      node('a11', 'Hold for review', 'n8n-nodes-base.wait', 1420, 580),
      node('a12', 'Read me', 'n8n-nodes-base.stickyNote', -20, 20, {
        content: '## Order routing\nFetches **new orders**, checks payment and routes each order by region.',
        width: 420,
        height: 200,
        color: 4,
      }),
    ],
    connections: {
      'When clicking Execute': { main: [[to('Fetch orders')]] },
      'Fetch orders': { main: [[to('Is paid?')]] },
      'Is paid?': { main: [[to('Mark paid')], [to('Send reminder')]] },
      'Mark paid': { main: [[to('Merge results', 0)]] },
      'Send reminder': { main: [[to('Merge results', 1)]] },
      'Merge results': { main: [[to('Route by region')]] },
      'Route by region': { main: [[to('Europe')], [to('Americas')], [to('Asia')], [to('Hold for review')]] },
    },
  };
}

/** n8n-style run data for the 12-node workflow: node name -> items per output, and one error. */
export function twelveNodeRun(): Record<string, { status: 'success' | 'error'; items: number[] }> {
  return {
    'When clicking Execute': { status: 'success', items: [1] },
    'Fetch orders': { status: 'success', items: [12] },
    'Is paid?': { status: 'success', items: [9, 3] },
    'Mark paid': { status: 'success', items: [9] },
    'Send reminder': { status: 'success', items: [3] },
    'Merge results': { status: 'success', items: [12] },
    'Route by region': { status: 'success', items: [5, 4, 2, 1] },
    Europe: { status: 'success', items: [5] },
    Americas: { status: 'success', items: [4] },
    Asia: { status: 'success', items: [2] },
    'Hold for review': { status: 'error', items: [] },
  };
}

/** The same run as n8n `runData` (node name -> runs, each with items per output). */
export function twelveNodeRunData(): Record<
  string,
  Array<{ data?: { main: Array<Array<{ json: unknown }>> }; error?: { message: string } }>
> {
  const out: Record<string, Array<{ data?: { main: Array<Array<{ json: unknown }>> }; error?: { message: string } }>> = {};
  for (const [name, run] of Object.entries(twelveNodeRun())) {
    out[name] = [
      run.status === 'error'
        ? { error: { message: 'Review queue is full' } }
        : { data: { main: run.items.map((n) => Array.from({ length: n }, (_, i) => ({ json: { i } }))) } },
    ];
  }
  return out;
}
