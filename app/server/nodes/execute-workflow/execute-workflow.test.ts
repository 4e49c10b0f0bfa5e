import { describe, expect, it } from 'vitest';
import type { INode, INodeParameters } from '@sdk/workflow';
import { connect, node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';

/** A sub-workflow: its trigger, then `after` nodes in a chain. */
function subWorkflowOf(trigger: INodeParameters, triggerVersion: number, ...after: INode[]) {
  const nodes = [node('In', 'executeWorkflowTrigger', trigger, { typeVersion: triggerVersion }), ...after];
  const links = nodes.slice(1).map((n, i) => [nodes[i]!.name, n.name] as [string, string]);
  return { nodes, connections: connect(...links) };
}
/** The same, as the JSON of the "parameter" source. */
const subWorkflow = (trigger: INodeParameters, triggerVersion: number, ...after: INode[]) =>
  JSON.stringify(subWorkflowOf(trigger, triggerVersion, ...after));

async function call(
  typeVersion: number,
  parameters: INodeParameters,
  items: Array<Record<string, unknown>>,
  extra: Partial<INode> = {},
  workflows: Record<string, ReturnType<typeof subWorkflowOf>> = {},
) {
  return runTestWorkflow(
    {
      nodes: [
        node('Start', 'manualTrigger'),
        node('Call', 'executeWorkflow', { source: 'parameter', ...parameters }, { typeVersion, ...extra }),
      ],
      connections: connect(['Start', 'Call']),
    },
    { pinData: { Start: items.map((json) => ({ json: json as never })) }, workflows },
  );
}
/** A call of workflow "sub" from the database, by resource locator (1.2+). */
const fromDatabase = { source: 'database', workflowId: { __rl: true, mode: 'id', value: 'sub' } };

const schema = (...fields: Array<[string, string, boolean?]>) =>
  fields.map(([id, type, removed]) => ({ id, displayName: id, type, removed: removed ?? false }));
const typed = {
  inputSource: 'workflowInputs',
  workflowInputs: {
    values: [
      { name: 'name', type: 'string' },
      { name: 'count', type: 'number' },
      { name: 'other', type: 'any' },
    ],
  },
};

describe('Execute Workflow 1.2/1.3 with Execute Workflow Trigger 1.1', () => {
  it('sends the mapped workflow inputs (converted when asked) and the trigger keeps only its schema fields', async () => {
    const result = await call(
      1.2,
      {
        ...fromDatabase,
        workflowInputs: {
          mappingMode: 'defineBelow',
          value: { name: '={{ "n" + $json.a }}', count: '5' },
          schema: schema(['name', 'string'], ['count', 'number'], ['other', 'any']),
          attemptToConvertTypes: true,
        },
      },
      [{ a: 1, extra: 'x' }, { a: 2 }],
      {},
      { sub: subWorkflowOf(typed, 1.1) },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Call')).toEqual([
      { name: 'n1', count: 5, other: null },
      { name: 'n2', count: 5, other: null },
    ]);
  });

  it('refuses a value of the wrong type unless types may be converted, and leaves removed fields out', async () => {
    const passthrough = { sub: subWorkflowOf({ inputSource: 'passthrough' }, 1.1) };
    const mapped = (workflowInputs: INodeParameters) => ({ ...fromDatabase, workflowInputs });
    const strict = await call(
      1.3,
      mapped({ mappingMode: 'defineBelow', value: { count: 'five' }, schema: schema(['count', 'number']) }),
      [{}],
      {},
      passthrough,
    );
    expect(strict.data.resultData.error?.message).toBe("Invalid input for 'count' [item 0]");
    const converted = await call(
      1.3,
      mapped({ mappingMode: 'defineBelow', value: { count: '5' }, schema: schema(['count', 'number']), attemptToConvertTypes: false }),
      [{}],
      {},
      passthrough,
    );
    expect(converted.data.resultData.error?.message).toBe("Invalid input for 'count' [item 0]");
    const removed = await call(
      1.3,
      mapped({ mappingMode: 'defineBelow', value: { keep: 'k' }, schema: schema(['keep', 'string'], ['drop', 'string', true]) }),
      [{ drop: 'gone', other: 1 }],
      {},
      passthrough,
    );
    expect(outputJson(removed, 'Call')).toEqual([{ other: 1, keep: 'k' }]);
  });

  it('v1 and v1.1 send the items as they are (no mapping)', async () => {
    const result = await call(1.1, { workflowJson: subWorkflow({}, 1), workflowInputs: { value: { name: 'ignored' } } }, [{ a: 1 }]);
    expect(outputJson(result, 'Call')).toEqual([{ a: 1 }]);
  });

  it('trigger 1.1 infers its fields from a JSON example, or accepts all data', async () => {
    const example = await call(
      1.3,
      { workflowJson: subWorkflow({ inputSource: 'jsonExample', jsonExample: '{"a": 1, "b": null}' }, 1.1) },
      [{ a: 1, c: 3 }],
    );
    expect(outputJson(example, 'Call')).toEqual([{ a: 1, b: null }]);
    const all = await call(1.3, { workflowJson: subWorkflow({ inputSource: 'passthrough' }, 1.1) }, [{ a: 1, c: 3 }]);
    expect(outputJson(all, 'Call')).toEqual([{ a: 1, c: 3 }]);
    // 1.1 by default defines fields below; with none defined nothing passes.
    const none = await call(1.3, { workflowJson: subWorkflow({}, 1.1) }, [{ a: 1 }]);
    expect(outputJson(none, 'Call')).toEqual([{}]);
  });

  it('without waiting for the sub-workflow outputs its input items at once', async () => {
    const tag = node('Tag', 'set', { values: { string: [{ name: 'tagged', value: 'yes' }] } });
    const parameters = { workflowJson: subWorkflow({}, 1, tag), options: { waitForSubWorkflow: false } };
    expect(outputJson(await call(1.3, parameters, [{ a: 1 }]), 'Call')).toEqual([{ a: 1 }]);
    expect(outputJson(await call(1.3, { ...parameters, mode: 'each' }, [{ a: 1 }, { a: 2 }]), 'Call')).toEqual([{ a: 1 }, { a: 2 }]);
    expect(outputJson(await call(1.3, { ...parameters, options: {} }, [{ a: 1 }]), 'Call')).toEqual([{ a: 1, tagged: 'yes' }]);
  });

  it('once per item: failed items go to the output numbered like the item before 1.3, to the first output from 1.3', async () => {
    const fail = node('Fail', 'stopAndError', { errorMessage: 'boom' });
    const parameters = { mode: 'each', workflowJson: subWorkflow({}, 1, fail) };
    const items = [{ a: 1 }, { a: 2 }];
    const old = await call(1.2, parameters, items, { onError: 'continueRegularOutput' });
    const main = old.data.resultData.runData['Call']![0]!.data!.main!;
    expect(main.map((output) => output?.map((item) => item.json))).toEqual([[{ error: 'boom' }], [{ error: 'boom' }]]);
    const fixed = await call(1.3, parameters, items, { onError: 'continueRegularOutput' });
    expect(fixed.data.resultData.runData['Call']![0]!.data!.main!.map((output) => output?.length)).toEqual([2]);
    const failing = await call(1.3, parameters, items);
    expect(failing.data.resultData.error?.message).toBe('Error executing workflow with item at index 0');
  });
});
