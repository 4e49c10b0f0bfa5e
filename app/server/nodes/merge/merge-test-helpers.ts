/** Runs a Merge node through the engine with pinned input branches (tests only). */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { connect, node } from '../../engine/testing/nodes';
import { runTestWorkflow } from '../../engine/testing/run-test-workflow';

/** What a Merge run gave: its first output's items (json and paired items) or the error. */
export interface MergeRun {
  json: IDataObject[];
  items: INodeExecutionData[];
  error?: string;
}

/** Runs Merge `typeVersion` with `parameters`, input i fed the items `inputs[i]`. */
export async function runMerge(typeVersion: number, parameters: IDataObject, ...inputs: IDataObject[][]): Promise<MergeRun> {
  const names = inputs.map((_, i) => `In ${i + 1}`);
  const target = node('Merge', 'merge', parameters as never, { typeVersion });
  const result = await runTestWorkflow(
    {
      nodes: [...names.map((name) => node(name, 'noOp')), target],
      connections: connect(...names.map((name, i) => [name, 'Merge', 0, i] as [string, string, number, number])),
    },
    { pinData: Object.fromEntries(names.map((name, i) => [name, inputs[i]!.map((json) => ({ json }))])), startNodes: names },
  );
  const runs = result.data.resultData.runData['Merge'];
  const items = runs?.[runs.length - 1]?.data?.main?.[0] ?? [];
  const error = result.data.resultData.error?.message;
  return { json: items.map((item) => item.json), items, ...(error ? { error } : {}) };
}
