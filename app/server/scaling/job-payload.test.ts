import { describe, expect, it } from 'vitest';
import type { StartExecution } from '../engine/execution-service';
import type { RunnableWorkflow } from '../engine/run-types';
import { JobDecoder, JobEncoder } from './job-payload';

function workflowOf(name: string, staticData?: RunnableWorkflow['staticData']): RunnableWorkflow {
  return {
    id: 'wf1',
    name,
    nodes: [{ id: 'a', name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [0, 0], parameters: { path: 'p' } }],
    connections: {},
    ...(staticData !== undefined ? { staticData } : {}),
  };
}

const triggerOutput = { nodeName: 'Webhook', data: [[{ json: { at: 1 } }]] };

function requestOf(workflow: RunnableWorkflow): StartExecution {
  return { workflow, saved: true, mode: 'webhook', runAs: { userId: 'u1', isInstanceOwner: true }, triggerOutput };
}

describe('queued job payload', () => {
  it('carries the whole run request, static data included, to the worker', () => {
    const workflow = workflowOf('One', { node: { lastId: 7 } });
    const job = new JobEncoder().encode('42', requestOf(workflow), 'main-1');
    expect(job).toMatchObject({ executionId: '42', origin: 'main-1' });
    const back = new JobDecoder().decode(job);
    expect(back.workflow).toEqual(workflow);
    expect(back.mode).toBe('webhook');
    expect(back.runAs).toEqual({ userId: 'u1', isInstanceOwner: true });
    expect(back.triggerOutput).toEqual(triggerOutput);
  });

  it('sends one workflow text per workflow object, static data apart, so a change to static data still travels', () => {
    const encoder = new JobEncoder();
    const workflow = workflowOf('One', { count: 1 });
    const first = encoder.encode('1', requestOf(workflow), 'm');
    workflow.staticData = { count: 2 };
    const second = encoder.encode('2', requestOf(workflow), 'm');
    expect(second.workflow).toBe(first.workflow);
    expect(new JobDecoder().decode(second).workflow.staticData).toEqual({ count: 2 });
    // A saved change is a new workflow object, hence a new text.
    expect(encoder.encode('3', requestOf(workflowOf('Renamed')), 'm').workflow).not.toBe(first.workflow);
  });

  it('decodes a workflow once per text: runs share its nodes but each has its own static data', () => {
    const encoder = new JobEncoder();
    const decoder = new JobDecoder();
    const workflow = workflowOf('One', { seen: [] });
    const first = decoder.decode(encoder.encode('1', requestOf(workflow), 'm'));
    const second = decoder.decode(encoder.encode('2', requestOf(workflow), 'm'));
    expect(second.workflow.nodes[0]).toBe(first.workflow.nodes[0]);
    (first.workflow.staticData!['seen'] as unknown[]).push('run 1');
    expect(second.workflow.staticData).toEqual({ seen: [] });
  });

  it('keeps at most 64 decoded workflows, dropping the least recently used', () => {
    const encoder = new JobEncoder();
    const decoder = new JobDecoder();
    const run = (workflow: RunnableWorkflow) => decoder.decode(encoder.encode('1', requestOf(workflow), 'm')).workflow.nodes[0];
    const workflows = Array.from({ length: 65 }, (_, i) => workflowOf(`W${i}`));
    const firstNodes = workflows.slice(0, 64).map(run);
    run(workflows[0]!); // W0 used again: W1 is now the least recently used.
    run(workflows[64]!); // The 65th pushes W1 out.
    expect(run(workflows[0]!)).toBe(firstNodes[0]);
    expect(run(workflows[1]!)).not.toBe(firstNodes[1]);
    expect(run(workflows[1]!)).toEqual(firstNodes[1]);
  });
});
