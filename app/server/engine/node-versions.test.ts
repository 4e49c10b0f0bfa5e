/**
 * A node whose type or typeVersion is not installed never runs as another version: the
 * run fails before any node runs, naming the node, the version and what is supported.
 */
import { describe, expect, it } from 'vitest';
import type { INode } from '@sdk/workflow';
import { createCoreNodeTypes } from '../nodes';
import { nodeTypeProblems } from './node-type-registry';
import { outputJson, runTestWorkflow } from './testing/run-test-workflow';

const node = (
  name: string,
  type: string,
  typeVersion: number,
  parameters: INode['parameters'] = {},
  extra: Partial<INode> = {},
): INode => ({
  id: name,
  name,
  type: `n8n-nodes-base.${type}`,
  typeVersion,
  position: [0, 0],
  parameters,
  ...extra,
});

const chain = (...nodes: INode[]) => ({
  nodes,
  connections: Object.fromEntries(
    nodes.slice(0, -1).map((n, i) => [n.name, { main: [[{ node: nodes[i + 1]!.name, type: 'main' as const, index: 0 }]] }]),
  ),
});

describe('node versions are exact', () => {
  it('fails a run with an unsupported version before any node runs, naming node, version and supported versions', async () => {
    const workflow = chain(
      node('Start', 'manualTrigger', 1),
      node('Set', 'set', 3.4, { mode: 'raw', jsonOutput: '{"a":1}' }),
      node('Combine', 'merge', 4, { mode: 'append' }),
    );
    const result = await runTestWorkflow(workflow);
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toBe(
      'The node "Combine": this version of Merge (4) is not supported; supported: 1, 2, 2.1, 3, 3.1, 3.2.',
    );
    expect(result.data.resultData.runData).toEqual({});
  });

  it('fails a run with a node type that is not installed, naming node and type', async () => {
    const workflow = chain(node('Start', 'manualTrigger', 1), node('Sheet', 'salesforce', 1, { operation: 'create' }));
    const result = await runTestWorkflow(workflow);
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toBe(
      'The node "Sheet" has the type "n8n-nodes-base.salesforce", which is not installed here.',
    );
    expect(result.data.resultData.runData).toEqual({});
  });

  it('names every node that cannot run', () => {
    const problems = nodeTypeProblems(
      [node('A', 'merge', 4), node('B', 'nope', 1), node('C', 'set', 3.4), node('D', 'nope', 1, {}, { disabled: true })],
      createCoreNodeTypes(),
    );
    expect(problems.map((p) => [p.node, p.kind])).toEqual([
      ['A', 'version'],
      ['B', 'unknown'],
    ]);
  });

  it('runs a workflow whose unknown node is disabled, and reads a missing typeVersion as 1', async () => {
    const set = { ...node('Set', 'set', 1, { values: { string: [{ name: 'a', value: 'x' }] } }) } as Partial<INode>;
    delete set.typeVersion;
    const workflow = chain(node('Start', 'manualTrigger', 1), set as INode, node('Later', 'nope', 1, {}, { disabled: true }));
    const result = await runTestWorkflow(workflow);
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Set')).toEqual([{ a: 'x' }]);
  });

  it('fails a sub-workflow call whose workflow has an unsupported version', async () => {
    const sub = chain(node('In', 'executeWorkflowTrigger', 1), node('Combine', 'merge', 4, { mode: 'append' }));
    const workflow = chain(
      node('Start', 'manualTrigger', 1),
      node('Call', 'executeWorkflow', 1, { source: 'parameter', workflowJson: JSON.stringify(sub) }),
    );
    const result = await runTestWorkflow(workflow);
    expect(result.status).toBe('error');
    expect(JSON.stringify(result.data.resultData.error)).toContain('this version of Merge (4) is not supported');
  });
});
