/**
 * Sub-nodes for a webhook call: a trigger that answers a request itself (the Chat Trigger
 * loading a previous session from its memory) asks its sub-nodes for what they supply, as
 * a root node does in an execution (../engine/sub-nodes.ts). A webhook call has no
 * execution, so the supply runs in a state of its own, thrown away after the call: the
 * sub-nodes' expressions read `items` as `$json` (the request's message), and their
 * logged calls go nowhere, since there is no run data to show them in.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { createExecuteContext } from '../engine/execute-context';
import type { ExecutionState } from '../engine/execution-state';
import type { AiConnectionType } from '../engine/node-interface';
import { inputConnectionData } from '../engine/sub-nodes';
import type { NodeContextInput } from './node-contexts';

/** `getInputConnectionData` of a webhook node's call. */
export function webhookInputConnectionData(input: NodeContextInput, signal: AbortSignal) {
  return (type: AiConnectionType, itemIndex: number, items: INodeExecutionData[]): Promise<unknown> => {
    const state: ExecutionState = {
      input: {
        workflow: input.workflow,
        mode: input.mode === 'manual' ? 'manual' : 'webhook',
        executionId: '',
        signal,
        services: input.services,
      },
      runExecutionData: { resultData: { runData: {} } },
      contexts: { flow: {}, nodes: new Map() },
      customData: {},
      staticData: input.workflow.staticData ?? {},
      staticDataChanged: false,
    };
    const run = { node: input.node, nodeType: input.nodeType, inputData: { main: [items] }, source: [null], runIndex: 0 };
    return inputConnectionData(state, run, createExecuteContext)(type, itemIndex);
  };
}
