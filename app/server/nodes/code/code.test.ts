import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { IConnections, INode, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { BinaryDataStore } from '../../engine/binary-data';
import { createRequestHelpers } from '../../engine/http-helpers';
import { NodeTypeRegistry } from '../../engine/node-type-registry';
import { runWorkflow } from '../../engine/workflow-execute';
import { disposeTestCodeSandbox, testCodeSandbox } from '../../engine/testing/code-sandbox';
import { CodeSandbox } from '../../sandbox';
import type { ICodeSandbox } from '../../sandbox';
import { manualTriggerNode } from '../manual-trigger';
import { codeNode } from './index';
import { fileAccessHelpers } from '../../engine/file-access';

afterAll(() => disposeTestCodeSandbox());

interface Step {
  name: string;
  parameters: INodeParameters;
  typeVersion?: number;
  continueOnFail?: boolean;
}

/** Runs Start → steps[0] → steps[1] ... through the real engine. */
async function runChain(
  items: INodeExecutionData[],
  steps: Step[],
  customData: Record<string, string> = {},
  signal = new AbortController().signal,
  codeSandbox: ICodeSandbox = testCodeSandbox(),
) {
  const start: INode = { id: 's', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };
  const nodes: INode[] = [start];
  const connections: IConnections = {};
  let previous = 'Start';
  steps.forEach((step, index) => {
    nodes.push({
      id: `c${index}`,
      name: step.name,
      type: 'n8n-nodes-base.code',
      typeVersion: step.typeVersion ?? 2,
      position: [200 * (index + 1), 0],
      parameters: step.parameters,
      continueOnFail: step.continueOnFail ?? false,
    });
    connections[previous] = { main: [[{ node: step.name, type: 'main', index: 0 }]] };
    previous = step.name;
  });
  const messages: Array<[string, unknown]> = [];
  const binary = new BinaryDataStore(await mkdtemp(path.join(tmpdir(), 'switchyard-code-')));
  const result = await runWorkflow({
    workflow: { id: 'wf', name: 'Code test', nodes, connections, settings: { executionOrder: 'v1', timezone: 'Europe/Lisbon' } },
    mode: 'manual',
    executionId: 'exec-1',
    triggerOutput: { nodeName: 'Start', data: [items] },
    signal,
    hooks: { sendMessageToUI: (node, message) => messages.push([node, message]) },
    customData,
    services: {
      nodeTypes: new NodeTypeRegistry([manualTriggerNode, codeNode]),
      binary,
      // These runs read and write no files on disk.
      fileAccess: fileAccessHelpers([], tmpdir()),
      requestHelpers: (_node, signal) =>
        createRequestHelpers({ loadCredentials: () => Promise.reject(new Error('none')), credentialType: () => undefined, signal }),
      getCredentials: () => Promise.reject(new Error('none')),
      executeWorkflow: () => Promise.reject(new Error('not here')),
      timezone: 'America/New_York',
      restApiUrl: 'http://localhost:5678/rest',
      instanceBaseUrl: 'http://localhost:5678',
      webhookWaitingBaseUrl: 'http://localhost:5678/webhook-waiting',
      codeSandbox,
      saveOAuth2Token: () => Promise.resolve(),
      webhookResponses: { send: () => undefined, await: () => () => undefined },
    },
  });
  const output = (name: string) => result.data.resultData.runData[name]?.[0]?.data?.['main']?.[0];
  return { result, output, messages };
}

const people = [{ json: { name: 'Ada', born: 1815 } }, { json: { name: 'Grace', born: 1906 } }];

// The first test also starts the sandbox's worker process.
describe('Code node in a workflow', { timeout: 60_000 }, () => {
  it('runs once for all items (typeVersion 2) and once for each item (typeVersion 1)', async () => {
    const { output, result } = await runChain(people, [
      {
        name: 'All',
        parameters: { mode: 'runOnceForAllItems', jsCode: 'return $input.all().map(i => ({json: {...i.json, age: 2000 - i.json.born}}))' },
      },
      {
        name: 'Each',
        typeVersion: 1,
        parameters: { mode: 'runOnceForEachItem', jsCode: '$json.upper = $json.name.toUpperCase();\nreturn $input.item;' },
      },
    ]);
    expect(result.status).toBe('success');
    expect(output('All')?.map((i) => i.json)).toEqual([
      { name: 'Ada', born: 1815, age: 185 },
      { name: 'Grace', born: 1906, age: 94 },
    ]);
    expect(output('Each')).toEqual([
      { json: { name: 'Ada', born: 1815, age: 185, upper: 'ADA' }, pairedItem: { item: 0 } },
      { json: { name: 'Grace', born: 1906, age: 94, upper: 'GRACE' }, pairedItem: { item: 1 } },
    ]);
  });

  it("runs n8n's default code when jsCode is not set", async () => {
    const { output } = await runChain(people, [{ name: 'Default', parameters: { mode: 'runOnceForEachItem' } }]);
    expect(output('Default')?.map((i) => i.json)).toEqual([
      { name: 'Ada', born: 1815, myNewField: 1 },
      { name: 'Grace', born: 1906, myNewField: 1 },
    ]);
  });

  it('reads earlier nodes with $() and follows paired items back through a Code node', async () => {
    const { output } = await runChain(people, [
      { name: 'Reverse', parameters: { jsCode: 'return $input.all().reverse()' } },
      {
        name: 'Lookup',
        parameters: {
          mode: 'runOnceForEachItem',
          jsCode:
            "return {here: $json.name, start: $('Start').item.json.name, first: $('Start').first().json.name, n: $('Reverse').all().length, zone: $now.zoneName}",
        },
      },
    ]);
    expect(output('Lookup')?.map((i) => i.json)).toEqual([
      { here: 'Grace', start: 'Grace', first: 'Ada', n: 2, zone: 'Europe/Lisbon' },
      { here: 'Ada', start: 'Ada', first: 'Ada', n: 2, zone: 'Europe/Lisbon' },
    ]);
  });

  it('tells an unknown node from one that has not run', async () => {
    const unknown = await runChain(people, [{ name: 'Bad', parameters: { jsCode: "return $('Nowhere').all()" } }]);
    expect(unknown.result.data.resultData.error?.message).toBe("Error: There is no node called 'Nowhere' [line 1]");
    const later = await runChain(people, [
      { name: 'Early', parameters: { jsCode: "return $('Late').all()" } },
      { name: 'Late', parameters: { jsCode: 'return []' } },
    ]);
    expect(later.result.data.resultData.error?.message).toBe("Error: Node 'Late' hasn't been executed [line 1]");
  });

  it("fails the execution with n8n's message, or emits an error item when continuing on fail", async () => {
    const failed = await runChain(people, [{ name: 'Broken', parameters: { jsCode: 'const x = 1;\nreturn x.y.z;' } }]);
    expect(failed.result.status).toBe('error');
    const task = failed.result.data.resultData.runData['Broken']?.[0];
    expect(task?.error?.message).toBe("TypeError: Cannot read properties of undefined (reading 'z') [line 2]");
    const continued = await runChain(people, [{ name: 'Broken', continueOnFail: true, parameters: { jsCode: 'return 42' } }]);
    expect(continued.result.status).toBe('success');
    expect(continued.output('Broken')?.[0]?.json).toEqual({ error: "Code doesn't return items properly" });
  });

  it('stops looping code when the execution is stopped', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 500);
    const { result } = await runChain(people, [{ name: 'Stuck', parameters: { jsCode: 'while (true) {}' } }], {}, controller.signal);
    expect(result.status).not.toBe('success');
    expect(result.data.resultData.runData['Stuck']?.[0]?.data).toBeUndefined();
  });

  it('sends console output to the editor', async () => {
    const { output, messages } = await runChain(
      people,
      [
        {
          name: 'Log',
          parameters: { jsCode: "console.log('count', $input.all().length); $execution.customData.set('who', 'code'); return []" },
        },
      ],
      { before: '1' },
    );
    expect(output('Log')).toEqual([]);
    expect(messages).toEqual([['Log', 'count 2']]);
  });

  it('loads the modules the server allows (settings.allowedModules) and no others', async () => {
    const sandbox = new CodeSandbox({ allowedModules: { external: ['jmespath'] } });
    const run = (jsCode: string) => runChain(people, [{ name: 'Req', parameters: { jsCode } }], {}, new AbortController().signal, sandbox);
    try {
      const allowed = await run(
        "const jp = require('jmespath');\nreturn [{json: {names: jp.search($input.all().map(i => i.json), '[].name')}}]",
      );
      expect(allowed.output('Req')?.[0]?.json).toEqual({ names: ['Ada', 'Grace'] });
      const blocked = await run("require('fs')");
      expect(blocked.result.data.resultData.error?.message).toBe("Error: Module 'fs' is blocked in the Code node [line 1]");
    } finally {
      await sandbox.dispose();
    }
  });

  it('refuses an unsupported language', async () => {
    const { result } = await runChain(people, [{ name: 'Py', parameters: { language: 'python', jsCode: '' } }]);
    expect(result.data.resultData.error?.message).toBe("The Code node language 'python' is not supported");
  });
});
