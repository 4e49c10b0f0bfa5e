/**
 * Execute Command and NODES_EXCLUDE: off by default (a workflow with it fails before it
 * starts, saying the node is disabled here), and when an operator allows it, it runs the
 * command and outputs exitCode, stdout and stderr as n8n does.
 */
import { describe, expect, it } from 'vitest';
import type { INodeParameters } from '@sdk/workflow';
import { loadConfig } from '../../app/server/config';
import { connect, node } from '../../app/server/engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../app/server/engine/testing/run-test-workflow';
import { createCoreNodeTypes } from '../../app/server/nodes';

const items = [{ json: { n: 1 } }, { json: { n: 2 } }];

function workflow(parameters: INodeParameters) {
  return {
    nodes: [node('Start', 'manualTrigger'), node('Data', 'noOp'), node('Shell', 'executeCommand', parameters)],
    connections: connect(['Start', 'Data'], ['Data', 'Shell']),
  };
}

describe('Execute Command (n8n-nodes-base.executeCommand v1)', { timeout: 30_000 }, () => {
  it('is disabled by default: the run fails before any node runs, naming the node', async () => {
    const result = await runTestWorkflow(workflow({ command: 'echo hi' }), { pinData: { Data: items } });
    expect(result.data.resultData.error?.message).toContain(
      'The node "Shell" has the type "n8n-nodes-base.executeCommand", which is disabled on this instance (NODES_EXCLUDE)',
    );
    expect(result.data.resultData.runData['Data']).toBeUndefined();
  });

  it('when allowed, runs once by default and outputs exitCode, stdout and stderr (trimmed)', async () => {
    const services = { nodeTypes: createCoreNodeTypes([]) };
    const once = await runTestWorkflow(workflow({ command: 'echo out; echo err 1>&2' }), { pinData: { Data: items }, services });
    expect(outputJson(once, 'Shell')).toEqual([{ exitCode: 0, stdout: 'out', stderr: 'err' }]);
    const each = await runTestWorkflow(workflow({ executeOnce: false, command: '=echo item {{ $json.n }}' }), {
      pinData: { Data: items },
      services,
    });
    expect(outputJson(each, 'Shell')).toEqual([
      { exitCode: 0, stdout: 'item 1', stderr: '' },
      { exitCode: 0, stdout: 'item 2', stderr: '' },
    ]);
    const failed = await runTestWorkflow(workflow({ command: 'exit 3' }), { pinData: { Data: items }, services });
    expect(failed.data.resultData.error?.message).toMatch(/Command failed: exit 3/);
  });

  it('reads NODES_EXCLUDE as n8n does: a JSON array of type names', () => {
    expect(loadConfig({}).nodesExclude).toEqual(['n8n-nodes-base.executeCommand', 'n8n-nodes-base.localFileTrigger']);
    expect(loadConfig({ NODES_EXCLUDE: '[]' }).nodesExclude).toEqual([]);
    expect(loadConfig({ NODES_EXCLUDE: '["n8n-nodes-base.code"]' }).nodesExclude).toEqual(['n8n-nodes-base.code']);
    expect(() => loadConfig({ NODES_EXCLUDE: 'executeCommand' })).toThrow(/NODES_EXCLUDE/);
  });
});
