import { describe, expect, it } from 'vitest';
import { runNode } from '../http-request/testing/run-node';
import { waitNode, WAIT_INDEFINITELY } from './index';

const run = (parameters: Record<string, unknown>) =>
  runNode(
    { type: 'n8n-nodes-base.wait', typeVersion: 1.1, parameters: parameters as never },
    { types: [waitNode], items: [{ json: { n: 1 } }] },
  );

describe('Wait node', () => {
  it('passes items on after a short wait without saving the execution as waiting', async () => {
    const { result, output } = await run({ resume: 'timeInterval', amount: 0, unit: 'seconds' });
    expect(result.status).toBe('success');
    expect(output?.map((i) => i.json)).toEqual([{ n: 1 }]);
  });

  it('puts the execution to wait for long intervals and specific times', async () => {
    const before = Date.now();
    const interval = await run({ resume: 'timeInterval', amount: 2, unit: 'hours' });
    expect(interval.result.status).toBe('waiting');
    const waitTill = interval.result.waitTill!.getTime();
    expect(waitTill - before).toBeGreaterThanOrEqual(2 * 3_600_000);
    expect(waitTill - before).toBeLessThan(2 * 3_600_000 + 60_000);
    const at = await run({ resume: 'specificTime', dateTime: '2099-01-02T03:04:05.000Z' });
    expect(at.result.waitTill?.toISOString()).toBe('2099-01-02T03:04:05.000Z');
  });

  it('waits for a webhook call indefinitely or up to a limit', async () => {
    expect((await run({ resume: 'webhook' })).result.waitTill).toEqual(WAIT_INDEFINITELY);
    const limited = await run({
      resume: 'webhook',
      limitWaitTime: true,
      limitType: 'atSpecifiedTime',
      maxDateAndTime: '2098-05-06T00:00:00.000Z',
    });
    expect(limited.result.waitTill?.toISOString()).toBe('2098-05-06T00:00:00.000Z');
  });

  it('refuses an invalid date', async () => {
    const { result } = await run({ resume: 'specificTime', dateTime: 'next tuesday-ish' });
    expect(result.data.resultData.error?.message).toMatch(/is not a valid date/);
  });
});
