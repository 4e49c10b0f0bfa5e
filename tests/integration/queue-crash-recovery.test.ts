/**
 * A queue-mode main that dies while it runs an execution itself (here a resumed waiting
 * execution, which continues on the main that resumed it, not on a worker). BullMQ knows
 * nothing of such runs; the local-run leases do: once the dead main's lease lapses, another
 * process marks the execution crashed instead of leaving it `running` for ever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './accounts-helpers';
import { runWorkflow } from './executions-helpers';
import { eventually, resumeWith, startWaitingExecution } from './webhooks-helpers';
import { startQueueInstance } from './queue-mode-helpers';
import type { QueueInstance } from './queue-mode-helpers';

const postgres = process.env['SWITCHYARD_TEST_POSTGRES'] !== '0';

/** A Wait node that pauses 30 s inside the process (shorter than the in-process wait limit). */
const pause = {
  id: '00000000-0000-4000-8000-00000000c0de',
  name: 'Pause',
  type: 'n8n-nodes-base.wait',
  typeVersion: 1.1,
  position: [600, 0],
  parameters: { resume: 'timeInterval', amount: 30, unit: 'seconds' },
};

describe.runIf(postgres)('queue mode: a main that dies during a run it carries out itself', () => {
  let instance: QueueInstance;
  beforeAll(async () => {
    // Short leases, so a dead process is noticed within seconds.
    instance = await startQueueInstance({ N8N_MULTI_MAIN_SETUP_KEY_TTL: '2', N8N_MULTI_MAIN_SETUP_CHECK_INTERVAL: '1' });
    await instance.spawn('worker', ['--concurrency', '2']);
  }, 60_000);
  afterAll(() => instance?.close());

  type Stored = { status: string; stoppedAt: string | null };
  const read = async (id: string) => (await instance.team.owner.browser.get<{ data: Stored }>(`/executions/${id}`)).body.data;

  it('has its execution marked crashed by another process, not left running', async () => {
    const { owner, server } = instance.team;
    const second = await instance.spawn('main');
    const waiting = await startWaitingExecution(owner, server.base, 'dies-mid-run', {}, [pause]);
    const resumed = await resumeWith(second.base, waiting, 'late');
    expect(resumed.status).toBe(200);
    await eventually(async () => ((await read(waiting.id)).status === 'running' ? true : undefined), 10_000);
    second.child.kill('SIGKILL');
    await second.exited;
    const crashed = await eventually(async () => {
      const stored = await read(waiting.id);
      return stored.status === 'crashed' ? stored : undefined;
    }, 15_000);
    expect(crashed.stoppedAt).not.toBeNull();
  }, 90_000);

  it('marks a manual run of a main that ran it itself crashed when that main dies', async () => {
    const { owner } = instance.team;
    const second = await instance.spawn('main', [], { EXECUTIONS_PROCESS_MAIN_FOR_MANUAL: 'true' });
    // The owner's session, sent to the second main.
    const there = new Browser(second.base);
    for (const [name, value] of owner.browser.cookies) there.cookies.set(name, value);
    const trigger = { id: 't1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };
    const workflow = {
      name: 'Manual, paused',
      nodes: [trigger, pause],
      connections: { Start: { main: [[{ node: 'Pause', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1' },
    };
    const executionId = await runWorkflow({ id: owner.id, browser: there }, workflow);
    await eventually(async () => ((await read(executionId)).status === 'running' ? true : undefined), 10_000);
    second.child.kill('SIGKILL');
    await second.exited;
    await eventually(async () => ((await read(executionId)).status === 'crashed' ? true : undefined), 15_000);
  }, 90_000);

  it('leaves runs of a live main alone: a resumed run there finishes as success', async () => {
    const { owner, server } = instance.team;
    const second = await instance.spawn('main');
    const waiting = await startWaitingExecution(owner, server.base, 'lives-on');
    const resumed = await resumeWith(second.base, waiting, 'fine');
    expect(resumed.status).toBe(200);
    await eventually(async () => ((await read(waiting.id)).status === 'success' ? true : undefined), 10_000);
    // Several lease periods later it is still a success, not swept.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await read(waiting.id)).status).toBe('success');
  }, 60_000);
});
