/** Switch v1 and v2 rules and expression modes, as n8n's SwitchV1/SwitchV2 route items. */
import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@sdk/workflow';
import { runNode } from '../http-request/testing/run-node';
import { switchNode } from '.';

async function route(typeVersion: number, parameters: IDataObject, values: number[]) {
  const run = await runNode(
    { type: 'n8n-nodes-base.switch', typeVersion, parameters: parameters as never },
    { items: values.map((n) => ({ json: { n } })), types: [switchNode] },
  );
  const main = run.task?.data?.['main'] ?? [];
  return { outputs: main.map((items) => (items ?? []).map((item) => item.json['n'])), error: run.result.data.resultData.error?.message };
}

const rules = (list: IDataObject[], extra: IDataObject = {}) => ({
  mode: 'rules',
  dataType: 'number',
  value1: '={{ $json.n }}',
  rules: { rules: list },
  ...extra,
});

describe('Switch v2', () => {
  it('sends each item to the output of the first rule it matches, one output per rule', async () => {
    const run = await route(
      2,
      rules([
        { operation: 'smaller', value2: 10, outputKey: 'small' },
        { operation: 'smaller', value2: 100 },
        { operation: 'larger', value2: 1000 },
      ]),
      [5, 50, 500, 5000],
    );
    expect(run.outputs).toEqual([[5], [50], [5000]]);
  });

  it('a fallback names a rule output; an output index left on a rule (v1 style) is ignored', async () => {
    const list = [
      { operation: 'equal', value2: 1 },
      { operation: 'equal', value2: 2 },
    ];
    expect((await route(2, rules(list, { fallbackOutput: 0 }), [1, 2, 3])).outputs).toEqual([[1, 3], [2]]);
    expect((await route(2, rules([{ operation: 'equal', value2: 1, output: 3 }]), [1])).outputs).toEqual([[1]]);
  });

  it('expression mode has outputsAmount outputs', async () => {
    const run = await route(2, { mode: 'expression', outputsAmount: 6, output: '={{ $json.n }}' }, [5, 0]);
    expect(run.outputs).toEqual([[0], [], [], [], [], [5]]);
  });
});

describe('Switch v1', () => {
  it('routes by the rule output index over four outputs', async () => {
    const run = await route(
      1,
      rules([
        { operation: 'equal', value2: 1, output: 2 },
        { operation: 'equal', value2: 2 },
      ]),
      [1, 2],
    );
    expect(run.outputs).toEqual([[2], [], [1], []]);
  });
});
