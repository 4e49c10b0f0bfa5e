/**
 * Waiting executions with two queue-mode mains: a run paused by a Wait node is stored as
 * waiting, and both mains can be asked to resume it (its resume URL called on each at
 * once, as behind a load balancer). Only one resumes it; the other answers that the
 * execution is not waiting any more, and the nodes after the Wait node run once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl, eventually, startWaitingExecution } from './webhooks-helpers';
import { startQueueInstance } from './queue-mode-helpers';
import type { InstanceProcess, QueueInstance } from './queue-mode-helpers';

const postgres = process.env['SWITCHYARD_TEST_POSTGRES'] !== '0';

describe.runIf(postgres)('queue mode: a waiting execution resumed from two mains at once', () => {
  let instance: QueueInstance;
  let second: InstanceProcess;
  beforeAll(async () => {
    instance = await startQueueInstance();
    await instance.spawn('worker', ['--concurrency', '2']);
    second = await instance.spawn('main');
  }, 60_000);
  afterAll(() => instance?.close());

  it('is resumed by one main only; the other answers 409', async () => {
    const { owner, server } = instance.team;
    for (let round = 0; round < 3; round++) {
      const waiting = await startWaitingExecution(owner, server.base, `two-mains-${round}`);
      const call = (base: string) =>
        callUrl(base, waiting.resumePath, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ answer: base }),
        });
      const answers = await Promise.all([call(server.base), call(second.base)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.json).toMatchObject({ code: 409, message: `The execution "${waiting.id}" is not waiting.` });
      type Stored = {
        status: string;
        data: { resultData: { runData: Record<string, Array<{ data: { main: Array<Array<{ json: { answer: string } }>> } }>> } };
      };
      const stored = await eventually(async () => {
        const read = await owner.browser.get<{ data: Stored }>(`/executions/${waiting.id}`);
        return read.body.data.status === 'success' ? read.body.data : undefined;
      }, 10_000);
      const after = stored.data.resultData.runData['After'] ?? [];
      expect(after).toHaveLength(1);
      const winner = answers.findIndex((answer) => answer.status === 200);
      expect(after[0]!.data.main[0]![0]!.json.answer).toBe([server.base, second.base][winner]);
    }
  }, 90_000);
});
