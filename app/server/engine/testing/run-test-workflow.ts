/**
 * Runs a workflow through the real engine with the core node catalogue, for node and
 * engine tests and benchmarks (no server, no database).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IConnections, INode, IPinData, IRunData, IWorkflowSettings } from '@sdk/workflow';
import { createCoreNodeTypes } from '../../nodes';
import { createEngineServices, type EngineServiceDeps } from '../engine-services';
import { testCodeSandbox } from './code-sandbox';
import type { EngineServices, RunHooks, RunInput, RunResult } from '../run-types';
import { runWorkflow } from '../workflow-execute';

/** A workflow as written in fixtures. */
export interface TestWorkflow {
  id?: string;
  name?: string;
  nodes: INode[];
  connections: IConnections;
  settings?: IWorkflowSettings;
  pinData?: IPinData;
}

/** Options of {@link runTestWorkflow}. */
export interface RunTestOptions {
  pinData?: IPinData;
  startNodes?: string[];
  destinationNode?: string;
  runData?: IRunData;
  signal?: AbortSignal;
  hooks?: RunHooks;
  services?: Partial<EngineServiceDeps>;
  mode?: 'manual' | 'trigger' | 'webhook';
  /** Continue a run a Wait node paused (see RunInput.resume). */
  resume?: RunInput['resume'];
  /** Limits of the run (node runs, data size, output depth); defaults otherwise. */
  limits?: RunInput['limits'];
  /** Workflows an Execute Workflow node may load "from the database", by id. */
  workflows?: Record<string, Pick<TestWorkflow, 'nodes' | 'connections'>>;
}

let folder: string | undefined;

/** Runs `workflow` and returns the engine's result. */
export async function runTestWorkflow(workflow: TestWorkflow, options: RunTestOptions = {}): Promise<RunResult> {
  folder ??= mkdtempSync(path.join(tmpdir(), 'switchyard-engine-'));
  // Sub-workflows given as JSON run in-process here (the server runs them as executions).
  const executeWorkflow: EngineServices['executeWorkflow'] = async (info, items) => {
    const code = info.code ?? (info.id !== undefined ? options.workflows?.[info.id] : undefined);
    if (!code) throw new Error('Only workflows given as JSON or in options.workflows can be run in tests');
    const trigger = code.nodes.find((n) => n.type === 'n8n-nodes-base.executeWorkflowTrigger');
    const sub = await runWorkflow({
      workflow: { ...code, connections: code.connections as TestWorkflow['connections'], pinData: undefined },
      mode: 'integrated',
      executionId: 'test-sub',
      triggerOutput: trigger ? { nodeName: trigger.name, data: [items], asInput: true } : undefined,
      signal: options.signal ?? new AbortController().signal,
      services,
    });
    if (sub.status === 'error') throw new Error(sub.data.resultData.error?.message ?? 'The sub-workflow failed');
    const last = sub.data.resultData.lastNodeExecuted;
    const runs = last ? sub.data.resultData.runData[last] : undefined;
    return { data: (runs?.[runs.length - 1]?.data?.main ?? []).map((output) => output ?? []) };
  };
  const services = createEngineServices({
    nodeTypes: createCoreNodeTypes(),
    userFolder: folder,
    timezone: 'America/New_York',
    codeSandbox: testCodeSandbox(),
    ...options.services,
    executeWorkflow,
  });
  return runWorkflow({
    workflow: { ...workflow, active: false },
    mode: options.mode ?? 'manual',
    executionId: 'test',
    pinData: options.pinData,
    startNodes: options.startNodes,
    destinationNode: options.destinationNode,
    runData: options.runData,
    signal: options.signal ?? new AbortController().signal,
    hooks: options.hooks,
    services,
    ...(options.resume ? { resume: options.resume } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
  });
}

/** The json of each item a node gave on `output` in its last run. */
export function outputJson(result: RunResult, nodeName: string, output = 0): unknown[] | undefined {
  const runs = result.data.resultData.runData[nodeName];
  const items = runs?.[runs.length - 1]?.data?.main?.[output];
  return items?.map((item) => item.json);
}
