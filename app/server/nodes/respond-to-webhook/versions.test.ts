import { describe, expect, it } from 'vitest';
import type { INodeParameters } from '@sdk/workflow';
import { connect, node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';

/** Start → Respond (or Webhook → Respond with `webhook`), one item in. */
async function run(typeVersion: number, parameters: INodeParameters = {}, webhook = true) {
  const first = webhook
    ? node('Hook', 'webhook', { path: 'x', responseMode: 'responseNode' }, { typeVersion: 2 })
    : node('Hook', 'manualTrigger');
  return runTestWorkflow(
    {
      nodes: [first, node('Respond', 'respondToWebhook', parameters, { typeVersion }), node('After', 'noOp')],
      connections: connect(['Hook', 'Respond'], ['Respond', 'After']),
    },
    { pinData: { Hook: [{ json: { a: 1 } }] } },
  );
}

describe('Respond to Webhook per version', () => {
  it('v1 answers whatever started the run; from 1.1 it needs a Webhook node upstream', async () => {
    expect((await run(1, {}, false)).status).toBe('success');
    for (const version of [1.1, 1.2, 1.3, 1.4, 1.5]) {
      const result = await run(version, {}, false);
      expect(result.status, String(version)).toBe('error');
      expect(result.data.resultData.error?.message).toBe('No Webhook node found in the workflow');
      expect((await run(version)).status, String(version)).toBe('success');
    }
  });

  it('1.3 always has the "Response" output; 1.4 and 1.5 only with Enable Response Output Branch', async () => {
    const response = [{ response: { body: { a: 1 }, headers: {}, statusCode: 200 } }];
    const v13 = await run(1.3);
    expect(outputJson(v13, 'Respond', 0)).toEqual([{ a: 1 }]);
    expect(outputJson(v13, 'Respond', 1)).toEqual(response);
    for (const version of [1.2, 1.4, 1.5]) {
      const plain = await run(version);
      expect(plain.data.resultData.runData['Respond']![0]!.data?.main, String(version)).toHaveLength(1);
    }
    for (const version of [1.4, 1.5]) {
      const branched = await run(version, {
        enableResponseOutput: true,
        respondWith: 'json',
        responseBody: '{"ok":true}',
        options: { responseCode: 201 },
      });
      expect(outputJson(branched, 'Respond', 1)).toEqual([{ response: { body: { ok: true }, headers: {}, statusCode: 201 } }]);
    }
    // 1.2 and 1.3 have no such setting: it changes nothing there.
    expect((await run(1.2, { enableResponseOutput: true })).data.resultData.runData['Respond']![0]!.data?.main).toHaveLength(1);
  });

  it('says a JWT token answer is not available, and keeps unknown versions refused', async () => {
    expect((await run(1.4, { respondWith: 'jwt' })).data.resultData.error?.message).toBe(
      'Responding with a JWT token is not available here',
    );
    expect((await run(1.6)).status).toBe('error');
  });
});
