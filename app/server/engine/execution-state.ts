/**
 * What every node run of one execution shares, and one node run's inputs: the state the
 * execute contexts (execute-context.ts) and the sub-node supply (sub-nodes.ts) both read.
 */
import type { IDataObject, INode, IRunExecutionData, ISourceData, ITaskDataConnections } from '@sdk/workflow';
import type { INodeType } from './node-interface';
import type { RunInput } from './run-types';

/** State shared by all node runs of one execution. */
export interface ExecutionState {
  input: RunInput;
  runExecutionData: IRunExecutionData;
  /** `getContext('flow')` and per-node `getContext('node')`. */
  contexts: { flow: IDataObject; nodes: Map<string, IDataObject> };
  customData: Record<string, string>;
  staticData: IDataObject;
  staticDataChanged: boolean;
  /** Set by putExecutionToWait. */
  waitTill?: Date;
}

/** One node run's inputs. */
export interface NodeRunInput {
  node: INode;
  nodeType: INodeType;
  inputData: ITaskDataConnections;
  source: Array<ISourceData | null>;
  runIndex: number;
  /** Extra `$` names its expressions see (a node run as an agent's tool: `$fromAI`). */
  additionalKeys?: Record<string, unknown>;
}
