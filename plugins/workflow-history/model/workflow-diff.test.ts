import { describe, expect, it } from 'vitest';
import { displayDocument } from './display-document';
import { describeNodeChange, diffWorkflows, isEmptyDiff, type DiffableWorkflow } from './workflow-diff';

const trigger = { id: 't1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };
const http = {
  id: 'h1',
  name: 'Fetch orders',
  type: 'n8n-nodes-base.httpRequest',
  typeVersion: 4.2,
  position: [220, 0],
  parameters: { url: 'https://shop.example.com/orders', method: 'GET', options: { timeout: 1000 } },
  credentials: { httpHeaderAuth: { id: 'c1', name: 'Shop key' } },
};
const set = {
  id: 's1',
  name: 'Shape',
  type: 'n8n-nodes-base.set',
  typeVersion: 3.4,
  position: [440, 0],
  parameters: {
    assignments: {
      assignments: [
        { id: 'a', name: 'total', value: '={{ $json.total }}', type: 'number' },
        { id: 'b', name: 'customer', value: '={{ $json.name }}', type: 'string' },
      ],
    },
  },
};

const before: DiffableWorkflow = {
  name: 'Orders',
  nodes: [trigger, http, set],
  connections: {
    Start: { main: [[{ node: 'Fetch orders', type: 'main', index: 0 }]] },
    'Fetch orders': { main: [[{ node: 'Shape', type: 'main', index: 0 }]] },
  },
  settings: { executionOrder: 'v1' },
};

describe('diffWorkflows', () => {
  it('finds nothing between a workflow and itself', () => {
    expect(isEmptyDiff(diffWorkflows(before, structuredClone(before)))).toBe(true);
  });

  it('reports a moved node as moved only, with both positions', () => {
    const after = { ...before, nodes: [trigger, { ...http, position: [260, 120] }, set] };
    const diff = diffWorkflows(before, after);
    expect(diff.nodes).toEqual([
      {
        kind: 'changed',
        name: 'Fetch orders',
        type: http.type,
        moved: { from: [220, 0], to: [260, 120] },
        parameters: [],
        credentials: [],
        settings: [],
      },
    ]);
    expect(describeNodeChange(diff.nodes[0]!)).toEqual({ kind: 'moved', text: 'moved' });
    expect(diff.connections).toEqual({ added: [], removed: [] });
  });

  it('reports a renamed node as one node renamed, its connections unchanged', () => {
    const after = {
      ...before,
      nodes: [trigger, { ...http, name: 'Load orders' }, set],
      connections: {
        Start: { main: [[{ node: 'Load orders', type: 'main', index: 0 }]] },
        'Load orders': { main: [[{ node: 'Shape', type: 'main', index: 0 }]] },
      },
    };
    const diff = diffWorkflows(before, after);
    expect(diff.nodes).toHaveLength(1);
    expect(diff.nodes[0]).toMatchObject({ kind: 'changed', name: 'Load orders', renamedFrom: 'Fetch orders', parameters: [] });
    expect(describeNodeChange(diff.nodes[0]!).text).toBe('renamed from Fetch orders');
    expect(diff.connections).toEqual({ added: [], removed: [] });
  });

  it('lists re-parameterised nodes value by value: parameters, list items, credentials, settings', () => {
    const after = {
      ...before,
      nodes: [
        trigger,
        {
          ...http,
          typeVersion: 4.3,
          retryOnFail: true,
          parameters: { url: 'https://shop.example.com/v2/orders', method: 'GET', options: {} },
          credentials: { httpHeaderAuth: { id: 'c2', name: 'New shop key' } },
        },
        {
          ...set,
          parameters: {
            assignments: {
              assignments: [
                { id: 'c', name: 'currency', value: 'EUR', type: 'string' },
                { id: 'a', name: 'total', value: '={{ $json.sum }}', type: 'number' },
                { id: 'b', name: 'customer', value: '={{ $json.name }}', type: 'string' },
              ],
            },
          },
        },
      ],
    };
    const diff = diffWorkflows(before, after);
    const fetch = diff.nodes.find((n) => n.name === 'Fetch orders')!;
    expect(fetch.parameters).toEqual([
      { path: 'url', kind: 'changed', before: 'https://shop.example.com/orders', after: 'https://shop.example.com/v2/orders' },
      { path: 'options.timeout', kind: 'removed', before: 1000 },
    ]);
    expect(fetch.credentials).toEqual([
      { path: 'httpHeaderAuth.id', kind: 'changed', before: 'c1', after: 'c2' },
      { path: 'httpHeaderAuth.name', kind: 'changed', before: 'Shop key', after: 'New shop key' },
    ]);
    expect(fetch.settings).toEqual([
      { path: 'typeVersion', kind: 'changed', before: 4.2, after: 4.3 },
      { path: 'retryOnFail', kind: 'added', after: true },
    ]);
    expect(describeNodeChange(fetch)).toEqual({ kind: 'changed', text: 'parameters changed, credentials changed, settings changed' });
    // The inserted item is one addition; the edited item is matched by its id, not its place.
    const shape = diff.nodes.find((n) => n.name === 'Shape')!;
    expect(shape.parameters).toEqual([
      { path: 'assignments.assignments[0]', kind: 'added', after: { id: 'c', name: 'currency', value: 'EUR', type: 'string' } },
      { path: 'assignments.assignments[1].value', kind: 'changed', before: '={{ $json.total }}', after: '={{ $json.sum }}' },
    ]);
  });

  it('reports added and removed nodes with their connections, and workflow renames and settings', () => {
    const filter = { id: 'f1', name: 'Only paid', type: 'n8n-nodes-base.filter', typeVersion: 2, position: [440, 0], parameters: {} };
    const after = {
      name: 'Paid orders',
      nodes: [trigger, http, filter],
      connections: {
        Start: { main: [[{ node: 'Fetch orders', type: 'main', index: 0 }]] },
        'Fetch orders': { main: [[{ node: 'Only paid', type: 'main', index: 0 }]] },
      },
      settings: { executionOrder: 'v1', timezone: 'Europe/Berlin' },
    };
    const diff = diffWorkflows(before, after);
    expect(diff.nodes.map((n) => [n.kind, n.name])).toEqual([
      ['added', 'Only paid'],
      ['removed', 'Shape'],
    ]);
    expect(diff.connections).toEqual({ added: ['Fetch orders → Only paid'], removed: ['Fetch orders → Shape'] });
    expect(diff.renamedWorkflow).toEqual({ from: 'Orders', to: 'Paid orders' });
    expect(diff.workflowSettings).toEqual([{ path: 'timezone', kind: 'added', after: 'Europe/Berlin' }]);

    // The drawn workflow holds the removed node too, connected where it was, and marks both.
    const shown = displayDocument(before, after, diff);
    expect(shown.workflow.nodes.map((n) => n.name)).toEqual(['Start', 'Fetch orders', 'Only paid', 'Shape']);
    expect(shown.workflow.connections['Fetch orders']).toEqual({
      main: [
        [
          { node: 'Only paid', type: 'main', index: 0 },
          { node: 'Shape', type: 'main', index: 0 },
        ],
      ],
    });
    expect([...shown.marks]).toEqual([
      ['Only paid', { kind: 'added', text: 'added' }],
      ['Shape', { kind: 'removed', text: 'removed' }],
    ]);
  });

  it('matches nodes without ids by name, and shows a removed node whose name is reused apart', () => {
    const noIds = (w: DiffableWorkflow): DiffableWorkflow => ({ ...w, nodes: w.nodes.map(({ id: _id, ...node }) => node) });
    const moved = diffWorkflows(noIds(before), noIds({ ...before, nodes: [trigger, http, { ...set, position: [500, 40] }] }));
    expect(moved.nodes.map((n) => [n.kind, n.name])).toEqual([['changed', 'Shape']]);

    // Same name, new id: the old node was deleted and a new one added under its name.
    const replaced = { ...before, nodes: [trigger, http, { ...set, id: 's2', parameters: {} }] };
    const diff = diffWorkflows(before, replaced);
    expect(diff.nodes.map((n) => [n.kind, n.name])).toEqual([
      ['added', 'Shape'],
      ['removed', 'Shape'],
    ]);
    const shown = displayDocument(before, replaced, diff);
    expect(shown.workflow.nodes.map((n) => n.name)).toEqual(['Start', 'Fetch orders', 'Shape', 'Shape (removed)']);
    expect(shown.marks.get('Shape (removed)')?.kind).toBe('removed');
  });
});
