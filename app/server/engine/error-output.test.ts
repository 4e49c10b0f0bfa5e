import { describe, expect, it } from 'vitest';
import { connect, node } from './testing/nodes';
import { outputJson, runTestWorkflow } from './testing/run-test-workflow';

const trigger = () => node('Start', 'manualTrigger');
const start = [{ json: { id: 1 } }, { json: { id: 2 } }, { json: { id: 3 } }];
const perItem = (code: string, extra = {}) =>
  node('Code', 'code', { mode: 'runOnceForEachItem', jsCode: code }, { typeVersion: 2, ...extra });

describe('engine: error outputs', () => {
  it('sends the items a node caught and returned as errors to its error output, with their input data', async () => {
    const result = await runTestWorkflow(
      {
        nodes: [
          trigger(),
          perItem("if ($json.id === 2) throw new Error('no twos'); return { json: { ok: $json.id } };", {
            onError: 'continueErrorOutput',
          }),
          node('Good', 'noOp'),
          node('Bad', 'noOp'),
        ],
        connections: connect(['Start', 'Code'], ['Code', 'Good', 0], ['Code', 'Bad', 1]),
      },
      { pinData: { Start: start } },
    );
    expect(result.status).toBe('success');
    expect(outputJson(result, 'Good')).toEqual([{ ok: 1 }, { ok: 3 }]);
    expect(outputJson(result, 'Bad')).toEqual([{ id: 2, error: 'Error: no twos [line 1, for item 1]' }]);
    const task = result.data.resultData.runData.Code![0]!;
    expect(task.data?.main?.length).toBe(2);
  });

  it('keeps caught errors on the regular output with continueRegularOutput', async () => {
    const result = await runTestWorkflow(
      {
        nodes: [
          trigger(),
          perItem("if ($json.id === 2) throw new Error('no twos'); return { json: { ok: $json.id } };", {
            onError: 'continueRegularOutput',
          }),
          node('Next', 'noOp'),
        ],
        connections: connect(['Start', 'Code'], ['Code', 'Next']),
      },
      { pinData: { Start: start } },
    );
    expect(outputJson(result, 'Next')).toEqual([{ ok: 1 }, { error: 'Error: no twos [line 1, for item 1]' }, { ok: 3 }]);
  });

  it('sends every input item to the error output when the node fails as a whole; the success branch does not run', async () => {
    const result = await runTestWorkflow(
      {
        nodes: [
          trigger(),
          node('Fail', 'stopAndError', { errorMessage: 'boom' }, { onError: 'continueErrorOutput' }),
          node('Good', 'noOp'),
          node('Bad', 'noOp'),
        ],
        connections: connect(['Start', 'Fail'], ['Fail', 'Good', 0], ['Fail', 'Bad', 1]),
      },
      { pinData: { Start: start } },
    );
    expect(result.status).toBe('success');
    expect(result.data.resultData.runData.Good).toBeUndefined();
    expect(outputJson(result, 'Bad')).toEqual([
      { id: 1, error: 'boom' },
      { id: 2, error: 'boom' },
      { id: 3, error: 'boom' },
    ]);
  });

  it('puts the error output after all of a node’s own outputs (If: true, false, error)', async () => {
    const result = await runTestWorkflow(
      {
        nodes: [
          trigger(),
          node(
            'If',
            'if',
            {
              conditions: {
                options: { caseSensitive: true, typeValidation: 'strict', version: 2 },
                combinator: 'and',
                conditions: [{ leftValue: '={{ $json.id }}', rightValue: 2, operator: { type: 'number', operation: 'gt' } }],
              },
            },
            { typeVersion: 2.2, onError: 'continueErrorOutput' },
          ),
          node('Big', 'noOp'),
          node('Small', 'noOp'),
          node('Errors', 'noOp'),
        ],
        connections: connect(['Start', 'If'], ['If', 'Big', 0], ['If', 'Small', 1], ['If', 'Errors', 2]),
      },
      { pinData: { Start: [...start, { json: { id: 'x' } }] } },
    );
    expect(outputJson(result, 'Big')).toEqual([{ id: 3 }]);
    // As in n8n, an item If cannot compare goes to "false" when the node continues; it is
    // not an error item, so the error output stays empty.
    expect(outputJson(result, 'Small')).toEqual([{ id: 1 }, { id: 2 }, { id: 'x' }]);
    const task = result.data.resultData.runData.If![0]!;
    expect(task.data?.main?.length).toBe(3);
    expect(task.data?.main?.[2]).toEqual([]);
  });

  it('retries a node whose first item is a caught error, as a failed try', async () => {
    const code =
      "const s = $getWorkflowStaticData('global'); s.n = (s.n || 0) + 1; if (s.n < 3) throw new Error('flaky ' + s.n); return { json: { tries: s.n } };";
    const result = await runTestWorkflow(
      {
        nodes: [
          trigger(),
          perItem(code, { onError: 'continueRegularOutput', retryOnFail: true, maxTries: 3, waitBetweenTries: 10 }),
          node('Next', 'noOp'),
        ],
        connections: connect(['Start', 'Code'], ['Code', 'Next']),
      },
      { pinData: { Start: [{ json: {} }] } },
    );
    expect(outputJson(result, 'Next')).toEqual([{ tries: 3 }]);
  });
});
