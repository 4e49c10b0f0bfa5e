/**
 * Code nodes run through the real server (`POST /rest/workflows/run` on SQLite): the
 * output is stored per node, attempts to read the server's environment or files fail
 * the execution with a clear message, and code that loops is stopped by the
 * workflow's execution timeout while the server keeps answering.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow, waitForExecution } from './executions-helpers';
import { startTeam, type Team } from './workflows-helpers';

const secretFile = join(mkdtempSync(join(tmpdir(), 'switchyard-code-wf-')), 'secret.txt');
writeFileSync(secretFile, 'top-secret-9c1d');

function codeWorkflow(
  name: string,
  jsCode: string,
  settings: Record<string, unknown> = {},
  mode = 'runOnceForAllItems',
): Record<string, unknown> {
  return {
    name,
    nodes: [
      { id: 's1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        id: 's2',
        name: 'Code',
        type: 'n8n-nodes-base.code',
        typeVersion: 2,
        position: [200, 0],
        parameters: { mode, language: 'javaScript', jsCode },
      },
    ],
    connections: { Start: { main: [[{ node: 'Code', type: 'main', index: 0 }]] } },
    pinData: { Start: [{ json: { n: 1 } }, { json: { n: 2 } }] },
    settings: { executionOrder: 'v1', saveManualExecutions: true, ...settings },
  };
}

describe('Code nodes in workflows run by the server', { timeout: 90_000 }, () => {
  let team: Team;
  beforeAll(async () => {
    process.env['SWITCHYARD_CODE_CANARY'] = 'env-secret-51ab';
    team = await startTeam('sqlite', [], { EXECUTIONS_TIMEOUT_MAX: '5' });
  }, 60_000);
  afterAll(async () => {
    await team?.close();
  });

  it('stores the output of both modes', async () => {
    const all = await waitForExecution(
      team.owner,
      await runWorkflow(team.owner, codeWorkflow('All', 'return $input.all().map(i => ({json: {n: i.json.n, sq: i.json.n ** 2}}))')),
    );
    expect(all?.status).toBe('success');
    expect(all?.data.resultData.runData['Code']?.[0]?.data?.main[0]?.map((i) => i.json)).toEqual([
      { n: 1, sq: 1 },
      { n: 2, sq: 4 },
    ]);
    const each = await waitForExecution(
      team.owner,
      await runWorkflow(
        team.owner,
        codeWorkflow('Each', 'return {twice: $json.n * 2, start: $("Start").item.json.n}', {}, 'runOnceForEachItem'),
      ),
    );
    expect(each?.data.resultData.runData['Code']?.[0]?.data?.main[0]?.map((i) => i.json)).toEqual([
      { twice: 2, start: 1 },
      { twice: 4, start: 2 },
    ]);
  });

  it('fails the execution when the code reaches for the environment or a file', async () => {
    const env = await waitForExecution(
      team.owner,
      await runWorkflow(team.owner, codeWorkflow('Env', 'return [{json: {v: process.env.SWITCHYARD_CODE_CANARY}}]')),
    );
    expect(env?.status).toBe('error');
    expect(env?.data.resultData.runData['Code']?.[0]?.error?.message).toBe('ReferenceError: process is not defined [line 1]');
    expect(JSON.stringify(env)).not.toContain('env-secret-51ab');
    const file = await waitForExecution(
      team.owner,
      await runWorkflow(
        team.owner,
        codeWorkflow('File', `return [{json: {v: require('fs').readFileSync(${JSON.stringify(secretFile)}, 'utf8')}}]`),
      ),
    );
    expect(file?.data.resultData.runData['Code']?.[0]?.error?.message).toBe("Error: Module 'fs' is blocked in the Code node [line 1]");
    expect(JSON.stringify(file)).not.toContain('top-secret-9c1d');
  });

  it('stops looping code at the execution timeout and keeps serving', async () => {
    const id = await runWorkflow(team.owner, codeWorkflow('Loop', 'while (true) {}', { executionTimeout: 1 }));
    const settings = await team.owner.browser.get('/settings');
    expect(settings.status).toBe(200);
    const looped = await waitForExecution(team.owner, id);
    expect(looped?.status).toBe('canceled');
    expect(looped?.data.resultData.error?.message).toBe('The execution was cancelled because it timed out');
    expect(looped?.data.resultData.runData['Code']?.[0]?.data).toBeUndefined();
    const after = await waitForExecution(team.owner, await runWorkflow(team.owner, codeWorkflow('After', 'return {fine: true}')));
    expect(after?.status).toBe('success');
  });
});
